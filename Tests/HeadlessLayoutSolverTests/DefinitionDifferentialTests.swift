import Testing

@testable import HeadlessLayoutSolver

/// Random systems whose required equalities come first, so that the solver keeps many of
/// them as definitions (out of the tableau), then constant changes, removals and more
/// constraints (which move definitions into the tableau): the same verdicts and the same
/// values as the exact reference wherever its optimum is unique.
@Suite struct DefinitionDifferentialTests {
  func randomItem(_ random: inout Random, n: Int, equalities: Bool) -> SmallConstraint {
    var coefficients = (0..<n).map { _ in random.int(-2...2) }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.int(0...(n - 1))] = 1 }
    let relation: Constraint.Relation =
      equalities ? .equal : [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
    let priorities: [Float] = equalities ? [1000] : [1000, 750, 250, 2]
    return SmallConstraint(
      coefficients: coefficients, constant: random.int(-10...10), relation: relation,
      priority: priorities[random.int(0...(priorities.count - 1))])
  }

  func constraint(_ small: SmallConstraint, _ variables: [Variable]) -> Constraint {
    let terms = zip(variables, small.coefficients).map { ($0, Double($1)) }
    return Constraint(
      LinearExpression(terms, constant: Double(small.constant)), small.relation, 0,
      priority: Priority(small.priority))
  }

  /// With `refreshing`, the values are also read after each step, and some of those
  /// reads take every value of the tableau at once (as after a width change that moves
  /// many rows): values a definition keeps from an earlier read must still be right.
  @Test(arguments: 0..<4, [false, true])
  func definitionsMatchTheExactReference(batch: Int, refreshing: Bool) throws {
    var random = Random(state: UInt64(0xDEF1 + batch))
    func refresh(_ solver: Solver) {
      guard refreshing else { return }
      if random.int(0...1) == 0 { solver.tableau.allChanged = true }
      solver.updateVariables()
    }
    var compared = 0
    var defined = 0
    for _ in 0..<150 {
      let n = random.int(2...4)
      let variables = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      var live: [(small: SmallConstraint, made: Constraint)] = []
      func add(_ item: SmallConstraint) {
        let verdict = ExactReference.solve(live.map(\.small) + [item], variables: n)
        let made = constraint(item, variables)
        if (try? solver.add(made)) != nil {
          #expect(verdict != .infeasible, "accepted an infeasible \(item)")
          live.append((item, made))
        } else {
          #expect(verdict == .infeasible, "refused a feasible \(item)")
        }
      }
      for _ in 0..<random.int(1...n) {
        add(randomItem(&random, n: n, equalities: true))
        refresh(solver)
      }
      defined += solver.definitions.count
      // Constant changes (refused when the required constraints would conflict).
      for _ in 0..<2 where !live.isEmpty {
        let index = random.int(0...(live.count - 1))
        var changed = live[index].small
        changed.constant = random.int(-10...10)
        let others = live.enumerated().filter { $0.offset != index }.map(\.element.small)
        let verdict = ExactReference.solve(others + [changed], variables: n)
        do {
          try solver.setConstant(Double(changed.constant), of: live[index].made)
          #expect(verdict != .infeasible)
          live[index].small = changed
        } catch {
          #expect(verdict == .infeasible)
        }
        refresh(solver)
      }
      if !live.isEmpty, random.int(0...2) == 0 {
        try solver.remove(live.remove(at: random.int(0...(live.count - 1))).made)
      }
      refresh(solver)
      for _ in 0..<random.int(0...3) {
        add(randomItem(&random, n: n, equalities: false))
        refresh(solver)
      }
      if refreshing, random.int(0...1) == 0 { solver.tableau.allChanged = true }
      solver.updateVariables()
      guard case .optimum(let point?) = ExactReference.solve(live.map(\.small), variables: n)
      else { continue }
      compared += 1
      for (variable, exact) in zip(variables, point) {
        #expect(
          abs(solver.value(of: variable) - exact.double) < 1e-6,
          "\(variable): solver \(solver.value(of: variable)), exact \(exact.double)")
      }
    }
    #expect(compared > 40, "enough systems have a unique optimum")
    #expect(defined > 80, "the solver kept equalities as definitions")
  }

  /// A new solution of the tableau read all at once (a width change that resizes every
  /// view) recomputes only the definitions that read the tableau, directly or through
  /// other definitions: a grid's lefts and widths, not its heights and the tops below
  /// them. A changed definition, or a variable a definition reads entering the tableau,
  /// makes the others follow again.
  @Test func aNewSolutionRecomputesOnlyTheDefinitionsReadingTheTableau() throws {
    let solver = Solver()
    let (w, a, b, c, d) = (
      Variable("w"), Variable("a"), Variable("b"), Variable("c"), Variable("d")
    )
    let (e, f) = (Variable("e"), Variable("f"))
    try solver.addEditVariable(w, priority: .defaultHigh)
    try solver.suggestValue(50, for: w)
    let height = Constraint(a, .equal, 5)
    try solver.add(height)
    try solver.add(Constraint(b, .equal, a + 10))  // a top below a height
    try solver.add(Constraint(c, .equal, w + 1))  // reads the tableau
    try solver.add(Constraint(d, .equal, c + b))  // reads it through c
    try solver.add(Constraint(e, .equal, f + 1))  // f: free, so 0 for now
    for variable in [a, b, c, d, e] {
      let slot = solver.solutionIndex(of: variable)
      #expect(solver.definitions.roles[slot] == .defined, "\(variable) is a definition")
    }
    solver.updateVariables()
    #expect([a, b, c, d, e].map(solver.value(of:)) == [5, 15, 51, 66, 1])

    try solver.suggestValue(100, for: w)
    solver.tableau.allChanged = true
    var before = solver.definitions.evaluated
    solver.updateVariables()
    #expect(solver.definitions.evaluated - before == 2, "c and d only")
    #expect([a, b, c, d, e].map(solver.value(of:)) == [5, 15, 101, 116, 1])

    try solver.setConstant(-6, of: height)  // a == 6: every definition again
    solver.tableau.allChanged = true
    before = solver.definitions.evaluated
    solver.updateVariables()
    #expect(solver.definitions.evaluated - before == 5)
    #expect([a, b, c, d, e].map(solver.value(of:)) == [6, 16, 101, 117, 1])

    try solver.addEditVariable(f, priority: .defaultHigh)  // f enters the tableau
    try solver.suggestValue(3, for: f)
    solver.updateVariables()
    try solver.suggestValue(50, for: w)
    solver.tableau.allChanged = true
    before = solver.definitions.evaluated
    solver.updateVariables()
    #expect(solver.definitions.evaluated - before == 3, "c, d and now e")
    #expect([a, b, c, d, e].map(solver.value(of:)) == [6, 16, 51, 67, 4])
  }
}
