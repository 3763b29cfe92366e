import Observation
import Synchronization

// A run of one phase's hooks in a fresh scope: the loop's (checked in debug builds).
// Installing the scope is `track`, in `HookTracker.swift`, the file that talks to
// Observation's SPI.
extension HookTracker {
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
    let outermost = !loop.scopes[index].isRunning
    var unbridged = false
    if outermost {
      board.setRunningThread(index, ThreadName.currentID)
      if board.startRunning(index) { unbridged = !rearmCutScope(index) }
    }
    let run = loop.scopes[index].runStarted()
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
    board.publishInstalled(
      index, generation: loop.scopes[index].installed, stillRunning: !outermost)
    switch retirement {
    case .none: break
    case .cancelCaptured:
      loop.captured[index].take()?.cancelScope()
    case .bumpToken:
      // Fires the previous scope (which cancels itself) and the new one (which records
      // its ObservationTracking, so the next re-run can cancel it without a bump). Both
      // fires happen on this thread while the run is open: the run's own write. Only
      // didSet observers are registered, so the willSet half of a mutation is skipped.
      registrar.didSet(self, keyPath: Self.tokenKeyPath(index))
      loop.scopes[index].bumpEnded()
    }
    if outermost { board.setRunningThread(index, 0) }
    if unbridged {
      // No previous scope covered this run's reads: like a first run, it is confirmed
      // by one more run, whose reads the scope installed above covers.
      loop.owner?.invalidate(hook.invalidation)
    }
    return run.generation == 1
  }
}
