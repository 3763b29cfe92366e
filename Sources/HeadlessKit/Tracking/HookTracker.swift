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
/// The tracker is a thin front over parts with one threading scheme each:
/// - the loop's state (`loop`: ``ScopeState`` per slot, captured scopes, hooks): the main
///   actor's, unchecked (checked in debug builds by ``LoopContract``), in this file and
///   `HookTracker+Loop.swift`;
/// - what writers see without a lock (``SlotBoard``): atomics only;
/// - the trace (``TrackerTrace``): one lock, made at first use, and read attribution
///   (`HookTracker+Attribution.swift`), made only while tracing;
/// - the writer's half (`HookTracker+Writer.swift`): Observation calls `fired` on the
///   writer's thread, any thread; it reads the board and posts to the sink, and touches
///   the loop's state only for the run's own write, on the loop's thread inside the run.
/// Hence `@unchecked Sendable`.
final class HookTracker: Observable, @unchecked Sendable {
  /// The registrar of the tokens, made when a scope first reads one: most trackers never
  /// need it, and it costs about 200 bytes (trackers outlive their views until their last
  /// scope fires). Bumping tokens nobody read needs no registrar.
  let registrarStorage = LazyReference<TokenRegistrar>()
  var registrar: ObservationRegistrar {
    registrarStorage.get(TokenRegistrar.init).registrar
  }
  final class TokenRegistrar: Sendable {
    let registrar = ObservationRegistrar()
  }

  /// The loop's state: touched only on the loop's thread (see the class comment).
  ///
  /// Stored with `@exclusivity(unchecked)` for the reason and figure given on
  /// ``ViewNode``: never accessed through overlapping `inout` accesses, and the dynamic
  /// check would cost about 1K instructions a write and flush (measured with callgrind in
  /// the `cycle` benchmark).
  @exclusivity(unchecked) var loop = LoopSide()

  /// Set once the owner is gone: every fire cancels its scope and reports nothing.
  let retired = Atomic<Bool>(false)

  /// The published words of each slot, read by writers without a lock.
  let board = SlotBoard()
  /// The sink changes are reported to, for writers: an unretained `SinkRef`, kept alive
  /// by `loop.sinkRefs`; `nil` while the owner is in no visible window.
  let currentSink = Atomic<UnsafeRawPointer?>(nil)

  /// Trace data, gathered on writers' threads while causes are wanted.
  let trace = TrackerTrace()

  /// Callbacks received from Observation, retired and attribution scopes included
  /// (tests check that retired scopes stop firing). Exact while fires do not overlap,
  /// which is all the tests count: a load and a store, not an atomic add, which would
  /// cost a locked instruction on every write.
  let fireCount = Atomic<Int>(0)

  func countFire() {
    fireCount.store(fireCount.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  /// Whether fires capture their cause; the sink's wish, read at each run.
  let capturesCauses = Atomic<Bool>(false)

  /// Creates a tracker serving `owner`'s hooks.
  @MainActor
  init(owner: any TrackerOwner) {
    loop.owner = owner
  }

  deinit {
    // Every scope's callback is gone, so every scope was cancelled; a captured box may
    // still hold an `ObservationTracking`, whose cancel is then a no-op. Nothing else
    // holds the tracker now, so the loop's state is ours on whatever thread this runs.
    for index in 0..<Invalidation.allCases.count { loop.captured[index]?.tracking.cancel() }
  }

  /// The owner is gone (its ``Lease`` ended), on any thread. Every scope cancels itself
  /// at its next fire; the scopes that read a token fire now; the sink is told, so that
  /// the loop cancels the captured scopes (``cancelCapturedScopes()``): their state is the
  /// loop's. Without a sink, captured scopes wait for their next fire.
  func ownerGone() {
    retired.store(true, ordering: .sequentiallyConsistent)
    if let tokens = registrarStorage.load() {
      for slot in 0..<Invalidation.allCases.count {
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
    for index in 0..<Invalidation.allCases.count { loop.captured[index].take()?.tracking.cancel() }
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
    track(index, generation: run.generation) {
      if run.readsToken { registrar.access(self, keyPath: Self.tokenKeyPath(index)) }
      body(attributes)
    }
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

  /// Installs a slot's scope, whose changes go to ``fired(_:generation:tracking:)``. The
  /// calls into Observation's tracking SPI are here and in ``trackAttribution``, each with
  /// its callback written out (a shared helper would wrap the callback in one more
  /// closure, allocated at every install).
  @MainActor
  func track(_ index: Int, generation: Int, _ body: () -> Void) {
    withObservationTracking(
      body,
      didSet: { tracking in
        self.fired(index, generation: generation, tracking: tracking)
      })
  }

  /// Installs an attribution scope of one hook, whose changes record `reader`.
  @MainActor
  func trackAttribution(
    _ reader: HookReader, _ order: Int, _ index: Int, _ generation: Int, _ body: () -> Void
  ) {
    withObservationTracking(
      body,
      didSet: { [weak self] tracking in
        guard let self else {
          tracking.cancel()
          return
        }
        self.attributedReadChanged(reader, order, index, generation, tracking)
      })
  }

}

/// A scope as Observation hands it to its callback: Observation's `ObservationTracking`,
/// named here so that the other tracker files use it without importing Observation's SPI
/// (the import stays in this file). An alias, not a wrapper: the type is resilient, and a
/// struct holding it inline would copy it through generic value witnesses at every fire.
typealias ScopeHandle = ObservationTracking

extension ObservationTracking {
  /// Unregisters the scope: its callback runs no more.
  func cancelScope() { cancel() }

  /// The key path whose change fired the scope, when Observation names it.
  var changedPath: AnyKeyPath? { changed }
}
