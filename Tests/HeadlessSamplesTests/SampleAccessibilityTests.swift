import HeadlessKit
import HeadlessKitTesting
import HeadlessSamples
import HeadlessScenarios
import Testing

/// The theme picker sample passes the accessibility audit (issue #40 item 3): its screen,
/// and the screen with the picker sheet open.
@MainActor
@Suite struct SampleAccessibilityTests {
  @Test(arguments: [ScenarioMode.v26, .v18])
  func themePickerPassesTheAccessibilityAudit(mode: ScenarioMode) {
    let (run, _) = Catalog.scenario(named: "theme-picker")!.start(mode: mode)
    #expect(run.host.auditAccessibility().isEmpty)
    run.host.tap("changeTheme")
    #expect(run.host.auditAccessibility().isEmpty)
  }

  @Test func themePickerReadsAsVoiceOverReadsIt() {
    let (run, _) = Catalog.scenario(named: "theme-picker")!.start(mode: .v26)
    run.host.tap("changeTheme")
    assertAccessibilitySnapshot(run.host.window, named: "theme-picker-sheet")
  }
}
