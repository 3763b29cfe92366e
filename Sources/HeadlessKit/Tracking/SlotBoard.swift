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

/// A slot's published word, as a value: the installed generation, whether a report is
/// pending, whether the slot's hooks are running, how many coalesced fires the current
/// burst has paid for, whether a burst cut the installed scope, and the epoch (how many
/// reports the loop took, modulo 2^16: a writer's compare-and-exchange of a word it read
/// before a report was taken must fail, even if the burst that followed brought the
/// other fields back to the same values). Its transitions are
/// pure, so the board applies them by compare-and-exchange and tests check them as a
/// table (`SlotWordTests`).
///
/// Why a burst cuts its scope: Observation calls an armed scope's callback at every
/// write, which costs about five unobserved writes, whereas only the first write of a
/// burst has anything to report. After ``coalescedFiresBeforeCut`` coalesced fires the
/// writer cancels the scope, and the rest of the burst costs what unobserved writes cost.
/// The cut scope leaves a hole rule 3.4 forbids (a write landing while the hook re-runs,
/// after its read and before its new scope is installed): so the loop re-arms the cut
/// scope's reads before the run starts, and retires that bridge once the new scope is
/// installed, exactly as it retires an uncut previous scope. Writers cut only while a
/// report is pending and no run is open, and the loop's start of a run and a writer's cut
/// are exchanges of this one word, so a run either sees the cut (and re-arms) or
/// prevents it.
struct SlotWord: Equatable, Sendable, CustomStringConvertible {
  /// The bits: `generation << 23 | epoch << 7 | count << 3 | cut << 2 | running << 1 |
  /// pending`.
  var raw: Int

  static let pendingBit = 1
  static let runningBit = 2
  static let cutBit = 4
  static let countShift = 3
  static let countMask = 0b1111 << countShift
  static let epochShift = 7
  static let epochMask = 0xFFFF << epochShift
  static let generationShift = 23

  /// Coalesced fires of the installed scope a burst pays for before a writer cuts it:
  /// short bursts (the usual handful of property writes) cost what they always did,
  /// and a long one pays for nine fires and the re-arming, then unobserved writes.
  static let coalescedFiresBeforeCut = 8

  init(raw: Int) { self.raw = raw }

  /// A word made of its fields, for tests and transitions.
  init(
    installed: Int, pending: Bool = false, running: Bool = false, count: Int = 0,
    cut: Bool = false, epoch: Int = 0
  ) {
    raw =
      installed << Self.generationShift | epoch << Self.epochShift | count << Self.countShift
      | (cut ? Self.cutBit : 0) | (running ? Self.runningBit : 0) | (pending ? Self.pendingBit : 0)
  }

  /// Generation of the newest installed scope; 0 before the first run.
  var installed: Int { raw >> Self.generationShift }
  /// A report is pending: posted and not yet taken.
  var pending: Bool { raw & Self.pendingBit != 0 }
  /// A run of the slot's hooks is open.
  var running: Bool { raw & Self.runningBit != 0 }
  /// A burst cut the installed scope; the next run re-arms its reads.
  var cut: Bool { raw & Self.cutBit != 0 }
  /// Coalesced fires counted since the report was posted.
  var count: Int { (raw & Self.countMask) >> Self.countShift }

  var description: String {
    "installed \(installed)\(pending ? ", pending" : "")\(running ? ", running" : "")"
      + "\(count > 0 ? ", count \(count)" : "")\(cut ? ", cut" : "")"
      + "\(epoch > 0 ? ", epoch \(epoch)" : "")"
  }

  /// The word once the slot's first run starts: running, no longer cut.
  func startingRun() -> SlotWord {
    SlotWord(raw: (raw | Self.runningBit) & ~Self.cutBit)
  }

  /// The word once a run installed `generation`; running still if a run remains open.
  func installing(_ generation: Int, stillRunning: Bool) -> SlotWord {
    SlotWord(
      raw: generation << Self.generationShift
        | raw & (Self.pendingBit | Self.countMask | Self.epochMask)
        | (stillRunning ? Self.runningBit : 0))
  }

  /// The word once the loop took the report: nothing pending, no burst counted, the next
  /// epoch.
  func takingReport() -> SlotWord {
    let epoch = ((raw & Self.epochMask) &+ (1 << Self.epochShift)) & Self.epochMask
    return SlotWord(raw: raw & ~(Self.pendingBit | Self.countMask | Self.epochMask) | epoch)
  }

  /// How many reports the loop took, modulo 2^16.
  var epoch: Int { (raw & Self.epochMask) >> Self.epochShift }

  /// What a coalesced fire of `generation` does to the word.
  enum CoalescedFire: Equatable, Sendable {
    /// Nothing: not counted (`cutAlready`: another writer cut this very scope).
    case ignored(cutAlready: Bool)
    /// Counted: the new word.
    case counted(SlotWord)
    /// The allowance is spent: the new word, cut.
    case cuts(SlotWord)
  }

  /// A writer's coalesced fire of `generation`: counted while the allowance lasts, then
  /// the cut; ignored unless a report is pending, no run is open, the scope is the
  /// installed one and not cut already.
  func coalescedFire(of generation: Int) -> CoalescedFire {
    guard pending, !running, !cut, installed == generation else {
      return .ignored(cutAlready: cut && installed == generation)
    }
    if count + 1 < Self.coalescedFiresBeforeCut {
      return .counted(SlotWord(raw: raw + (1 << Self.countShift)))
    }
    return .cuts(SlotWord(raw: raw | Self.cutBit))
  }
}
