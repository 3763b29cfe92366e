// Edit variables: values held by non-required equalities whose suggested value changes
// often (a window's size, a label's held intrinsic size).

extension Solver {
  /// Makes `variable` an edit variable, held at the value you suggest with `priority`.
  /// - Parameters:
  ///   - variable: The variable.
  ///   - priority: From 1 to 999: how strongly suggestions hold against other constraints.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/invalidEditPriority(_:_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid, !priority.isRequired else {
      throw .invalidEditPriority(variable, priority)
    }
    rebuildIfNeeded()
    changed()
    let constraint = Constraint(variable, .equal, 0, priority: priority)
    // A non-required constraint always goes in (into the tableau).
    var tag = place(constraint, constant: 0, priority: priority, marked: false)!
    tag.entry = entries.count
    entries.append(.edit(variable))
    tags[constraint] = tag
    edits[variable] = Edit(constraint: constraint, suggested: 0)
  }

  /// Stops holding `variable` at a suggested value.
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try! remove(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  /// - Parameter variable: The variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Suggests a value for an edit variable; the other values follow through the dual
  /// simplex, reusing the current solution.
  /// - Parameters:
  ///   - value: The value.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``,
  ///   ``SolverError/nonFiniteSuggestion(_:_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    rebuildIfNeeded()
    changed()
    let delta = value - edit.suggested
    edit.suggested = value
    edits[variable] = edit
    // `variable - value == 0`: the constant moves by -delta.
    let tag = tags[edit.constraint]!
    tags[edit.constraint]!.constant = -value
    tableau.shiftConstant(marker: tag.marker!, -1, other: tag.other, 1, by: -delta)
    tableau.dualOptimize()  // a non-required constraint always holds
  }
}
