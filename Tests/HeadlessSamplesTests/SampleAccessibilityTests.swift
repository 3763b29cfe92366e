import HeadlessKit
import HeadlessKitTesting
@testable import HeadlessSamples
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

  /// In the dark appearance too: the tint's dark variant keeps the picker's titles at
  /// 4.5:1 or more on the dark gray fill (the light tint alone reads 2.4:1 there), and
  /// the filled button keeps its white title on the darker blue.
  @Test(arguments: [ScenarioMode.v26, .v18])
  func themePickerPassesTheAccessibilityAuditInDarkMode(mode: ScenarioMode) {
    let (run, _) = Catalog.scenario(named: "theme-picker")!.start(mode: mode)
    run.host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(run.host.window.traitCollection.userInterfaceStyle == .dark)
    #expect(run.host.auditAccessibility().isEmpty)
    run.host.tap("changeTheme")
    #expect(run.host.auditAccessibility().isEmpty)
  }

  /// The tint is what the audit reads in each appearance: the dark variant is lighter.
  @Test func themeTintPassesAAInBothAppearances() {
    let tint = ThemeController.accessibleTint
    let fill = Color(named: "systemGray5")
    let background = Color(named: "systemBackground")
    for style in [InterfaceStyle.light, .dark] {
      let color = tint.resolved(for: style)
      #expect(Color.contrastRatio(color, fill.resolved(for: style)) >= 4.5, "\(style)")
      #expect(Color.contrastRatio(color, background.resolved(for: style)) >= 4.5, "\(style)")
    }
    #expect(
      Color.contrastRatio(tint.resolved(for: .light), background.resolved(for: .dark)) < 4.5,
      "the light tint alone fails on black: the reason for the dark variant")
  }

  @Test func themePickerReadsAsVoiceOverReadsIt() {
    let (run, _) = Catalog.scenario(named: "theme-picker")!.start(mode: .v26)
    run.host.tap("changeTheme")
    assertAccessibilitySnapshot(run.host.window, named: "theme-picker-sheet")
  }
}
