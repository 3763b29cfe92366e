import Foundation
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

/// The code of the DocC articles, compiled and run, so the articles cannot rot:
/// "Getting Started" (HeadlessKit; the README's quick start is the same code) and
/// "Testing Lifecycle Ordering" (HeadlessKitTesting).
/// "Writing a Headless App" is covered by `SharedStateExampleTests`.
@MainActor
@Suite struct DocumentationExampleTests {
  @Observable final class Counter { var value = 0 }

  final class CounterController: Controller {
    let counter: Counter
    let label = Label()
    init(counter: Counter) {
      self.counter = counter
      super.init()
    }
    override func didLoad() {  // build views; not tracked
      label.frame = Rect(x: 20, y: 40, width: 200, height: 20)
      view.addSubview(label)
    }
    override func updateProperties() {  // tracked: what it reads subscribes
      label.text = "Count: \(counter.value)"
    }
  }

  @Test func gettingStartedWorksAsTheArticleSays() {
    let app = Application()
    let window = Window()
    let counter = Counter()
    let controller = CounterController(counter: counter)
    window.rootController = controller
    app.show(window)
    app.flush()  // the first pass: "Count: 0"
    #expect(controller.label.text == "Count: 0")
    counter.value += 1
    app.flush()  // updateProperties() runs again, alone: "Count: 1"
    #expect(controller.label.text == "Count: 1")
    #expect(window.renderText().contains("Count: 1"))  // the screen as text
  }

  @Test func childAppearsAfterTheParentAsUIKitOrdersIt() {
    let recorder = LifecycleRecorder()
    let root = RecordingController("root", recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.onDidLoad = { root.embed(child) }  // addChild, add the view, didMove
    let host = TestHost()
    host.show(root)
    #expect(
      recorder.take() == [
        "root.loadView", "root.didLoad", "child.willMove(root)", "child.loadView",
        "child.didLoad", "child.didMove(root)", "root.willAppear", "child.willAppear",
        "root.updateProperties", "child.updateProperties", "root.willLayout", "root.didLayout",
        "child.willLayout", "child.didLayout", "root.isAppearing", "child.isAppearing",
        "child.didAppear", "root.didAppear",
      ])
  }
}

/// "Writing a Headless App": its first example, compiled and run.
@MainActor
func runUntilInputEnds(_ window: Window, readInput: @escaping @Sendable () -> Void) async {
  let app = Application()
  app.show(window)
  app.onPassFinished = { _ in print(window.renderText()) }
  Thread {
    readInput()  // writes shared models, on this thread
    app.stop()  // the input ended
  }.start()
  await app.run()  // until stop(), cancellation or Ctrl-C
  print(window.renderText())
}

extension RunLoopTests {
  final class DoneController: Controller {
    let done: SharedState<Int>
    let label = Label()
    init(done: SharedState<Int>) {
      self.done = done
      super.init()
    }
    override func didLoad() { view.addSubview(label) }
    override func updateProperties() { label.text = "\(done.value) done" }
  }

  @Test func theHeadlessAppArticlesLoopShowsTheLastInput() async {
    let done = SharedState(0)
    let controller = DoneController(done: done)
    let window = Window()
    window.rootController = controller
    await runUntilInputEnds(window) {
      for _ in 0..<100 { done.update { $0 += 1 } }
    }
    #expect(controller.label.text == "100 done")
  }
}
