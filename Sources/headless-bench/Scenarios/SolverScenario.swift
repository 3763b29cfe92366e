/// `solver-chain`, `solver-grid`, `solver-nested`: HeadlessLayoutSolver against kiwisolver
/// (through Python), the same layouts.
struct SolverScenario: BenchScenario {
  let shape: SolverShape

  var name: String { "solver-\(shape.rawValue)" }
  var summary: String { "the solver vs kiwisolver, \(shape.phrase): build, edit" }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var rows: [Row] = []
    let sizes = context.quick ? [100, 1_000] : [100, 1_000, 10_000]
    var builds: [Int: Double] = [:]
    var bytes = 0.0
    for n in sizes {
      let ours = SolverShape.measure(shape, views: n, rounds: 3)
      builds[n] = ours.build
      bytes = ours.bytesPerConstraint
      let kiwi =
        Instructions.side == nil && !context.skipKiwi
        ? SolverShape.kiwi(shape, views: n, cap: 30) : nil
      for (measure, framework, other) in [
        ("build", ours.build, kiwi?.build), ("edit", ours.edit, kiwi?.edit),
      ] {
        let ratio = other.map { framework / $0 }
        rows.append(
          Row(
            scenario: "solver-\(shape.rawValue)",
            measure: "\(measure) N=\(n)" + (kiwi == nil ? " (kiwi unavailable)" : "")
              + (kiwi?.capped == true ? " (kiwi capped at 30 s)" : ""),
            framework: framework, baseline: other, ratio: ratio, unit: "ms",
            target: n >= 1_000 ? "<= 1.0 vs kiwi" : "-",
            met: n < 1_000 || (ratio ?? 0) <= 1.0, n: n, kind: measure, kiwi: other,
            kiwiCapped: kiwi?.capped))
      }
    }
    if let small = builds[1_000], let large = builds[10_000] {
      rows.append(
        Row(
          scenario: "solver-\(shape.rawValue)", measure: "build growth N=1,000 to 10,000",
          framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
          met: large / small <= 12))
    }
    rows.append(
      Row(
        scenario: "solver-\(shape.rawValue)", measure: "memory per constraint (tableau)",
        framework: bytes, baseline: nil, ratio: nil, unit: "bytes", target: "-", met: true))
    return rows
  }
}

extension SolverShape {
  /// The shape in a few words, for `--help`.
  var phrase: String {
    switch self {
    case .chain: "a chain of N views"
    case .grid: "a grid of N views, 10 a row"
    case .nested: "N views in groups of 10"
    }
  }
}
