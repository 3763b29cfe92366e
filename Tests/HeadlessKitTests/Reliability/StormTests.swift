import Foundation
import HeadlessKit
import HeadlessKitTesting
import Synchronization
import Testing

@MainActor
@Suite struct StormTests {
  /// 8 threads write models read by 1,000 mounted controllers while the main actor
  /// flushes and the live loop runs; afterwards every controller shows the final state.
  @Test(.timeLimit(.minutes(10)))
  func everyControllerShowsTheFinalStateAfterAWriteStorm() async {  // Rule 3.4
    let threads = 8
    let writes = Stress.size(10_000, full: 100_000)
    let models = (0..<threads).map { _ in SharedCounter() }
    let controllers = (0..<1_000).map { CounterLabelController(counter: models[$0 % threads]) }
    let host = TestHost()
    let root = Controller()
    host.show(root)
    for controller in controllers { root.embed(controller) }
    host.flush()
    host.application.startLiveUpdates()
    let finished = Atomic<Int>(0)
    for writer in 0..<threads {
      Thread {
        let model = models[writer]
        for i in 0..<writes { model.value = writer * 1_000_000 + i }
        finished.add(1, ordering: .releasing)
      }.start()
    }
    var flushes = 0
    while finished.load(ordering: .acquiring) < threads {
      host.flush()
      flushes += 1
      await Task.yield()  // lets the live loop's scheduled passes run too
    }
    host.application.stopLiveUpdates()
    host.flush()
    for (index, controller) in controllers.enumerated() {
      let expected = String((index % threads) * 1_000_000 + writes - 1)
      if controller.label.text != expected {
        Issue.record(
          "controller \(index) shows \(controller.label.text ?? "nil"), expected \(expected)")
        return
      }
    }
    #expect(flushes > 0)
    #expect(host.diagnostics.isEmpty)
  }
}
