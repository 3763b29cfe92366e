/// `autolayout-chain`, `autolayout-grid`, `autolayout-nested`: the solver's shapes written
/// with anchors and laid out by HeadlessKit's engine (views, constraints, frames, the layout
/// pass), against kiwisolver solving the same constraints (four unknowns a view, as the
/// engine's solver holds them). The solutions' checksums must agree, or the row says the
/// systems differ and fails.
struct AutoLayoutShapeScenario: BenchScenario {
  let shape: SolverShape

  var name: String { "autolayout-\(shape.rawValue)" }
  var summary: String {
    "anchors by the engine vs kiwisolver, \(shape.phrase): build, width change"
  }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var rows: [Row] = []
    let sizes = context.quick ? [100, 1_000] : [100, 1_000, 10_000]
    var builds: [Int: Double] = [:]
    for n in sizes {
      let ours = AutoLayoutShape.measure(shape, views: n, rounds: 3)
      builds[n] = ours.build
      let kiwi =
        Instructions.side == nil && !context.skipKiwi
        ? SolverShape.kiwi(shape, views: n, cap: 30, autolayout: true) : nil
      let ourChecksum = AutoLayoutShape.checksum(of: AutoLayoutShape.build(shape, views: n))
      let differs =
        kiwi?.checksum.map { abs($0 - ourChecksum) > 1e-6 * max(1, abs($0)) }
        ?? false
      for (measure, framework, other) in [
        ("build + layout", ours.build, kiwi?.build),
        ("width change + layout", ours.relayout, kiwi?.edit),
      ] {
        let ratio = other.map { framework / $0 }
        rows.append(
          Row(
            scenario: "autolayout-\(shape.rawValue)",
            measure: "\(measure) N=\(n)" + (kiwi == nil ? " (kiwi unavailable)" : "")
              + (kiwi?.capped == true ? " (kiwi capped at 30 s)" : "")
              + (differs ? " (SYSTEMS DIFFER: kiwi's solution is not ours)" : ""),
            framework: framework, baseline: other, ratio: ratio, unit: "ms",
            target: n >= 1_000 ? "<= 1.0 vs kiwi" : "-",
            met: !differs && (n < 1_000 || (ratio ?? 0) <= 1.0)))
      }
    }
    if let small = builds[1_000], let large = builds[10_000] {
      rows.append(
        Row(
          scenario: "autolayout-\(shape.rawValue)", measure: "build growth N=1,000 to 10,000",
          framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
          met: large / small <= 12))
    }
    return rows
  }
}
