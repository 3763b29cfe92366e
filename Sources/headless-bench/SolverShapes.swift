import Foundation
import HeadlessKit
import HeadlessLayoutSolver

/// The solver benchmark's layouts, built the same way here and in `kiwi_shapes.py` (which
/// builds them with kiwisolver): N views of width 44, 8 points apart, inside a container
/// whose width is an edit variable.
enum SolverShape: String, CaseIterable {
  /// A horizontal chain: each view's left edge 8 points after the previous one's right.
  case chain
  /// Rows of 10 equal-width views filling the container, rows stacked 8 points apart.
  case grid
  /// N/10 groups stacked in a column, each with 10 views stacked inside it, every view
  /// and group as wide as its container less 8 points a side.
  case nested

  /// The solver with the shape's constraints, its container width suggested at 390.
  static func build(_ shape: SolverShape, views n: Int) -> (Solver, Variable, constraints: Int) {
    let solver = Solver()
    let width = Variable("container.width")
    try! solver.addEditVariable(width, priority: 999)
    try! solver.suggestValue(390, for: width)
    var count = 0
    func add(_ constraint: Constraint) {
      try! solver.add(constraint)
      count += 1
    }
    switch shape {
    case .chain:
      var previousRight: LinearExpression?
      for i in 0..<n {
        let left = Variable("v\(i).left"), w = Variable("v\(i).width")
        add(Constraint(w, .equal, 44))
        add(Constraint(left, .equal, previousRight.map { $0 + 8 } ?? LinearExpression(constant: 8)))
        previousRight = left + w
      }
      add(Constraint(previousRight! + 8, .lessThanOrEqual, LinearExpression(width), priority: 750))
    case .grid:
      var previousTop: Variable?
      for row in 0..<(n / 10) {
        let top = Variable("r\(row).top")
        add(Constraint(top, .equal, previousTop.map { $0 + 52 } ?? LinearExpression(constant: 8)))
        previousTop = top
        var firstWidth: Variable?
        var previousRight: LinearExpression?
        for column in 0..<10 {
          let left = Variable("r\(row)c\(column).left"), w = Variable("r\(row)c\(column).width")
          add(
            Constraint(left, .equal, previousRight.map { $0 + 8 } ?? LinearExpression(constant: 8)))
          if let firstWidth { add(Constraint(w, .equal, firstWidth)) }
          firstWidth = firstWidth ?? w
          previousRight = left + w
        }
        add(Constraint(previousRight!, .equal, width - 8))
      }
    case .nested:
      var previousBottom: LinearExpression?
      for group in 0..<(n / 10) {
        let gLeft = Variable("g\(group).left"), gWidth = Variable("g\(group).width")
        let gTop = Variable("g\(group).top"), gHeight = Variable("g\(group).height")
        add(Constraint(gLeft, .equal, 8))
        add(Constraint(gWidth, .equal, width - 16))
        add(
          Constraint(gTop, .equal, previousBottom.map { $0 + 8 } ?? LinearExpression(constant: 8)))
        var previous: Variable?
        for item in 0..<10 {
          let left = Variable("g\(group)v\(item).left"), w = Variable("g\(group)v\(item).width")
          let top = Variable("g\(group)v\(item).top")
          add(Constraint(left, .equal, gLeft + 8))
          add(Constraint(w, .equal, gWidth - 16))
          add(Constraint(top, .equal, previous.map { $0 + 52 } ?? gTop + 8))
          previous = top
        }
        add(Constraint(gHeight, .equal, previous! + 52 - gTop))
        previousBottom = gTop + gHeight
      }
    }
    solver.updateVariables()
    return (solver, width, count)
  }

  /// Milliseconds to build and solve, and to suggest a new width and update; the median
  /// of `rounds`; the tableau's bytes per constraint.
  static func measure(_ shape: SolverShape, views n: Int, rounds: Int) -> (
    build: Double, edit: Double, bytesPerConstraint: Double
  ) {
    var builds: [Double] = []
    var edits: [Double] = []
    var bytes = 0.0
    for _ in 0..<rounds {
      var built: (Solver, Variable, constraints: Int)?
      builds.append(Harness.time(iterations: 1) { built = build(shape, views: n) } / 1e6)
      let (solver, width, constraints) = built!
      bytes = Double(solver.tableauBytes) / Double(constraints)
      var suggestion = 390.0
      edits.append(
        Harness.time(iterations: 100) {
          for _ in 0..<100 {
            suggestion = suggestion == 390 ? 1024 : 390
            try! solver.suggestValue(suggestion, for: width)
            solver.updateVariables()
          }
        } / 1e6)
    }
    return (Harness.median(builds), Harness.median(edits), bytes)
  }

  /// kiwisolver's milliseconds for the same shape, through `kiwi_shapes.py`, capped at
  /// `cap` seconds a case; `nil` when Python or kiwisolver is not installed.
  /// kiwisolver's times for the shape (through Python): the bare shape, or with
  /// `autolayout` the constraints the Auto Layout shape activates (``AutoLayoutShape``),
  /// whose `checksum` (the sum of every view's four values, `nil` when capped) must match
  /// ``AutoLayoutShape/checksum(of:)``.
  static func kiwi(_ shape: SolverShape, views n: Int, cap: Double, autolayout: Bool = false)
    -> (build: Double, edit: Double, capped: Bool, checksum: Double?)?
  {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("kiwi_shapes.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", script.path, shape.rawValue, String(n), String(cap)]
      + (autolayout ? ["autolayout"] : [])
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let build = object["build_ms"] as? Double, let edit = object["edit_ms"] as? Double
    else { return nil }
    return (build, edit, object["capped"] as? Bool ?? false, object["checksum"] as? Double)
  }
}
