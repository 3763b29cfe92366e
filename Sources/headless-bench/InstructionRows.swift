import Foundation

/// `--instructions`: the rows counted under callgrind, after the wall-clock rows.
enum InstructionRows {
  /// Each side's instructions per iteration for the scenarios that compare two sides, then
  /// the solver and Auto Layout shapes' counts; exits on a callgrind failure.
  static func measure(only: Set<String>?, quick: Bool) -> [Row] {
    var rows: [Row] = []
    for row in Instructions.rows where only?.contains(row) ?? true {
      do {
        let counts = try Instructions.measure(row: row, quick: quick)
        rows.append(
          Row(
            scenario: row, measure: "instructions per iteration (callgrind)",
            framework: counts.framework, baseline: counts.baseline,
            ratio: counts.framework / counts.baseline, unit: "instr/iter", target: "-", met: true)
        )
      } catch {
        FileHandle.standardError.write(Data("headless-bench: \(error)\n".utf8))
        exit(1)
      }
    }
    /// Instruction rows for each shape of one family, at each size, and the build growth
    /// from 1,000 to 10,000 views: counts that, unlike wall clock, do not move with the
    /// machine's load or caches.
    func shapeRows(
      _ family: String, sizes: [Int], build: String, edit: String,
      count: (SolverShape, Int) throws -> (build: Double, edit: Double)
    ) {
      for shape in SolverShape.allCases
      where only?.contains("\(family)-\(shape.rawValue)") ?? true {
        var builds: [Int: Double] = [:]
        for n in sizes {
          do {
            let counts = try count(shape, n)
            builds[n] = counts.build
            for (kind, label, value) in [
              ("build", build, counts.build), ("edit", edit, counts.edit),
            ] {
              rows.append(
                Row(
                  scenario: "\(family)-\(shape.rawValue)",
                  measure: "\(label) N=\(n), instructions (callgrind)", framework: value,
                  baseline: nil, ratio: nil, unit: kind == "build" ? "instr" : "instr/edit",
                  target: "-", met: true, n: n, kind: kind))
            }
          } catch {
            FileHandle.standardError.write(Data("headless-bench: \(error)\n".utf8))
            exit(1)
          }
        }
        if let small = builds[1_000], let large = builds[10_000] {
          rows.append(
            Row(
              scenario: "\(family)-\(shape.rawValue)",
              measure: "build growth N=1,000 to 10,000, instructions", framework: large / small,
              baseline: nil, ratio: nil, unit: "x", target: "<= 12", met: large / small <= 12))
        }
      }
    }
    shapeRows(
      "solver", sizes: quick ? [100, 1_000] : [100, 1_000, 10_000], build: "build", edit: "edit",
      count: Instructions.solver)
    shapeRows(
      "autolayout", sizes: [1_000, 10_000], build: "build + layout",
      edit: "width change + layout", count: Instructions.autoLayout)
    return rows
  }
}
