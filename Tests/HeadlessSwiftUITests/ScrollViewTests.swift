// `ScrollView` scrolls: its content is as tall as it wants, and scrolling shows another part
// of it. https://developer.apple.com/documentation/swiftui/scrollview ("As the user performs
// platform-appropriate scroll gestures, the scroll view adjusts what portion of the
// underlying content is visible.")

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

struct LongColumn: View {
  var body: some View {
    ScrollView {
      ForEach(0..<60, id: \.self) { index in
        Text("Line \(index)")
      }
    }
  }
}

@MainActor
@Suite struct ScrollViewTests {
  @Test func theContentIsTallerThanTheScreenAndScrollingMovesItUp() throws {
    let (host, _) = showing(LongColumn())
    let scroll = try #require(host.views(ofType: UIScrollView.self).first)
    #expect(host.scrollViews.count == 1)
    #expect(scroll.contentSize.height > scroll.bounds.height)
    let line = try #require(host.view(withText: "Line 10"))
    let before = frameInWindow(line).minY

    scroll.scroll(to: CGPoint(x: 0, y: 300))
    host.flush()
    #expect(scroll.contentOffset.y == 300)
    #expect(frameInWindow(line).minY == before - 300)
  }

  @Test func scrollingStopsAtTheEndOfTheContent() throws {
    let (host, _) = showing(LongColumn())
    let scroll = try #require(host.views(ofType: UIScrollView.self).first)
    scroll.scroll(to: CGPoint(x: 0, y: 100_000))
    host.flush()
    #expect(scroll.contentOffset.y == scroll.contentSize.height - scroll.bounds.height)
    let last = try #require(host.view(withText: "Line 59"))
    #expect(frameInWindow(last).maxY == scroll.bounds.height)
  }
}
