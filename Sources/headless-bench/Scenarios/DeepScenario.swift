import HeadlessKit

/// A chain of 50 nested children, each reading its own model; write the deepest.
struct DeepScenario: BenchScenario {
  var name: String { "deep" }
  var summary: String { "a chain of 50 nested children; write the deepest, flush" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let models = (0..<50).map { _ in Model() }
    let controllers = models.map { ReadingController(models: [$0]) }
    for (parent, child) in zip(controllers, controllers.dropFirst()) { parent.embed(child) }
    let app = mount([controllers[0]])
    let wired = (0..<50).map { _ in HandWired(models: [Model()]) }
    let n = 1_000
    let r = Harness.compare("deep", rounds: context.rounds, iterations: n) {
      writeAndFlush(models[49], app, times: n)
    } baseline: {
      for _ in 0..<n {
        wired[49].models[0].value &+= 1
        for w in wired { w.service() }
      }
    }
    return [Row.ratio("deep", "write deepest of 50 + flush", r, limit: 1.5, aim: "")]
  }
}
