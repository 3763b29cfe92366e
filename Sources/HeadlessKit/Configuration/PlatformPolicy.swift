/// The one answer to "what does this platform do?": whether the properties phase exists,
/// whether hooks run in tracking scopes, which phase runs configuration hooks, and which
/// hook reads state. Made once from a ``Configuration`` (an application's `policy`);
/// views, controllers and containers ask it rather than reading the configuration.
///
/// A view in no application uses ``detached``: tracked as on platform 26, and a
/// configuration update flags both phases, because the platform is not known until the
/// view is shown (the phase that platform lacks is then dropped).
struct PlatformPolicy: Equatable, Sendable {
  /// Whether the properties phase exists: platform 26.
  let hasPropertiesPhase: Bool
  /// Whether hooks run in observation tracking scopes: platform 26, or 18 with
  /// `UIObservationTrackingEnabled`, unless `trackingDisabled`.
  let tracksHooks: Bool
  /// The phases a configuration update (a cell's, a button's) flags.
  let configurationPhases: [Invalidation]

  /// The policy of a configuration.
  /// - Parameter configuration: The application's configuration.
  init(_ configuration: Configuration) {
    hasPropertiesPhase = configuration.platform == .v26
    tracksHooks =
      !configuration.trackingDisabled
      && (configuration.platform == .v26 || configuration.observationTrackingEnabled)
    configurationPhases = [hasPropertiesPhase ? .properties : .layout]
  }

  private init(detached: Void) {
    hasPropertiesPhase = true
    tracksHooks = true
    configurationPhases = [.properties, .layout]
  }

  /// What a view in no application uses.
  static let detached = PlatformPolicy(detached: ())

  /// The phase that runs configuration hooks: properties on 26, layout on 18 (where
  /// UIKit configures during layout).
  var configurationPhase: Invalidation { hasPropertiesPhase ? .properties : .layout }

  /// The hook that reads state, where UIKit recommends it: `updateProperties()` on 26,
  /// `willLayout()` (`viewWillLayoutSubviews()`) on 18. Containers refresh their bars
  /// from it; the untracked-read warning names it as the fix.
  var stateHook: Hook { hasPropertiesPhase ? .updateProperties : .willLayout }

  /// Whether a phase's hooks run at all: every phase but properties on 18.
  func runs(_ phase: Invalidation) -> Bool { phase != .properties || hasPropertiesPhase }
}
