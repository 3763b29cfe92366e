// Changing an added constraint in place: its constant (the Cassowary paper's constant
// change, through the constraint's marker symbols) and its priority between non-required
// levels. Neither substitutes anything nor rebuilds, except the first constant change of
// a required equality added without a marker (``Solver/add(_:markedForEdits:)``).

extension Solver {
  /// The constant of the constraint's `lhs - rhs` now: the one it was made with, or the
  /// last one set with ``setConstant(_:of:)``; `nil` for a constraint not in the solver.
  /// - Parameter constraint: The constraint.
  public func constant(of constraint: Constraint) -> Double? { tags[constraint]?.constant }

  /// Changes the constant of an added constraint's `lhs - rhs`, in place: the values
  /// follow through the dual simplex from the current solution, touching the rows the
  /// constraint's constant reaches and nothing else.
  ///
  /// ```swift
  /// let gap = Constraint(b.left, .equal, a.right + 8)  // b.left - a.right - 8 == 0
  /// try solver.add(gap, markedForEdits: true)
  /// try solver.setConstant(-16, of: gap)  // b.left == a.right + 16
  /// ```
  ///
  /// A required equality added without `markedForEdits` gets its marker now, rebuilding
  /// the tableau once.
  /// - Parameters:
  ///   - constant: The new constant of `lhs - rhs`.
  ///   - constraint: A constraint added before.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:what:)``,
  ///   and ``SolverError/unsatisfiable(_:conflicting:)`` when the constraint is required
  ///   and cannot hold with that constant (the solver then keeps the old one).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard tags[constraint] != nil else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFinite(constraint, what: "the constant") }
    rebuildIfNeeded()
    let tag = tags[constraint]!
    let delta = constant - tag.constant
    guard delta != 0 else { return }
    changed()
    tags[constraint]!.constant = constant
    if tag.defines >= 0 {
      definitions.setConstant(constant, of: tag.defines)  // what it defines follows
      return
    }
    guard let marker = tag.marker else {
      // An unmarked required equality: it gets a marker, in a rebuild.
      tags[constraint]!.marked = true
      needsRebuild = true
      if rebuildIfNeeded() { return }
      tags[constraint]!.constant = tag.constant
      rebuildIfNeeded()
      let conflict = explains ? explain(constraint, constant: constant) : [constraint]
      throw .unsatisfiable(constraint, conflicting: conflict)
    }
    let (markerCoefficient, otherCoefficient) = Self.markerCoefficients(
      constraint.relation, required: tag.priority.isRequired)
    tableau.shiftConstant(
      marker: marker, markerCoefficient, other: tag.other, otherCoefficient, by: delta)
    guard !tableau.dualOptimize() else { return }
    // The required constraints cannot hold with it: back to the old constant, from
    // whichever basis the dual simplex reached (the old system is feasible).
    tableau.shiftConstant(
      marker: marker, markerCoefficient, other: tag.other, otherCoefficient, by: -delta)
    guard tableau.dualOptimize() else {
      preconditionFailure(
        "Solver.setConstant: cannot restore the old constant: internal inconsistency")
    }
    tags[constraint]!.constant = tag.constant
    let conflict = explains ? explain(constraint, constant: constant) : [constraint]
    throw .unsatisfiable(constraint, conflicting: conflict)
  }

  /// Changes an added constraint's priority in place, from one non-required level to
  /// another: its errors move between the objective's levels, and the primal simplex
  /// finds the new optimum from the current solution.
  ///
  /// ```swift
  /// try solver.setPriority(.defaultLow, of: preferredWidth)
  /// ```
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - constraint: A constraint added before.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   and ``SolverError/requiredPriorityChange(_:to:)`` for a change from or to
  ///   required, which would change what the constraint is (remove it and add another).
  public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
    guard let tag = tags[constraint] else { throw .unknownConstraint(constraint) }
    guard priority.isValid else { throw .invalidPriority(constraint) }
    guard priority.isRequired == tag.priority.isRequired else {
      throw .requiredPriorityChange(constraint, to: priority)
    }
    guard priority != tag.priority else { return }
    guard !priority.isRequired else {
      tags[constraint]!.priority = priority  // 1000 and above are all required
      return
    }
    rebuildIfNeeded()
    changed()
    removeEffects(of: tags[constraint]!)
    tags[constraint]!.priority = priority
    addEffects(of: tags[constraint]!)
    tableau.optimize()
  }

  /// The coefficients of a constraint's marker and other symbol in the row it was first
  /// written as (`insert(_:constant:priority:marked:)`).
  static func markerCoefficients(_ relation: Constraint.Relation, required: Bool) -> (
    Double, Double
  ) {
    switch relation {
    case .lessThanOrEqual: (1, -1)  // + slack - error
    case .greaterThanOrEqual: (-1, 1)  // - slack + error
    case .equal: required ? (1, 0) : (-1, 1)  // + dummy, or - plus + minus
    }
  }
}
