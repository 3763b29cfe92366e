/// A tracked hook: a method HeadlessKit runs inside an observation tracking scope and
/// runs again when something it read changes.
public enum Hook: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `Controller.updateProperties()` or `View.updateProperties()`.
  case updateProperties
  /// `Controller.updateConstraints()` or `View.updateConstraints()`.
  case updateConstraints
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

  /// The invalidation a change to something this hook read causes.
  public var invalidation: Invalidation {
    switch self {
    case .updateProperties, .configuration: return .properties
    case .updateConstraints: return .constraints
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
}
