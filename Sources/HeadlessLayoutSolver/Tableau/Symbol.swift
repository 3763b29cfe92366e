/// A column of the tableau: a user's variable, or a symbol the solver made for a
/// constraint.
struct Symbol: Hashable, Comparable {
  enum Kind: UInt8 {
    /// A user's variable: unrestricted in sign.
    case external
    /// An inequality's slack: never negative.
    case slack
    /// A non-required constraint's error: never negative, costs in the objective.
    case error
    /// A phase-one helper for a row with no subject: never negative, removed after.
    case artificial
    /// A required equality's marker: held at zero, never chosen to enter the basis; it
    /// records which rows the constraint's constant reaches, so the constant can change
    /// and the constraint leave in place.
    case dummy
  }

  /// Increasing in the order symbols are made; ties in the solver's choices go to the
  /// lowest (Bland's rule, which also keeps the simplex from cycling).
  let id: Int32
  let kind: Kind

  /// Slack, error and artificial symbols cannot be negative.
  var isRestricted: Bool { kind != .external }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
