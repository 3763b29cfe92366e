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

  @Test(arguments: 0..<4)
  func definitionsMatchTheExactReference(batch: Int) throws {
    var random = Random(state: UInt64(0xDEF1 + batch))
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
      for _ in 0..<random.int(1...n) { add(randomItem(&random, n: n, equalities: true)) }
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
      }
      if !live.isEmpty, random.int(0...2) == 0 {
        try solver.remove(live.remove(at: random.int(0...(live.count - 1))).made)
      }
      for _ in 0..<random.int(0...3) { add(randomItem(&random, n: n, equalities: false)) }
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
}
