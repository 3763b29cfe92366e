import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct LiveModeTests {
  /// Reads a shared counter and hands each value it saw to `onValue`.
  final class Reader: Controller {
    let counter: SharedCounter
    var onValue: ((Int) -> Void)?
    init(counter: SharedCounter) {
      self.counter = counter
      super.init()
    }
    override func updateProperties() {
      // Read first: `onValue?(counter.value)` would skip the read while onValue is nil,
      // the optional-chaining form of the short-circuit trap.
      let value = counter.value
      onValue?(value)
    }
  }

  // Generous: under TSan, parallel @MainActor tests can hold the main actor for a while;
  // a real hang still fails.
  @Test(.timeLimit(.minutes(5)))
  func liveModeRunsAPassForAWriteFromAnotherThreadWithoutFlush() async {  // Rule 2.1, 3.4
    let counter = SharedCounter()
    let host = TestHost()
    let reader = Reader(counter: counter)
    host.show(reader)
    host.application.startLiveUpdates()
    let passesBefore = host.application.passCount
    // No flush() below: the live loop must schedule the pass by itself. The hook resumes
    // the continuation when it sees the written value.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var resumed = false
      reader.onValue = { value in
        if value == 42 && !resumed {
          resumed = true
          continuation.resume()
        }
      }
      Thread { counter.value = 42 }.start()
    }
    host.application.stopLiveUpdates()
    #expect(host.application.passCount > passesBefore)
    #expect(!reader.view.needsUpdateProperties)
  }
}
