import Observation
import Synchronization

// The writer's half: what a scope's callback does, on whatever thread wrote. It reads the
// slot's published words (`SlotBoard`), decides with `WriterFire`, and posts the first
// change to the sink; the loop's state is touched only for the run's own write, which
// happens on the loop's thread inside the run.
extension HookTracker {
  /// Called by Observation after a tracked property was stored, on the writer's thread.
  func fired(_ index: Int, generation: Int, tracking: ScopeHandle) {
    countFire()
    if retired.load(ordering: .sequentiallyConsistent) {
      tracking.cancelScope()
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
    if fire.cancel { tracking.cancelScope() }
    let capturing = capturesCauses.load(ordering: .relaxed)
    if capturing {
      // The retirement of a run's attribution scopes fires the phase scope too (it merged
      // their token): not a change, so no cause to describe (describing one costs about
      // as much as a traced re-run).
      let changed = tracking.changedPath
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
    } else if !fire.cancel && !capturing {
      // A write coalesced into the pending report: part of a burst. (A trace wants
      // every change of the burst named, so it keeps the scope armed.)
      countBurst(index, generation: generation, tracking: tracking)
    }
    guard report else { return }
    withCurrentSink {
      $0.trackerChanged(self, Report(index, generation, tracking, cancelled: fire.cancel))
    }
  }

  /// Counts a fire coalesced into the slot's pending report; at the end of the burst's
  /// allowance, cuts the scope: leaves it where the loop re-arms its reads before the
  /// slot's next run (``rearmCutScope(_:)``), then cancels it, so that the rest of the
  /// burst costs what unobserved writes cost (``SlotWord``).
  func countBurst(_ index: Int, generation: Int, tracking: ScopeHandle) {
    guard Self.bridgesCutScopes else { return }
    var left: CutScopes.Entry?
    let outcome = board.countCoalescedFire(index, generation: generation) {
      let entry = CutScopes.Entry(generation: generation, scope: tracking)
      cutScopes.get(CutScopes.init).leave(entry, in: index)
      left = entry
    }
    switch outcome {
    case .ignored, .counted: break
    case .cut: tracking.cancelScope()
    case .withdrawn:
      if let left { cutScopes.load()?.withdraw(left, from: index) }
    }
  }

  /// Calls `body` with the sink changes go to now, if any, on any thread.
  @inline(__always)
  func withCurrentSink(_ body: (any ChangeSink) -> Void) {
    guard let pointer = currentSink.load(ordering: .acquiring) else { return }
    // `loop.sinkRefs` keeps the reference alive for as long as this tracker lives.
    Unmanaged<SinkRef>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0.sink) }
  }
}
