import Synchronization

/// A tracker's trace data: the changes each slot saw since the loop last took its report,
/// and which hooks read them (read attribution), gathered only while causes are wanted.
///
/// Threading: one lock (`Locked`), over state made at first use (most trackers never
/// trace, and a tracker without it is smaller: the `memory` row); `hasData` is an atomic
/// flag that lets the loop take a report without the lock when nothing was gathered.
/// Writers append causes and reads on their threads; the loop sets the attributed
/// generation and takes or clears the data on its own.
struct TrackerTrace: ~Copyable, Sendable {
  struct TraceState {
    /// Every counted change since the slot's report was last taken.
    var causes = PerSlot<[ObservedChange]>([])
    /// The generation whose hooks attribute their reads (0 when the slot's last run did
    /// not), and the reads attributed since the last take.
    var attribution = PerSlot<Int>(0)
    var readers = PerSlot<[AttributedRead]>([])
  }

  private let storage = LazyReference<Locked<TraceState>>()
  private var state: Locked<TraceState> { storage.get { Locked(TraceState()) } }
  /// Set when the state may hold causes or readers.
  private let hasData = Atomic<Bool>(false)

  init() {}

  /// The loop: which generation of the slot attributes its reads; 0 for none.
  func setAttribution(_ index: Int, generation: Int) {
    state.withLock { $0.attribution[index] = generation }
  }

  /// A writer: a change the slot's scope saw.
  func append(_ cause: ObservedChange, to index: Int) {
    state.withLock { $0.causes[index].append(cause) }
    hasData.store(true, ordering: .relaxed)
  }

  /// A writer: `read` of the slot's run `generation`, kept in the hooks' order; `false`
  /// when that run no longer attributes (the reading scope is an older run's).
  func record(_ read: AttributedRead, of index: Int, generation: Int) -> Bool {
    state.withLock { s -> Bool in
      guard s.attribution[index] == generation else { return false }
      if !s.readers[index].contains(read) {
        // Observation calls a change's observers in no set order; keep the hooks' order.
        let readers = s.readers[index]
        s.readers[index].insert(
          read, at: readers.firstIndex { $0.order > read.order } ?? readers.endIndex)
      }
      hasData.store(true, ordering: .relaxed)
      return true
    }
  }

  /// The loop: moves out the slot's causes and readers (the arrays trade places).
  func take(
    _ index: Int, causes: inout [ObservedChange], readers: inout [AttributedRead]
  ) {
    guard hasData.load(ordering: .relaxed) else { return }
    state.withLock { s in
      if !s.causes[index].isEmpty { swap(&causes, &s.causes[index]) }
      if !s.readers[index].isEmpty { swap(&readers, &s.readers[index]) }
    }
  }

  /// The loop: drops the slot's causes and readers.
  func clear(_ index: Int) {
    guard hasData.load(ordering: .relaxed) else { return }
    state.withLock { s in
      s.causes[index] = []
      s.readers[index] = []
    }
  }
}
