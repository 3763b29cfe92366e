import Testing

@testable import HeadlessLayoutSolver

/// Each operation, its result and its errors.
@Suite struct SolverBasicsTests {
  let x = Variable("x"), y = Variable("y"), w = Variable("w")

  @Test func requiredEqualitiesGiveTheirValues() throws {
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .equal, x + 5))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
  }

  @Test func inequalitiesBoundAndWeakerPreferencesFill() throws {
    let solver = Solver()
    try solver.add(Constraint(x, .greaterThanOrEqual, 20))
    try solver.add(Constraint(x, .equal, 5, priority: .defaultLow))  // wants 5, cannot
    try solver.add(Constraint(y, .lessThanOrEqual, 8))
    try solver.add(Constraint(y, .equal, 30, priority: .defaultLow))  // wants 30, gets 8
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 8)
  }

  @Test func aHigherPriorityWinsWhateverTheCountOfLowerOnes() throws {
    // 751 against a thousand 750s: lexicographic, as UIKit documents for priorities.
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 100, priority: 751))
    for _ in 0..<1_000 { try solver.add(Constraint(x, .equal, 0, priority: 750)) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let solver = Solver()
    try solver.add(Constraint(y, .equal, w - 16))
    try solver.addEditVariable(w, priority: .defaultHigh)
    try solver.suggestValue(390, for: w)
    solver.updateVariables()
    #expect(solver.value(of: y) == 374)
    try solver.suggestValue(1024, for: w)
    solver.updateVariables()
    #expect(solver.value(of: y) == 1008)
    #expect(solver.value(of: w) == 1024)
  }

  @Test func removingAConstraintLetsTheOthersGo() throws {
    let solver = Solver()
    let pin = Constraint(x, .equal, 10)
    try solver.add(pin)
    try solver.add(Constraint(x, .equal, 3, priority: .defaultLow))
    try solver.add(Constraint(y, .greaterThanOrEqual, x))
    try solver.add(Constraint(y, .equal, 0, priority: .fittingSizeLevel))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 3 && solver.value(of: y) == 3)
    #expect(!solver.contains(pin))
  }

  @Test func removingAnInequalityIsIncremental() throws {
    let solver = Solver()
    let floor = Constraint(x, .greaterThanOrEqual, 50)
    try solver.add(floor)
    try solver.add(Constraint(x, .equal, 10, priority: .defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    try solver.remove(floor)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func aConflictingRequiredConstraintNamesTheMinimalSetAndChangesNothing() throws {
    let solver = Solver()
    let a = Constraint(x, .equal, 10, identifier: "a")
    let unrelated = Constraint(w, .equal, 1, identifier: "unrelated")
    let b = Constraint(y, .equal, x + 5, identifier: "b")
    let extra = Constraint(y, .greaterThanOrEqual, 0, identifier: "extra")
    for c in [a, unrelated, b, extra] { try solver.add(c) }
    let conflict = Constraint(y, .equal, 3, identifier: "conflict")
    #expect(throws: SolverError.unsatisfiable(conflict, conflicting: [a, b, conflict])) {
      try solver.add(conflict)
    }
    #expect(!solver.contains(conflict))
    solver.updateVariables()
    #expect(solver.value(of: y) == 15)
    #expect(solver.constraints == [a, unrelated, b, extra])
  }

  @Test func aConflictThroughInequalitiesIsRolledBack() throws {
    let solver = Solver()
    let low = Constraint(x, .greaterThanOrEqual, 10)
    let high = Constraint(y, .lessThanOrEqual, 5)
    let link = Constraint(x, .lessThanOrEqual, y)
    try solver.add(low)
    try solver.add(high)
    try solver.add(Constraint(x, .equal, 0, priority: .defaultLow))
    #expect(throws: SolverError.unsatisfiable(link, conflicting: [low, high, link])) {
      try solver.add(link)
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    try solver.add(Constraint(y, .equal, 4))  // the solver still works
    solver.updateVariables()
    #expect(solver.value(of: y) == 4)
  }

  @Test func badInputIsRefusedBeforeItReachesTheTableau() throws {
    let solver = Solver()
    let c = Constraint(x, .equal, 1)
    try solver.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    let unknown = Constraint(y, .equal, 2)
    #expect(throws: SolverError.unknownConstraint(unknown)) { try solver.remove(unknown) }
    let infinite = Constraint(LinearExpression([(y, .infinity)]), .equal, 0)
    #expect(throws: SolverError.nonFinite(infinite, what: "the coefficient of y")) {
      try solver.add(infinite)
    }
    let nan = Constraint(y, .equal, .nan)
    #expect(throws: SolverError.nonFinite(nan, what: "the constant")) { try solver.add(nan) }
    let zero = Constraint(y, .equal, 2, priority: 0)
    #expect(throws: SolverError.invalidPriority(zero)) { try solver.add(zero) }
    #expect(throws: SolverError.unknownEditVariable(w)) { try solver.suggestValue(1, for: w) }
    #expect(throws: SolverError.invalidEditPriority(w, .required)) {
      try solver.addEditVariable(w, priority: .required)
    }
    try solver.addEditVariable(w, priority: .defaultHigh)
    #expect(throws: SolverError.duplicateEditVariable(w)) {
      try solver.addEditVariable(w, priority: .defaultLow)
    }
    #expect(throws: SolverError.nonFiniteSuggestion(w, .infinity)) {
      try solver.suggestValue(.infinity, for: w)
    }
    try solver.removeEditVariable(w)
    #expect(throws: SolverError.unknownEditVariable(w)) { try solver.removeEditVariable(w) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 1)
  }

  @Test func ambiguityIsWhatNothingDetermines() throws {
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .greaterThanOrEqual, x))  // y can be anything from 10 up
    try solver.add(Constraint(w, .greaterThanOrEqual, 0))
    try solver.add(Constraint(w, .equal, 5, priority: .defaultLow))  // pinned by preference
    #expect(!solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(y))
    #expect(!solver.isAmbiguous(w))
    #expect(solver.isAmbiguous(Variable("unseen")))
  }
}
