import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct UpdatePassTests {
  @Test func invalidationsRunNothingUntilTheLoopRunsAndCoalesceIntoOnePass() {  // Rule 2.1
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    for _ in 0..<10 { root.setNeedsUpdateProperties() }
    #expect(recorder.events.isEmpty)
    #expect(root.view.needsUpdateProperties)
    let passes = host.application.passCount
    host.flush()
    #expect(recorder.count(of: "root.updateProperties") == 1)
    #expect(host.application.passCount == passes + 1)
  }

  @Test func passRunsPhasesInOrderParentBeforeChildren() {  // Rule 2.2
    let recorder = LifecycleRecorder()
    let host = TestHost()
    let root = RecordingController("root", recorder: recorder)
    let a = RecordingView("a", recorder: recorder)
    let a1 = RecordingView("a1", recorder: recorder)
    let b = RecordingView("b", recorder: recorder)
    root.onDidLoad = {
      root.view.addSubview(a)
      a.addSubview(a1)
      root.view.addSubview(b)
    }
    host.show(root)
    let hooks = recorder.events.filter {
      !$0.contains("Appear") && !$0.lowercased().contains("load")
    }
    #expect(
      hooks == [
        "root.updateProperties", "a.updateProperties", "a1.updateProperties", "b.updateProperties",
        "root.willLayout", "root.didLayout", "a.layoutSubviews", "a1.layoutSubviews",
        "b.layoutSubviews", "a.draw", "a1.draw", "b.draw",
      ])
  }

  @Test func viewsInvalidatedInAnyOrderRunInTreePreOrder() {  // Rule 2.2
    // Invalidation order is not tree order (writes fire scopes in any order): the pass
    // sorts. Twelve siblings, so index 10 must sort after index 2 (numbers, not text).
    let recorder = LifecycleRecorder()
    let host = TestHost()
    let root = RecordingController("root", recorder: recorder)
    let siblings = (0..<12).map { RecordingView("s\($0)", recorder: recorder) }
    let deep = RecordingView("s2.child", recorder: recorder)
    root.onDidLoad = {
      for view in siblings { root.view.addSubview(view) }
      siblings[2].addSubview(deep)
    }
    host.show(root)
    recorder.reset()
    for view in [siblings[10], deep, siblings[0], siblings[11], siblings[2]] {
      view.setNeedsUpdateProperties()
    }
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(
      recorder.events.filter { $0.hasSuffix("updateProperties") } == [
        "root.updateProperties", "s0.updateProperties", "s2.updateProperties",
        "s2.child.updateProperties", "s10.updateProperties", "s11.updateProperties",
      ])
  }

  @Test func passServicesWindowsInTheOrderTheyWereShown() {  // Rule 2.2
    let recorder = LifecycleRecorder()
    let app = Application()
    let first = Window()
    let second = Window()
    let v1 = RecordingView("first", recorder: recorder)
    let v2 = RecordingView("second", recorder: recorder)
    first.addSubview(v1)
    second.addSubview(v2)
    app.show(first)
    app.show(second)
    app.flush()
    recorder.reset()
    v2.setNeedsUpdateProperties()
    v1.setNeedsUpdateProperties()
    app.flush()
    #expect(recorder.events == ["first.updateProperties", "second.updateProperties"])
  }

  @Test func flagSetByALaterPhaseRepeatsThePassFromPhaseOne() {  // Rule 2.3
    let recorder = LifecycleRecorder()
    let child = RecordingView("child", recorder: recorder)
    var once = true
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { root.view.addSubview(child) }
    }
    root.onDidLayout = {
      if once {
        once = false
        child.setNeedsUpdateProperties()
      }
    }
    root.setNeedsLayout()
    host.flush()
    #expect(
      recorder.events == [
        "root.willLayout", "root.didLayout", "child.updateProperties",
      ])
    #expect(!child.needsUpdateProperties)
  }

  @Test func feedbackLoopStopsAtTheThresholdReportsAndTheNextFlushIsBoundedToo() {  // Rule 2.3
    let recorder = LifecycleRecorder()
    let threshold = 5
    let (host, root) = makeHost(
      Configuration(feedbackLoopThreshold: threshold), recorder: recorder, diagnostics: .expected)
    let counter = Counter()
    // updateProperties invalidates layout, layout invalidates properties: a loop.
    root.onUpdateProperties = {
      _ = counter.value
      root.setNeedsLayout()
    }
    root.onWillLayout = { root.setNeedsUpdateProperties() }
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(recorder.count(of: "root.updateProperties") == threshold + 1)
    #expect(recorder.count(of: "root.willLayout") == threshold + 1)
    let loops = host.diagnostics.filter { $0.kind == .feedbackLoop }
    #expect(loops.count == 1)
    #expect(loops.first?.message.contains("RecordingController.updateProperties()") == true)
    #expect(loops.first?.message.contains("RecordingController.willLayout()") == true)
    #expect(root.view.needsUpdateProperties || root.view.needsLayout)
    recorder.reset()
    host.flush()
    #expect(recorder.count(of: "root.updateProperties") == threshold + 1)
    #expect(host.diagnostics.filter { $0.kind == .feedbackLoop }.count == 2)
  }

  @Test func setNeedsUpdatePropertiesDoesNotLayOutAndSetNeedsLayoutDoesNotUpdate() {  // Rule 2.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(recorder.take() == ["root.updateProperties"])
    root.setNeedsLayout()
    root.setNeedsLayout()
    host.flush()
    #expect(recorder.take() == ["root.willLayout", "root.didLayout"])
  }

  @Test func updatePropertiesIfNeededRunsTheSubtreeNowIncludingControllers() {  // Rule 2.5
    let recorder = LifecycleRecorder()
    let child = RecordingController("child", recorder: recorder)
    let (_, root) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { root.embed(child) }
    }
    recorder.reset()
    root.setNeedsUpdateProperties()
    child.setNeedsUpdateProperties()
    child.setNeedsLayout()
    root.updatePropertiesIfNeeded()
    #expect(recorder.take() == ["root.updateProperties", "child.updateProperties"])
    #expect(child.view.needsLayout)
    root.view.layoutIfNeeded()
    #expect(recorder.take() == ["child.willLayout", "child.didLayout"])
  }

  @Test func layoutIfNeededRunsPropertiesFirstThenLayout() {  // Rule 2.5
    let recorder = LifecycleRecorder()
    let (_, root) = makeHost(recorder: recorder)
    root.setNeedsLayout()
    root.setNeedsUpdateProperties()
    root.view.layoutIfNeeded()
    #expect(recorder.events == ["root.updateProperties", "root.willLayout", "root.didLayout"])
  }

  @Test func viewOutsideAVisibleWindowWaitsThenRunsWhenItEnters() {  // Rule 2.6
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let loose = RecordingView("loose", recorder: recorder)
    host.flush()
    #expect(recorder.events.isEmpty)
    #expect(loose.needsUpdateProperties)
    #expect(loose.needsLayout)
    #expect(loose.needsDisplay)
    root.view.addSubview(loose)
    host.flush()
    #expect(recorder.events.contains("loose.updateProperties"))
    #expect(recorder.events.contains("loose.draw"))
  }

  @Test func hiddenWindowGetsNoPassUntilShownAgain() {  // Rule 2.6
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    host.application.hide(host.window)
    recorder.reset()
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(recorder.events.isEmpty)
    host.application.show(host.window)
    host.flush()
    #expect(recorder.events.contains("root.updateProperties"))
  }

  @Test func explicitIfNeededWorksOnADetachedView() {  // Rule 2.6
    let recorder = LifecycleRecorder()
    let loose = RecordingView("loose", recorder: recorder)
    loose.layoutIfNeeded()
    #expect(recorder.events == ["loose.updateProperties", "loose.layoutSubviews"])
  }

  @Test func newViewStartsFlaggedAndRootViewIsFlaggedBeforeDidLoad() {  // Rule 2.7
    let view = View()
    #expect(view.needsUpdateProperties)
    #expect(view.needsLayout)
    #expect(view.needsDisplay)
    let recorder = LifecycleRecorder()
    let controller = RecordingController("c", recorder: recorder)
    var flaggedAtDidLoad = false
    controller.onDidLoad = { [unowned controller] in
      flaggedAtDidLoad = controller.view.needsUpdateProperties
    }
    _ = controller.view
    #expect(flaggedAtDidLoad)
    #expect(recorder.events == ["c.loadView", "c.didLoad"])
  }

  @Test func boundsSizeChangeAndSubviewChangesFlagLayout() {  // Rule 2.8
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let parent = root.view
    let child = View()
    parent.addSubview(child)
    host.flush()
    child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(child.needsLayout)
    host.flush()
    child.frame = Rect(x: 5, y: 5, width: 10, height: 10)  // origin only
    #expect(!child.needsLayout)
    child.removeFromSuperview()
    #expect(parent.needsLayout)
    host.flush()
    child.bounds = Rect(x: 0, y: 0, width: 10, height: 10)  // same size
    #expect(!child.needsLayout)
  }
}

extension UpdatePassTests {
  /// A view queued by one application and moved, before that application's next pass, to
  /// a window another application shows, runs its pending work in the second one's pass.
  @Test func aViewQueuedInOneApplicationRunsInTheOneItMovedTo() {
    let recorder = LifecycleRecorder()
    let (first, root) = makeHost(recorder: recorder)
    root.view.setNeedsLayout()  // queued by the first application, which never flushes
    first.window.rootController = nil
    let second = TestHost()
    second.show(root)
    #expect(recorder.events.contains("root.willLayout"))
    recorder.reset()
    first.flush()  // its queue still names the view: the view is not its own any more
    second.flush()
    #expect(recorder.events.isEmpty)
  }
}
