import Testing

@testable import HeadlessLayoutSolver

/// Constant and priority changes made in place (through the constraints' markers), checked
/// against the exact reference of the system as changed, and the rebuilds they cost.
@Suite struct InPlaceEditTests {
  let differential = DifferentialTests()

  /// Random constant changes (required or not, equalities and inequalities) and priority
  /// changes between non-required levels land where the exact reference of the changed
  /// system does; a required change that cannot hold is refused and leaves the old
  /// solution; and none of it rebuilds when every constraint was added marked.
  @Test(arguments: [false, true])
  func constantAndPriorityChangesMatchTheExactReference(marked: Bool) throws {
    var random = Random(state: marked ? 0x5EED : 0xF00D)
    var compared = 0
    var refused = 0
    var changed = 0
    for _ in 0..<150 {
      let (n, system) = differential.randomSystem(&random)
      let variables = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      var accepted: [(small: SmallConstraint, made: Constraint?)] = (0..<n).map { i in
        let stay = SmallConstraint(
          coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: 0, relation: .equal,
          priority: 1)
        return (stay, nil)
      }
      for (stay, _) in accepted { try solver.add(differential.constraint(stay, variables)) }
      for item in system {
        let made = differential.constraint(item, variables)
        if (try? solver.add(made, markedForEdits: marked)) != nil { accepted.append((item, made)) }
      }
      let rebuilds = solver.rebuilds
      var unmarkedEqualitiesChanged: Set<ObjectIdentifier> = []
      for _ in 0..<4 {
        let editable = accepted.indices.filter { accepted[$0].made != nil }
        guard !editable.isEmpty else { break }
        let index = editable[random.int(0...(editable.count - 1))]
        var changedItem = accepted[index].small
        let made = accepted[index].made!
        if changedItem.priority < 1000 && random.int(0...2) == 0 {
          changedItem.priority = [751, 750, 250, 2][random.int(0...3)]
          try solver.setPriority(Priority(changedItem.priority), of: made)
        } else {
          changedItem.constant = random.int(-10...10)
          let system = accepted.map(\.small)
          var proposed = system
          proposed[index] = changedItem
          let verdict = ExactReference.solve(proposed, variables: n)
          do {
            try solver.setConstant(Double(changedItem.constant), of: made)
            #expect(verdict != .infeasible, "accepted an infeasible constant for \(changedItem)")
            if changedItem.priority >= 1000 && made.relation == .equal
              && changedItem.constant != accepted[index].small.constant
            {
              unmarkedEqualitiesChanged.insert(ObjectIdentifier(made))
            }
          } catch {
            guard case .unsatisfiable = error else {
              Issue.record("unexpected \(error)")
              continue
            }
            #expect(verdict == .infeasible, "refused a feasible constant for \(changedItem)")
            #expect(solver.constant(of: made) == Double(accepted[index].small.constant))
            refused += 1
            changedItem = accepted[index].small
          }
        }
        accepted[index].small = changedItem
        changed += 1
        solver.updateVariables()
        guard case .optimum(let point?) = ExactReference.solve(accepted.map(\.small), variables: n)
        else { continue }
        compared += 1
        for (variable, exact) in zip(variables, point) {
          #expect(
            abs(solver.value(of: variable) - exact.double) < 1e-6,
            "\(variable): solver \(solver.value(of: variable)), exact \(exact.double)")
        }
      }
      if marked {
        #expect(solver.rebuilds == rebuilds, "marked constraints change in place")
      } else {
        // Each unmarked required equality rebuilds at its first change only (twice when
        // that change is refused: out with it, and back).
        #expect(solver.rebuilds >= unmarkedEqualitiesChanged.count)
      }
    }
    #expect(changed > 400)
    #expect(compared > 250)
    #expect(refused > 5, "some constant changes make the required constraints conflict")
  }

  /// A chain of required equalities added marked: a constant change at its start moves
  /// every later value, in place.
  @Test func aMarkedRequiredEqualityChangesInPlace() throws {
    let solver = Solver()
    let lefts = (0..<5).map { Variable("left\($0)") }
    let first = Constraint(lefts[0], .equal, 8)
    try solver.add(first, markedForEdits: true)
    for i in 1..<5 { try solver.add(Constraint(lefts[i], .equal, lefts[i - 1] + 52)) }
    try solver.setConstant(-20, of: first)
    solver.updateVariables()
    #expect(lefts.map { solver.value(of: $0) } == [20, 72, 124, 176, 228])
    #expect(solver.rebuilds == 0)
    try solver.remove(first)
    try solver.add(Constraint(lefts[0], .equal, 0))
    solver.updateVariables()
    #expect(solver.value(of: lefts[4]) == 208)
    #expect(solver.rebuilds == 0, "a marked required equality leaves in place")
  }

  /// An unmarked required equality between variables the tableau holds already (here
  /// bounded by inequalities first) has no marker there: its first constant change gives
  /// it one in one rebuild; the next changes are in place.
  @Test func anUnmarkedRequiredEqualityInTheTableauRebuildsOnceThenChangesInPlace() throws {
    let solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    try solver.add(Constraint(a, .greaterThanOrEqual, 0))
    try solver.add(Constraint(b, .greaterThanOrEqual, 0))
    let pinned = Constraint(a, .equal, 8)
    try solver.add(pinned)
    try solver.add(Constraint(b, .equal, a + 10))
    try solver.setConstant(-30, of: pinned)
    #expect(solver.rebuilds == 1)
    try solver.setConstant(-40, of: pinned)
    try solver.setConstant(-50, of: pinned)
    solver.updateVariables()
    #expect(solver.value(of: b) == 60)
    #expect(solver.rebuilds == 1)
  }

  /// A required equality that gives a variable nothing else holds yet is a definition,
  /// kept out of the tableau: unmarked, its constant changes and it leaves in place, and
  /// only the values that read it move.
  @Test func aDefiningRequiredEqualityChangesAndLeavesInPlace() throws {
    let solver = Solver()
    let lefts = (0..<5).map { Variable("left\($0)") }
    let first = Constraint(lefts[0], .equal, 8)
    try solver.add(first)
    for i in 1..<5 { try solver.add(Constraint(lefts[i], .equal, lefts[i - 1] + 52)) }
    solver.updateVariables()
    #expect(lefts.map { solver.value(of: $0) } == [8, 60, 112, 164, 216])
    try solver.setConstant(-20, of: first)
    solver.updateVariables()
    #expect(lefts.map { solver.value(of: $0) } == [20, 72, 124, 176, 228])
    #expect(solver.changedSolutionIndices?.count == 5, "the five values that read it")
    try solver.remove(first)
    try solver.add(Constraint(lefts[0], .equal, 0))
    solver.updateVariables()
    #expect(solver.value(of: lefts[4]) == 208)
    #expect(solver.rebuilds == 0)
  }

  /// A definition moves into the tableau, with those it reads, when a non-required
  /// constraint or an inequality mentions what it defines: the values stay the
  /// reference's, and its constant still changes in place.
  @Test func aDefinitionMovesIntoTheTableauWhenARowNeedsIt() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let gap = Constraint(b, .equal, a + 10)
    try solver.add(Constraint(a, .equal, 5))
    try solver.add(gap)
    try solver.add(Constraint(c, .lessThanOrEqual, b - 1))
    try solver.add(Constraint(c, .equal, 100, priority: .defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: c) == 14)
    try solver.setConstant(-20, of: gap)
    solver.updateVariables()
    #expect(solver.value(of: b) == 25)
    #expect(solver.value(of: c) == 24)
    #expect(solver.rebuilds == 1, "`gap` moved into the tableau unmarked")
  }

  /// A variable only definitions read, and one defined from it, are ambiguous; once a
  /// constraint holds the first, neither is.
  @Test func aDefinedVariableIsAmbiguousWhenWhatItReadsIs() throws {
    let solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    try solver.add(Constraint(b, .equal, a + 10))
    #expect(solver.isAmbiguous(a))
    #expect(solver.isAmbiguous(b))
    try solver.add(Constraint(a, .equal, 3))
    #expect(!solver.isAmbiguous(a))
    #expect(!solver.isAmbiguous(b))
    solver.updateVariables()
    #expect(solver.value(of: b) == 13)
  }

  /// Definitions that would read each other in a circle are not made: the second
  /// equality of a pair goes into the tableau, and the pair still holds.
  @Test func definitionsNeverFormACycle() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    try solver.add(Constraint(b, .equal, a + 1))
    try solver.add(Constraint(c, .equal, b + 1))
    try solver.add(Constraint(a, .equal, c - 2))  // a = a: holds, adds nothing
    #expect(throws: SolverError.self) { try solver.add(Constraint(a, .equal, c - 3)) }
    try solver.add(Constraint(a, .equal, 7))
    solver.updateVariables()
    #expect(solver.value(of: c) == 9)
  }

  /// A required inequality's new constant that conflicts is refused, naming the
  /// conflict, and the solution stays.
  @Test func aConflictingConstantIsRefusedAndTheOldOneKept() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = Constraint(x, .greaterThanOrEqual, 10)
    let ceiling = Constraint(x, .lessThanOrEqual, 20)
    try solver.add(floor)
    try solver.add(ceiling)
    #expect(throws: SolverError.unsatisfiable(floor, conflicting: [ceiling, floor])) {
      try solver.setConstant(-30, of: floor)  // x >= 30
    }
    #expect(solver.constant(of: floor) == -10)
    try solver.setConstant(-15, of: floor)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)
  }

  /// Priorities change between non-required levels in place; from or to required they
  /// do not.
  @Test func aPriorityChangesInPlaceButNotFromOrToRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = Constraint(x, .equal, 10, priority: 250)
    let high = Constraint(x, .equal, 20, priority: 750)
    try solver.add(low)
    try solver.add(high)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    try solver.setPriority(900, of: low)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(throws: SolverError.requiredPriorityChange(low, to: .required)) {
      try solver.setPriority(.required, of: low)
    }
    #expect(solver.rebuilds == 0)
  }
}
