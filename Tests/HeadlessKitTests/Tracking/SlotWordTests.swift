@_spi(SwiftUI) import Observation
import Testing

@testable import HeadlessKit

/// The word a tracker slot publishes to writers (`SlotWord`), as a table of transitions:
/// a burst's coalesced fires counted, then the cut; the loop's run start and
/// installation; and the reflection probe the re-arming of a cut scope depends on.
@Suite struct SlotWordTests {
  static let limit = SlotWord.coalescedFiresBeforeCut

  static let coalescedRows: [(String, SlotWord, generation: Int, SlotWord.CoalescedFire)] = [
    (
      "a coalesced fire of the installed scope is counted",
      SlotWord(installed: 3, pending: true), 3,
      .counted(SlotWord(installed: 3, pending: true, count: 1))
    ),
    (
      "the last fire the allowance pays for cuts the scope",
      SlotWord(installed: 3, pending: true, count: limit - 1), 3,
      .cuts(SlotWord(installed: 3, pending: true, count: limit - 1, cut: true))
    ),
    (
      "no report pending: the fire reports, it is not counted",
      SlotWord(installed: 3), 3, .ignored(cutAlready: false)
    ),
    (
      "a run is open: nothing is cut while the hooks read",
      SlotWord(installed: 3, pending: true, running: true, count: limit - 1), 3,
      .ignored(cutAlready: false)
    ),
    (
      "a retired scope's fire is not counted",
      SlotWord(installed: 4, pending: true, count: 2), 3, .ignored(cutAlready: false)
    ),
    (
      "another writer cut this scope already",
      SlotWord(installed: 3, pending: true, count: limit - 1, cut: true), 3,
      .ignored(cutAlready: true)
    ),
  ]

  @Test(arguments: coalescedRows.indices)
  func coalescedFireRow(_ index: Int) {
    let (name, word, generation, expected) = Self.coalescedRows[index]
    #expect(word.coalescedFire(of: generation) == expected, Comment(rawValue: name))
  }

  @Test func aRunStartClearsTheCutAndItsInstallationKeepsThePendingReport() {
    let cut = SlotWord(installed: 5, pending: true, count: Self.limit - 1, cut: true)
    let started = cut.startingRun()
    #expect(started == SlotWord(installed: 5, pending: true, running: true, count: Self.limit - 1))
    #expect(
      started.installing(6, stillRunning: false)
        == SlotWord(installed: 6, pending: true, count: Self.limit - 1))
    #expect(
      started.installing(6, stillRunning: true)
        == SlotWord(installed: 6, pending: true, running: true, count: Self.limit - 1))
  }

  @Test func aBurstIsCountedUpToItsAllowanceThenCut() {
    var word = SlotWord(installed: 1, pending: true)
    var counted = 0
    while case .counted(let next) = word.coalescedFire(of: 1) {
      counted += 1
      word = next
    }
    #expect(counted == Self.limit - 1)
    guard case .cuts(let cut) = word.coalescedFire(of: 1) else {
      Issue.record("the fire after the allowance must cut")
      return
    }
    #expect(cut.cut)
    #expect(cut.pending)
    #expect(cut.installed == 1)
  }

  @Test func theBoardTakesABurstToItsCutAndTheNextRunSeesIt() {
    let board = SlotBoard()
    board.publishInstalled(2, generation: 1, stillRunning: false)
    let wasPending = board.markPending(2)
    #expect(!wasPending)
    var prepared = 0
    var outcomes: [SlotBoard.BurstOutcome] = []
    for _ in 0..<(Self.limit + 2) {
      outcomes.append(board.countCoalescedFire(2, generation: 1) { prepared += 1 })
    }
    #expect(
      outcomes == Array(repeating: .counted, count: Self.limit - 1) + [.cut, .ignored, .ignored])
    #expect(prepared == 1)
    let sawCut = board.startRunning(2)
    #expect(sawCut)
    // While the run is open nothing is cut; taking the report resets the count.
    let duringRun = board.countCoalescedFire(2, generation: 1) { prepared += 1 }
    #expect(duringRun == .ignored)
    board.publishInstalled(2, generation: 2, stillRunning: false)
    let took = board.clearPending(2)
    #expect(took)
    let sawCutAgain = board.startRunning(2)
    #expect(!sawCutAgain)
  }

  @Test func aCutPreparedWhenTheReportIsTakenIsWithdrawn() {
    let board = SlotBoard()
    board.publishInstalled(0, generation: 1, stillRunning: false)
    _ = board.markPending(0)
    for _ in 0..<(Self.limit - 1) { _ = board.countCoalescedFire(0, generation: 1) {} }
    // The loop takes the report while the writer prepares the cut.
    let outcome = board.countCoalescedFire(0, generation: 1) { board.clearPending(0) }
    #expect(outcome == .withdrawn)
    let sawCut = board.startRunning(0)
    #expect(!sawCut)
  }

  /// The interleaving ThreadSanitizer's run of the stress tests found: writer B prepares
  /// a cut, the loop takes the report, so B must withdraw; before B does, writer A starts
  /// a new burst of the same scope and cuts it. B's withdrawal must leave A's entry, or
  /// the next run finds the cut with nothing to re-arm.
  @Test func aWithdrawnCutLeavesTheEntryOfALaterCutOfTheSameScope() {
    let board = SlotBoard()
    let cuts = CutScopes()
    let scope = ObservationTracking(nil)  // an empty scope: only its entries matter here
    board.publishInstalled(0, generation: 3, stillRunning: false)
    func burstUpToTheCut() {
      _ = board.markPending(0)
      for _ in 0..<(Self.limit - 1) { _ = board.countCoalescedFire(0, generation: 3) {} }
    }
    burstUpToTheCut()
    let b = CutScopes.Entry(generation: 3, scope: scope)
    let outcomeB = board.countCoalescedFire(0, generation: 3) {
      cuts.leave(b, in: 0)
      board.clearPending(0)  // the loop takes the report meanwhile
    }
    #expect(outcomeB == .withdrawn)
    burstUpToTheCut()
    let a = CutScopes.Entry(generation: 3, scope: scope)
    let outcomeA = board.countCoalescedFire(0, generation: 3) { cuts.leave(a, in: 0) }
    #expect(outcomeA == .cut)
    cuts.withdraw(b, from: 0)  // B, late
    let sawCut = board.startRunning(0)
    #expect(sawCut)
    #expect(cuts.take(0, generation: 3) === a)
  }

  /// The interleaving behind the address-sanitized run's missing cut scope: writers A and
  /// B both reach the end of the allowance on one word; A leaves its entry and cuts; the
  /// loop starts the run (which clears the cut) before it takes the entry; B, late, leaves
  /// its own entry of the same scope, fails its exchange on the running word and
  /// withdraws. B's withdrawal must not take A's entry with it: the run must find one.
  @Test func aLateWriterWithdrawingAfterTheRunStartedLeavesTheCuttersEntry() {
    let board = SlotBoard()
    let cuts = CutScopes()
    let scope = ObservationTracking(nil)  // an empty scope: only its entries matter here
    board.publishInstalled(0, generation: 5, stillRunning: false)
    _ = board.markPending(0)
    for _ in 0..<(Self.limit - 1) { _ = board.countCoalescedFire(0, generation: 5) {} }
    let a = CutScopes.Entry(generation: 5, scope: scope)
    let b = CutScopes.Entry(generation: 5, scope: scope)
    var sawCut = false
    let outcomeB = board.countCoalescedFire(0, generation: 5) {
      // B read the word; A cuts, and the loop starts the run, before B leaves its entry.
      let outcomeA = board.countCoalescedFire(0, generation: 5) { cuts.leave(a, in: 0) }
      #expect(outcomeA == .cut)
      sawCut = board.startRunning(0)
      cuts.leave(b, in: 0)
    }
    #expect(outcomeB == .withdrawn)
    cuts.withdraw(b, from: 0)
    #expect(sawCut)
    #expect(cuts.take(0, generation: 5) === a)
    #expect(cuts.count(in: 0) == 0, "the take drops the entries of the cut generation")
  }

  /// Taking a report advances the epoch (wrapping at 2^16) and clears the burst.
  @Test func takingAReportStartsANewEpoch() {
    let word = SlotWord(installed: 4, pending: true, count: 5, epoch: 0xFFFE)
    #expect(word.takingReport() == SlotWord(installed: 4, epoch: 0xFFFF))
    #expect(word.takingReport().takingReport() == SlotWord(installed: 4, epoch: 0))
    #expect(SlotWord(installed: 4, epoch: 9).installing(5, stillRunning: false).epoch == 9)
  }

  /// ABA: a writer reads the word at the end of a burst's allowance; before its exchange,
  /// the loop takes the report and a new burst brings every other field back to the same
  /// values. The exchange must fail, so the writer leaves its scope again before the cut
  /// it publishes (another writer may have withdrawn the entry in between).
  @Test func aWordSeenBeforeAReportWasTakenNeverMatchesOneMadeAfter() {
    let board = SlotBoard()
    board.publishInstalled(0, generation: 1, stillRunning: false)
    func burstUpToTheCut() {
      _ = board.markPending(0)
      for _ in 0..<(Self.limit - 1) { _ = board.countCoalescedFire(0, generation: 1) {} }
    }
    burstUpToTheCut()
    var leaves = 0
    let outcome = board.countCoalescedFire(0, generation: 1) {
      leaves += 1
      if leaves == 1 {
        board.clearPending(0)
        burstUpToTheCut()
      }
    }
    #expect(outcome == .cut)
    #expect(leaves == 2, "the cut follows the writer's own second leave")
  }

  /// A writer that read the slot before a run installed a newer scope, and prepares its
  /// cut late, must not replace the newer scope's entry.
  @Test func aLateWriterOfAnOlderScopeLeavesANewerCutsEntry() {
    let cuts = CutScopes()
    let newer = CutScopes.Entry(generation: 3, scope: ObservationTracking(nil))
    let late = CutScopes.Entry(generation: 2, scope: ObservationTracking(nil))
    cuts.leave(newer, in: 1)
    cuts.leave(late, in: 1)
    cuts.withdraw(late, from: 1)
    #expect(cuts.take(1, generation: 3) === newer)
    #expect(cuts.take(1, generation: 3) == nil, "taken once")
    #expect(cuts.count(in: 1) == 0)
  }

  /// Re-arming a cut scope reads `ObservationTracking`'s access list by reflection: the
  /// probe must find it on this toolchain, or bursts would never be cut.
  @Test func theAccessListProbeFindsTheListOnThisToolchain() {
    #expect(HookTracker.accessListPath != nil)
    #expect(HookTracker.bridgesCutScopes)
  }
}
