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
