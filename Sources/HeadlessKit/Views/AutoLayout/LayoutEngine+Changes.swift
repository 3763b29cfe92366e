internal import HeadlessLayoutSolver

// Constraint changes made in place in the solver, without a rebuild: a constant or a
// priority changed (the solver moves the constraint's tableau entries), a constraint
// activated between views the engine places already (added) or deactivated (removed).
// The `autolayout-constant` and `autolayout-toggle` benchmark rows measure them.

extension LayoutEngine {
  /// A change to one user constraint, waiting for the next solution.
  enum PendingChange {
    /// Its constant or priority changed.
    case changed(LayoutConstraint)
    /// It was activated.
    case activated(LayoutConstraint)
    /// It was deactivated.
    case deactivated(LayoutConstraint)
  }

  /// An active constraint's constant or priority changed.
  func constraintChanged(_ constraint: LayoutConstraint) {
    needsSolve = true
    if !needsRebuild { pendingChanges.append(.changed(constraint)) }
  }

  /// A constraint of the tree was activated.
  func constraintActivated(_ constraint: LayoutConstraint) {
    needsSolve = true
    if !needsRebuild { pendingChanges.append(.activated(constraint)) }
  }

  /// A constraint of the tree was deactivated.
  func constraintDeactivated(_ constraint: LayoutConstraint) {
    needsSolve = true
    if !needsRebuild { pendingChanges.append(.deactivated(constraint)) }
  }

  /// Applies the pending changes to the solver in order; `false` when one needs a
  /// rebuild (a constraint activated on a view or guide the engine does not place yet).
  func applyPendingChanges(_ broken: inout [(LayoutConstraint, [Constraint])]) -> Bool {
    for pending in pendingChanges {
      switch pending {
      case .changed(let constraint):
        change(constraint, &broken)
      case .activated(let constraint):
        guard constraint.isActive, installed[ObjectIdentifier(constraint)] == nil,
          !constraint.isLeftToStack
        else { continue }
        for item in [constraint.firstItem, constraint.secondItem] {
          if let item, frames[ObjectIdentifier(item)] == nil { return false }
        }
        // It may go again: a marker lets it leave in place.
        constraint.changesAtRuntime = true
        add(constraint, &broken)
      case .deactivated(let constraint):
        constraint.changesAtRuntime = true
        if let old = installed.removeValue(forKey: ObjectIdentifier(constraint)) {
          try? solver.remove(old)
        }
      }
    }
    return true
  }

  /// Moves a constraint's constant and priority in the solver. A required one whose new
  /// constant cannot hold is broken, as UIKit breaks it, and reported.
  private func change(
    _ constraint: LayoutConstraint, _ broken: inout [(LayoutConstraint, [Constraint])]
  ) {
    let key = ObjectIdentifier(constraint)
    guard let old = installed[key] else {
      // Broken before (or not in the solver): the new values may hold.
      if constraint.isActive { add(constraint, &broken) }
      return
    }
    guard constraint.isActive, let now = solverConstraint(for: constraint) else { return }
    // Its next solver constraint gets a marker; this one gets it from the solver, once.
    constraint.changesAtRuntime = true
    do {
      try solver.setConstant(now.expression.constant, of: old)
      try solver.setPriority(now.priority, of: old)
    } catch .unsatisfiable(_, let conflicting) {
      installed[key] = nil
      try? solver.remove(old)
      broken.append((constraint, conflicting))
    } catch {
      // A priority from or to required stops in `LayoutConstraint.priority` first.
    }
  }
}
