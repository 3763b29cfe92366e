import Foundation
import HeadlessKit
import HeadlessKitTesting
import Synchronization
import Testing

@MainActor
@Suite struct ChurnTests {
  /// Controllers are mounted, presented, dismissed, removed and dropped in a seeded order
  /// while their models change from another thread; every one of them is freed at the
  /// end, and nothing crashes.
  @Test(.timeLimit(.minutes(10)))
  func seededChurnFreesEverythingAndKeepsShowingTheTruth() async {  // Rule 3.9, 5
    let steps = Stress.size(20_000, full: 100_000)
    var random = SeededGenerator(seed: 0x5EED)
    let models = (0..<16).map { _ in SharedCounter() }
    let host = TestHost()
    let root = Controller()
    host.show(root)
    var mounted: [CounterLabelController] = []
    var sheet: CounterLabelController?
    var created: [() -> Controller?] = []  // weak references to every controller made

    let stop = Atomic<Bool>(false)
    let writerDone = DispatchSemaphore(value: 0)
    Thread {
      var value = 0
      while !stop.load(ordering: .acquiring) {
        value += 1
        models[value % models.count].value = value
      }
      writerDone.signal()
    }.start()

    func make() -> CounterLabelController {
      let controller = CounterLabelController(counter: models[Int(random.next() % 16)])
      created.append { [weak controller] in controller }
      return controller
    }
    var residentAtHalf = 0
    for step in 0..<steps {
      if step == steps / 2 { residentAtHalf = residentBytes() }
      // Other @MainActor tests run in parallel: give them the main actor now and then.
      if step % 500 == 0 { await Task.yield() }
      switch random.next() % 6 {
      case 0 where mounted.count < 40:
        let controller = make()
        root.embed(controller)
        mounted.append(controller)
      case 1 where !mounted.isEmpty:
        mounted.remove(at: Int(random.next() % UInt64(mounted.count))).unembed()
      case 2 where sheet == nil:
        let controller = make()
        root.present(
          controller, style: random.next() % 2 == 0 ? .sheet(detents: [.medium]) : .fullScreen)
        sheet = controller
      case 3 where sheet != nil:
        root.dismiss()
        sheet = nil
      case 4:
        models[Int(random.next() % 16)].value = -step
      default:
        host.flush()
      }
    }
    // Steady state: the second half of the churn does not keep growing memory (freed
    // controllers leave nothing behind). Skipped under ASan, whose quarantine keeps
    // freed memory resident on purpose.
    let growth = residentBytes() - residentAtHalf
    if ProcessInfo.processInfo.environment["HEADLESSKIT_SANITIZER"] != "address" {
      #expect(growth < 32_000_000, "resident memory grew \(growth) bytes over the second half")
    }
    stop.store(true, ordering: .releasing)
    writerDone.wait()
    host.flush()
    // Every visible controller shows its model's final value. A full-screen sheet hides
    // the mounted ones (their work waits, rule 2.6), so check the sheet, dismiss, check.
    if let sheet { #expect(sheet.label.text == String(sheet.counter.value)) }
    root.dismiss()
    host.flush()
    for controller in mounted {
      #expect(controller.label.text == String(controller.counter.value))
    }
    for controller in mounted { controller.unembed() }
    mounted = []
    sheet = nil
    host.flush()
    for model in models { model.value += 1 }  // changes after everything is gone: harmless
    host.flush()
    let alive = created.filter { $0() != nil }.count
    #expect(created.count > steps / 10)
    #expect(alive == 0, "\(alive) of \(created.count) controllers were not freed")
  }
}
