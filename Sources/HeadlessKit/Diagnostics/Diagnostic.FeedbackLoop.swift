extension Diagnostic {
  /// A pass that kept repeating.
  public struct FeedbackLoop: Sendable, Equatable {
    /// How many times the pass ran before it was stopped.
    public var repetitions: Int
    /// The configured threshold.
    public var threshold: Int
    /// The hooks whose runs kept invalidating, in the last repetitions.
    public var hooks: [HookRun]
    /// The observable properties that kept changing (`Type.property`, or the type).
    public var properties: [String]

    /// Creates the facts of a feedback loop.
    public init(repetitions: Int, threshold: Int, hooks: [HookRun], properties: [String]) {
      self.repetitions = repetitions
      self.threshold = threshold
      self.hooks = hooks
      self.properties = properties
    }
  }
}
