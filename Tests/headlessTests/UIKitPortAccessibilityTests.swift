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
}
