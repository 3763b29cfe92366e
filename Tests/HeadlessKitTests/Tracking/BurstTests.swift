import Foundation
import HeadlessKit
import HeadlessKitTesting
import Synchronization
import Testing

@testable import HeadlessKit

/// Bursts of writes between two passes: the first write reports, a handful more pay for
/// the armed scope's callback, then the scope is cut and the rest cost what unobserved
/// writes cost; the hook's re-run re-arms the cut scope's reads so that a write landing
/// while it runs is still seen (rules 2.1 and 3.4).
@MainActor
@Suite struct BurstTests {
  /// A controller showing a shared counter; `onRead` runs inside `updateProperties()`
  /// right after the read.
  final class Reader: Controller {
    let counter: SharedCounter
    let label = Label()
    var runs = 0
    var onRead: (() -> Void)?
    init(counter: SharedCounter) {
      self.counter = counter
      super.init()
    }
    override func didLoad() { view.addSubview(label) }
    override func updateProperties() {
      runs += 1
      label.text = "\(counter.value)"
      onRead?()
    }
  }

  func fires(_ reader: Reader) -> Int {
    reader.view.node.tracker!.fireCount.load(ordering: .relaxed)
  }

  /// Fires a burst of `writes` writes costs: the first, then one per coalesced write up
  /// to the allowance, the last of which cuts the scope.
  static func expectedFires(_ writes: Int) -> Int {
    min(writes, SlotWord.coalescedFiresBeforeCut + 1)
  }

  @Test(arguments: [1, 2, 8, 9, 10, 100, 10_000])
  func aBurstPaysForAtMostNineFiresAndOneReRun(writes: Int) {  // Rule 2.1
    let counter = SharedCounter()
    let reader = Reader(counter: counter)
    let host = TestHost()
    host.show(reader)
    reader.runs = 0
    let before = fires(reader)
    for value in 1...writes { counter.value = value }
    #expect(fires(reader) - before == Self.expectedFires(writes))
    host.flush()
    #expect(reader.runs == 1)
    #expect(reader.label.text == "\(writes)")
    // The re-run's scope is armed: the next write fires it once and re-runs the hook.
    let afterRun = fires(reader)
    counter.value = -1
    #expect(fires(reader) - afterRun == 1)
    host.flush()
    #expect(reader.runs == 2)
    #expect(reader.label.text == "-1")
  }

  /// Every cut scope is cancelled and every bridge retired: after 20,000 bursts, one
  /// write fires one scope, and memory stays flat.
  @Test func cutBurstsLeaveOneScopeArmedAndMemoryFlat() {  // Rules 2.1, 3.5
    let counter = SharedCounter()
    let reader = Reader(counter: counter)
    let host = TestHost()
    host.show(reader)
    func bursts(_ count: Int) {
      for burst in 0..<count {
        for value in 0..<20 { counter.value = burst * 100 + value }
        host.flush()
      }
    }
    bursts(2_000)
    let before = residentBytes()
    bursts(20_000)
    let growth = residentBytes() - before
    if ProcessInfo.processInfo.environment["HEADLESSKIT_SANITIZER"] != "address" {
      #expect(growth < 8_000_000, "resident memory grew \(growth) bytes over 20,000 bursts")
    }
    let firesBefore = fires(reader)
    counter.value = -1
    #expect(fires(reader) - firesBefore == 1)
    host.flush()
    #expect(reader.label.text == "-1")
  }

  @Test func aBurstThatIsTracedKeepsItsScopeArmedSoEveryWriteIsCounted() {  // Rule 6.1
    let counter = SharedCounter()
    let reader = Reader(counter: counter)
    let host = TestHost(configuration: Configuration(traceEnabled: true), diagnostics: .expected)
    host.show(reader)
    host.flush()
    reader.runs = 0
    let before = fires(reader)
    for value in 1...50 { counter.value = value }
    #expect(fires(reader) - before >= 50)
    host.flush()
    #expect(reader.runs == 1)
    let reruns = host.diagnostics.compactMap { diagnostic -> Int? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return rerun.changes.map(\.writes).reduce(0, +)
    }
    #expect(reruns == [50])
  }

  /// The write rule 3.4 is about: it lands on another thread after the re-run read the
  /// counter and before the run's new scope is installed. Whether the burst before the
  /// re-run cut the scope (9 writes and more) or not, it is seen: the next flush shows it.
  /// Checked: without re-arming the cut scope, the bursts of 9 and more leave "writes".
  @Test(arguments: [1, 5, 9, 20, 1_000])
  func aWriteLandingWhileTheHookReRunsIsSeenAfterAnyBurst(writes: Int) {  // Rule 3.4
    let counter = SharedCounter()
    let reader = Reader(counter: counter)
    let host = TestHost()
    host.show(reader)
    for value in 1...writes { counter.value = value }
    var landed = false
    reader.onRead = {
      guard !landed else { return }
      landed = true
      let written = DispatchSemaphore(value: 0)
      Thread {
        counter.value = -7
        written.signal()
      }.start()
      written.wait()
    }
    host.flush()
    #expect(landed)
    host.flush()
    #expect(reader.label.text == "-7", "after a burst of \(writes)")
  }

  /// A cut with no scope left to re-arm (the protocol rules it out; the address-sanitized
  /// suite met it once, through a race since fixed) is not fatal: the re-run goes
  /// unbridged and is confirmed by one more, as a first run is, and the view ends on the
  /// final value. The tracker counts it, which the four-writer tests check stays 0.
  @Test func aCutWithNoScopeToReArmIsConfirmedByAnotherRun() {  // Rule 3.4
    let counter = SharedCounter()
    let reader = Reader(counter: counter)
    let host = TestHost()
    host.show(reader)
    reader.runs = 0
    counter.value = 1
    let tracker = reader.view.node.tracker!
    let installed = tracker.board.read(0).installed
    var outcome = SlotBoard.BurstOutcome.ignored
    for _ in 0..<SlotWord.coalescedFiresBeforeCut {
      outcome = tracker.board.countCoalescedFire(0, generation: installed) {}
    }
    #expect(outcome == .cut)
    host.flush()
    #expect(reader.runs == 2)
    #expect(reader.label.text == "1")
    #expect(tracker.loop.unbridgedRuns == 1)
    #expect(tracker.loop.bridgedRuns == 0)
    counter.value = 2
    host.flush()
    #expect(reader.runs == 3)
    #expect(reader.label.text == "2")
  }

  @Test func aCutScopeLeftByAViewThatGoesIsFreedWithItsTracker() {  // Rule 3.9
    let counter = SharedCounter()
    let app = Application()
    let window = Window()
    weak var weakTracker: HookTracker?
    do {
      let reader = Reader(counter: counter)
      window.rootController = reader
      app.show(window)
      app.flush()
      weakTracker = reader.view.node.tracker
      for value in 1...20 { counter.value = value }
      #expect(weakTracker?.cutScopes.load() != nil)
      window.rootController = nil
      app.flush()
    }
    app.flush()
    // The cut scope was cancelled and no other scope read anything: nothing holds the
    // tracker once its view is gone.
    #expect(weakTracker == nil)
    counter.value = 0
    app.flush()
    #expect(app.diagnostics.isEmpty)
  }
}
