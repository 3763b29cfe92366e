import Foundation
import HeadlessKit
import Testing

/// The fixed text metric: half the font size per character, 1.25 times it per line; the
/// ASCII fast path and the general path agree.
@Suite struct TextMetricsTests {
  @Test(arguments: [
    ("", 0.0, 0.0), ("Count: 3", 64, 20), ("héllo", 40, 20), ("👩‍👩‍👧 ok", 32, 20),
    // "\r\n" is one character to Swift, and only "\n" breaks a line here.
    ("two\nlines!", 48, 40), ("a\r\nb", 24, 20), ("tab\there", 64, 20),
  ])
  func sizes(text: String, width: Double, height: Double) {
    #expect(TextMetrics.size(of: text) == Size(width: width, height: height))
  }

  @Test func fontSizeScalesBoth() {
    #expect(TextMetrics.size(of: "abcd", fontSize: 10) == Size(width: 20, height: 12.5))
  }
}
