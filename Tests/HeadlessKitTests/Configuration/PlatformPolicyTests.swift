import Testing

@testable import HeadlessKit

/// The platform policy, as a table over platform x UIObservationTrackingEnabled x
/// trackingDisabled (Update Cycle Rules 4.2 and 4.3): every view, controller and
/// container asks it, so this table is the whole platform behaviour.
@Suite struct PlatformPolicyTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let platform: Configuration.Platform
    let key: Bool
    let disabled: Bool
    let propertiesPhase: Bool
    let tracks: Bool
    var testDescription: String {
      "platform \(platform), key \(key ? "on" : "off"), tracking \(disabled ? "disabled" : "on")"
    }
  }

  static let table: [Row] = [
    Row(platform: .v26, key: false, disabled: false, propertiesPhase: true, tracks: true),
    Row(platform: .v26, key: true, disabled: false, propertiesPhase: true, tracks: true),
    Row(platform: .v26, key: false, disabled: true, propertiesPhase: true, tracks: false),
    Row(platform: .v26, key: true, disabled: true, propertiesPhase: true, tracks: false),
    Row(platform: .v18, key: false, disabled: false, propertiesPhase: false, tracks: false),
    Row(platform: .v18, key: true, disabled: false, propertiesPhase: false, tracks: true),
    Row(platform: .v18, key: false, disabled: true, propertiesPhase: false, tracks: false),
    Row(platform: .v18, key: true, disabled: true, propertiesPhase: false, tracks: false),
  ]

  @Test(arguments: table)
  func eachConfigurationHasOneAnswer(row: Row) {
    let policy = PlatformPolicy(
      Configuration(
        platform: row.platform, observationTrackingEnabled: row.key, trackingDisabled: row.disabled)
    )
    #expect(policy.hasPropertiesPhase == row.propertiesPhase)
    #expect(policy.tracksHooks == row.tracks)
    #expect(policy.configurationPhase == (row.propertiesPhase ? .properties : .layout))
    #expect(policy.configurationPhases == [policy.configurationPhase])
    #expect(policy.stateHook == (row.propertiesPhase ? .updateProperties : .willLayout))
    #expect(policy.runs(.properties) == row.propertiesPhase)
    #expect(policy.runs(.layout))
    #expect(policy.runs(.display))
  }

  @MainActor @Test func aViewInNoApplicationIsTrackedAsOn26AndFlagsBothConfigurationPhases() {
    let policy = PlatformPolicy.detached
    #expect(policy.hasPropertiesPhase)
    #expect(policy.tracksHooks)
    #expect(policy.configurationPhases == [.properties, .layout])
    #expect(View().policy == .detached)
    #expect(Controller().policy == .detached)
  }

  @MainActor @Test func viewsAndControllersAskTheirApplicationsPolicy() {
    let configuration = Configuration(platform: .v18, observationTrackingEnabled: true)
    let application = Application(configuration: configuration)
    let window = Window()
    let controller = Controller()
    window.rootController = controller
    application.show(window)
    #expect(application.policy == PlatformPolicy(configuration))
    #expect(controller.view.policy == application.policy)
    #expect(controller.policy.stateHook == .willLayout)
  }
}
