import HeadlessKit

/// The cycle with tracing on against the default (off). Off is the default everywhere else
/// in this table; its remaining cost (a few branches a hook run) is measured with callgrind
/// in the Performance article.
struct DiagnosticsScenario: BenchScenario {
  var name: String { "diagnostics" }
  var summary: String { "the cycle with tracing on vs off" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let offModel = Model()
    let offApp = mount([ReadingController(models: [offModel])])
    let onModel = Model()
    let onApp = mount(
      [ReadingController(models: [onModel])], configuration: Configuration(traceEnabled: true))
    let n = 2_000
    let r = Harness.compare("diagnostics", rounds: context.rounds, iterations: n) {
      writeAndFlush(onModel, onApp, times: n)
    } baseline: {
      writeAndFlush(offModel, offApp, times: n)
    }
    return [
      Row(
        scenario: "diagnostics", measure: "cycle with tracing on vs off", framework: r.framework,
        baseline: r.baseline, ratio: r.framework / r.baseline, unit: "ns/iter",
        target: "off is the default", met: true)
    ]
  }
}
