import HeadlessKit
import Observation
import Testing

/// The README's quick start, compiled and checked.
@MainActor
@Suite struct ReadmeExampleTests {
  @Observable final class Counter { var value = 0 }

  final class CounterController: Controller {
    let counter: Counter
    let label = Label()
    init(counter: Counter) {
      self.counter = counter
      super.init()
    }
    override func didLoad() { view.addSubview(label) }
    override func updateProperties() {
      label.text = "Count: \(counter.value)"
    }
  }

  @Test func quickStartWorksAsTheReadmeSays() {
    let app = Application()
    let window = Window()
    let counter = Counter()
    let controller = CounterController(counter: counter)
    window.rootController = controller
    app.show(window)
    app.flush()
    #expect(controller.label.text == "Count: 0")
    counter.value += 1
    app.flush()
    #expect(controller.label.text == "Count: 1")
  }
}
