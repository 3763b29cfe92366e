import HeadlessLayoutSolver
import Foundation
import HeadlessKit

/// The executable's other modes, chosen by environment variables, for tools: each runs
/// and exits.
enum Profiles {
  /// Runs the mode an environment variable asks for, and exits; returns when none does.
  static func runIfRequested() {
    if ProcessInfo.processInfo.environment["HEADLESS_BENCH_SOLVE_JSON"] == "1" {
      // For .ci/compare-solver-with-kiwi: solves the systems on standard input, prints results.
      SolverJSON.run()
      exit(0)
    }
    if let profile = ProcessInfo.processInfo.environment["HEADLESS_BENCH_SOLVER_PROFILE"] {
      // `chain:10000` builds that shape once, `chain:10000:edit` then suggests 100 widths,
      // for a profiler (and `--instructions`); prints nothing.
      let parts = profile.split(separator: ":")
      if let shape = SolverShape(rawValue: String(parts[0])), let n = Int(parts[1]), n > 0 {
        let (solver, width, _) = SolverShape.build(shape, views: n)
        if parts.count > 2 {
          for round in 0..<100 {
            try! solver.suggestValue(round % 2 == 0 ? 1024 : 390, for: width)
            solver.updateVariables()
          }
        }
      }
      exit(0)
    }
    if let profile = ProcessInfo.processInfo.environment["HEADLESS_BENCH_AUTOLAYOUT_PROFILE"] {
      // `chain:1000` builds that shape with anchors and lays it out once; `chain:1000:edit`
      // then changes the container's width and lays out 100 times, for a profiler; prints
      // nothing.
      let parts = profile.split(separator: ":")
      if let shape = SolverShape(rawValue: String(parts[0])), let n = Int(parts[1]), n > 0 {
        MainActor.assumeIsolated {
          let container = AutoLayoutShape.build(shape, views: n)
          if parts.count > 2 {
            for round in 0..<100 {
              container.frame.size.width = round % 2 == 0 ? 1024 : 390
              container.layoutIfNeeded()
            }
          }
        }
      }
      exit(0)
    }
  }
}
