import HeadlessKit
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

@Suite struct ColorTests {
  @Test func paletteNamesKeepTheirNameAndClearIsTransparent() {
    #expect(Color(named: "coral").hex == "#FF804F")
    #expect(Color(named: "coral").description == "coral")
    #expect(Color(named: "clear").alpha == 0)
    #expect(Color(validatingName: "nope") == nil)
    #expect(Color(named: "nope").hex == "#FF00FF")  // visible placeholder, name kept
  }
}
