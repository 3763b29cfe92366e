import HeadlessUIKit
import Testing

/// A dynamic colour resolves to exactly what its provider returned for the traits it is
/// resolved with (issue #36 item 5). Apple's `resolvedColor(with:)` page: "Returns the
/// version of the current color that results from the specified traits"; its
/// `init(dynamicProvider:)` page: the provider "returns the color to use for the specified
/// traits".
@MainActor
@Suite struct UIKitDynamicColorTests {
  let dark = UITraitCollection(userInterfaceStyle: .dark)
  let light = UITraitCollection(userInterfaceStyle: .light)

  @Test func namedResultsResolveToExactlyTheProvidersColour() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    #expect(color.resolvedColor(with: dark) == .black)
    #expect(color.resolvedColor(with: light) == .white)
  }

  @Test func componentResultsResolveToExactlyTheProvidersColour() {
    let night = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    let day = UIColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.5)
    let color = UIColor { $0.userInterfaceStyle == .dark ? night : day }
    #expect(color.resolvedColor(with: dark) == night)
    #expect(color.resolvedColor(with: light) == day)
  }

  @Test func aResolvedColourNoLongerVaries() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    let resolved = color.resolvedColor(with: light)
    #expect(resolved.resolvedColor(with: dark) == .white)
  }
}
