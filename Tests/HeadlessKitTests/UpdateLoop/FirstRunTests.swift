import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

extension RunLoopTests {
  /// Reads the value, then (first run only) waits while another thread writes it: the
  /// write completes after the read and before the run's tracking scope is installed,
  /// the one window no earlier scope covers.
  final class RacedReader: Controller {
    let state: SharedState<Int>
    var seen: [Int] = []
    var onValue: ((Int) -> Void)?
    init(_ state: SharedState<Int>) {
      self.state = state
      super.init()
    }
    override func updateProperties() {
      let value = state.value
      seen.append(value)
      if seen.count == 1 {
        let written = DispatchSemaphore(value: 0)
        Thread {
          self.state.value = 7
          written.signal()
        }.start()
        written.wait()
      }
      onValue?(value)
    }
  }

  /// While the loop runs live, a write on another thread that lands inside a view's very
  /// first run is still shown: the first run is confirmed by one more run in the same
  /// pass, made while the first run's scope is armed.
  @Test func aWriteInsideAFirstRunIsShownWhileLive() async {
    let state = SharedState(0)
    let reader = RacedReader(state)
    let app = Application()
    let window = Window()
    window.rootController = reader
    app.show(window)
    reader.onValue = { if $0 == 7 { app.stop() } }
    defer { reader.onValue = nil }  // it captures the app: break the cycle
    await app.run()
    #expect(reader.seen.last == 7)
  }
}
