extension Diagnostic {
  /// A thread, as diagnostics name it.
  public enum Thread: Sendable, Equatable, CustomStringConvertible {
    /// The main actor, where the update loop runs.
    case mainActor
    /// A Swift concurrency task, off the main actor.
    case task
    /// A thread the user named (`Thread.current.name`, `pthread_setname_np`).
    case named(String)
    /// A thread without a name of the user's, numbered in the order threads were first
    /// seen writing.
    case numbered(Int)

    /// "the main actor", "a task", "thread 'worker'", "thread 3".
    public var description: String {
      switch self {
      case .mainActor: return "the main actor"
      case .task: return "a task"
      case .named(let name): return "thread '\(name)'"
      case .numbered(let number): return "thread \(number)"
      }
    }
  }
}
