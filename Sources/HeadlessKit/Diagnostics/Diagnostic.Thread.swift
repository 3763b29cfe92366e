extension Diagnostic {
  /// A thread, as diagnostics name it.
  public enum Thread: Sendable, Equatable, CustomStringConvertible {
    /// The main actor, where the update loop runs.
    case mainActor
    /// A thread the user named (`Thread.current.name`, `pthread_setname_np`).
    case named(String)
    /// A thread without a name of the user's (a Dispatch or concurrency pool thread).
    case unnamed

    /// "the main actor", "thread 'worker'", "a background thread".
    public var description: String {
      switch self {
      case .mainActor: return "the main actor"
      case .named(let name): return "thread '\(name)'"
      case .unnamed: return "a background thread"
      }
    }
  }
}
