/// The flag an invalidation sets on a view: one per phase of the update pass.
public enum Invalidation: String, Sendable, CaseIterable {
  /// `needsUpdateProperties`: the properties phase.
  case properties
  /// `needsUpdateConstraints`: the constraints phase, between properties and layout.
  case constraints
  /// `needsLayout`: the layout phase.
  case layout
  /// `needsDisplay`: the display phase.
  case display

  /// The tracker slot of this phase: one scope per phase and view.
  var slot: Int {
    switch self {
    case .properties: return 0
    case .layout: return 1
    case .display: return 2
    case .constraints: return 3
    }
  }

  /// The phase of a tracker slot.
  init(slot: Int) {
    switch slot {
    case 0: self = .properties
    case 1: self = .layout
    case 2: self = .display
    default: self = .constraints
    }
  }

  /// The hook named for a change when no run recorded one.
  var defaultHook: Hook {
    switch self {
    case .properties: return .updateProperties
    case .constraints: return .updateConstraints
    case .layout: return .layoutSubviews
    case .display: return .draw
    }
  }
}
