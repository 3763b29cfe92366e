// The one file that talks to Observation's tracking SPI for hooks. Swift 6.4 makes the
// didSet variant public (SE-0506, `withObservationTracking(options: [.didSet])`);
// switching is a change to `track` alone.
@_spi(SwiftUI) import Observation
import Synchronization

/// Runs one view's hooks in tracking scopes and reports their changes to a
/// ``ChangeSink``.
///
/// A view has one scope per phase (a slot): the properties scope covers the owning
/// controller's `updateProperties()`, the view's own and its configuration hooks; the
/// layout scope covers `willLayout()`, `layoutSubviews()` and `didLayout()`; the display
/// scope covers `draw(in:)`. The hooks of a phase always run together and a change to
/// anything any of them read sets the same flag, so one scope per phase behaves exactly
/// like one per hook at a third of the cost.
///
/// While causes are wanted (tracing), each hook of a phase also runs in a nested scope of
/// its own that only records which hook read a change (``attributeReads(to:_:)``), so the
/// trace names that hook. Those scopes read a per-slot attribution token; the slot's next
/// run bumps it, inside the run, and they cancel themselves, so they never outlive it.
///
/// The protocol each slot follows is ``ScopeState``, a value tested on its own; this
/// class only locks, calls Observation and performs the actions the state returns.
/// Observation holds the callback, the callback holds the tracker weakly, and the tracker
/// holds its owner and sink weakly, so tracking keeps nothing alive. A callback that
/// finds its tracker gone cancels its scope.
///
/// Threading: `run` and `drain` are called on the main actor; Observation calls `fired`
/// on the writer's thread, any thread.
final class HookTracker: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let state: Locked<State>

  private struct State {
    weak var owner: (any TrackerOwner)?
    weak var sink: (any ChangeSink)?
    var scopes = PerSlot(ScopeState())
    /// The `ObservationTracking` of each slot's `captured` generation. Kept beside the
    /// scope states so those stay plain data (a resilient type inside them would make
    /// every copy go through generic value witnesses).
    var captured = PerSlot<Captured?>(nil)
    /// The hook named for each slot's changes.
    var hooks = PerSlot<Hook?>(nil)
    /// While causes are wanted: every counted change since the slot's last drain.
    var causes = PerSlot<[ObservedChange]>([])
    /// The generation whose hooks attribute their reads (0 when the slot's last run did
    /// not), and the reads attributed since the last drain.
    var attribution = PerSlot<Int>(0)
    var readers = PerSlot<[AttributedRead]>([])
  }

  /// The slot whose hooks are running with their reads attributed, if any.
  private struct Attributing {
    let tracker: HookTracker
    let index: Int
    let generation: Int
    /// How many hooks of the run have started, so reads keep the hooks' order.
    var hooksStarted = 0
  }
  @MainActor private static var attributing: Attributing?

  /// A scope's `ObservationTracking`, boxed so the slot storage stays plain data.
  private final class Captured: Sendable {
    let tracking: ObservationTracking
    init(_ tracking: ObservationTracking) { self.tracking = tracking }
  }

  /// Callbacks received from Observation, retired and attribution scopes included
  /// (tests check that retired scopes stop firing).
  let fireCount = Atomic<Int>(0)

  /// Bit `slot` mirrors `ScopeState.firesAreRedundant`, updated under the lock after
  /// every transition, so a write to something already reported returns without the
  /// lock (the `coalesce` benchmark's per-write cost).
  private let redundantFires = Atomic<UInt8>(0)

  /// Whether fires capture their cause; the sink's wish, read at each run.
  private let capturesCauses = Atomic<Bool>(false)

  /// Creates a tracker serving `owner`'s hooks.
  @MainActor
  init(owner: any TrackerOwner) {
    var initial = State()
    initial.owner = owner
    state = Locked(initial)
  }

  deinit {
    // Cancel the scopes we can reach; one never seen firing cancels itself at its next
    // fire, when its callback finds this tracker gone.
    let captured = state.withLock { s in (0..<3).map { s.captured[$0] } }
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

  // Attribution tokens: read by every attribution scope of a slot; bumping one retires
  // them all, so they never outlive the next run.
  private var attributionToken0: Int { 0 }
  private var attributionToken1: Int { 0 }
  private var attributionToken2: Int { 0 }

  private static func isAttributionToken(_ keyPath: AnyKeyPath) -> Bool {
    keyPath == \HookTracker.attributionToken0 || keyPath == \HookTracker.attributionToken1
      || keyPath == \HookTracker.attributionToken2
  }

  private static func attributionKeyPath(_ slot: Int) -> KeyPath<HookTracker, Int> {
    switch slot {
    case 0: return \.attributionToken0
    case 1: return \.attributionToken1
    default: return \.attributionToken2
    }
  }

  /// Where changes are reported from now on.
  func attach(to sink: (any ChangeSink)?) {
    state.withLock { $0.sink = sink }
  }

  /// Runs `body`, the hooks of one phase, inside a fresh tracking scope, then retires the
  /// previous scope of that phase.
  ///
  /// A write from another thread that completes after the body read a value and before
  /// the new scope is installed is seen by the previous scope, which stays armed until
  /// then. The slot's first run has no previous scope: the caller learns it from the
  /// result and can confirm that run with another.
  /// - Parameters:
  ///   - hook: The hook named when this scope's reads change; its phase picks the slot.
  ///   - sink: Where changes are reported.
  ///   - body: The hooks; its argument says whether they should attribute their reads
  ///     (``attributeReads(to:_:)``): the sink wants causes.
  /// - Returns: Whether this was the slot's first scope.
  @MainActor
  @discardableResult
  func run(
    _ hook: Hook, reportingTo sink: (any ChangeSink)?, _ body: (_ attributes: Bool) -> Void
  ) -> Bool {
    let index = hook.invalidation.slot
    let attributes = sink?.capturesCauses ?? false
    capturesCauses.store(attributes, ordering: .relaxed)
    let thread = ThreadName.currentID
    let (run, retiresAttribution) = state.withLock { s -> (ScopeState.Run, Bool) in
      s.sink = sink
      s.hooks[index] = hook
      let run = s.scopes[index].runStarted(on: thread)
      let retires = s.attribution[index] != 0
      s.attribution[index] = attributes ? run.generation : 0
      return (run, retires)
    }
    if retiresAttribution {
      // Fires the previous run's attribution scopes, which cancel themselves, and the
      // previous phase scope (it merged their token reads) on this thread while the run
      // is open: the run's own write, which counts for nothing.
      registrar.didSet(self, keyPath: Self.attributionKeyPath(index))
    }
    var outerAttribution: Attributing?
    if attributes {
      outerAttribution = Self.attributing
      Self.attributing = Attributing(tracker: self, index: index, generation: run.generation)
    }
    defer { if attributes { Self.attributing = outerAttribution } }
    let tokenPath = Self.tokenKeyPath(index)
    track(
      {
        if run.readsToken { registrar.access(self, keyPath: tokenPath) }
        body(attributes)
      },
      onChange: { [weak self] tracking in
        guard let self else {
          tracking.cancel()
          return
        }
        self.fired(index, generation: run.generation, tracking: tracking)
      })
    let (retirement, box) = state.withLock { s -> (ScopeState.Retirement, Captured?) in
      let retirement = s.scopes[index].scopeInstalled(run)
      var box: Captured?
      if case .cancelCaptured = retirement {
        box = s.captured[index]
        s.captured[index] = nil
      }
      mirror(s.scopes[index], index)
      return (retirement, box)
    }
    switch retirement {
    case .none: break
    case .cancelCaptured: box?.tracking.cancel()
    case .bumpToken:
      // Fires the previous scope (which cancels itself) and the new one (which records
      // its ObservationTracking, so the next re-run can cancel it without a bump). Both
      // fires happen on this thread while the run is open: the run's own write. Only
      // didSet observers are registered, so the willSet half of a mutation is skipped.
      registrar.didSet(self, keyPath: tokenPath)
      state.withLock { s in
        s.scopes[index].bumpEnded()
        mirror(s.scopes[index], index)
      }
    }
    return run.generation == 1
  }

  /// Installs one scope; the only call into Observation's tracking SPI.
  @MainActor
  private func track(
    _ body: () -> Void, onChange: @escaping @Sendable (ObservationTracking) -> Void
  ) {
    withObservationTracking(body, didSet: onChange)
  }

  /// Runs `body`, one hook, so that a change to what it reads names `reader`, when the
  /// slot running now attributes its reads (causes are wanted); plainly otherwise.
  ///
  /// The hook runs in a scope nested in its phase's, which Observation merges into the
  /// phase's scope: tracking is unchanged, and the nested scope only records the reader.
  @MainActor
  static func attributeReads(to reader: @autoclosure () -> HookReader, _ body: () -> Void) {
    guard var current = attributing else {
      body()
      return
    }
    let order = current.hooksStarted
    current.hooksStarted += 1
    attributing = current
    let tracker = current.tracker
    let index = current.index
    let generation = current.generation
    let reader = reader()
    let tokenPath = attributionKeyPath(index)
    tracker.track(
      {
        tracker.registrar.access(tracker, keyPath: tokenPath)
        body()
      },
      onChange: { [weak tracker] tracking in
        guard let tracker else {
          tracking.cancel()
          return
        }
        tracker.attributedReadChanged(reader, order, index, generation, tracking)
      })
  }

  /// Records who read a change; a scope of an older run cancels itself instead.
  private func attributedReadChanged(
    _ reader: HookReader, _ order: Int, _ index: Int, _ generation: Int,
    _ tracking: ObservationTracking
  ) {
    fireCount.add(1, ordering: .relaxed)
    let read = AttributedRead(reader: reader, order: order, path: tracking.changed)
    let current = state.withLock { s -> Bool in
      guard s.attribution[index] == generation else { return false }
      if !s.readers[index].contains(read) {
        // Observation calls a change's observers in no set order; keep the hooks' order.
        let readers = s.readers[index]
        s.readers[index].insert(
          read, at: readers.firstIndex { $0.order > order } ?? readers.endIndex)
      }
      return true
    }
    // Most fires are the retirement bump of an older run's scopes.
    if !current { tracking.cancel() }
  }

  /// Called by Observation after a tracked property was stored, on the writer's thread.
  private func fired(_ index: Int, generation: Int, tracking: ObservationTracking) {
    fireCount.add(1, ordering: .relaxed)
    let wantsCause = capturesCauses.load(ordering: .relaxed)
    if !wantsCause && redundantFires.load(ordering: .sequentiallyConsistent) & (1 << index) != 0 {
      return
    }
    var cause: ObservedChange?
    if wantsCause {
      // The retirement of a run's attribution scopes fires the phase scope too (it merged
      // their token): not a change, so no cause to describe (describing one costs about
      // as much as a traced re-run).
      let changed = tracking.changed
      if changed.map(Self.isAttributionToken) != true { cause = ObservedChange(changed) }
    }
    let thread = ThreadName.currentID
    let (fire, sink) = state.withLock { s -> (ScopeState.Fire, (any ChangeSink)?) in
      let fire = s.scopes[index].fired(generation, on: thread)
      if fire.capture { s.captured[index] = Captured(tracking) }
      if let cause, fire.counts { s.causes[index].append(cause) }
      mirror(s.scopes[index], index)
      return (fire, fire.report ? s.sink : nil)
    }
    if fire.cancel { tracking.cancel() }
    if let sink { sink.trackerChanged(self, phase: Invalidation(slot: index)) }
  }

  /// Keeps `redundantFires` equal to the slot's state; called under the lock.
  private func mirror(_ scope: ScopeState, _ index: Int) {
    let bit = UInt8(1) << index
    if scope.firesAreRedundant {
      redundantFires.bitwiseOr(bit, ordering: .sequentiallyConsistent)
    } else {
      redundantFires.bitwiseAnd(~bit, ordering: .sequentiallyConsistent)
    }
  }

  /// A slot's change, as the loop takes it.
  struct Drained {
    /// The object to invalidate.
    let owner: any TrackerOwner
    /// The hook that last ran in the slot, for diagnostics.
    let hook: Hook
    /// The changes seen since the last drain, when causes were wanted.
    let causes: [ObservedChange]
    /// Which hooks read those changes, when causes were wanted.
    let readers: [AttributedRead]
  }

  /// Takes the slot's reported change, if one is pending and the owner is alive.
  @MainActor
  func drain(_ phase: Invalidation) -> Drained? {
    let index = phase.slot
    return state.withLock { s -> Drained? in
      guard s.scopes[index].drained() else { return nil }
      mirror(s.scopes[index], index)
      var causes: [ObservedChange] = []
      if !s.causes[index].isEmpty { swap(&causes, &s.causes[index]) }
      var readers: [AttributedRead] = []
      if !s.readers[index].isEmpty { swap(&readers, &s.readers[index]) }
      guard let owner = s.owner else { return nil }
      return Drained(
        owner: owner, hook: s.hooks[index] ?? phase.defaultHook, causes: causes,
        readers: readers)
    }
  }

  /// Applies changes that were reported while no sink was attached (the owner was in no
  /// visible window): every pending slot invalidates its owner now.
  @MainActor
  func applyPendingChanges() {
    for phase in Invalidation.allCases {
      if let drained = drain(phase) { drained.owner.invalidate(phase) }
    }
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
    _modify {
      switch index {
      case 0: yield &values.0
      case 1: yield &values.1
      default: yield &values.2
      }
    }
  }
}
