/// Why the solver refused a call. After any error the solver is as it was before the
/// call: nothing is half-applied.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint conflicts with required constraints already added. `conflicting`
  /// is a minimal set that cannot hold together (it includes `constraint`): remove any
  /// one of them, or lower its priority, and the rest can.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// The constraint was added already.
  case duplicateConstraint(Constraint)
  /// The constraint was never added, or was removed.
  case unknownConstraint(Constraint)
  /// The constraint's priority is not a number from 1 to 1000.
  case invalidPriority(Constraint)
  /// A coefficient or the constant of the constraint is infinite or not a number.
  case nonFinite(Constraint, what: String)
  /// The variable is an edit variable already.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable needs a priority from 1 to 999: a required edit could not yield.
  case invalidEditPriority(Variable, Priority)
  /// A suggested value is infinite or not a number.
  case nonFiniteSuggestion(Variable, Double)
  /// An added constraint's priority cannot change from required to not required or back
  /// (``Solver/setPriority(_:of:)``): remove it and add one with the new priority.
  case requiredPriorityChange(Constraint, to: Priority)

  /// One line naming the input and, where there is one, the fix.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      return "unable to satisfy \(constraint): it conflicts with "
        + conflicting.filter { $0 !== constraint }.map(\.description).joined(separator: "; ")
        + "; remove one of them or lower its priority below 1000"
    case .duplicateConstraint(let constraint):
      return "\(constraint) was added already"
    case .unknownConstraint(let constraint):
      return "\(constraint) is not in the solver"
    case .invalidPriority(let constraint):
      return "\(constraint): a priority is a number from 1 to 1000"
    case .nonFinite(let constraint, let what):
      return "\(constraint): \(what) is not a finite number"
    case .duplicateEditVariable(let variable):
      return "\(variable) is an edit variable already"
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable; add it with addEditVariable(_:priority:)"
    case .invalidEditPriority(let variable, let priority):
      return "edit variable \(variable): priority \(priority) is not from 1 to 999"
    case .nonFiniteSuggestion(let variable, let value):
      return "suggested value \(value) for \(variable) is not a finite number"
    case .requiredPriorityChange(let constraint, let priority):
      return "\(constraint): its priority cannot change to \(priority) in place, from or to "
        + "required; remove it and add a constraint with the new priority"
    }
  }
}
