public import HeadlessKit
public import HeadlessKitTesting

/// The context a scenario script runs in: a host in the chosen configuration, steps and
/// checks.
@MainActor
public final class ScenarioRun {
  /// The configuration being run.
  public let mode: ScenarioMode
  /// The application and window.
  public let host: TestHost
  var steps: [ScenarioResult.Step] = []
  /// Set by `--audit-staleness`: audits the screen after every step.
  var stalenessAuditor: StalenessAuditor?

  init(mode: ScenarioMode, trace: Bool) {
    self.mode = mode
    var configuration = mode.configuration
    configuration.traceEnabled = trace
    // Scenarios provoke diagnostics on purpose and report them in their steps.
    host = TestHost(configuration: configuration, diagnostics: .expected)
    host.application.onHookRun = { [unowned self] run in
      guard !self.isTakingPicture else { return }
      self.recordInCurrentStep { $0.ran.append(run.description) }
    }
    host.application.onDiagnostic = { [unowned self] diagnostic in
      guard !self.isTakingPicture else { return }
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
    let clock = ContinuousClock()
    let start = clock.now
    action()
    host.flush()
    let elapsed = (clock.now - start).components
    steps[steps.count - 1].seconds =
      Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    if let stalenessAuditor { auditAfterStep(stalenessAuditor) }
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
  ///
  /// Each picture is drawn as iOS would draw it in that appearance (a style override on
  /// the window, hooks that read the style re-run); those runs are not the step's, so
  /// they are not recorded.
  public func picture(_ name: String) {
    isTakingPicture = true
    defer { isTakingPicture = false }
    pictures.append(
      (name, host.renderSVG(appearance: .light), host.renderSVG(appearance: .dark)))
  }

  /// A picture is being drawn: hook runs and reports are not the step's.
  private var isTakingPicture = false

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

  func recordInCurrentStep(_ change: (inout ScenarioResult.Step) -> Void) {
    if steps.isEmpty { steps.append(ScenarioResult.Step(title: "set up")) }
    change(&steps[steps.count - 1])
  }
}
