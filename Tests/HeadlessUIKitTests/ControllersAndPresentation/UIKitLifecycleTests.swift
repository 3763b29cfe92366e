import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

@MainActor
@Suite struct UIKitLifecycleTests {
  /// Only the callbacks a test is about.
  private func appearance(_ events: [String]) -> [String] {
    events.filter { !$0.contains("Layout") && !$0.hasSuffix("updateProperties") }
  }

  // First appearance, in the order Apple documents: viewDidLoad, viewWillAppear(_:),
  // updateProperties() "just before viewWillLayoutSubviews()" (iOS 26), the layout
  // callbacks, viewIsAppearing(_:) once the view is in the hierarchy and laid out, then
  // viewDidAppear(_:).
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/updateproperties()
  @Test func firstAppearanceFollowsUIKitsOrder() {
    let log = LifecycleRecorder()
    let host = TestHost()
    host.show(LoggingViewController("root", log: log))
    #expect(
      log.take() == [
        "root.viewDidLoad", "root.viewWillAppear", "root.updateProperties",
        "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewIsAppearing",
        "root.viewDidAppear",
      ])
  }

  // Apple's containment recipe: addChild(_:) calls willMove(toParent:), the container adds
  // the view, then calls didMove(toParent:); appearance goes parent first for "will",
  // child first for "did".
  // https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
  /// The default view starts as large as the screen (observed on iOS: `view.bounds` in
  /// `viewDidLoad()` is the screen's; `loadView()` makes "a plain UIView",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()), so the
  /// common `tableView.frame = view.bounds` in `viewDidLoad()` sizes the table; showing
  /// the controller then sizes the view to its place.
  @Test func theDefaultViewStartsAsLargeAsAScreen() {
    final class Sizing: UIViewController {
      var sizeAtLoad: CGSize?
      override func viewDidLoad() {
        super.viewDidLoad()
        sizeAtLoad = view.bounds.size
      }
    }
    let controller = Sizing()
    _ = controller.view
    #expect(controller.sizeAtLoad == CGSize(width: 390, height: 844))
    let host = TestHost(size: Size(width: 320, height: 480))
    let next = Sizing()
    host.show(next)
    #expect(next.sizeAtLoad == CGSize(width: 390, height: 844))
    #expect(next.view.bounds.size == CGSize(width: 320, height: 480))
  }

  @Test func containmentWithApplesRecipe() {
    let log = LifecycleRecorder()
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    parent.onViewDidLoad = { [unowned parent] in  // the closure is the parent's own
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    let host = TestHost()
    host.show(parent)
    #expect(
      appearance(log.take()) == [
        "parent.viewDidLoad", "child.willMove(parent)", "child.viewDidLoad",
        "child.didMove(parent)", "parent.viewWillAppear", "child.viewWillAppear",
        "parent.viewIsAppearing", "child.viewIsAppearing", "child.viewDidAppear",
        "parent.viewDidAppear",
      ])
    #expect(parent.children.first === child)
    #expect(child.parent === parent)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.take() == [
        "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(nil)",
      ])
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @Test func pushAndPopInANavigationController() {
    let log = LifecycleRecorder()
    let first = LoggingViewController("first", log: log)
    let second = LoggingViewController("second", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let host = TestHost()
    host.show(navigation)
    log.reset()
    navigation.pushViewController(second, animated: true)
    host.flush()
    #expect(
      appearance(log.take()) == [
        "second.willMove(container)", "second.viewDidLoad", "first.viewWillDisappear",
        "second.viewWillAppear", "first.viewDidDisappear", "second.viewIsAppearing",
        "second.viewDidAppear", "second.didMove(container)",
      ])
    #expect(navigation.topViewController === second)
    #expect(second.navigationController === navigation)
    #expect(navigation.viewControllers.count == 2)
    let popped = navigation.popViewController(animated: true)
    host.flush()
    #expect(popped === second)
    #expect(
      appearance(log.take()) == [
        "second.willMove(nil)", "second.viewWillDisappear", "first.viewWillAppear",
        "second.viewDidDisappear", "second.didMove(nil)", "first.viewIsAppearing",
        "first.viewDidAppear",
      ])
    #expect(navigation.popViewController(animated: true) == nil, "the root stays")
  }

  // A page sheet leaves the presenter on screen (no disappearance callbacks); the
  // completion runs after the presented controller's viewDidAppear(_:).
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
  @Test func aMediumSheetWithCompletions() {
    let log = LifecycleRecorder()
    let root = LoggingViewController("root", log: log)
    let sheet = LoggingViewController("sheet", log: log)
    let host = TestHost()
    host.show(root)
    log.reset()
    sheet.modalPresentationStyle = .pageSheet
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    sheet.sheetPresentationController?.prefersGrabberVisible = true
    root.present(sheet, animated: true) { log.record("completion") }
    host.flush()
    #expect(
      appearance(log.take()) == [
        "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewIsAppearing",
        "sheet.viewDidAppear", "completion",
      ])
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    // nil until one is selected: the sheet rests at the smallest detent
    // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil)
    #expect(sheet.view.frame.minY == 422, "half of the 844-point window")
    sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    host.flush()
    #expect(sheet.view.frame.minY < 422)
    sheet.dismiss(animated: true) { log.record("dismissed") }
    host.flush()
    #expect(
      appearance(log.take()) == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "dismissed"])
    #expect(root.presentedViewController == nil)
  }

  // Full screen: the presenter disappears while covered (its callbacks first, as
  // HeadlessKit's PresentationTests pin) and reappears after dismissal.
  @Test func aFullScreenPresentationHidesThePresenter() {
    let log = LifecycleRecorder()
    let root = LoggingViewController("root", log: log)
    let cover = LoggingViewController("cover", log: log)
    let host = TestHost()
    host.show(root)
    log.reset()
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil)
    root.present(cover, animated: false) { log.record("presented") }
    host.flush()
    #expect(
      appearance(log.take()) == [
        "root.viewWillDisappear", "cover.viewDidLoad", "root.viewDidDisappear",
        "cover.viewWillAppear", "cover.viewIsAppearing", "cover.viewDidAppear", "presented",
      ])
    #expect(root.view.window == nil, "the covered presenter leaves the window")
    root.dismiss(animated: false) { log.record("dismissed") }
    host.flush()
    #expect(
      appearance(log.take()) == [
        "cover.viewWillDisappear", "root.viewWillAppear", "cover.viewDidDisappear",
        "root.viewIsAppearing", "root.viewDidAppear", "dismissed",
      ])
  }
}
