import HeadlessKit
import HeadlessKitTesting

/// A small headless app plus a script of steps and expectations.
///
/// ```swift
/// let result = Catalog.scenario(named: "counter")!.run(mode: .v26)
/// print(result.passed)
/// ```
public struct Scenario: Sendable {
  /// The name used on the command line: `theme-picker`.
  public let name: String
  /// One line saying what the scenario shows.
  public let summary: String
  /// Builds the app and plays the script.
  let script: @MainActor @Sendable (ScenarioRun) -> Void

  /// Creates a scenario.
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - summary: One line.
  ///   - script: Builds the app on the run's host and plays steps and checks.
  public init(
    name: String, summary: String, script: @escaping @MainActor @Sendable (ScenarioRun) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.script = script
  }

  /// Runs the scenario in one configuration.
  /// - Parameters:
  ///   - mode: The configuration.
  ///   - trace: Whether to report why each hook re-ran.
  ///   - auditStaleness: Whether to audit the screen for stale views after every step
  ///     (a stale view fails the run).
  /// - Returns: The steps, checks, final screen and diagnostics.
  @MainActor
  public func run(
    mode: ScenarioMode, trace: Bool = false, auditStaleness: Bool = false
  ) -> ScenarioResult {
    start(mode: mode, trace: trace, auditStaleness: auditStaleness).result
  }

  /// Runs the scenario and keeps its app alive, for interactive sessions.
  /// - Parameters:
  ///   - mode: The configuration.
  ///   - trace: Whether to report why each hook re-ran.
  ///   - auditStaleness: Whether to audit the screen for stale views after every step.
  /// - Returns: The live run (its host can be driven further) and the result.
  @MainActor
  public func start(mode: ScenarioMode, trace: Bool = false, auditStaleness: Bool = false) -> (
    run: ScenarioRun, result: ScenarioResult
  ) {
    let run = ScenarioRun(mode: mode, trace: trace)
    if auditStaleness { run.auditsStaleness() }
    script(run)
    run.host.flush()
    let result = ScenarioResult(
      scenario: name, mode: mode, steps: run.steps,
      screen: run.host.window.treeDescription(),
      diagnostics: run.host.diagnostics.map(\.description))
    return (run, result)
  }
}
