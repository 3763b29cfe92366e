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
    #expect(cut.cut && cut.pending && cut.installed == 1)
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

  /// Re-arming a cut scope reads `ObservationTracking`'s access list by reflection: the
  /// probe must find it on this toolchain, or bursts would never be cut.
  @Test func theAccessListProbeFindsTheListOnThisToolchain() {
    #expect(HookTracker.accessListPath != nil)
    #expect(HookTracker.bridgesCutScopes)
  }
}
