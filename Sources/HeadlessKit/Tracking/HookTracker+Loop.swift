import Observation
import Synchronization

// The loop's half: taking reports, capturing or cancelling the scopes that fired, and
// telling the owner. Threading: the main actor's (checked in debug builds); the loop's
// state (`loop`) is touched nowhere else but in the run's own write.
extension HookTracker {
  /// The loop's state of a tracker (the class's `loop`).
  struct LoopSide {
    weak var owner: (any TrackerOwner)?
    var scopes = PerSlot(ScopeState())
    /// The `ObservationTracking` of each slot's `captured` generation, boxed (the report
    /// that carried it): a resilient type stored inline makes every access go through
    /// generic value witnesses (the `cycle` row, by `--instructions`).
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
    /// Runs that re-armed a cut scope first (``HookTracker/rearmCutScope(_:)``), and runs
    /// that found a cut with no scope to re-arm (which the cutting protocol rules out;
    /// such a run is confirmed by another): for the stress tests, which check the second
    /// stays 0 while the first shows the cuts happened.
    var bridgedRuns: UInt32 = 0
    var unbridgedRuns: UInt32 = 0
  }

  /// Held by the tracker's owner: when the owner goes, so does the lease, on whatever
  /// thread released the owner, and the tracker retires (``ownerGone()``).
  final class Lease: Sendable {
    let tracker: HookTracker
    init(_ tracker: HookTracker) { self.tracker = tracker }
    deinit { tracker.ownerGone() }
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
  func settle(
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

  /// The loop sees a fire: a report it takes, or the run's own write.
  func loopSaw(_ report: Report) {
    if retired.load(ordering: .sequentiallyConsistent) {
      // The owner is gone: nothing is captured any more (see `ownerGone()`).
      if !report.cancelled { report.cancelScope() }
      return
    }
    let fire = loop.scopes[report.index].fired(report.generation)
    if fire.capture { loop.captured[report.index] = report }
    if fire.cancel && !report.cancelled { report.cancelScope() }
  }
}
