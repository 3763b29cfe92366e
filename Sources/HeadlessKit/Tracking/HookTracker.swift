// The one file that talks to Observation's SPI. Swift 6.4 makes the didSet variant
// public (SE-0506, `withObservationTracking(options: [.didSet])`); switching is a change
// to `installScope` alone.
@_spi(SwiftUI) import Observation
import Synchronization
import Glibc

/// The object whose hooks a tracker serves; it turns a change into its own invalidation.
@MainActor
protocol HookOwner: AnyObject, Sendable {
  /// Applies the invalidation matching `hook` (SPEC 3.2).
  func invalidate(for hook: Hook)
}

/// Runs one owner's hooks in tracking scopes and turns their changes into invalidations.
///
/// One tracker serves one view or controller (up to four hooks, one scope slot each).
/// The rules it keeps, with the measurements behind them in SPEC 3.4 and 3.5:
///
/// - Scopes are installed with the `didSet` variant, so a re-run reads the stored value.
///   Those observers stay armed until cancelled.
/// - A re-run installs its new scope before the previous one is retired, so a write
///   landing between the re-run's read and the installation is still seen (by the old
///   scope). An extra run can result; a missed one cannot.
/// - Retiring needs the old scope's `ObservationTracking`, which Observation only hands
///   out when the scope fires. When it never fired, the tracker bumps a private token
///   that every scope reads: the old scope fires, sees it is retired and cancels itself.
///   Memory stays flat however often a hook re-runs without a change.
/// - A fire on the thread that is running the hook (the hook writing what it read, or
///   the token bump) does not invalidate (SPEC 3.7).
/// - Observation holds the callback, the callback holds the tracker weakly, and the
///   tracker holds its owner weakly (SPEC 3.9). A callback that finds its tracker gone
///   cancels its scope.
final class HookTracker: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let state: Locked<State>

  private struct Slot {
    /// Generation of the newest installed scope; 0 before the first run.
    var generation = 0
    /// The `ObservationTracking` of the newest scope seen firing, to cancel it directly.
    var captured: ObservationTracking?
    var capturedGeneration = 0
    /// An invalidation was posted and not yet applied (coalesces writes).
    var pending = false
    /// A run is in progress on `runThread` (nested runs count up).
    var runDepth = 0
    var runThread: pthread_t = 0
    /// The hook this slot serves (a controller's slot 2 is `didLayout`, a view's `draw`).
    var hook: Hook?
  }

  private struct State {
    weak var owner: (any HookOwner)?
    weak var inbox: UpdateInbox?
    /// Changes to values the owner read outside tracking, not yet reported (SPEC 6.2).
    var untracked: [UntrackedChange] = []
    var slots = (Slot(), Slot(), Slot(), Slot())

    subscript(slot index: Int) -> Slot {
      get {
        switch index {
        case 0: return slots.0
        case 1: return slots.1
        case 2: return slots.2
        default: return slots.3
        }
      }
      set {
        switch index {
        case 0: slots.0 = newValue
        case 1: slots.1 = newValue
        case 2: slots.2 = newValue
        default: slots.3 = newValue
        }
      }
    }
  }

  /// Callbacks received from Observation, retired scopes included (tests check that
  /// retired scopes stop firing).
  let fireCount = Atomic<Int>(0)

  /// The owner's type, for diagnostics ("ThemeController.updateProperties()").
  let ownerType: any AnyObject.Type

  @MainActor
  init(owner: any HookOwner) {
    ownerType = type(of: owner)
    var initial = State()
    initial.owner = owner
    state = Locked(initial)
  }

  deinit {
    // Cancel the scopes we can reach; one never seen firing cancels itself at its next
    // fire, when its callback finds this tracker gone.
    let captured = state.withLock { s in
      [s.slots.0.captured, s.slots.1.captured, s.slots.2.captured, s.slots.3.captured]
    }
    for tracking in captured { tracking?.cancel() }
  }

  // Tokens: computed properties that store nothing; reading one registers the scope with
  // this tracker's registrar, bumping one fires exactly the scopes that read it.
  private var token0: Int { 0 }
  private var token1: Int { 0 }
  private var token2: Int { 0 }
  private var token3: Int { 0 }

  private static func tokenKeyPath(_ slot: Int) -> KeyPath<HookTracker, Int> {
    switch slot {
    case 0: return \.token0
    case 1: return \.token1
    case 2: return \.token2
    default: return \.token3
    }
  }

  /// Where changes are posted; refreshed on every run and when the owner's view moves
  /// into a window.
  func attach(to inbox: UpdateInbox?) {
    state.withLock { $0.inbox = inbox }
  }

  /// Runs `body` as `hook` inside a fresh tracking scope, then retires the previous one.
  @MainActor
  func run(_ hook: Hook, inbox: UpdateInbox?, _ body: () -> Void) {
    let index = hook.slot
    let generation = state.withLock { s -> Int in
      s.inbox = inbox
      s[slot: index].runDepth += 1
      s[slot: index].runThread = pthread_self()
      s[slot: index].hook = hook
      return s[slot: index].generation + 1
    }
    let tokenPath = Self.tokenKeyPath(index)
    installScope(
      {
        registrar.access(self, keyPath: tokenPath)
        body()
      },
      onChange: { [weak self] tracking in
        guard let self else {
          tracking.cancel()
          return
        }
        self.fired(hook, generation: generation, tracking: tracking)
      })
    enum Retire { case none, cancel(ObservationTracking), bump }
    let retire = state.withLock { s -> Retire in
      let previous = s[slot: index].generation
      s[slot: index].generation = generation
      guard previous > 0 else { return .none }
      if s[slot: index].capturedGeneration == previous, let tracking = s[slot: index].captured {
        s[slot: index].captured = nil
        return .cancel(tracking)
      }
      return .bump
    }
    switch retire {
    case .none: break
    case .cancel(let tracking): tracking.cancel()
    case .bump:
      // Fires the previous scope (which cancels itself) and the new one (which records
      // its ObservationTracking, so the next re-run can cancel it without a bump).
      registrar.withMutation(of: self, keyPath: tokenPath) {}
    }
    state.withLock { $0[slot: index].runDepth -= 1 }
  }

  /// Installs one scope; the only call into Observation's SPI.
  @MainActor
  private func installScope(
    _ body: () -> Void, onChange: @escaping @Sendable (ObservationTracking) -> Void
  ) {
    withObservationTracking(body, didSet: onChange)
  }

  /// Called by Observation after a tracked property was stored, on the writer's thread.
  private func fired(_ hook: Hook, generation: Int, tracking: ObservationTracking) {
    fireCount.add(1, ordering: .relaxed)
    let index = hook.slot
    enum Action { case none, post(UpdateInbox?) }
    let (action, retired) = state.withLock { s -> (Action, Bool) in
      var slot = s[slot: index]
      let retired = generation < slot.generation
      if !retired && generation > slot.capturedGeneration {
        slot.captured = tracking
        slot.capturedGeneration = generation
      }
      let selfWrite =
        slot.runDepth > 0 && pthread_equal(slot.runThread, pthread_self()) != 0
      var action = Action.none
      // A retired scope firing from another thread still invalidates: the write may have
      // landed before the new scope was installed (SPEC 3.4). An extra run, never a miss.
      if !selfWrite && !slot.pending {
        slot.pending = true
        action = .post(s.inbox)
      }
      s[slot: index] = slot
      return (action, retired)
    }
    if retired { tracking.cancel() }
    if case .post(let inbox) = action {
      guard let inbox else { return }
      let cause =
        inbox.isTracing
        ? UpdateInbox.Cause(
          typeName: tracking.changed.map { String(describing: type(of: $0).rootType) },
          keyPath: tracking.changed.map { String(describing: $0) },
          thread: inbox.currentThreadName) : nil
      inbox.post(UpdateInbox.Entry(tracker: self, hook: hook, cause: cause))
    }
  }

  /// Takes a posted change: clears `pending` and returns the owner to invalidate.
  @MainActor
  func takePending(_ hook: Hook) -> (any HookOwner)? {
    state.withLock { s -> (any HookOwner)? in
      guard s[slot: hook.slot].pending else { return nil }
      s[slot: hook.slot].pending = false
      return s.owner
    }
  }

  /// Applies changes that fired while no inbox was attached (the owner was in no window).
  @MainActor
  func applyPendingChanges() {
    let (owner, hooks) = state.withLock { s -> ((any HookOwner)?, [Hook]) in
      var hooks: [Hook] = []
      for index in 0..<4 where s[slot: index].pending {
        s[slot: index].pending = false
        if let hook = s[slot: index].hook { hooks.append(hook) }
      }
      return (s.owner, hooks)
    }
    guard let owner else { return }
    for hook in hooks { owner.invalidate(for: hook) }
  }

  // MARK: Untracked reads (SPEC 6.2)

  /// Runs an untracked callback inside a report-only scope: the first change to anything
  /// it read is recorded as an ``UntrackedChange`` (the scope then cancels itself), and
  /// nothing is invalidated.
  @MainActor
  func watchUntrackedReads(in callback: String, _ body: () -> Void) {
    withObservationTracking(
      body,
      didSet: { [weak self] tracking in
        tracking.cancel()
        guard let self else { return }
        let change = UntrackedChange(
          callback: callback,
          typeName: tracking.changed.map { String(describing: type(of: $0).rootType) },
          keyPath: tracking.changed.map { String(describing: $0) })
        let inbox = self.state.withLock { s -> UpdateInbox? in
          s.untracked.append(change)
          return s.inbox
        }
        inbox?.post(UpdateInbox.Entry(tracker: self, hook: nil, cause: nil))
      })
  }

  /// The owner, if it is still alive.
  @MainActor
  var currentOwner: (any HookOwner)? { state.withLock { $0.owner } }

  /// Takes the untracked changes recorded so far.
  @MainActor
  func takeUntrackedChanges() -> [UntrackedChange] {
    state.withLock { s in
      defer { s.untracked = [] }
      return s.untracked
    }
  }

  /// Whether untracked changes wait (the owner was in no window when they happened).
  @MainActor
  var hasUntrackedChanges: Bool { state.withLock { !$0.untracked.isEmpty } }

  /// How many of this tracker's slots have an installed scope (tests and benchmarks).
  var installedScopeCount: Int {
    state.withLock { s in
      (0..<4).reduce(0) { $0 + (s[slot: $1].generation > 0 ? 1 : 0) }
    }
  }
}

/// A change to a value that an untracked callback read (SPEC 6.2).
struct UntrackedChange: Sendable, Equatable {
  /// The callback that read it: `didLoad()`, `Button(pick) action`.
  let callback: String
  /// The observable type whose property changed.
  let typeName: String?
  /// The changed key path as Observation prints it.
  let keyPath: String?
}
