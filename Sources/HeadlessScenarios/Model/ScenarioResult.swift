/// What a scenario did in one configuration.
///
/// Encoded as JSON by `run --format json` (schema version ``schemaVersion``): the fields
/// below, by these names.
public struct ScenarioResult: Sendable, Codable, Equatable {
  /// The version of the JSON schema `run --format json` writes; it changes when a field
  /// is renamed or removed, not when one is added.
  public static let schemaVersion = 1

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
    /// What went wrong in the script itself: an identifier no view has, a controller the
    /// step needed and did not find. A step with an error fails the scenario.
    public var errors: [String] = []
    /// How long the step's action and its flush took, in seconds.
    public var seconds: Double = 0
    /// With `--audit-staleness`: each value on screen that a fresh run of its hook
    /// changes after the step, one line each; a stale value fails the scenario. `nil`
    /// (and left out of the JSON) when the run was not audited.
    public var stale: [String]?
    /// With `--audit-staleness`: the hooks the audit could not run twice safely, one line
    /// each (reported, not failing); `nil` when the run was not audited.
    public var unauditable: [String]?

    /// Creates a step.
    /// - Parameter title: What the step does.
    public init(title: String) {
      self.title = title
    }

    /// Steps are equal when they did and saw the same; their timing is left out.
    public static func == (lhs: Step, rhs: Step) -> Bool {
      lhs.title == rhs.title && lhs.ran == rhs.ran && lhs.reports == rhs.reports
        && lhs.checks == rhs.checks && lhs.errors == rhs.errors && lhs.stale == rhs.stale
        && lhs.unauditable == rhs.unauditable
    }
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
  /// All errors of all steps.
  public var errors: [String] { steps.flatMap(\.errors) }
  /// Every stale value the staleness audit found, after any step.
  public var stale: [String] { steps.flatMap { $0.stale ?? [] } }
  /// Whether every expectation held, no step went wrong and no view was found stale.
  public var passed: Bool { checks.allSatisfy(\.passed) && errors.isEmpty && stale.isEmpty }
  /// How long the steps took, in seconds.
  public var seconds: Double { steps.reduce(0) { $0 + $1.seconds } }
}
