import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Testing
import UIKitPortScenario

/// The UIKit port sample (`Samples/UIKitPort`, UIKit's names only) passes the
/// accessibility audit (issue #40 item 3): its screen, and the screen with the picker
/// sheet open.
@MainActor
@Suite struct UIKitPortAccessibilityTests {
  @Test(arguments: [ScenarioMode.v26, .v18])
  func uikitThemePickerPassesTheAccessibilityAudit(mode: ScenarioMode) throws {
    let scenario = try #require(UIKitPortScenarios.all.first { $0.name == "uikit-theme-picker" })
    let (run, _) = scenario.start(mode: mode)
    #expect(run.host.auditAccessibility().isEmpty)
    run.host.tap("changeTheme")
    #expect(run.host.auditAccessibility().isEmpty)
  }

  /// In the dark appearance too: its darker tint is only ever the filled button's fill,
  /// under a white title (5.9:1), and the picker's rows use the label colours.
  @Test(arguments: [ScenarioMode.v26, .v18])
  func uikitThemePickerPassesTheAccessibilityAuditInDarkMode(mode: ScenarioMode) throws {
    let scenario = try #require(UIKitPortScenarios.all.first { $0.name == "uikit-theme-picker" })
    let (run, _) = scenario.start(mode: mode)
    run.host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(run.host.window.traitCollection.userInterfaceStyle == .dark)
    #expect(run.host.auditAccessibility().isEmpty)
    run.host.tap("changeTheme")
    #expect(run.host.auditAccessibility().isEmpty)
  }
}
