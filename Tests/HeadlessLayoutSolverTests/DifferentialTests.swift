import Testing

@testable import HeadlessLayoutSolver

/// Random small systems, solved by the solver and by an exact reference (rational
/// arithmetic over the vertices of the constraints' arrangement): the same verdict for
/// every required constraint, the same values wherever the optimum is unique.
@Suite struct DifferentialTests {
  static let priorities: [Float] = [1000, 1000, 1000, 751, 750, 750, 250, 2]

  func randomSystem(_ random: inout Random) -> (n: Int, constraints: [SmallConstraint]) {
    let n = random.int(1...3)
    let count = random.int(1...5)
    var constraints: [SmallConstraint] = []
    for _ in 0..<count {
      var coefficients = (0..<n).map { _ in random.int(-3...3) }
      if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.int(0...(n - 1))] = 1 }
      let relation: Constraint.Relation =
        [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
      constraints.append(
        SmallConstraint(
          coefficients: coefficients, constant: random.int(-10...10), relation: relation,
          priority: Self.priorities[random.int(0...(Self.priorities.count - 1))]))
    }
    return (n, constraints)
  }

  @Test(arguments: 0..<4)
  func randomSystemsMatchTheExactReference(batch: Int) throws {
    var random = Random(state: UInt64(0xC0FFEE + batch))
    var compared = 0
    var rejected = 0
    for _ in 0..<150 {
      let (n, system) = randomSystem(&random)
      let variables = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      // Weakest stays at 0 (priority 1), as Cassowary keeps values still: they make the
      // optimum unique in most systems.
      var accepted = (0..<n).map { i in
        SmallConstraint(
          coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: 0, relation: .equal,
          priority: 1)
      }
      for stay in accepted { try solver.add(constraint(stay, variables)) }
      for item in system {
        let verdict = ExactReference.solve(accepted + [item], variables: n)
        do {
          try solver.add(constraint(item, variables))
          #expect(verdict != .infeasible, "solver accepted an infeasible \(item)")
          accepted.append(item)
        } catch {
          guard case .unsatisfiable = error else {
            Issue.record("unexpected \(error)")
            continue
          }
          #expect(verdict == .infeasible, "solver refused a feasible \(item)")
          rejected += 1
        }
      }
      solver.updateVariables()
      guard case .optimum(let point?) = ExactReference.solve(accepted, variables: n) else {
        continue
      }
      compared += 1
      for (variable, exact) in zip(variables, point) {
        #expect(
          abs(solver.value(of: variable) - exact.double) < 1e-6,
          "\(variable): solver \(solver.value(of: variable)), exact \(exact.double) in \(accepted)")
      }
    }
    #expect(compared > 100, "most systems have a unique optimum")
    #expect(rejected > 5, "some required constraints conflict")
  }

  func constraint(_ small: SmallConstraint, _ variables: [Variable]) -> Constraint {
    let terms = zip(variables, small.coefficients).map { ($0, Double($1)) }
    return Constraint(
      LinearExpression(terms, constant: Double(small.constant)), small.relation, 0,
      priority: Priority(small.priority))
  }
}

extension DifferentialTests {
  /// Removing constraints (some required equalities, which rebuild, and the rest, which
  /// pivot their marker out) leaves what a fresh solver of the remaining ones gives.
  @Test(arguments: 0..<2)
  func removalsLeaveWhatTheRestAloneGives(batch: Int) throws {
    var random = Random(state: UInt64(0xBEEF + batch))
    var compared = 0
    for _ in 0..<150 {
      let (n, system) = randomSystem(&random)
      let variables = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      var live: [(SmallConstraint, Constraint)] = []
      for i in 0..<n {
        let stay = SmallConstraint(
          coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: 0, relation: .equal,
          priority: 1)
        try solver.add(constraint(stay, variables))
      }
      for item in system {
        let made = constraint(item, variables)
        if (try? solver.add(made)) != nil { live.append((item, made)) }
      }
      // Remove about half, then check against the reference of what is left.
      var kept: [SmallConstraint] = []
      for (item, made) in live {
        if random.int(0...1) == 0 { try solver.remove(made) } else { kept.append(item) }
      }
      solver.updateVariables()
      let all =
        kept
        + (0..<n).map { i in
          SmallConstraint(
            coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: 0, relation: .equal,
            priority: 1)
        }
      guard case .optimum(let point?) = ExactReference.solve(all, variables: n) else { continue }
      compared += 1
      for (variable, exact) in zip(variables, point) {
        #expect(abs(solver.value(of: variable) - exact.double) < 1e-6, "\(variable) in \(kept)")
      }
    }
    #expect(compared > 100)
  }

  /// A suggested value acts as a non-required equality at the edit's priority: the
  /// incremental dual simplex lands where the reference does.
  @Test func suggestionsLandWhereTheReferenceDoes() throws {
    var random = Random(state: 0xED17)
    var compared = 0
    for _ in 0..<200 {
      let (n, system) = randomSystem(&random)
      let variables = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      var accepted: [SmallConstraint] = (0..<n).map { i in
        SmallConstraint(
          coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: 0, relation: .equal,
          priority: 1)
      }
      for stay in accepted { try solver.add(constraint(stay, variables)) }
      for item in system where (try? solver.add(constraint(item, variables))) != nil {
        accepted.append(item)
      }
      try solver.addEditVariable(variables[0], priority: 500)
      for _ in 0..<3 {
        let suggestion = random.int(-20...20)
        try solver.suggestValue(Double(suggestion), for: variables[0])
        solver.updateVariables()
        let edit = SmallConstraint(
          coefficients: (0..<n).map { $0 == 0 ? 1 : 0 }, constant: -suggestion,
          relation: .equal, priority: 500)
        guard case .optimum(let point?) = ExactReference.solve(accepted + [edit], variables: n)
        else { continue }
        compared += 1
        for (variable, exact) in zip(variables, point) {
          #expect(abs(solver.value(of: variable) - exact.double) < 1e-6)
        }
      }
    }
    #expect(compared > 200)
  }
}
