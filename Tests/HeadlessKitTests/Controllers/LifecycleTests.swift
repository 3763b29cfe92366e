import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct LifecycleTests {
  @Test func firstAppearanceRunsLoadThenWillAppearThenThePassThenDidAppear() {  // Rule 5.1, 5.2
    let recorder = LifecycleRecorder()
    let host = TestHost()
    let root = RecordingController("root", recorder: recorder)
    host.window.rootController = root
    #expect(recorder.take() == ["root.loadView", "root.didLoad"])
    host.application.show(host.window)
    #expect(recorder.take() == ["root.willAppear"])
    host.flush()
    #expect(
      recorder.take() == [
        "root.updateProperties", "root.willLayout", "root.didLayout", "root.isAppearing",
        "root.didAppear",
      ])
  }

  @Test func hidingRunsWillDisappearThenDidDisappear() {  // Rule 5.3
    let recorder = LifecycleRecorder()
    let (host, _) = makeHost(recorder: recorder)
    host.application.hide(host.window)
    #expect(recorder.events == ["root.willDisappear", "root.didDisappear"])
    #expect(host.window.isVisible == false)
  }

  // Containment follows Apple's recipe and pages:
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  // https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller

  @Test func childrenGetAppearanceParentFirstForWillAndChildFirstForDid() {  // Rule 5.4
    let recorder = LifecycleRecorder()
    let host = TestHost()
    let root = RecordingController("root", recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.onDidLoad = {
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    host.window.rootController = root
    host.application.show(host.window)
    host.flush()
    #expect(
      recorder.take() == [
        "root.loadView", "root.didLoad", "child.willMove(root)", "child.loadView",
        "child.didLoad", "child.didMove(root)", "root.willAppear", "child.willAppear",
        "root.updateProperties", "child.updateProperties", "root.willLayout", "root.didLayout",
        "child.willLayout", "child.didLayout", "root.isAppearing", "child.isAppearing",
        "child.didAppear", "root.didAppear",
      ])
    host.application.hide(host.window)
    #expect(
      recorder.take() == [
        "root.willDisappear", "child.willDisappear", "child.didDisappear", "root.didDisappear",
      ])
  }

  @Test func addChildOnlyCallsWillMoveAndTheRecipeDoesTheRest() {  // Rule 5.2, 5.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.addChild(child)
    // addChild(_:) calls willMove(toParent:) and records the parent: no view, no didMove.
    #expect(recorder.take() == ["child.willMove(root)"])
    #expect(child.parent === root)
    #expect(!child.isViewLoaded)
    // The container adds the view: entering the visible window, the child appears.
    root.view.addSubview(child.view)
    #expect(recorder.take() == ["child.loadView", "child.didLoad", "child.willAppear"])
    child.didMove(toParent: root)
    #expect(recorder.take() == ["child.didMove(root)"])
    host.flush()
    #expect(
      recorder.take() == [
        "child.updateProperties", "root.willLayout", "root.didLayout", "child.willLayout",
        "child.didLayout", "child.isAppearing", "child.didAppear",
      ])
  }

  @Test func removeFromParentOnlyCallsDidMoveAndTheRecipeDoesTheRest() {  // Rule 5.3, 5.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.embed(child)
    host.flush()
    recorder.reset()
    child.willMove(toParent: nil)
    #expect(recorder.take() == ["child.willMove(nil)"])
    child.view.removeFromSuperview()
    #expect(recorder.take() == ["child.willDisappear", "child.didDisappear"])
    child.removeFromParent()
    // removeFromParent() calls didMove(toParent: nil), nothing of willMove(toParent:).
    #expect(recorder.take() == ["child.didMove(nil)"])
    #expect(root.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.view.superview == nil)
  }

  @Test func embedAndUnembedRunTheWholeRecipeEachCallbackOnce() {  // Rule 5.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.embed(child)
    host.flush()
    #expect(
      recorder.take() == [
        "child.willMove(root)", "child.loadView", "child.didLoad", "child.willAppear",
        "child.didMove(root)", "child.updateProperties", "root.willLayout", "root.didLayout",
        "child.willLayout", "child.didLayout", "child.isAppearing", "child.didAppear",
      ])
    child.unembed()
    #expect(
      recorder.take() == [
        "child.willMove(nil)", "child.willDisappear", "child.didDisappear", "child.didMove(nil)",
      ])
  }

  @Test func aChildWhoseViewIsNotInTheParentsViewDoesNotAppear() {  // Rule 5.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    root.addChild(child)
    child.didMove(toParent: root)
    host.flush()
    #expect(recorder.take() == ["child.willMove(root)", "child.didMove(root)"])
    host.application.hide(host.window)
    #expect(recorder.take() == ["root.willDisappear", "root.didDisappear"])
  }

  @Test func sheetLeavesThePresenterVisible() {  // Rule 5.5
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let sheet = RecordingController("sheet", recorder: recorder)
    root.present(sheet, style: .sheet(detents: [.medium, .large]))
    host.flush()
    #expect(
      recorder.take() == [
        "sheet.loadView", "sheet.didLoad", "sheet.willAppear", "sheet.updateProperties",
        "sheet.willLayout", "sheet.didLayout", "sheet.isAppearing", "sheet.didAppear",
      ])
    #expect(sheet.view.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(root.view.window === host.window)
    #expect(root.presentedController === sheet)
    sheet.dismiss()
    #expect(recorder.take() == ["sheet.willDisappear", "sheet.didDisappear"])
    #expect(root.presentedController == nil)
    #expect(sheet.view.window == nil)
  }

  @Test func fullScreenHidesThePresenterUntilDismissed() {  // Rule 5.5, 2.6
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onUpdateProperties = { _ = counter.value }
    }
    let cover = RecordingController("cover", recorder: recorder)
    root.present(cover, style: .fullScreen)
    host.flush()
    #expect(
      recorder.take() == [
        "root.willDisappear", "cover.loadView", "cover.didLoad", "root.didDisappear",
        "cover.willAppear", "cover.updateProperties", "cover.willLayout", "cover.didLayout",
        "cover.isAppearing", "cover.didAppear",
      ])
    #expect(root.view.window == nil)
    counter.value = 1  // the hidden presenter's work waits (rule 2.6)
    host.flush()
    #expect(recorder.take().isEmpty)
    root.dismiss()
    #expect(
      recorder.take() == [
        "cover.willDisappear", "root.willAppear", "cover.didDisappear",
      ])
    host.flush()
    #expect(recorder.take() == ["root.updateProperties", "root.isAppearing", "root.didAppear"])
  }

  @Test func presentingTwiceIsReportedAndIgnored() {
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder, diagnostics: .expected)
    root.present(RecordingController("a", recorder: recorder))
    root.present(RecordingController("b", recorder: recorder))
    #expect(host.diagnostics.contains { $0.kind == .misuse && $0.message.contains("already") })
    #expect((root.presentedController as? RecordingController)?.name == "a")
  }
}
