/// One scenario of the table: the name `--only` takes, a line for `--help`, and the
/// measurement, which returns the scenario's rows.
///
/// A new scenario is a file with a type conforming to this protocol, and one line in
/// ``BenchScenarios/all``:
///
/// ```swift
/// struct EchoScenario: BenchScenario {
///   var name: String { "echo" }
///   var summary: String { "one write, one flush, nothing read" }
///   func run(_ context: BenchContext) -> [Row] { ... }
/// }
/// ```
protocol BenchScenario: Sendable {
  /// The scenario's name: its rows' `scenario`, and the value `--only` takes.
  var name: String { get }
  /// One line for `--help`: what the scenario measures.
  var summary: String { get }
  /// Whether `run` measures two sides with `Harness.compare`, so that `--instructions`
  /// counts each side's instructions under callgrind.
  var comparesSides: Bool { get }
  /// Measures, and returns the scenario's rows in the order they print.
  @MainActor func run(_ context: BenchContext) -> [Row]
}

extension BenchScenario {
  var comparesSides: Bool { false }
}

/// What every scenario reads from the command line.
struct BenchContext: Sendable {
  /// `--quick`: fewer rounds and smaller sizes.
  let quick: Bool
  /// Rounds each side of a comparison runs (the median is kept).
  let rounds: Int
  /// `--no-kiwi`: the solver rows without kiwisolver's side.
  let skipKiwi: Bool
}
