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

/// Runs one view's hooks in tracking scopes and turns their changes into invalidations.
///
/// A view has one scope per phase: the properties scope covers the owning controller's
/// `updateProperties()`, the view's own and its configuration hooks; the layout scope
/// covers `willLayout()`, `layoutSubviews()` and `didLayout()`; the display scope covers
/// `draw(in:)`. The hooks of a phase always run together and a change to anything any of
/// them read sets the same flag, so one scope per phase behaves exactly like one per hook
/// at a third of the cost. The rules it keeps, with the measurements behind them in
/// SPEC 3.4 and 3.5:
///
/// - Scopes are installed with the `didSet` variant, so a re-run reads the stored value.
///   Those observers stay armed until cancelled.
/// - A re-run installs its new scope before the previous one is retired, so a write
///   landing between the re-run's read and the installation is still seen (by the old
///   scope). An extra run can result; a missed one cannot.
/// - Retiring needs the old scope's `ObservationTracking`, which Observation only hands
///   out when the scope fires. A re-run caused by a change cancels the fired scope
///   directly. For re-runs without a change (forced ones), scopes read a private token:
///   bumping it makes the old scope fire, see it is retired and cancel itself. The token
///   costs a second registration per scope (about 1.5 KB per view and a sixth of a
///   write-and-flush cycle, measured), so a scope reads it only when it may need it: a
///   slot's first scope and scopes installed after a change do not. When a forced re-run
///   supersedes such a scope before it fired, that scope stays armed (an "orphan") until
///   its next fire, where it cancels itself; while a slot has an orphan, its new scopes
///   read the token. So a slot holds at most one orphan, memory stays flat however often
///   a hook re-runs without a change, and the orphan's fire costs at most one extra run
///   (never a missed one: like any retired scope, it invalidates, SPEC 3.4).
/// - A fire on the thread that is running the scope (a hook writing what it read, or the
///   token bump) does not invalidate (SPEC 3.7).
/// - Observation holds the callback, the callback holds the tracker weakly, and the
///   tracker holds its owner weakly (SPEC 3.9). A callback that finds its tracker gone
///   cancels its scope.
final class HookTracker: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let state: Locked<State>

  /// Plain data only: a slot is copied on every access. `ObservationTracking` (a
  /// resilient type) would make each copy go through generic value witnesses, and even a
  /// boxed reference costs a retain and release per copy (measured: +10% instructions
  /// in the `cycle` benchmark), so captured scopes live beside the slots, in `captured`.
  private struct Slot {
    /// Generation of the newest installed scope; 0 before the first run.
    var generation = 0
    /// Generation of the scope whose `ObservationTracking` is held in `captured`.
    var capturedGeneration = 0
    /// Whether the newest scope read the token (a bump can retire it).
    var hasToken = false
    /// Generation of the superseded scope that never fired and read no token: it stays
    /// armed until it fires and cancels itself. 0 when there is none.
    var orphan = 0
    /// An invalidation was posted and not yet applied (coalesces writes).
    var pending = false
    /// A run is in progress on `runThread` (nested runs count up).
    var runDepth = 0
    var runThread: pthread_t = 0
    /// The hook named for this slot's invalidations.
    var hook: Hook?
  }

  /// A scope's `ObservationTracking`, boxed so slots stay plain data.
  private final class Captured: Sendable {
    let tracking: ObservationTracking
    init(_ tracking: ObservationTracking) { self.tracking = tracking }
  }

  private struct State {
    weak var owner: (any HookOwner)?
    weak var inbox: UpdateInbox?
    /// While tracing: every change a slot's scope saw since its last drain (SPEC 6.1).
    var causes: [Int: [UpdateInbox.Cause]] = [:]
    var slots = PerSlot(Slot())
    var captured = PerSlot<Captured?>(nil)

    subscript(slot index: Int) -> Slot {
      get { slots[index] }
      set { slots[index] = newValue }
    }

    subscript(captured index: Int) -> Captured? {
      get { captured[index] }
      set { captured[index] = newValue }
    }
  }

  /// One value per slot, stored inline (an array would allocate, per tracker).
  private struct PerSlot<Value> {
    private var values: (Value, Value, Value)

    init(_ value: Value) { values = (value, value, value) }

    subscript(index: Int) -> Value {
      get {
        switch index {
        case 0: return values.0
        case 1: return values.1
        default: return values.2
        }
      }
      set {
        switch index {
        case 0: values.0 = newValue
        case 1: values.1 = newValue
        default: values.2 = newValue
        }
      }
    }
  }

  /// Callbacks received from Observation, retired scopes included (tests check that
  /// retired scopes stop firing).
  let fireCount = Atomic<Int>(0)

  /// Mirrors each slot's `pending` (bit = slot index) so a write to something already
  /// pending returns without the lock. Safe: a set bit means a drain and a re-run are
  /// still to come, and that re-run reads the value this write already stored.
  private let pendingBits = Atomic<UInt8>(0)

  /// Slots whose fires must take the lock even when pending, because a retired scope
  /// cancels itself only on the locked path: bit `slot` while a token bump retires the
  /// slot's previous scope, bit `3 + slot` while the slot has an orphan.
  private let lockedPathBits = Atomic<UInt8>(0)
  private static func bumpBit(_ slot: Int) -> UInt8 { 1 << slot }
  private static func orphanBit(_ slot: Int) -> UInt8 { 8 << slot }

  /// Whether the inbox traces; when it does, every fire records its cause, coalesced
  /// ones included, so the lock-free shortcut above is skipped.
  private let tracing = Atomic<Bool>(false)

  /// The owner's type, for diagnostics ("ThemeController.didLoad()").
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
    let captured = state.withLock { s in (0..<3).map { s[captured: $0] } }
    for box in captured { box?.tracking.cancel() }
  }

  // Tokens: computed properties that store nothing; reading one registers the scope with
  // this tracker's registrar, bumping one fires exactly the scopes that read it.
  private var token0: Int { 0 }
  private var token1: Int { 0 }
  private var token2: Int { 0 }

  private static func tokenKeyPath(_ slot: Int) -> KeyPath<HookTracker, Int> {
    switch slot {
    case 0: return \.token0
    case 1: return \.token1
    default: return \.token2
    }
  }

  /// Where changes are posted; refreshed on every run and when the owner's view moves
  /// into a window.
  func attach(to inbox: UpdateInbox?) {
    state.withLock { $0.inbox = inbox }
  }

  /// Runs `body`, the hooks of one phase, inside a fresh tracking scope, then retires the
  /// previous scope of that phase.
  /// - Parameters:
  ///   - hook: The hook named when this scope's reads change; its invalidation picks
  ///     the slot.
  ///   - inbox: Where changes are posted.
  @MainActor
  func run(_ hook: Hook, inbox: UpdateInbox?, _ body: () -> Void) {
    let index = hook.slot
    tracing.store(inbox?.isTracing ?? false, ordering: .relaxed)
    let (generation, readsToken) = state.withLock { s -> (Int, Bool) in
      s.inbox = inbox
      var slot = s[slot: index]
      slot.runDepth += 1
      slot.runThread = pthread_self()
      slot.hook = hook
      // The token is needed when a forced re-run could leave this scope un-retirable:
      // an orphan already waits, or this run is about to make one of the previous scope.
      let previous = slot.generation
      let makesOrphan =
        previous > 0 && slot.capturedGeneration != previous && !slot.hasToken
      let readsToken = slot.orphan != 0 || makesOrphan
      s[slot: index] = slot
      return (previous + 1, readsToken)
    }
    let tokenPath = Self.tokenKeyPath(index)
    installScope(
      {
        if readsToken { registrar.access(self, keyPath: tokenPath) }
        body()
      },
      onChange: { [weak self] tracking in
        guard let self else {
          tracking.cancel()
          return
        }
        self.fired(index, generation: generation, tracking: tracking)
      })
    enum Retirement {
      case none, cancel(Captured?), bump
      /// A bump keeps the run open: the fires it causes are the run's own writes.
      var endsRun: Bool {
        if case .bump = self { return false }
        return true
      }
    }
    let retirement = state.withLock { s -> Retirement in
      var slot = s[slot: index]
      let previous = slot.generation
      let previousHadToken = slot.hasToken
      slot.generation = generation
      slot.hasToken = readsToken
      let retirement: Retirement
      if previous == 0 {
        retirement = .none
      } else if slot.capturedGeneration == previous {
        retirement = .cancel(s[captured: index])
        s[captured: index] = nil
      } else if previousHadToken {
        retirement = .bump
        lockedPathBits.bitwiseOr(Self.bumpBit(index), ordering: .sequentiallyConsistent)
      } else {
        // Never fired, no token: it cancels itself at its next fire.
        retirement = .none
        if slot.orphan == 0 {
          slot.orphan = previous
          lockedPathBits.bitwiseOr(Self.orphanBit(index), ordering: .sequentiallyConsistent)
        }
      }
      if retirement.endsRun { slot.runDepth -= 1 }
      s[slot: index] = slot
      return retirement
    }
    switch retirement {
    case .none: break
    case .cancel(let box): box?.tracking.cancel()
    case .bump:
      defer {
        state.withLock { $0[slot: index].runDepth -= 1 }
        lockedPathBits.bitwiseAnd(~Self.bumpBit(index), ordering: .sequentiallyConsistent)
      }
      // Fires the previous scope (which cancels itself) and the new one (which records
      // its ObservationTracking, so the next re-run can cancel it without a bump). Only
      // didSet observers are registered, so the willSet half of a mutation is skipped.
      registrar.didSet(self, keyPath: tokenPath)
    }
  }

  /// Installs one scope; the only call into Observation's SPI.
  @MainActor
  private func installScope(
    _ body: () -> Void, onChange: @escaping @Sendable (ObservationTracking) -> Void
  ) {
    withObservationTracking(body, didSet: onChange)
  }

  /// Called by Observation after a tracked property was stored, on the writer's thread.
  private func fired(_ index: Int, generation: Int, tracking: ObservationTracking) {
    fireCount.add(1, ordering: .relaxed)
    let tracing = tracing.load(ordering: .relaxed)
    if !tracing && pendingBits.load(ordering: .sequentiallyConsistent) & (1 << index) != 0
      && lockedPathBits.load(ordering: .sequentiallyConsistent)
        & (Self.bumpBit(index) | Self.orphanBit(index)) == 0
    {
      return
    }
    let cause = tracing ? UpdateInbox.Cause(tracking.changed) : nil
    enum Action { case none, post(UpdateInbox?, Hook?) }
    let (action, retired) = state.withLock { s -> (Action, Bool) in
      var slot = s[slot: index]
      let retired = generation < slot.generation
      if retired && generation == slot.orphan {
        // The orphan fired: it cancels itself below; new scopes may skip the token again.
        slot.orphan = 0
        lockedPathBits.bitwiseAnd(~Self.orphanBit(index), ordering: .sequentiallyConsistent)
      }
      if !retired && generation > slot.capturedGeneration {
        slot.capturedGeneration = generation
        s[captured: index] = Captured(tracking)
      }
      let selfWrite =
        slot.runDepth > 0 && pthread_equal(slot.runThread, pthread_self()) != 0
      if let cause, !selfWrite { s.causes[index, default: []].append(cause) }
      var action = Action.none
      // A retired scope firing from another thread still invalidates: the write may have
      // landed before the new scope was installed (SPEC 3.4). An extra run, never a miss.
      if !selfWrite && !slot.pending {
        slot.pending = true
        pendingBits.bitwiseOr(1 << index, ordering: .sequentiallyConsistent)
        action = .post(s.inbox, slot.hook)
      }
      s[slot: index] = slot
      return (action, retired)
    }
    if retired { tracking.cancel() }
    if case .post(let inbox, let hook?) = action, let inbox {
      inbox.post(.invalidation(self, hook))
    }
  }

  /// Takes a posted change: clears `pending` and returns the owner to invalidate.
  @MainActor
  func takePending(_ hook: Hook) -> (owner: any HookOwner, causes: [UpdateInbox.Cause])? {
    state.withLock { s -> (owner: any HookOwner, causes: [UpdateInbox.Cause])? in
      guard s[slot: hook.slot].pending else { return nil }
      s[slot: hook.slot].pending = false
      pendingBits.bitwiseAnd(~(1 << hook.slot), ordering: .sequentiallyConsistent)
      let causes = s.causes.isEmpty ? [] : s.causes.removeValue(forKey: hook.slot) ?? []
      guard let owner = s.owner else { return nil }
      return (owner, causes)
    }
  }

  /// Applies changes that fired while no inbox was attached (the owner was in no window).
  @MainActor
  func applyPendingChanges() {
    let (owner, hooks) = state.withLock { s -> ((any HookOwner)?, [Hook]) in
      var hooks: [Hook] = []
      for index in 0..<3 where s[slot: index].pending {
        s[slot: index].pending = false
        pendingBits.bitwiseAnd(~(1 << index), ordering: .sequentiallyConsistent)
        if let hook = s[slot: index].hook { hooks.append(hook) }
      }
      return (s.owner, hooks)
    }
    guard let owner else { return }
    for hook in hooks { owner.invalidate(for: hook) }
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

/// Watches a controller's untracked callbacks (SPEC 6.2): far smaller than a
/// ``HookTracker``, since it only collects reports.
final class UntrackedReadWatch: Sendable {
  private struct State {
    weak var owner: Controller?
    weak var inbox: UpdateInbox?
    var changes: [UntrackedChange] = []
  }
  private let state: Locked<State>

  @MainActor
  init(owner: Controller) {
    var initial = State()
    initial.owner = owner
    state = Locked(initial)
  }

  /// Where reports are posted; set when the controller's view enters a visible window.
  func attach(to inbox: UpdateInbox?) {
    state.withLock { $0.inbox = inbox }
  }

  /// Runs an untracked callback inside a report-only scope: the first change to anything
  /// it read is recorded (the scope then cancels itself), and nothing is invalidated. A
  /// callback that reads nothing installs nothing.
  @MainActor
  func watch(_ callback: String, _ body: () -> Void) {
    // The callback holds the watch strongly: a caller can tell from the watch's reference
    // count whether a scope was installed (nothing read, nothing installed or retained).
    withObservationTracking(
      body,
      didSet: { [self] tracking in
        tracking.cancel()
        let change = UntrackedChange(
          callback: callback,
          typeName: tracking.changed.map { String(describing: type(of: $0).rootType) },
          keyPath: tracking.changed.map { String(describing: $0) })
        let inbox = self.state.withLock { s -> UpdateInbox? in
          s.changes.append(change)
          return s.inbox
        }
        inbox?.post(.untracked(self))
      })
  }

  /// The controller, if it is still alive.
  @MainActor
  var owner: Controller? { state.withLock { $0.owner } }

  /// Takes the changes recorded so far.
  @MainActor
  func takeChanges() -> [UntrackedChange] {
    state.withLock { s in
      defer { s.changes = [] }
      return s.changes
    }
  }

  /// Whether changes wait (the controller was in no window when they happened).
  @MainActor
  var hasChanges: Bool { state.withLock { !$0.changes.isEmpty } }
}

extension UpdateInbox.Cause {
  /// A cause from Observation's changed key path, on the calling (writer's) thread.
  init(_ changed: AnyKeyPath?) {
    let root = changed.map { type(of: $0).rootType }
    self.init(
      typeName: root.map { String(describing: $0) },
      property: changed.flatMap { path in
        (root as? any NamesTrackedProperties.Type)?.trackedPropertyNames[path]
      },
      keyPath: changed.map { String(describing: $0) },
      thread: UpdateInbox.currentThreadName)
  }
}
