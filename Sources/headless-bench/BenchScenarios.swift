import Foundation

/// The registry: every scenario of the table, in the order they run and print.
enum BenchScenarios {
  /// Every scenario; `memory` runs first, before other scenarios leave freed heap to reuse.
  static let all: [any BenchScenario] = [
    MemoryScenario(),
    CycleScenario(models: 1),
    CycleScenario(models: 10),
    UIKitCycleScenario(),
    BroadScenario(),
    WideScenario(),
    IdleScenario(),
    CoalesceScenario(name: "coalesce", writes: 10_000, limit: 2.0),
    CoalesceScenario(name: "burst", writes: 100, limit: 5.0),
    TraitsScenario(),
    DeepScenario(),
    LayoutScenario(),
    AutoLayoutScreenScenario(),
    DiagnosticsScenario(),
    ForcedScenario(),
    SolverScenario(shape: .chain),
    SolverScenario(shape: .grid),
    SolverScenario(shape: .nested),
    AutoLayoutShapeScenario(shape: .chain),
    AutoLayoutShapeScenario(shape: .grid),
    AutoLayoutShapeScenario(shape: .nested),
    AutoLayoutEditScenario(name: "autolayout-constant"),
    AutoLayoutEditScenario(name: "autolayout-toggle"),
    AutoLayoutEditScenario(name: "autolayout-labels"),
    AutoLayoutEditScenario(name: "autolayout-memory"),
    PortScenario(screensEvery: 3),
    PortScenario(screensEvery: 1),
    SwiftUICycleScenario(),
    SwiftUIListScenario(),
    MatrixScenario(),
    ScreenTestScenario(),
    AuditScenario(),
  ]

  /// The scenarios' names, in order: the values `--only` takes.
  static var names: [String] { all.map { $0.name } }

  /// `--help`'s list of scenarios: each name, and its summary aligned in one column.
  static func helpLines() -> [String] {
    let width = (all.map { $0.name.count }.max() ?? 0) + 2
    return all.map {
      "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
  }
}
