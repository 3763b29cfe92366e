import HeadlessKit

/// N controllers with their own model; one write to one; flush cost vs N.
struct WideScenario: BenchScenario {
  var name: String { "wide" }
  var summary: String { "N controllers with a model each; flush after 1 write, N=10 to 100,000" }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var rows: [Row] = []
    var wideCosts: [Int: Double] = [:]
    for n in [10, 1_000, 100_000] {
      let models = (0..<n).map { _ in Model() }
      let app = mount(models.map { ReadingController(models: [$0]) })
      let iterations = 200
      var samples: [Double] = []
      for _ in 0..<context.rounds {
        samples.append(
          Harness.time(iterations: iterations) {
            for i in 0..<iterations {
              models[i % n].value &+= 1
              app.flush()
            }
          })
      }
      wideCosts[n] = Harness.median(samples)
    }
    rows.append(
      Row(
        scenario: "wide", measure: "flush, N=100,000 vs N=10", framework: wideCosts[100_000],
        baseline: wideCosts[10], ratio: wideCosts[100_000]! / wideCosts[10]!, unit: "ns/flush",
        target: "<= 2", met: wideCosts[100_000]! / wideCosts[10]! <= 2))
    rows.append(
      Row(
        scenario: "wide", measure: "flush, N=1,000", framework: wideCosts[1_000], baseline: nil,
        ratio: nil, unit: "ns/flush", target: "-", met: true))
    return rows
  }
}
