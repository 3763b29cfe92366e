/// How an ``Application`` behaves: which UIKit generation it emulates and whether
/// observation tracking is on.
///
/// The default emulates iOS 26, where `updateProperties()` exists and every hook is
/// tracked. `.v18` emulates iOS 18: there is no properties phase, and the layout,
/// display and configuration hooks are tracked only when `observationTrackingEnabled`
/// is true, as with the `UIObservationTrackingEnabled` Info.plist key.
///
/// ```swift
/// let app = Application(configuration: .init(platform: .v18, observationTrackingEnabled: true))
/// ```
public struct Configuration: Sendable, Equatable {
  /// The UIKit generation to emulate.
  public enum Platform: String, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 18: layout hooks are tracked only with the opt-in key; no `updateProperties()`.
    case v18
    /// iOS 26: `updateProperties()` exists and every hook is tracked.
    case v26

    /// `"18"` or `"26"`, the spelling the command line uses.
    public var description: String { self == .v18 ? "18" : "26" }
  }

  /// The generation to emulate; `.v26` by default.
  public var platform: Platform
  /// The `UIObservationTrackingEnabled` Info.plist key: turns tracking on for `.v18`.
  /// `.v26` tracks without it.
  public var observationTrackingEnabled: Bool
  /// A debug override that turns observation tracking off on every platform, to compare
  /// behaviour with and without it. Traits stay tracked, as UIKit's trait tracking
  /// cannot be turned off.
  public var trackingDisabled: Bool
  /// How many times one pass may repeat before it stops and reports a feedback loop; 100 by
  /// default.
  public var feedbackLoopThreshold: Int
  /// Whether every hook re-run is reported with its cause; off by default.
  public var traceEnabled: Bool

  /// Creates a configuration.
  /// - Parameters:
  ///   - platform: The generation to emulate; `.v26` by default.
  ///   - observationTrackingEnabled: The opt-in key for `.v18`; `false` by default.
  ///   - trackingDisabled: Turns tracking off everywhere; `false` by default.
  ///   - feedbackLoopThreshold: Repetitions allowed per pass; 100 by default.
  ///   - traceEnabled: Reports why each hook re-ran; `false` by default.
  public init(
    platform: Platform = .v26, observationTrackingEnabled: Bool = false,
    trackingDisabled: Bool = false, feedbackLoopThreshold: Int = 100, traceEnabled: Bool = false
  ) {
    self.platform = platform
    self.observationTrackingEnabled = observationTrackingEnabled
    self.trackingDisabled = trackingDisabled
    self.feedbackLoopThreshold = max(0, feedbackLoopThreshold)
    self.traceEnabled = traceEnabled
  }

  /// Whether the properties phase exists (`.v26` only).
  public var hasPropertiesPhase: Bool { PlatformPolicy(self).hasPropertiesPhase }

  /// Whether hooks run inside observation tracking scopes under this configuration.
  ///
  /// `.v26` tracks every hook; `.v18` tracks only with `observationTrackingEnabled`;
  /// `trackingDisabled` turns it off everywhere.
  public var tracksHooks: Bool { PlatformPolicy(self).tracksHooks }
}
