import HeadlessKit

/// `cycle` / `cycle-10`: write, flush; one controller reading one model, or ten.
struct CycleScenario: BenchScenario {
  /// The models the controller reads: 1 (`cycle`) or 10 (`cycle-10`).
  let models: Int

  var name: String { models == 1 ? "cycle" : "cycle-\(models)" }
  var summary: String {
    "write + flush, one controller reading \(models == 1 ? "one model" : "\(models) models")"
  }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let count = self.models
    let models = (0..<count).map { _ in Model() }
    let controller = ReadingController(models: models)
    let app = mount([controller])
    let wired = HandWired(models: (0..<count).map { _ in Model() })
    let n = 2_000
    let r = Harness.compare(name, rounds: context.rounds, iterations: n) {
      writeAndFlush(models[0], app, times: n)
    } baseline: {
      for _ in 0..<n {
        wired.models[0].value &+= 1
        wired.service()
      }
    }
    return [Row.ratio(name, "write + flush", r, limit: 1.5, aim: " (aim 1.25)")]
  }
}
