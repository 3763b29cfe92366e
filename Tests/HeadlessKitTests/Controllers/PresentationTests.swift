import HeadlessKit
import HeadlessKitTesting
import Testing

/// Presentation as Apple documents it:
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
///   ("a full-screen presentation must be made by a view controller that itself covers the
///   entire screen... it forwards the request up the view controller hierarchy")
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
@MainActor
@Suite struct PresentationTests {
  private func appearance(_ events: [String]) -> [String] {
    events.filter { $0.contains("Appear") || $0.contains("Disappear") }
  }

  /// A navigation controller on screen with `child` as its root.
  private func navigationScreen() -> (
    TestHost, NavigationController, RecordingController, LifecycleRecorder
  ) {
    let recorder = LifecycleRecorder()
    let child = RecordingController("child", recorder: recorder)
    let navigation = NavigationController(rootController: child)
    let host = TestHost()
    host.show(navigation)
    recorder.reset()
    return (host, navigation, child, recorder)
  }

  @Test func aFullScreenPresentationAskedOfAChildIsMadeByTheContainerThatCoversTheWindow() {
    let (host, navigation, child, recorder) = navigationScreen()
    let cover = RecordingController("cover", recorder: recorder)
    child.present(cover, style: .fullScreen)
    host.flush()
    #expect(cover.presentingController === navigation)
    #expect(navigation.presentedController === cover)
    #expect(child.presentedController === cover, "answered through its ancestor")
    // The container's views left the window; it and its child disappeared.
    #expect(navigation.view.window == nil)
    #expect(child.view.window == nil)
    #expect(
      appearance(recorder.take()) == [
        "child.willDisappear", "child.didDisappear", "cover.willAppear", "cover.isAppearing",
        "cover.didAppear",
      ])
    child.dismiss()
    host.flush()
    #expect(navigation.view.window === host.window)
    #expect(
      appearance(recorder.take()) == [
        "cover.willDisappear", "child.willAppear", "cover.didDisappear", "child.isAppearing",
        "child.didAppear",
      ])
    #expect(navigation.presentedController == nil)
    #expect(cover.presentingController == nil)
  }

  @Test func aChildOfAPresentedControllerAnswersItsAncestorsPresenter() {
    let (host, navigation, _, recorder) = navigationScreen()
    let sheet = RecordingController("sheet", recorder: recorder)
    defer { sheet.clearHandlers() }  // its handlers capture it
    let inner = RecordingController("inner", recorder: recorder)
    sheet.onDidLoad = { sheet.embed(inner) }
    navigation.present(sheet)
    host.flush()
    #expect(inner.presentingController === navigation)
    #expect(sheet.presentingController === navigation)
    #expect(inner.presentedController == nil)
    // A presentation asked of the inner child is made by the sheet, which covers it.
    let second = RecordingController("second", recorder: recorder)
    inner.present(second)
    #expect(second.presentingController === sheet)
    #expect(inner.presentedController === second)
  }

  @Test func completionsRunAfterDidAppearAndAfterDidDisappear() {
    let (host, navigation, _, recorder) = navigationScreen()
    let sheet = RecordingController("sheet", recorder: recorder)
    defer { sheet.clearHandlers() }  // its handlers capture it
    navigation.present(sheet) { recorder.record("presented") }
    #expect(!recorder.events.contains("presented"))
    host.flush()
    #expect(recorder.take().suffix(3) == ["sheet.isAppearing", "sheet.didAppear", "presented"])
    navigation.dismiss { recorder.record("dismissed") }
    #expect(recorder.take().suffix(2) == ["sheet.didDisappear", "dismissed"])
  }

  @Test func aFullScreenDismissalCompletesAfterThePresenterReappears() {
    let (host, navigation, _, recorder) = navigationScreen()
    let cover = RecordingController("cover", recorder: recorder)
    navigation.present(cover, style: .fullScreen)
    host.flush()
    recorder.reset()
    cover.dismiss { recorder.record("dismissed") }
    #expect(!recorder.events.contains("dismissed"))
    host.flush()
    #expect(recorder.take().suffix(3) == ["child.isAppearing", "child.didAppear", "dismissed"])
  }

  @Test func isBeingPresentedAndDismissedAreTrueOnlyInThoseCallbacks() {
    let (host, navigation, child, recorder) = navigationScreen()
    let sheet = RecordingController("sheet", recorder: recorder)
    defer { sheet.clearHandlers() }  // its handlers capture it
    var seen: [String] = []
    sheet.onWillAppear = { seen.append("willAppear presented=\(sheet.isBeingPresented)") }
    sheet.onDidAppear = { seen.append("didAppear presented=\(sheet.isBeingPresented)") }
    sheet.onWillDisappear = { seen.append("willDisappear dismissed=\(sheet.isBeingDismissed)") }
    sheet.onDidDisappear = { seen.append("didDisappear dismissed=\(sheet.isBeingDismissed)") }
    navigation.present(sheet)
    host.flush()
    #expect(!sheet.isBeingPresented, "false outside the callbacks")
    navigation.dismiss()
    #expect(
      seen == [
        "willAppear presented=true", "didAppear presented=true", "willDisappear dismissed=true",
        "didDisappear dismissed=true",
      ])
    #expect(!child.isBeingPresented)
    #expect(!child.isBeingDismissed)
  }
}
