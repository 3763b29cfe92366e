import Observation
import Synchronization

// Read attribution, made only while tracing: each hook of a traced phase runs in a nested
// scope of its own that records which hook read a change, so the trace names it.
// Threading: `attributing` is the main actor's (the run that attributes); the nested
// scopes' callbacks run on writers' threads and record through the trace's lock.
extension HookTracker {
  /// The slot whose hooks are running with their reads attributed, if any.
  struct Attributing {
    let tracker: HookTracker
    let index: Int
    let generation: Int
    /// How many hooks of the run have started, so reads keep the hooks' order.
    var hooksStarted = 0
  }
  @MainActor static var attributing: Attributing?

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
    tracker.trackAttribution(reader, order, index, generation) {
      tracker.registrar.access(tracker, keyPath: tokenPath)
      body()
    }
  }

  /// Records who read a change; a scope of an older run cancels itself instead.
  func attributedReadChanged(
    _ reader: HookReader, _ order: Int, _ index: Int, _ generation: Int,
    _ tracking: ScopeHandle
  ) {
    countFire()
    if retired.load(ordering: .relaxed) {
      tracking.cancelScope()
      return
    }
    let read = AttributedRead(reader: reader, order: order, path: tracking.changedPath)
    let current = trace.record(read, of: index, generation: generation)
    // Most fires are the retirement bump of an older run's scopes.
    if !current { tracking.cancelScope() }
  }
}
