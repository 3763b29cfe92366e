import HeadlessKit

/// `coalesce` / `burst`: a burst of writes (10,000 / 100) to what one hook read, then one
/// flush: one re-run. The first write reports, eight more pay for the armed scope's
/// callback, the ninth cuts the scope; per-write cost (the flush and its re-run included)
/// vs a write nobody observes.
struct CoalesceScenario: BenchScenario {
  let name: String
  /// Writes before the flush.
  let writes: Int
  /// The largest ratio to an unobserved write that meets the target.
  let limit: Double

  var summary: String { "a burst of \(writes) writes to what one hook read, 1 flush: 1 re-run" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let (name, writes, limit) = (self.name, self.writes, self.limit)
    var rows: [Row] = []
    let model = Model()
    let controller = ReadingController(models: [model])
    let app = mount([controller])
    let plain = Model()
    var reruns = 0
    let r = Harness.compare(name, rounds: context.rounds, iterations: writes) {
      let before = controller.runs
      for _ in 0..<writes { model.value &+= 1 }
      app.flush()
      reruns = controller.runs - before
    } baseline: {
      for _ in 0..<writes { plain.value &+= 1 }
    }
    let ratio = r.framework / r.baseline
    rows.append(
      Row(
        scenario: name, measure: "per write (+1 flush) vs unobserved write, \(writes) writes",
        framework: r.framework, baseline: r.baseline, ratio: ratio, unit: "ns/write",
        target: "<= \(Int(limit))", met: ratio <= limit))
    rows.append(
      Row(
        scenario: name, measure: "re-runs for \(writes) writes", framework: Double(reruns),
        baseline: nil, ratio: nil, unit: "runs", target: "== 1", met: reruns == 1))
    return rows
  }
}
