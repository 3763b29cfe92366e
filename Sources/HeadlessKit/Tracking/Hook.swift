/// A tracked hook: a method HeadlessKit runs inside its own observation tracking scope
/// (SPEC 3.1).
public enum Hook: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `Controller.updateProperties()` or `View.updateProperties()`.
  case updateProperties
  /// `Controller.willLayout()`.
  case willLayout
  /// `View.layoutSubviews()`.
  case layoutSubviews
  /// `Controller.didLayout()`.
  case didLayout
  /// `View.draw(in:)`.
  case draw
  /// A widget's configuration hook (a button's `configurationUpdateHandler`).
  case configuration

  /// The invalidation a change to something this hook read causes (SPEC 3.2).
  public var invalidation: Invalidation {
    switch self {
    case .updateProperties, .configuration: return .properties
    case .willLayout, .layoutSubviews, .didLayout: return .layout
    case .draw: return .display
    }
  }

  /// The method as a user would write it: `updateProperties()`, `draw(in:)`.
  public var description: String {
    switch self {
    case .draw: return "draw(in:)"
    case .configuration: return "configurationUpdateHandler"
    default: return rawValue + "()"
    }
  }

  /// The scope slot of a view's tracker: one per phase, shared by the phase's hooks.
  var slot: Int {
    switch invalidation {
    case .properties: return 0
    case .layout: return 1
    case .display: return 2
    }
  }
}

/// The flag an invalidation sets on a view.
public enum Invalidation: String, Sendable, CaseIterable {
  /// `needsUpdateProperties`: the properties phase.
  case properties
  /// `needsLayout`: the layout phase.
  case layout
  /// `needsDisplay`: the display phase.
  case display
}
