import Foundation

/// Instruction counts under callgrind: repeatable on noisy machines, where wall clock is
/// not.
///
/// `--instructions` runs this executable three times per row under
/// `valgrind --tool=callgrind`, with `--side none|framework|baseline`: every run does the
/// row's setup (both sides'), and the named side's measured loop once per round. The
/// difference to the `none` run is that side's cost, so setup cancels out; dividing by
/// the iterations gives instructions per iteration.
enum Instructions {
  /// Which side's measured loop `Harness.compare` runs in a child process.
  enum Side: String {
    case none, framework, baseline
  }

  /// Set in child processes (`--side`); `nil` when timing by wall clock.
  nonisolated(unsafe) static var side: Side?

  /// Rows whose two sides `Harness.compare` measures: the scenarios that say they compare
  /// sides, in the registry's order.
  static var rows: [String] {
    BenchScenarios.all.filter { $0.comparesSides }.map { $0.name }
  }

  /// Counts instructions per iteration of each side of `row`, in three callgrind runs.
  static func measure(row: String, quick: Bool) throws -> (framework: Double, baseline: Double) {
    var totals: [Side: Double] = [:]
    for side in [Side.none, .framework, .baseline] {
      totals[side] = try callgrindTotal(row: row, side: side, quick: quick)
    }
    let iterations = Double(rounds(quick: quick) * iterationsPerRound[row, default: 1])
    return (
      (totals[.framework]! - totals[.none]!) / iterations,
      (totals[.baseline]! - totals[.none]!) / iterations
    )
  }

  /// Rounds a child runs per side: enough to average over, few enough for callgrind.
  static func rounds(quick: Bool) -> Int { quick ? 2 : 5 }

  /// Iterations per round of each row, as the scenarios pass them to `Harness.compare`.
  nonisolated(unsafe) static var iterationsPerRound: [String: Int] = [:]

  /// Instructions to build a solver shape of `n` views, and per suggested width: the
  /// executable's solver-profile mode under callgrind, less an empty run of it.
  static func solver(_ shape: SolverShape, views n: Int) throws -> (build: Double, edit: Double) {
    let empty = try callgrindTotal(environment: "\(shape.rawValue):0")
    let build = try callgrindTotal(environment: "\(shape.rawValue):\(n)")
    let edits = try callgrindTotal(environment: "\(shape.rawValue):\(n):edit")
    return (build - empty, (edits - build) / 100)
  }

  /// Instructions to build an anchored layout of `n` views and lay it out once, and per
  /// width change and `layoutIfNeeded()`: the executable's Auto Layout profile mode under
  /// callgrind, less a run of it with one view.
  static func autoLayout(_ shape: SolverShape, views n: Int) throws -> (
    build: Double, edit: Double
  ) {
    func total(_ profile: String) throws -> Double {
      try callgrind(
        ["HEADLESS_BENCH_AUTOLAYOUT_PROFILE=\(profile)"], arguments: [],
        file: "autolayout", describing: "the Auto Layout profile \(profile)")
    }
    let one = try total("\(shape.rawValue):1")
    let build = try total("\(shape.rawValue):\(n)")
    let edits = try total("\(shape.rawValue):\(n):edit")
    return (build - one, (edits - build) / 100)
  }

  private static func callgrindTotal(environment profile: String) throws -> Double {
    try callgrind(
      ["HEADLESS_BENCH_SOLVER_PROFILE=\(profile)"], arguments: [], file: "solver",
      describing: "the solver profile \(profile)")
  }

  private static func callgrindTotal(row: String, side: Side, quick: Bool) throws -> Double {
    try callgrind(
      [], arguments: ["--only", row, "--side", side.rawValue] + (quick ? ["--quick"] : []),
      file: "\(row)-\(side.rawValue)", describing: "row '\(row)' (side \(side.rawValue))")
  }

  /// Runs this executable under callgrind and returns its instruction total.
  /// - Parameters:
  ///   - environment: `NAME=value` settings for the run.
  ///   - arguments: The executable's arguments.
  ///   - file: Part of the temporary output file's name.
  ///   - what: What ran, for error messages.
  private static func callgrind(
    _ environment: [String], arguments: [String], file: String, describing what: String
  ) throws -> Double {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("headless-bench-\(getpid())-\(file).callgrind")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // Swift seeds its hashing randomly per process, which moves a row's count by several
    // percent from run to run (dictionary and set probes differ): a fixed seed makes the
    // count repeat exactly.
    process.arguments =
      ["SWIFT_DETERMINISTIC_HASHING=1"] + environment + [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)",
        CommandLine.arguments[0],
      ] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw InstructionsError(
        "valgrind exited with \(process.terminationStatus) for \(what); "
          + "is valgrind installed? (apt-get install valgrind)")
    }
    let text = try String(contentsOf: output, encoding: .utf8)
    // callgrind writes the total as a `totals:` (or `summary:`) line.
    for line in text.split(separator: "\n")
    where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      if let value = line.split(separator: " ").last.flatMap({ Double($0) }) { return value }
    }
    throw InstructionsError("no instruction total in callgrind's output for \(what)")
  }
}

struct InstructionsError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
