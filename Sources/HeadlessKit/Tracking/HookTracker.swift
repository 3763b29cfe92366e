// The one file that talks to Observation's tracking SPI for hooks. Swift 6.4 makes the
// didSet variant public (SE-0506, `withObservationTracking(options: [.didSet])`);
// switching is a change to `track` alone. Re-arming a cut scope (`rearm`) also reads the
// scope's access list through the standard library's reflection SPI.
@_spi(SwiftUI) import Observation
@_spi(Reflection) import Swift
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
/// it would take the runtime's slow path, several times slower (the `cycle` row measures
/// it). The tracker holds its owner weakly, so tracking keeps no view alive; the owner
/// holds the tracker's ``Lease``, whose end retires it: every scope cancels itself
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
///   the loop's state only for the run's own write, on the loop's thread inside the run;
/// - the scopes bursts cut (``CutScopes``): one lock, made at the first cut; a writer
///   leaves the scope there, the loop takes it to re-arm its reads (``rearmCutScope(_:)``).
/// Hence `@unchecked Sendable`. A run is in `HookTracker+Run.swift`, the lease and the sink
/// in `HookTracker+Sink.swift`.
final class HookTracker: Observable, @unchecked Sendable {
  /// The registrar of the tokens, made when a scope first reads one: most trackers never
  /// need it, and every tracker would carry it (the `memory` row; trackers outlive their
  /// views until their last scope fires). Bumping tokens nobody read needs no registrar.
  let registrarStorage = LazyReference<TokenRegistrar>()
  var registrar: ObservationRegistrar {
    registrarStorage.get(TokenRegistrar.init).registrar
  }
  final class TokenRegistrar: Sendable {
    let registrar = ObservationRegistrar()
  }

  /// The loop's state: touched only on the loop's thread (see the class comment).
  ///
  /// Stored with `@exclusivity(unchecked)` for the reason given on
  /// ``ViewNode``: never accessed through overlapping `inout` accesses, and the dynamic
  /// check would add to every write and flush (the `cycle` row, by `--instructions`).
  @exclusivity(unchecked) var loop = LoopSide()

  /// Set once the owner is gone: every fire cancels its scope and reports nothing.
  let retired = Atomic<Bool>(false)

  /// The published words of each slot, read by writers without a lock.
  let board = SlotBoard()
  /// The sink changes are reported to, for writers: an unretained `SinkRef`, kept alive
  /// by `loop.sinkRefs`; `nil` while the owner is in no visible window.
  let currentSink = Atomic<UnsafeRawPointer?>(nil)

  /// The scopes bursts cut, per slot, left by the cutting writer for the loop to re-arm
  /// (``countBurst(_:generation:tracking:)``); made at the first cut.
  let cutScopes = LazyReference<CutScopes>()

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

extension HookTracker {
  /// Whether bursts may cut scopes: only when a cut scope can be re-armed
  /// (``accessListPath`` was found); otherwise a burst keeps its scope armed.
  static let bridgesCutScopes = accessListPath != nil

  /// `ObservationTracking`'s access list, the reads a scope registered, found once by
  /// reflection (the type is Observation's SPI and keeps the list private). `nil` if a
  /// future Observation stores it otherwise: then nothing is cut. Immutable once made.
  nonisolated(unsafe) static let accessListPath:
    KeyPath<ObservationTracking, ObservationTracking._AccessList>? = {
      var found: KeyPath<ObservationTracking, ObservationTracking._AccessList>?
      _forEachFieldWithKeyPath(of: ObservationTracking.self) { name, path in
        guard String(cString: name) == "list",
          let typed = path as? KeyPath<ObservationTracking, ObservationTracking._AccessList>
        else { return true }
        found = typed
        return false
      }
      return found
    }()

  /// Re-arms the reads of the scope a burst cut in slot `index`, before the slot's run
  /// (the run cleared the cut): a bridge scope of the cut scope's generation, whose fires
  /// are that scope's, and which the run retires as the captured scope once the new one
  /// is installed. So a write landing between the run's read and that installation is
  /// seen, as if the scope had never been cut (rule 3.4).
  ///
  /// Returns `false` when the cut scope is not there to re-arm, which the cutting
  /// protocol rules out (``CutScopes`` says why; the address-sanitized suite met it once,
  /// through a race since fixed): the run then goes unbridged, and
  /// ``run(_:reportingTo:_:)`` has it confirmed by another, so even then no write is lost.
  @MainActor
  func rearmCutScope(_ index: Int) -> Bool {
    LoopContract.onMainActor("HookTracker.rearmCutScope(_:)")
    let generation = loop.scopes[index].installed
    guard let path = Self.accessListPath,
      let cut = cutScopes.load()?.take(index, generation: generation)
    else {
      loop.unbridgedRuns &+= 1
      return false
    }
    loop.bridgedRuns &+= 1
    let bridge = ObservationTracking(cut.scope[keyPath: path])
    ObservationTracking._installTracking(
      bridge,
      didSet: { tracking in
        self.fired(index, generation: generation, tracking: tracking)
      })
    loop.scopes[index].bridged(generation)
    loop.captured[index] = Report(index, generation, bridge, cancelled: false)
    return true
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
