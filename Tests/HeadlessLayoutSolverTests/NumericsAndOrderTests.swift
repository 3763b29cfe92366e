import Testing

@testable import HeadlessLayoutSolver

/// The epsilon policy, large and tiny numbers, determinism, and the Cassowary paper's
/// midpoint example.
@Suite struct NumericsAndOrderTests {
  /// The Cassowary paper's first example (Badros, Borning and Stuckey, ACM TOCHI 2001,
  /// section 2): a midpoint `xm` of a segment `xl…xr`, `xl + 10 <= xr`, inside 0…100.
  /// Dragging the midpoint (an edit, stronger than the stays that keep `xl` and `xr`
  /// where they were, `xl`'s the stronger) moves the ends as the constraints allow.
  @Test func theCassowaryPapersMidpoint() throws {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = Solver()
    try solver.add(Constraint(2 * xm, .equal, xl + xr))
    try solver.add(Constraint(xl + 10, .lessThanOrEqual, LinearExpression(xr)))
    try solver.add(Constraint(xr, .lessThanOrEqual, 100))
    try solver.add(Constraint(xl, .greaterThanOrEqual, 0))
    try solver.add(Constraint(xl, .equal, 90, priority: 3))  // stays: xl holds harder
    try solver.add(Constraint(xr, .equal, 100, priority: 2))
    solver.updateVariables()
    #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [90, 95, 100])
    try solver.addEditVariable(xm, priority: 500)
    try solver.suggestValue(50, for: xm)
    solver.updateVariables()
    // xl + xr = 100 with xl + 10 <= xr: xl <= 45. The xl stay (priority 3) pulls xl up
    // to 45 before the xr stay (2) is heard: xl 45, xr 55.
    #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [45, 50, 55])
    try solver.suggestValue(99, for: xm)  // xl + xr = 198, xr <= 100: xr 100, xl 98
    solver.updateVariables()
    // xl + 10 <= xr fails at xl 98 (98 + 10 > 100): the edit (500) yields, xl 90, xr 100.
    #expect([solver.value(of: xl), solver.value(of: xr)] == [90, 100])
    #expect(solver.value(of: xm) == 95)
  }

  @Test func pointsInTheMillionsAndTinyAndLargeCoefficientsStayExact() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    try solver.add(Constraint(a, .equal, 1_000_000))
    try solver.add(Constraint(b, .equal, a + 0.25))
    try solver.add(Constraint(1e-4 * c, .equal, 1e-4 * a))  // tiny coefficients
    try solver.add(Constraint(1e4 * d, .equal, 1e4 * (b - 2_000.5)))  // large ones
    solver.updateVariables()
    #expect(solver.value(of: a) == 1_000_000)
    #expect(solver.value(of: b) == 1_000_000.25)
    #expect(abs(solver.value(of: c) - 1_000_000) < 1e-6)
    #expect(abs(solver.value(of: d) - 997_999.75) < 1e-6)
  }

  @Test func aCoefficientThatCancelsBelowEpsilonIsDroppedNotPivotedOn() throws {
    // x appears with 1 and -(1 - 1e-12): the sum is below the epsilon, so the row is
    // y == 5, not a near-zero pivot on x that would give x a value near 10^12.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(Constraint(LinearExpression([(x, 1), (x, -(1 - 1e-12)), (y, 1)]), .equal, 5))
    try solver.add(Constraint(x, .equal, 3, priority: .defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: y) == 5)
    #expect(solver.value(of: x) == 3)
    #expect(Tolerance.isZero(1e-9) && !Tolerance.isZero(1e-7))
  }

  /// Two independent layouts, their constraints interleaved in different orders: each
  /// gets exactly the same values (bit for bit), and the same input twice gives the same.
  @Test func independentConstraintsInAnyInterleavingGiveTheSameValues() throws {
    let a = (0..<4).map { Variable("a\($0)") }
    let b = (0..<4).map { Variable("b\($0)") }
    // Each group is ambiguous in part (x1 + x2 == 10 alone), so the values depend on the
    // pivots, which must depend on the group's own order only.
    func group(_ v: [Variable]) -> [Constraint] {
      [
        Constraint(v[0] + v[1], .equal, 10), Constraint(v[2], .greaterThanOrEqual, v[0]),
        Constraint(v[3], .equal, v[2] * 0.5 + 3, priority: .defaultHigh),
        Constraint(v[1], .lessThanOrEqual, 7, priority: .defaultLow),
      ]
    }
    func values(_ order: [Constraint]) throws -> [Double] {
      let solver = Solver()
      for c in order { try solver.add(c) }
      solver.updateVariables()
      return a.map(solver.value(of:))
    }
    let groupA = group(a)
    let groupB = group(b)
    let alone = try values(groupA)
    let interleaved = try values(zip(groupA, groupB).flatMap { [$0, $1] })
    let bFirst = try values(groupB + groupA)
    let reversedB = try values(groupB.reversed() + groupA)
    #expect(alone == interleaved)
    #expect(alone == bFirst)
    #expect(alone == reversedB)
    #expect(try values(groupA) == alone)
  }
}
