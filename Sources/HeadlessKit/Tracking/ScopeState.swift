/// The tracking-scope protocol of one tracker slot (one phase of one view), as a value.
///
/// ``HookTracker`` keeps one of these per slot under its lock, feeds it the events below
/// and performs the actions it returns after the lock is released, as
/// ``AppearanceState`` does for appearance. Everything that makes the protocol subtle
/// lives here, where it is tested as a table (`ScopeStateTests`):
///
/// - Scopes fire after the store (`didSet`) and stay armed until cancelled, so a re-run
///   reads the stored value.
/// - A re-run installs its new scope before the previous one is retired, so a write that
///   lands between the re-run's read and the installation is still seen (by the old
///   scope). A retired scope that fires still reports: an extra run, never a missed one.
/// - Retiring needs the old scope's `ObservationTracking`, which Observation hands out
///   only when the scope fires (`captured`). A scope that never fired is retired through
///   a private token it read: bumping the token fires it and it cancels itself. The
///   token costs a second registration, so a scope reads it only when a forced re-run
///   could otherwise leave it un-retirable: a superseded scope that never fired and read
///   no token is an "orphan" that cancels itself at its next fire; while one waits, new
///   scopes read the token. So a slot holds at most one orphan and memory stays flat
///   however often a hook re-runs without a change.
/// - A fire on the thread running the slot's hook (the hook writing what it read, or the
///   token bump) is the run's own write: it reports nothing.
/// - Reports coalesce: after one, further fires report nothing until the loop drains
///   the slot.
struct ScopeState: Equatable, Sendable {
  /// Generation of the newest installed scope; 0 before the first run.
  private(set) var installed = 0
  /// Generation of the scope whose `ObservationTracking` the tracker holds.
  private(set) var captured = 0
  /// Whether the newest installed scope read the token.
  private(set) var installedReadsToken = false
  /// The superseded scope that never fired and read no token; 0 when there is none.
  private(set) var orphan = 0
  /// A change was reported and the loop has not drained it yet.
  private(set) var pending = false
  /// Runs in progress (a hook's nested `…IfNeeded()` can re-enter the same slot).
  private(set) var runDepth = 0
  /// The thread running the slot's hooks while `runDepth > 0`.
  private(set) var runThread: UInt = 0
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

  /// What to do with one fire.
  struct Fire: Equatable, Sendable {
    /// Keep this fire's `ObservationTracking`: the scope is the newest seen firing.
    var capture = false
    /// Cancel the firing scope: it was retired.
    var cancel = false
    /// Not the run's own write: the change counts (its cause is recorded while tracing).
    var counts = false
    /// Report the slot to the loop: the first counted change since the last drain.
    var report = false
  }

  /// A run of the slot's hooks starts on `thread`.
  mutating func runStarted(on thread: UInt) -> Run {
    runDepth += 1
    runThread = thread
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
      // Never fired, read no token: it cancels itself at its next fire.
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

  /// A scope of `generation` fired on `thread`.
  mutating func fired(_ generation: Int, on thread: UInt) -> Fire {
    var fire = Fire()
    let retired = generation < installed
    if retired {
      fire.cancel = true
      if generation == orphan { orphan = 0 }
    } else if generation > captured {
      captured = generation
      fire.capture = true
    }
    fire.counts = !(runDepth > 0 && runThread == thread)
    if fire.counts && !pending {
      pending = true
      fire.report = true
    }
    return fire
  }

  /// The loop takes the slot's report; returns whether one was pending.
  mutating func drained() -> Bool {
    defer { pending = false }
    return pending
  }

  /// Whether a fire can be skipped without the lock: a report is already pending, and no
  /// retired scope needs the locked path to cancel itself. The tracker mirrors this in
  /// an atomic after every transition, so coalesced writes cost no lock.
  var firesAreRedundant: Bool { pending && orphan == 0 && !isBumping }
}
