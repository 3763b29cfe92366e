import HeadlessKit

/// 1,000 controllers read one shared property; one write, one flush.
struct BroadScenario: BenchScenario {
  var name: String { "broad" }
  var summary: String { "1,000 controllers read one shared property; 1 write, 1 flush" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let shared = Model()
    let controllers = (0..<1_000).map { _ in ReadingController(models: [shared]) }
    let app = mount(controllers)
    let wiredShared = Model()
    let wired = (0..<1_000).map { _ in HandWired(models: [wiredShared]) }
    let r = Harness.compare("broad", rounds: context.rounds, iterations: 1) {
      shared.value &+= 1
      app.flush()
    } baseline: {
      wiredShared.value &+= 1
      for w in wired { w.service() }
    }
    return [Row.ratio("broad", "1 write, 1,000 re-runs", r, limit: 1.5, aim: "")]
  }
}
