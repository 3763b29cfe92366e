import Observation
import Synchronization

// The tracker's ends: its owner going (the lease's end retires it) and the sink it
// reports to. `ownerGone()` runs on whatever thread released the owner; the rest is the
// loop's (checked in debug builds).
extension HookTracker {
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
    for index in 0..<Invalidation.allCases.count {
      loop.captured[index].take()?.cancelScope()
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
}
