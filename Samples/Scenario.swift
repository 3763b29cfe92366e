public import HeadlessKit
public import HeadlessKitTesting

/// The four configurations every scenario declares its expectations for.
public enum ScenarioMode: String, Sendable, CaseIterable, Codable {
  /// iOS 26: every hook tracked.
  case v26
  /// iOS 18 with `UIObservationTrackingEnabled`: layout hooks tracked.
  case v18WithKey = "v18+key"
  /// iOS 18 without the key: nothing tracked.
  case v18
  /// Tracking turned off for comparison (`Configuration.trackingDisabled`).
  case trackingDisabled = "tracking-disabled"

  /// The mode the command line's `--platform` and `--tracking` select.
  /// - Parameters:
  ///   - platform: `.v18` or `.v26`.
  ///   - tracking: On 18 the opt-in key; on 26, off means tracking disabled.
  public init(platform: Configuration.Platform, tracking: Bool) {
    switch (platform, tracking) {
    case (.v26, true): self = .v26
    case (.v26, false): self = .trackingDisabled
    case (.v18, true): self = .v18WithKey
    case (.v18, false): self = .v18
    }
  }

  /// The application configuration for this mode.
  public var configuration: Configuration {
    switch self {
    case .v26: return Configuration()
    case .v18WithKey: return Configuration(platform: .v18, observationTrackingEnabled: true)
    case .v18: return Configuration(platform: .v18)
    case .trackingDisabled: return Configuration(trackingDisabled: true)
    }
  }

  /// `platform 26, tracking on` and so on.
  public var label: String {
    switch self {
    case .v26: return "platform 26, tracking on"
    case .v18WithKey: return "platform 18, tracking on (UIObservationTrackingEnabled = YES)"
    case .v18: return "platform 18, tracking off (no UIObservationTrackingEnabled)"
    case .trackingDisabled: return "platform 26, tracking off (trackingDisabled)"
    }
  }
}

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
  /// - Returns: The steps, checks, final screen and diagnostics.
  @MainActor
  public func run(mode: ScenarioMode, trace: Bool = false) -> ScenarioResult {
    start(mode: mode, trace: trace).result
  }

  /// Runs the scenario and keeps its app alive, for interactive sessions.
  /// - Parameters:
  ///   - mode: The configuration.
  ///   - trace: Whether to report why each hook re-ran.
  /// - Returns: The live run (its host can be driven further) and the result.
  @MainActor
  public func start(mode: ScenarioMode, trace: Bool = false) -> (
    run: ScenarioRun, result: ScenarioResult
  ) {
    let run = ScenarioRun(mode: mode, trace: trace)
    script(run)
    run.host.flush()
    let result = ScenarioResult(
      scenario: name, mode: mode, steps: run.steps,
      screen: run.host.window.treeDescription(),
      diagnostics: run.host.diagnostics.map(\.description))
    return (run, result)
  }
}

/// What a scenario did in one configuration.
public struct ScenarioResult: Sendable, Codable, Equatable {
  /// One step: what was done, which hooks ran, what the framework reported, what held.
  public struct Step: Sendable, Codable, Equatable {
    /// What the step did.
    public let title: String
    /// Hooks that ran during the step, in order (`ThemeController.updateProperties()`).
    public var ran: [String] = []
    /// Diagnostics reported during the step.
    public var reports: [String] = []
    /// The expectations checked after the step.
    public var checks: [Check] = []
  }

  /// One expectation.
  public struct Check: Sendable, Codable, Equatable {
    /// What is expected, in words.
    public let expectation: String
    /// The expected value in this configuration.
    public let expected: String
    /// The value seen.
    public let actual: String
    /// Whether they match.
    public var passed: Bool { expected == actual }
  }

  /// The scenario's name.
  public let scenario: String
  /// The configuration it ran in.
  public let mode: ScenarioMode
  /// The steps, in order.
  public let steps: [Step]
  /// The final screen as a tree description.
  public let screen: String
  /// Every diagnostic reported during the run.
  public let diagnostics: [String]

  /// All checks of all steps.
  public var checks: [Check] { steps.flatMap(\.checks) }
  /// Whether every expectation held.
  public var passed: Bool { checks.allSatisfy(\.passed) }
}

/// The context a scenario script runs in: a host in the chosen configuration, steps and
/// checks.
@MainActor
public final class ScenarioRun {
  /// The configuration being run.
  public let mode: ScenarioMode
  /// The application and window.
  public let host: TestHost
  var steps: [ScenarioResult.Step] = []

  init(mode: ScenarioMode, trace: Bool) {
    self.mode = mode
    var configuration = mode.configuration
    configuration.traceEnabled = trace
    // Scenarios provoke diagnostics on purpose and report them in their steps.
    host = TestHost(configuration: configuration, diagnostics: .expected)
    host.application.onHookRun = { [unowned self] run in
      self.recordInCurrentStep { $0.ran.append(run.description) }
    }
    host.application.onDiagnostic = { [unowned self] diagnostic in
      self.recordInCurrentStep { $0.reports.append(diagnostic.description) }
    }
  }

  /// Whether the configuration tracks hooks at all (v26, or v18 with the key).
  public var isTracked: Bool { mode.configuration.tracksHooks }

  /// The platform being emulated.
  public var platform: Configuration.Platform { mode.configuration.platform }

  /// Runs one step: `action`, then one flush; records the hooks that ran and reports.
  /// - Parameters:
  ///   - title: What the step does.
  ///   - action: The step's work (a tap, a write).
  public func step(_ title: String, _ action: () -> Void) {
    steps.append(ScenarioResult.Step(title: title))
    action()
    host.flush()
  }

  /// Checks a value after the current step.
  /// - Parameters:
  ///   - expectation: What is expected, in words.
  ///   - actual: The value seen.
  ///   - expected: The value expected in this configuration.
  public func check(
    _ expectation: String, _ actual: @autoclosure @escaping @MainActor () -> String?,
    equals expected: String
  ) {
    let check = ScenarioResult.Check(
      expectation: expectation, expected: expected, actual: actual() ?? "nil")
    recordInCurrentStep { $0.checks.append(check) }
    liveChecks.append((max(0, steps.count - 1), expectation, expected, actual))
  }

  /// Keeps a picture of the screen as it is now, under a name: the gallery shows it
  /// beside the final screen (`headless gallery`).
  /// - Parameter name: The picture's name, appended to the scenario's (`theme-picker-sheet`).
  public func picture(_ name: String) {
    pictures.append(
      (name, host.window.renderSVG(style: .light), host.window.renderSVG(style: .dark)))
  }

  /// The pictures kept with ``picture(_:)``, in order, in the light and dark appearance.
  public private(set) var pictures: [(name: String, svg: String, darkSVG: String)] = []

  /// Every expectation declared so far, evaluated against the screen as it is now.
  public func checksNow() -> [ScenarioResult.Check] {
    liveChecks.map {
      ScenarioResult.Check(expectation: $0.1, expected: $0.2, actual: $0.3() ?? "nil")
    }
  }

  /// The expectations of the last step that declared any (those describe the screen the
  /// script ends on), evaluated against the screen as it is now: the `play` session's
  /// `checks`, which all pass right after the script ran.
  public func finalChecksNow() -> [ScenarioResult.Check] {
    guard let last = liveChecks.last?.0 else { return [] }
    return liveChecks.filter { $0.0 == last }.map {
      ScenarioResult.Check(expectation: $0.1, expected: $0.2, actual: $0.3() ?? "nil")
    }
  }

  /// The checks with the step that declared them and the expressions that compute their
  /// values.
  private var liveChecks: [(Int, String, String, @MainActor () -> String?)] = []

  private func recordInCurrentStep(_ change: (inout ScenarioResult.Step) -> Void) {
    if steps.isEmpty { steps.append(ScenarioResult.Step(title: "set up")) }
    change(&steps[steps.count - 1])
  }
}
