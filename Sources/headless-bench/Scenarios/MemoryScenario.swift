import HeadlessKit

/// Resident bytes per mounted controller with its view and label. Runs first, before other
/// scenarios leave freed heap to reuse.
struct MemoryScenario: BenchScenario {
  var name: String { "memory" }
  var summary: String { "resident bytes per mounted controller (view + label + model)" }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    var rows: [Row] = []
    let count = context.quick ? 20_000 : 100_000
    let before = Harness.residentBytes()
    let models = (0..<count).map { _ in Model() }
    let app = mount(models.map { ReadingController(models: [$0]) })
    let perController = Double(Harness.residentBytes() - before) / Double(count)
    rows.append(
      Row(
        scenario: "memory", measure: "resident bytes per mounted controller (view + label + model)",
        framework: perController, baseline: nil, ratio: nil, unit: "bytes",
        target: "<= 4096", met: perController <= 4096))
    withExtendedLifetime(app) {}
    return rows
  }
}
