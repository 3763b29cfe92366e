import Synchronization

/// What writers see of a tracker's four slots without a lock: for each, the installed
/// generation, whether a report is pending, and the thread running the slot's hooks.
///
/// Threading: atomics only. The loop publishes the generation and the running thread;
/// a writer reads them and sets the pending bit with its first change; the loop clears
/// the bit when it takes the report. Nothing else is shared.
struct SlotBoard: ~Copyable, Sendable {
  /// A slot's words.
  struct Words: ~Copyable {
    /// The installed generation shifted left by one; bit 0: a report is pending.
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

  /// The loop: the thread running the slot's hooks, or 0 when none runs.
  func setRunningThread(_ index: Int, _ thread: UInt) {
    withWords(index) { $0.runningThread.store(thread, ordering: .relaxed) }
  }

  /// The loop: publishes the slot's installed generation, keeping the pending bit.
  func publishInstalled(_ index: Int, generation: Int) {
    withWords(index) { words in
      var current = words.state.load(ordering: .relaxed)
      while true {
        let (exchanged, original) = words.state.compareExchange(
          expected: current, desired: generation << 1 | current & 1,
          ordering: .acquiringAndReleasing)
        if exchanged { return }
        current = original
      }
    }
  }

  /// A writer: the slot's installed generation, pending bit and running thread.
  func read(_ index: Int) -> (installed: Int, pending: Bool, runningThread: UInt) {
    let (state, running) = withWords(index) {
      ($0.state.load(ordering: .acquiring), $0.runningThread.load(ordering: .relaxed))
    }
    return (state >> 1, state & 1 != 0, running)
  }

  /// A writer: sets the pending bit; returns whether it was set already (another writer
  /// reports for both).
  func markPending(_ index: Int) -> Bool {
    withWords(index) { $0.state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue } & 1
      != 0
  }

  /// The loop: clears the pending bit; returns whether it was set.
  @discardableResult
  func clearPending(_ index: Int) -> Bool {
    withWords(index) { $0.state.bitwiseAnd(~1, ordering: .acquiringAndReleasing).oldValue } & 1
      != 0
  }
}
