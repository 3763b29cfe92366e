import HeadlessKit
import HeadlessKitTesting
import Testing

/// Hooks that present, dismiss, add children or call `…IfNeeded()`/`flush()` on
/// themselves or their parent: each has a defined result and none crashes.
@MainActor
@Suite struct ReentrancyTests {
  @Test func hookThatPresentsGetsTheSheetOnScreenInTheSameFlush() {
    let recorder = LifecycleRecorder()
    let flag = Flag()
    let sheet = RecordingController("sheet", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onUpdateProperties = {
        if flag.isOn && root.presentedController == nil { root.present(sheet) }
      }
    }
    flag.isOn = true
    host.flush()
    #expect(root.presentedController === sheet)
    #expect(recorder.events.contains("sheet.didAppear"))
    #expect(sheet.view.window === host.window)
  }

  @Test func hookThatDismissesRemovesTheSheet() {
    let recorder = LifecycleRecorder()
    let flag = Flag()
    let sheet = RecordingController("sheet", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onUpdateProperties = { if !flag.isOn { root.dismiss() } }
    }
    flag.isOn = true
    host.flush()
    root.present(sheet)
    host.flush()
    recorder.reset()
    flag.isOn = false
    host.flush()
    #expect(root.presentedController == nil)
    #expect(recorder.events.contains("sheet.didDisappear"))
  }

  @Test func hookThatAddsAChildRunsTheChildInTheSameFlush() {  // Rule 2.3
    let recorder = LifecycleRecorder()
    let child = RecordingController("child", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder)
    root.onUpdateProperties = { if root.children.isEmpty { root.embed(child) } }
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(recorder.events.contains("child.updateProperties"))
    #expect(recorder.events.last == "child.didAppear")
    #expect(!child.view.needsUpdateProperties)
    #expect(!child.view.needsLayout)
  }

  @Test func ifNeededOnItselfOrItsParentInsideAHookIsANoOp() {  // Rule 2.5
    let recorder = LifecycleRecorder()
    let child = RecordingController("child", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { root.embed(child) }
    }
    root.onUpdateProperties = { root.updatePropertiesIfNeeded() }
    root.onWillLayout = { root.view.layoutIfNeeded() }
    child.onUpdateProperties = { root.updatePropertiesIfNeeded() }
    recorder.reset()
    root.setNeedsUpdateProperties()
    child.setNeedsUpdateProperties()
    host.flush()
    // Each ran once: its own flag was cleared before it ran, the parent's before the child.
    #expect(recorder.count(of: "root.updateProperties") == 1)
    #expect(recorder.count(of: "child.updateProperties") == 1)
  }

  @Test func flushInsideAHookReturnsWithoutRunningAnything() {
    let recorder = LifecycleRecorder()
    var nested = 0
    let (host, root) = makeHost(recorder: recorder)
    root.onUpdateProperties = { [unowned host] in
      let before = recorder.events.count
      host.flush()
      nested += recorder.events.count - before
    }
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(nested == 0)
    #expect(recorder.count(of: "root.updateProperties") == 1)
  }

  @Test func hookThatRemovesItsOwnViewLeavesTheRestConsistent() {
    let recorder = LifecycleRecorder()
    let child = RecordingController("child", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { root.embed(child) }
    }
    child.onUpdateProperties = { [unowned child] in child.unembed() }
    child.setNeedsUpdateProperties()
    child.setNeedsLayout()
    host.flush()
    #expect(child.parent == nil)
    #expect(child.view.window == nil)
    #expect(recorder.events.contains("child.didDisappear"))
    // Its pending layout waits; the rest of the screen is clean.
    #expect(child.view.needsLayout)
    #expect(!root.view.needsLayout)
    #expect(!host.window.needsLayout)
  }
}
