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
/// The protocol each slot follows is ``ScopeState`` (the loop's half) and
/// ``WriterFire`` (the writer's), values tested on their own; this class stores them,
/// calls Observation and performs the actions they return. A write takes no lock here:
/// the writer reads the words the loop publishes (installed generation, pending bit,
/// running thread) and, for the first change, posts a ``Report`` to the sink, whose lock
/// is the only one on the way. The loop takes the report, with the fire's
/// `ObservationTracking`, on its own thread. So a write and the flush that re-runs the
/// hook take two lock acquisitions in all: the post and the loop's drain.
///
/// Observation holds each scope's callback and the callback holds the tracker, strongly:
/// a weak reference would give the tracker a side table, and every retain and release of
/// it would take the runtime's slow path (about 17 ns each on the benchmark machine,
/// against 5). The tracker holds its owner weakly, so tracking keeps no view alive; the
/// owner holds the tracker's ``Lease``, whose end retires it: every scope cancels itself
/// at its next fire and reports nothing, scopes that read a token fire at once, and the
/// loop cancels the captured ones. The tracker goes with its last scope. It holds its
/// sinks, which hold nothing once their owner is gone.
///
/// Threading: `run`, `take` and the loop's state are the main actor's; Observation calls
/// `fired` on the writer's thread, any thread, and on the loop's thread during a run
/// (the run's own write), where it touches the loop's state. Hence `@unchecked`.
final class HookTracker: Observable, @unchecked Sendable {
  /// The registrar of the tokens, made when a scope first reads one: most trackers never
  /// need it, and it costs about 200 bytes (trackers outlive their views until their last
  /// scope fires). Bumping tokens nobody read needs no registrar.
  private let registrarStorage = LazyReference<TokenRegistrar>()
  private var registrar: ObservationRegistrar {
    registrarStorage.get(TokenRegistrar.init).registrar
  }
  private final class TokenRegistrar: Sendable {
    let registrar = ObservationRegistrar()
  }

  /// The loop's state: touched only on the loop's thread (see the class comment).
  ///
  /// Stored with `@exclusivity(unchecked)` for the reason and figure given on
  /// ``ViewNode``: never accessed through overlapping `inout` accesses, and the dynamic
  /// check would cost about 1K instructions a write and flush (measured with callgrind in
  /// the `cycle` benchmark).
  @exclusivity(unchecked) private var loop = LoopSide()

  private struct LoopSide {
    weak var owner: (any TrackerOwner)?
    var scopes = PerSlot(ScopeState())
    /// The `ObservationTracking` of each slot's `captured` generation, boxed (the report
    /// that carried it): a resilient type stored inline makes every access go through
    /// generic value witnesses (about 1K instructions a write and flush).
    var captured = PerSlot<Report?>(nil)
    /// The hook named for each slot's changes.
    var hooks = PerSlot<Hook?>(nil)
    /// Whether each slot's last run attributed its reads (its scopes need retiring).
    var attributedLastRun = PerSlot(false)
    /// Every sink reference ever published in `currentSink`, kept so that a writer that
    /// loaded one can still use it: a reference is never freed while the tracker lives,
    /// and a fire holds the tracker.
    var sinkRefs: [SinkRef] = []
    /// The serial of the sink `currentSink` points at; 0 for none.
    var sinkSerial: UInt64 = 0
  }

  /// Held by the tracker's owner: when the owner goes, so does the lease, on whatever
  /// thread released the owner, and the tracker retires (``ownerGone()``).
  final class Lease: Sendable {
    let tracker: HookTracker
    init(_ tracker: HookTracker) { self.tracker = tracker }
    deinit { tracker.ownerGone() }
  }

  /// Set once the owner is gone: every fire cancels its scope and reports nothing.
  private let retired = Atomic<Bool>(false)

  /// The published words of each slot, read by writers without a lock.
  private let board = SlotBoard()
  /// The sink changes are reported to, for writers: an unretained `SinkRef`, kept alive
  /// by `loop.sinkRefs`; `nil` while the owner is in no visible window.
  private let currentSink = Atomic<UnsafeRawPointer?>(nil)


  /// Trace data, gathered on writers' threads while causes are wanted.
  private let trace = TrackerTrace()

  /// The slot whose hooks are running with their reads attributed, if any.
  private struct Attributing {
    let tracker: HookTracker
    let index: Int
    let generation: Int
    /// How many hooks of the run have started, so reads keep the hooks' order.
    var hooksStarted = 0
  }
  @MainActor private static var attributing: Attributing?

  /// A sink, as writers find it. Held strongly, so a fire costs no weak load: a sink
  /// outlives its owner by as long as trackers point at it, and stops recording when
  /// its owner goes (``ChangeSink`` asks that of it).
  private final class SinkRef: Sendable {
    let sink: any ChangeSink
    let serial: UInt64
    init(_ sink: any ChangeSink) {
      self.sink = sink
      serial = sink.serial
    }
  }


  /// A slot's first change since the loop last took one, posted from the writer's thread
  /// with its tracker; the tracker keeps it as the box of the scope it captures.
  final class Report: Sendable {
    /// The slot; `phase` names it.
    let index: Int
    /// The generation of the scope that fired, and its `ObservationTracking`.
    let generation: Int
    let tracking: ObservationTracking
    /// The writer already cancelled the scope (it saw it retired).
    let cancelled: Bool

    init(_ index: Int, _ generation: Int, _ tracking: ObservationTracking, cancelled: Bool) {
      self.index = index
      self.generation = generation
      self.tracking = tracking
      self.cancelled = cancelled
    }

    /// The phase whose hooks read the change.
    var phase: Invalidation { Invalidation(slot: index) }
  }

  /// Callbacks received from Observation, retired and attribution scopes included
  /// (tests check that retired scopes stop firing). Exact while fires do not overlap,
  /// which is all the tests count: a load and a store, not an atomic add, which would
  /// cost a locked instruction on every write.
  let fireCount = Atomic<Int>(0)

  private func countFire() {
    fireCount.store(fireCount.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  /// Whether fires capture their cause; the sink's wish, read at each run.
  private let capturesCauses = Atomic<Bool>(false)

  /// Creates a tracker serving `owner`'s hooks.
  @MainActor
  init(owner: any TrackerOwner) {
    loop.owner = owner
  }

  deinit {
    // Every scope's callback is gone, so every scope was cancelled; a captured box may
    // still hold an `ObservationTracking`, whose cancel is then a no-op. Nothing else
    // holds the tracker now, so the loop's state is ours on whatever thread this runs.
    for index in 0..<3 { loop.captured[index]?.tracking.cancel() }
  }

  /// The owner is gone (its ``Lease`` ended), on any thread. Every scope cancels itself
  /// at its next fire; the scopes that read a token fire now; the sink is told, so that
  /// the loop cancels the captured scopes (``cancelCapturedScopes()``): their state is the
  /// loop's. Without a sink, captured scopes wait for their next fire.
  func ownerGone() {
    retired.store(true, ordering: .sequentiallyConsistent)
    if let tokens = registrarStorage.load() {
      for slot in 0..<3 {
        tokens.registrar.didSet(self, keyPath: Self.tokenKeyPath(slot))
        tokens.registrar.didSet(self, keyPath: Self.attributionKeyPath(slot))
      }
    }
    withCurrentSink { $0.trackerRetired(self) }
  }

  /// Cancels the scopes whose `ObservationTracking` the loop holds; called by the loop
  /// once the owner is gone.
  @MainActor
  func cancelCapturedScopes() {
    LoopContract.onMainActor("HookTracker.cancelCapturedScopes()")
    for index in 0..<3 { loop.captured[index].take()?.tracking.cancel() }
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
  @MainActor
  func attach(to sink: (any ChangeSink)?) {
    LoopContract.onMainActor("HookTracker.attach(to:)")
    let serial = sink?.serial ?? 0
    if serial == loop.sinkSerial { return }
    loop.sinkSerial = serial
    guard let sink else {
      currentSink.store(nil, ordering: .releasing)
      return
    }
    let ref: SinkRef
    if let existing = loop.sinkRefs.first(where: { $0.serial == serial }) {
      ref = existing
    } else {
      ref = SinkRef(sink)
      loop.sinkRefs.append(ref)
    }
    currentSink.store(
      UnsafeRawPointer(Unmanaged.passUnretained(ref).toOpaque()), ordering: .releasing)
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
    LoopContract.onMainActor("HookTracker.run(_:reportingTo:_:)")
    let index = hook.invalidation.slot
    let attributes = sink?.capturesCauses ?? false
    capturesCauses.store(attributes, ordering: .relaxed)
    attach(to: sink)
    loop.hooks[index] = hook
    let run = loop.scopes[index].runStarted()
    if loop.scopes[index].runDepth == 1 {
      board.setRunningThread(index, ThreadName.currentID)
    }
    let retiresAttribution = loop.attributedLastRun[index]
    loop.attributedLastRun[index] = attributes
    if attributes || retiresAttribution {
      trace.setAttribution(index, generation: attributes ? run.generation : 0)
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
    track(
      {
        if run.readsToken { registrar.access(self, keyPath: Self.tokenKeyPath(index)) }
        body(attributes)
      },
      onChange: { tracking in self.fired(index, generation: run.generation, tracking: tracking) })
    let retirement = loop.scopes[index].scopeInstalled(run)
    board.publishInstalled(index, generation: loop.scopes[index].installed)
    switch retirement {
    case .none: break
    case .cancelCaptured:
      loop.captured[index].take()?.tracking.cancel()
    case .bumpToken:
      // Fires the previous scope (which cancels itself) and the new one (which records
      // its ObservationTracking, so the next re-run can cancel it without a bump). Both
      // fires happen on this thread while the run is open: the run's own write. Only
      // didSet observers are registered, so the willSet half of a mutation is skipped.
      registrar.didSet(self, keyPath: Self.tokenKeyPath(index))
      loop.scopes[index].bumpEnded()
    }
    if !loop.scopes[index].isRunning {
      board.setRunningThread(index, 0)
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
    countFire()
    if retired.load(ordering: .relaxed) {
      tracking.cancel()
      return
    }
    let read = AttributedRead(reader: reader, order: order, path: tracking.changed)
    let current = trace.record(read, of: index, generation: generation)
    // Most fires are the retirement bump of an older run's scopes.
    if !current { tracking.cancel() }
  }

  /// Called by Observation after a tracked property was stored, on the writer's thread.
  private func fired(_ index: Int, generation: Int, tracking: ObservationTracking) {
    countFire()
    if retired.load(ordering: .sequentiallyConsistent) {
      tracking.cancel()
      return
    }
    let words = board.read(index)
    let fire = WriterFire.decide(
      generation, on: ThreadName.currentID, installed: words.installed, pending: words.pending,
      runningThread: words.runningThread)
    if fire.ownWrite {
      // On the loop's thread, inside the slot's run: the loop's state is ours.
      loopSaw(Report(index, generation, tracking, cancelled: false))
      return
    }
    if fire.cancel { tracking.cancel() }
    if capturesCauses.load(ordering: .relaxed) {
      // The retirement of a run's attribution scopes fires the phase scope too (it merged
      // their token): not a change, so no cause to describe (describing one costs about
      // as much as a traced re-run).
      let changed = tracking.changed
      if changed.map(Self.isAttributionToken) != true {
        let cause = ObservedChange(changed)
        trace.append(cause, to: index)
      }
    }
    var report = fire.report
    // Any other write counts: it sets the pending bit (read first, so coalesced writes
    // skip the atomic read-modify-write).
    if !words.pending {
      // Another writer set it first and reports for both.
      if board.markPending(index) && !fire.cancel { report = false }
    }
    guard report else { return }
    withCurrentSink {
      $0.trackerChanged(self, Report(index, generation, tracking, cancelled: fire.cancel))
    }
  }

  /// Calls `body` with the sink changes go to now, if any, on any thread.
  @inline(__always)
  private func withCurrentSink(_ body: (any ChangeSink) -> Void) {
    guard let pointer = currentSink.load(ordering: .acquiring) else { return }
    // `loop.sinkRefs` keeps the reference alive for as long as this tracker lives.
    Unmanaged<SinkRef>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0.sink) }
  }

  /// The loop sees a fire: a report it takes, or the run's own write.
  private func loopSaw(_ report: Report) {
    if retired.load(ordering: .sequentiallyConsistent) {
      // The owner is gone: nothing is captured any more (see `ownerGone()`).
      if !report.cancelled { report.tracking.cancel() }
      return
    }
    let fire = loop.scopes[report.index].fired(report.generation)
    if fire.capture { loop.captured[report.index] = report }
    if fire.cancel && !report.cancelled { report.tracking.cancel() }
  }

  /// A slot's change, as the loop takes it.
  struct Drained {
    /// The object to invalidate.
    let owner: any TrackerOwner
    /// The hook that last ran in the slot, for diagnostics.
    let hook: Hook
    /// The changes seen since the last report was taken, when causes were wanted.
    let causes: [ObservedChange]
    /// Which hooks read those changes, when causes were wanted.
    let readers: [AttributedRead]
  }

  /// Takes a report this tracker posted: the next change reports again, the scope that
  /// fired is captured (or cancelled, if retired since), and the owner, if alive, learns
  /// of the change (``TrackerOwner/trackedReadChanged(_:)``). Returns the change.
  @MainActor
  func take(_ report: Report) -> Drained? {
    LoopContract.onMainActor("HookTracker.take(_:)")
    let index = report.index
    var causes: [ObservedChange] = []
    var readers: [AttributedRead] = []
    settle(report, causes: &causes, readers: &readers)
    guard let owner = loop.owner else { return nil }
    owner.trackedReadChanged(report.phase)
    return Drained(
      owner: owner, hook: loop.hooks[index] ?? report.phase.defaultHook, causes: causes,
      readers: readers)
  }

  /// ``take(_:)`` for a loop that wants nothing back (no causes, no trace): the usual
  /// batch, kept free of the returned value's copies.
  @MainActor
  func deliver(_ report: Report) {
    LoopContract.onMainActor("HookTracker.deliver(_:)")
    var causes: [ObservedChange] = []
    var readers: [AttributedRead] = []
    settle(report, causes: &causes, readers: &readers)
    loop.owner?.trackedReadChanged(report.phase)
  }

  /// Clears the pending bit, lets the loop's half see the fire, and moves out the slot's
  /// causes and readers.
  @MainActor
  @inline(__always)
  private func settle(
    _ report: Report, causes: inout [ObservedChange], readers: inout [AttributedRead]
  ) {
    let index = report.index
    board.clearPending(index)
    loopSaw(report)
    trace.take(index, causes: &causes, readers: &readers)
  }

  /// Applies changes that were reported while no sink was attached (the owner was in no
  /// visible window): every pending slot invalidates its owner now.
  @MainActor
  func applyPendingChanges() {
    LoopContract.onMainActor("HookTracker.applyPendingChanges()")
    for phase in Invalidation.allCases {
      guard board.clearPending(phase.slot) else { continue }
      trace.clear(phase.slot)
      loop.owner?.invalidate(phase)
    }
  }
}

/// One value per slot, stored inline (an array would allocate, per tracker).
struct PerSlot<Value> {
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
