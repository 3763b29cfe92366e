import Testing

@testable import HeadlessLayoutSolver

/// `add(_:priorityBelow:)`: one equality whose two errors weigh at two priorities solves
/// as the pair of inequalities it stands for, and as the edit variable held at 999 that
/// the pair read before (a view's hugging and compression resistance around its
/// intrinsic size).
@Suite struct PriorityBelowTests {
  private static let priorities: [Priority] = [1, 50, 250, 251, 500, 750, 998]

  /// A row of three sized items between two edges `width` apart (gaps of 8, the last
  /// gap at priority 500), each held around its length, solved three ways; returns each
  /// way's three widths.
  private func widths(
    width: Double, lengths: [Double], hugging: [Priority], resistance: [Priority],
    changedLengths: [Double]? = nil
  ) throws -> [[Double]] {
    var results: [[Double]] = []
    for way in 0..<3 {
      let solver = Solver()
      let container = Variable("container")
      try solver.addEditVariable(container, priority: 999)
      try solver.suggestValue(width, for: container)
      var previousRight = LinearExpression(constant: 0)
      var items: [(width: Variable, bounds: Constraint?, held: Variable?)] = []
      for index in 0..<3 {
        let left = Variable("left\(index)")
        let size = Variable("width\(index)")
        try solver.add(Constraint(left, .equal, previousRight + 8))
        previousRight = left + size
        let length = lengths[index]
        switch way {
        case 0:
          let bounds = Constraint(size, .equal, length, priority: hugging[index])
          try solver.add(bounds, priorityBelow: resistance[index])
          items.append((size, bounds, nil))
        case 1:
          try solver.add(Constraint(size, .lessThanOrEqual, length, priority: hugging[index]))
          try solver.add(
            Constraint(size, .greaterThanOrEqual, length, priority: resistance[index]))
          items.append((size, nil, nil))
        default:
          let held = Variable("held\(index)")
          try solver.addEditVariable(held, priority: 999)
          try solver.suggestValue(length, for: held)
          try solver.add(Constraint(size, .lessThanOrEqual, held, priority: hugging[index]))
          try solver.add(Constraint(size, .greaterThanOrEqual, held, priority: resistance[index]))
          items.append((size, nil, held))
        }
        try solver.add(Constraint(size, .greaterThanOrEqual, 0))
      }
      try solver.add(
        Constraint(previousRight + 8, .equal, LinearExpression(container), priority: 500))
      try solver.add(Constraint(previousRight + 8, .lessThanOrEqual, LinearExpression(container)))
      if let changedLengths {
        for (index, item) in items.enumerated() {
          if let bounds = item.bounds {
            try solver.setConstant(-changedLengths[index], of: bounds)
          } else if let held = item.held {
            try solver.suggestValue(changedLengths[index], for: held)
          } else {
            // The pair: made again with the new length.
            let size = item.width
            for constraint in solver.constraints
            where constraint.expression.terms.count == 1
              && constraint.expression.terms[0].variable == size
              && !constraint.priority.isRequired
            {
              try solver.setConstant(-changedLengths[index], of: constraint)
            }
          }
        }
      }
      solver.updateVariables()
      results.append(items.map { solver.value(of: $0.width) })
    }
    return results
  }

  @Test func oneRowSolvesAsThePairAndAsTheHeldLength() throws {
    var random = Random(state: 0xB0B)
    for _ in 0..<120 {
      let lengths = (0..<3).map { _ in Double(random.int(0...120)) }
      let hugging = (0..<3).map { _ in Self.priorities[random.int(0...6)] }
      let resistance = (0..<3).map { _ in Self.priorities[random.int(0...6)] }
      let width = Double(random.int(0...400))
      let changed = random.int(0...1) == 1 ? (0..<3).map { _ in Double(random.int(0...120)) } : nil
      let results = try widths(
        width: width, lengths: lengths, hugging: hugging, resistance: resistance,
        changedLengths: changed)
      let context =
        "width \(width), lengths \(lengths) -> \(changed ?? lengths), "
        + "hugging \(hugging), resistance \(resistance)"
      #expect(results[0] == results[1], "\(context)")
      #expect(results[0] == results[2], "\(context)")
    }
  }

  @Test func aRequiredOrNonEqualityIsRefused() {
    let solver = Solver()
    let x = Variable("x")
    let required = Constraint(x, .equal, 10)
    #expect(throws: SolverError.invalidPriority(required)) {
      try solver.add(required, priorityBelow: 750)
    }
    let inequality = Constraint(x, .lessThanOrEqual, 10, priority: 250)
    #expect(throws: SolverError.invalidPriority(inequality)) {
      try solver.add(inequality, priorityBelow: 750)
    }
    let optional = Constraint(x, .equal, 10, priority: 250)
    #expect(throws: SolverError.invalidPriority(optional)) {
      try solver.add(optional, priorityBelow: 1000)
    }
    #expect(!solver.contains(optional))
  }
}
