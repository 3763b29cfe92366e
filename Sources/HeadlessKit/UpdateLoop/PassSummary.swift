/// What one pass did: which objects ran which hooks, and how many times the pass
/// repeated.
///
/// ```swift
/// app.onPassFinished = { pass in print("pass \(pass.number): \(pass.runs.count) hook runs") }
/// ```
public struct PassSummary: Sendable, Equatable {
  /// The pass's number, counted from 1 for each application.
  public let number: Int
  /// How many times the pass ran its phases (more than 1 when a phase left flags set).
  public let repetitions: Int
  /// The hook runs, in the order they happened.
  public let runs: [HookRun]

  /// Creates a summary.
  public init(number: Int, repetitions: Int, runs: [HookRun]) {
    self.number = number
    self.repetitions = repetitions
    self.runs = runs
  }
}
