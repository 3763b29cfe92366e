import Synchronization

/// What writers see of a tracker's four slots without a lock: for each, a ``SlotWord``
/// (installed generation, report pending, hooks running, burst count, scope cut) and the
/// thread running the slot's hooks.
///
/// Threading: atomics only. The loop publishes the generation, the running bit and the
/// running thread; a writer sets the pending bit with its first change, counts the
/// coalesced fires of a burst and cuts the scope at the end of its allowance; the loop
/// clears the pending bit and the count when it takes the report, and the cut bit when
/// it starts the slot's next run. Every change of the word is a compare-and-exchange of
/// a ``SlotWord`` transition, so each side sees the other's whole word.
struct SlotBoard: ~Copyable, Sendable {
  /// A slot's words.
  struct Words: ~Copyable {
    /// The slot's ``SlotWord``.
    let state = Atomic<Int>(0)
    /// The thread running the slot's hooks; 0 when none runs.
    let runningThread = Atomic<UInt>(0)
  }

  private let words0 = Words()
  private let words1 = Words()
  private let words2 = Words()
  private let words3 = Words()

  init() {}

  @inline(__always)
  private func withWords<R>(_ index: Int, _ body: (borrowing Words) -> R) -> R {
    switch index {
    case 0: return body(words0)
    case 1: return body(words1)
    case 2: return body(words2)
    default: return body(words3)
    }
  }

  /// Applies `transition` to the slot's word until the exchange succeeds; returns the
  /// word it replaced.
  @inline(__always)
  private func update(_ index: Int, _ transition: (SlotWord) -> SlotWord) -> SlotWord {
    withWords(index) { words in
      var current = words.state.load(ordering: .relaxed)
      while true {
        let (exchanged, original) = words.state.compareExchange(
          expected: current, desired: transition(SlotWord(raw: current)).raw,
          ordering: .acquiringAndReleasing)
        if exchanged { return SlotWord(raw: current) }
        current = original
      }
    }
  }

  /// The loop: the thread running the slot's hooks, or 0 when none runs.
  func setRunningThread(_ index: Int, _ thread: UInt) {
    withWords(index) { $0.runningThread.store(thread, ordering: .relaxed) }
  }

  /// The loop: the slot's first run starts (no run is open); sets the running bit, which
  /// stops writers cutting the scope, and clears the cut bit. Returns whether a burst
  /// cut the installed scope since the last run: the run must re-arm its reads first.
  func startRunning(_ index: Int) -> Bool {
    update(index) { $0.startingRun() }.cut
  }

  /// The loop: publishes the slot's installed generation, and whether a run is still
  /// open (a nested run ended), keeping the pending bit and the burst count.
  func publishInstalled(_ index: Int, generation: Int, stillRunning: Bool) {
    _ = update(index) { $0.installing(generation, stillRunning: stillRunning) }
  }

  /// A writer: the slot's installed generation, pending bit and running thread.
  func read(_ index: Int) -> (installed: Int, pending: Bool, runningThread: UInt) {
    let (state, running) = withWords(index) {
      ($0.state.load(ordering: .acquiring), $0.runningThread.load(ordering: .relaxed))
    }
    let word = SlotWord(raw: state)
    return (word.installed, word.pending, running)
  }

  /// A writer: sets the pending bit; returns whether it was set already (another writer
  /// reports for both).
  func markPending(_ index: Int) -> Bool {
    withWords(index) {
      $0.state.bitwiseOr(SlotWord.pendingBit, ordering: .acquiringAndReleasing).oldValue
    } & SlotWord.pendingBit != 0
  }

  /// The loop: takes the report, clearing the pending bit and the burst count and
  /// starting a new epoch; returns whether a report was pending.
  @discardableResult
  func clearPending(_ index: Int) -> Bool {
    update(index) { $0.takingReport() }.pending
  }

  /// What a writer's coalesced fire came to (``countCoalescedFire(_:generation:beforeCut:)``).
  enum BurstOutcome: Equatable, Sendable {
    /// Not counted: no report pending, a run open, another generation installed, or the
    /// scope cut already.
    case ignored
    /// Counted toward the burst's allowance.
    case counted
    /// This fire cut the scope: the writer cancels it.
    case cut
    /// `beforeCut` ran but the cut did not happen (a run started, or the report was
    /// taken): the writer withdraws what it left for the loop.
    case withdrawn
  }

  /// A writer: counts a coalesced fire of the installed scope `generation` (a report is
  /// pending); at the end of the burst's allowance (``SlotWord/coalescedFiresBeforeCut``)
  /// calls `beforeCut` (leave the scope where the loop finds it) before each attempt to
  /// publish the cut bit, so that a cut published is always just after this writer's own
  /// `beforeCut`. (The word's epoch, which each report taken advances, keeps a word seen
  /// before a report was taken from matching one made after.)
  func countCoalescedFire(
    _ index: Int, generation: Int, beforeCut: () -> Void
  ) -> BurstOutcome {
    withWords(index) { words in
      var current = SlotWord(raw: words.state.load(ordering: .relaxed))
      var prepared = false
      while true {
        let next: SlotWord
        switch current.coalescedFire(of: generation) {
        case .ignored(let cutAlready):
          return prepared && !cutAlready ? .withdrawn : .ignored
        case .counted(let word):
          next = word
        case .cuts(let word):
          beforeCut()
          prepared = true
          next = word
        }
        let (exchanged, original) = words.state.compareExchange(
          expected: current.raw, desired: next.raw, ordering: .acquiringAndReleasing)
        if exchanged { return next.cut ? .cut : (prepared ? .withdrawn : .counted) }
        current = SlotWord(raw: original)
      }
    }
  }
}
