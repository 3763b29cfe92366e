import HeadlessKit

/// 1,000 controllers, 10 read the style in updateProperties(); a style change on the window
/// and a flush, against the same pass with 10 observed model changes (the same 1,000
/// controllers, 10 reading a model).
struct TraitsScenario: BenchScenario {
  var name: String { "traits" }
  var summary: String { "style change, 10 of 1,000 controllers read it, vs 10 model changes" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var rows: [Row] = []
    let readers = (0..<10).map { _ in StyleReadingController() }
    let others = (0..<990).map { _ in ReadingController(models: [Model()]) }
    let app = mount(readers + others)
    let window = app.windows[0]
    let models = (0..<10).map { _ in Model() }
    let modelApp = mount(
      models.map { ReadingController(models: [$0]) }
        + (0..<990).map { _ in ReadingController(models: [Model()]) })
    var dark = false
    var reruns = 0
    // Ten changes a round: one pass each is too short for a steady instruction count.
    let changes = 10
    let r = Harness.compare("traits", rounds: context.rounds, iterations: changes) {
      for _ in 0..<changes {
        let before = readers.reduce(0) { $0 + $1.runs }
        dark.toggle()
        window.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        app.flush()
        reruns = readers.reduce(0) { $0 + $1.runs } - before
      }
    } baseline: {
      for _ in 0..<changes {
        for model in models { model.value &+= 1 }
        modelApp.flush()
      }
    }
    rows.append(Row.ratio("traits", "style change, 10 of 1,000 read it", r, limit: 2, aim: ""))
    rows.append(
      Row(
        scenario: "traits", measure: "re-runs for one style change", framework: Double(reruns),
        baseline: nil, ratio: nil, unit: "runs", target: "== 10", met: reruns == 10))
    return rows
  }
}
