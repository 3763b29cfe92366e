public import HeadlessKit

/// The four configurations every scenario declares its expectations for.
public enum ScenarioMode: String, Sendable, CaseIterable, Codable {
  /// iOS 26: every hook tracked.
  case v26
  /// iOS 18 with `UIObservationTrackingEnabled`: layout hooks tracked.
  case v18WithKey = "v18+key"
  /// iOS 18 without the key: no observation tracking (traits are still tracked, as on
  /// iOS 18).
  case v18
  /// Tracking turned off for comparison (`Configuration.trackingDisabled`).
  case trackingDisabled = "tracking-disabled"

  /// The mode the command line's `--platform` and `--tracking` select.
  /// - Parameters:
  ///   - platform: `.v18` or `.v26`.
  ///   - tracking: On 18 the opt-in key; on 26, off means tracking disabled.
  public init(platform: Configuration.Platform, tracking: Bool) {
    switch (platform, tracking) {
    case (.v26, true): self = .v26
    case (.v26, false): self = .trackingDisabled
    case (.v18, true): self = .v18WithKey
    case (.v18, false): self = .v18
    }
  }

  /// The application configuration for this mode.
  public var configuration: Configuration {
    switch self {
    case .v26: return Configuration()
    case .v18WithKey: return Configuration(platform: .v18, observationTrackingEnabled: true)
    case .v18: return Configuration(platform: .v18)
    case .trackingDisabled: return Configuration(trackingDisabled: true)
    }
  }

  /// `platform 26, tracking on` and so on.
  public var label: String {
    switch self {
    case .v26: return "platform 26, tracking on"
    case .v18WithKey: return "platform 18, tracking on (UIObservationTrackingEnabled = YES)"
    case .v18: return "platform 18, tracking off (no UIObservationTrackingEnabled)"
    case .trackingDisabled: return "platform 26, tracking off (trackingDisabled)"
    }
  }
}
