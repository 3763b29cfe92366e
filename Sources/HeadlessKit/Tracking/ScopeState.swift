/// The tracking-scope protocol of one tracker slot (one phase of one view), as values: an
/// enum of the slot's states (idle, running, bumping a token), whose transitions return
/// the actions to take; an impossible transition stops with a message.
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
/// - A long burst cuts the installed scope (``SlotWord``): the writer cancels it, and the
///   loop re-arms its reads as a bridge of the same generation before the next run
///   (``bridged(_:)``), which that run retires as the captured scope.
enum ScopeState: Equatable, Sendable {
  /// No run of the slot is in progress.
  case idle(Generations)
  /// Runs of the slot are in progress (a hook's nested `…IfNeeded()` can re-enter it).
  case running(Generations, depth: Int)
  /// A run installed its scope and a token bump is retiring the previous one; the run
  /// stays open until ``bumpEnded()``.
  case bumping(Generations, depth: Int)

  /// Which scopes a slot has: the data every state carries.
  struct Generations: Equatable, Sendable {
    /// Generation of the newest installed scope; 0 before the first run.
    var installed = 0
    /// Generation of the scope whose `ObservationTracking` the tracker holds.
    var captured = 0
    /// Whether the newest installed scope read the token.
    var installedReadsToken = false
    /// The superseded scope not seen firing that read no token; 0 when there is none.
    var orphan = 0
  }

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

  /// A slot that never ran.
  init() { self = .idle(Generations()) }

  /// The slot's generations, whatever its state.
  var generations: Generations {
    switch self {
    case .idle(let generations), .running(let generations, _), .bumping(let generations, _):
      return generations
    }
  }

  /// Generation of the newest installed scope; 0 before the first run.
  var installed: Int { generations.installed }
  /// Generation of the scope whose `ObservationTracking` the tracker holds.
  var captured: Int { generations.captured }
  /// The superseded scope not seen firing that read no token; 0 when there is none.
  var orphan: Int { generations.orphan }

  /// Runs in progress.
  var runDepth: Int {
    switch self {
    case .idle: return 0
    case .running(_, let depth), .bumping(_, let depth): return depth
    }
  }

  /// Whether a run of the slot is in progress.
  var isRunning: Bool { runDepth > 0 }

  /// A run of the slot's hooks starts.
  mutating func runStarted() -> Run {
    let generations: Generations
    let depth: Int
    switch self {
    case .idle(let current):
      (generations, depth) = (current, 0)
    case .running(let current, let running):
      (generations, depth) = (current, running)
    case .bumping:
      preconditionFailure(
        "ScopeState.runStarted(): a run started while a token bump retires the previous "
          + "scope: internal inconsistency")
    }
    self = .running(generations, depth: depth + 1)
    let previous = generations.installed
    let makesOrphan =
      previous > 0 && generations.captured != previous && !generations.installedReadsToken
    return Run(
      generation: previous + 1, readsToken: generations.orphan != 0 || makesOrphan)
  }

  /// The run's scope is installed; returns how to retire the previous one.
  mutating func scopeInstalled(_ run: Run) -> Retirement {
    guard case .running(var generations, let depth) = self else {
      preconditionFailure(
        "ScopeState.scopeInstalled(_:): no run is open (\(self)): internal inconsistency")
    }
    let previous = generations.installed
    let previousReadToken = generations.installedReadsToken
    generations.installed = run.generation
    generations.installedReadsToken = run.readsToken
    let retirement: Retirement
    if previous == 0 {
      retirement = .none
    } else if generations.captured == previous {
      retirement = .cancelCaptured(generation: previous)
    } else if previousReadToken {
      self = .bumping(generations, depth: depth)
      return .bumpToken
    } else {
      // Not seen firing, read no token: it cancels itself at its next fire.
      if generations.orphan == 0 { generations.orphan = previous }
      retirement = .none
    }
    self = Self.ending(generations, depth)
    return retirement
  }

  /// The token bump that retired the previous scope is over; the run ends.
  mutating func bumpEnded() {
    guard case .bumping(let generations, let depth) = self else {
      preconditionFailure(
        "ScopeState.bumpEnded(): no token bump is under way (\(self)): internal "
          + "inconsistency")
    }
    self = Self.ending(generations, depth)
  }

  /// The state once one of `depth` runs ends.
  private static func ending(_ generations: Generations, _ depth: Int) -> ScopeState {
    depth > 1 ? .running(generations, depth: depth - 1) : .idle(generations)
  }

  /// A burst cut the installed scope (``SlotWord``) and, before the slot's next run, the
  /// loop re-armed its reads as a bridge scope of the same generation, whose
  /// `ObservationTracking` the tracker holds from now on: the run retires it as a
  /// captured scope.
  mutating func bridged(_ generation: Int) {
    guard case .idle(var generations) = self, generation == generations.installed else {
      preconditionFailure(
        "ScopeState.bridged(_:): scope \(generation) re-armed in state \(self): internal "
          + "inconsistency")
    }
    generations.captured = generation
    self = .idle(generations)
  }

  /// The loop sees a fire of a scope of `generation`, in any state.
  mutating func fired(_ generation: Int) -> Fire {
    var generations = self.generations
    var fire = Fire()
    if generation < generations.installed {
      fire.cancel = true
      if generation == generations.orphan { generations.orphan = 0 }
    } else if generation > generations.captured {
      generations.captured = generation
      fire.capture = true
    }
    switch self {
    case .idle: self = .idle(generations)
    case .running(_, let depth): self = .running(generations, depth: depth)
    case .bumping(_, let depth): self = .bumping(generations, depth: depth)
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
