import HeadlessKit

/// 1,000,000 forced re-runs; resident growth.
struct ForcedScenario: BenchScenario {
  var name: String { "forced" }
  var summary: String { "resident growth over 1,000,000 forced re-runs" }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let model = Model()
    let controller = ReadingController(models: [model])
    let app = mount([controller])
    let count = context.quick ? 100_000 : 1_000_000
    for _ in 0..<10_000 {
      controller.setNeedsUpdateProperties()
      app.flush()
    }
    let before = Harness.residentBytes()
    for _ in 0..<count {
      controller.setNeedsUpdateProperties()
      app.flush()
    }
    let growth = Double(Harness.residentBytes() - before)
    return [
      Row(
        scenario: "forced", measure: "resident growth over \(count) forced re-runs",
        framework: growth, baseline: nil, ratio: nil, unit: "bytes",
        target: "< 16,000,000", met: growth < 16_000_000)
    ]
  }
}
