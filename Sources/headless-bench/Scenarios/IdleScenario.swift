import HeadlessKit

/// Flush with nothing pending, N=10 against N=100,000 controllers.
struct IdleScenario: BenchScenario {
  var name: String { "idle" }
  var summary: String { "empty flush, N=100,000 controllers vs N=10" }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var idle: [Int: Double] = [:]
    for n in [10, 100_000] {
      let app = mount((0..<n).map { _ in ReadingController(models: [Model()]) })
      let iterations = 10_000
      var samples: [Double] = []
      for _ in 0..<context.rounds {
        samples.append(
          Harness.time(iterations: iterations) { for _ in 0..<iterations { app.flush() } })
      }
      idle[n] = Harness.median(samples)
    }
    return [
      Row(
        scenario: "idle", measure: "empty flush, N=100,000 vs N=10", framework: idle[100_000],
        baseline: idle[10], ratio: idle[100_000]! / idle[10]!, unit: "ns/flush",
        target: "<= 2", met: idle[100_000]! / idle[10]! <= 2)
    ]
  }
}
