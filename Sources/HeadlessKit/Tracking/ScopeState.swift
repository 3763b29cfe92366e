/// The tracking-scope protocol of one tracker slot (one phase of one view), as values.
///
/// ``HookTracker`` feeds these the events below and performs the actions they return, as
/// ``AppearanceState`` does for appearance. Everything that makes the protocol subtle
/// lives here, where it is tested as a table (`ScopeStateTests`). The protocol has two
/// halves, so that a write and the flush that follows take no lock of the tracker's:
///
/// - ``ScopeState`` is the loop's half: which scope is installed, which one's
///   `ObservationTracking` the tracker holds, the orphan. Only the loop's thread touches
///   it: in a run, when it takes a report, and in a fire that happens on the thread
///   running the slot's hooks (which is the loop's, inside the run).
/// - ``WriterFire`` decides, on the writer's thread, from three words the loop publishes
///   atomically (the installed generation, whether a report is pending, the thread
///   running the slot), what a fire does there.
///
/// The rules:
/// - Scopes fire after the store (`didSet`) and stay armed until cancelled, so a re-run
///   reads the stored value.
/// - A re-run installs its new scope before the previous one is retired, so a write that
///   lands between the re-run's read and the installation is still seen (by the old
///   scope). A retired scope that fires still reports: an extra run, never a missed one.
/// - Retiring needs the old scope's `ObservationTracking`, which Observation hands out
///   only when the scope fires: the report carries it to the loop (`captured`). A scope
///   never seen firing is retired through a private token it read: bumping the token
///   fires it and it cancels itself. The token costs a second registration, so a scope
///   reads it only when a forced re-run could otherwise leave it un-retirable: a
///   superseded scope not seen firing that read no token is an "orphan" that cancels
///   itself at its next fire; while one waits, new scopes read the token. So a slot holds
///   at most one orphan and memory stays flat however often a hook re-runs without a
///   change.
/// - A fire on the thread running the slot's hooks (the hook writing what it read, or
///   the token bump) is the run's own write: it reports nothing.
/// - Reports coalesce: after one, further fires report nothing until the loop takes it.
struct ScopeState: Equatable, Sendable {
  /// Generation of the newest installed scope; 0 before the first run.
  private(set) var installed = 0
  /// Generation of the scope whose `ObservationTracking` the tracker holds.
  private(set) var captured = 0
  /// Whether the newest installed scope read the token.
  private(set) var installedReadsToken = false
  /// The superseded scope not seen firing that read no token; 0 when there is none.
  private(set) var orphan = 0
  /// Runs in progress (a hook's nested `…IfNeeded()` can re-enter the same slot).
  private(set) var runDepth = 0
  /// A token bump is retiring the previous scope; the run stays open until it ends.
  private(set) var isBumping = false

  /// What a run does, decided when it starts.
  struct Run: Equatable, Sendable {
    /// The generation the run's scope will have.
    let generation: Int
    /// Whether the scope must read the token.
    let readsToken: Bool
  }

  /// How the previous scope is retired once the new one is installed.
  enum Retirement: Equatable, Sendable {
    /// Nothing to do: there was none, or it is an orphan that cancels itself later.
    case none
    /// Cancel the captured `ObservationTracking` of this generation.
    case cancelCaptured(generation: Int)
    /// Bump the token (the previous scope read it); call ``bumpEnded()`` afterwards.
    case bumpToken
  }

  /// What the loop does with a fire it sees: a report it takes, or the run's own write.
  struct Fire: Equatable, Sendable {
    /// Keep this fire's `ObservationTracking`: the scope is the newest seen firing.
    var capture = false
    /// Cancel the firing scope: it was retired.
    var cancel = false
  }

  /// Whether a run of the slot is in progress.
  var isRunning: Bool { runDepth > 0 }

  /// A run of the slot's hooks starts.
  mutating func runStarted() -> Run {
    runDepth += 1
    let previous = installed
    let makesOrphan = previous > 0 && captured != previous && !installedReadsToken
    return Run(generation: previous + 1, readsToken: orphan != 0 || makesOrphan)
  }

  /// The run's scope is installed; returns how to retire the previous one.
  mutating func scopeInstalled(_ run: Run) -> Retirement {
    let previous = installed
    let previousReadToken = installedReadsToken
    installed = run.generation
    installedReadsToken = run.readsToken
    let retirement: Retirement
    if previous == 0 {
      retirement = .none
    } else if captured == previous {
      retirement = .cancelCaptured(generation: previous)
    } else if previousReadToken {
      isBumping = true
      return .bumpToken
    } else {
      // Not seen firing, read no token: it cancels itself at its next fire.
      if orphan == 0 { orphan = previous }
      retirement = .none
    }
    runDepth -= 1
    return retirement
  }

  /// The token bump that retired the previous scope is over; the run ends.
  mutating func bumpEnded() {
    isBumping = false
    runDepth -= 1
  }

  /// The loop sees a fire of a scope of `generation`.
  mutating func fired(_ generation: Int) -> Fire {
    var fire = Fire()
    if generation < installed {
      fire.cancel = true
      if generation == orphan { orphan = 0 }
    } else if generation > captured {
      captured = generation
      fire.capture = true
    }
    return fire
  }
}

/// What a fire does on the writer's thread, from the slot's published words alone.
struct WriterFire: Equatable, Sendable {
  /// The fire is the run's own write, on the loop's thread inside the run: the loop's
  /// half handles it there and then (``ScopeState/fired(_:)``), and it reports nothing.
  var ownWrite = false
  /// Cancel the firing scope now: it was retired.
  var cancel = false
  /// Post a report to the loop: the first change since the loop took the last report,
  /// or a retired scope (the loop must learn that an orphan is gone).
  var report = false

  /// Decides a fire of a scope of `generation` on `thread`.
  /// - Parameters:
  ///   - installed: The slot's installed generation, as last published.
  ///   - pending: Whether a report is pending (posted and not yet taken).
  ///   - runningThread: The thread running the slot's hooks; 0 when none runs.
  static func decide(
    _ generation: Int, on thread: UInt, installed: Int, pending: Bool, runningThread: UInt
  ) -> WriterFire {
    if runningThread == thread { return WriterFire(ownWrite: true) }
    let retired = generation < installed
    return WriterFire(
      ownWrite: false, cancel: retired, report: !pending || retired)
  }
}
