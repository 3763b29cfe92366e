import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// App code below is written in UIKit's names only, as it would be for iOS; the tests
// drive it with HeadlessKitTesting's TestHost.

/// A view controller that logs its lifecycle, in UIKit's spelling.
final class LoggingViewController: UIViewController {
  let name: String
  let log: LifecycleRecorder
  var onViewDidLoad: (() -> Void)?

  init(_ name: String, log: LifecycleRecorder) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  private func record(_ event: String) { log.record("\(name).\(event)") }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
    onViewDidLoad?()
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    record("viewIsAppearing")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }
  override func updateProperties() {
    super.updateProperties()
    record("updateProperties")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    record("viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    record("viewDidLayoutSubviews")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record(
      "willMove(\((parent as? LoggingViewController)?.name ?? (parent == nil ? "nil" : "container")))"
    )
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record(
      "didMove(\((parent as? LoggingViewController)?.name ?? (parent == nil ? "nil" : "container")))"
    )
  }
}

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
    #expect(parent.children.first === child && child.parent === parent)
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
    #expect(navigation.topViewController === second && second.navigationController === navigation)
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
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
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

/// The seed's theme, read by a controller in UIKit's names.
@Observable final class Theme: @unchecked Sendable {
  var accent = "forest"
}

final class ThemedViewController: UIViewController {
  let theme: Theme
  let label = UILabel()

  init(theme: Theme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.accessibilityIdentifier = "theme"
    view.addSubview(label)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    label.text = theme.accent
  }
}

final class CachingViewController: UIViewController {
  let theme: Theme
  let label = UILabel()
  private var cachedAccent = ""

  init(theme: Theme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    cachedAccent = theme.accent  // read once: never tracked
    label.accessibilityIdentifier = "theme"
    view.addSubview(label)
  }

  override func updateProperties() {
    super.updateProperties()
    label.text = cachedAccent
  }
}

@MainActor
@Suite struct UIKitTrackingTests {
  // iOS 18: viewWillLayoutSubviews() is tracked only with UIObservationTrackingEnabled.
  // https://developer.apple.com/documentation/uikit/updating-views-automatically-with-observation-tracking
  @Test(arguments: [true, false])
  func onIOS18TheKeyDecidesWhetherViewWillLayoutSubviewsRefreshes(key: Bool) {
    let theme = Theme()
    let host = TestHost(
      configuration: Configuration(platform: .v18, observationTrackingEnabled: key))
    host.show(ThemedViewController(theme: theme))
    #expect(host.label("theme")?.text == "forest")
    theme.accent = "coral"
    host.flush()
    #expect(host.label("theme")?.text == (key ? "coral" : "forest"))
  }

  @Test func theTraceNamesTheUIKitMethodThatRead() {
    let theme = Theme()
    let host = TestHost(
      configuration: Configuration(
        platform: .v18, observationTrackingEnabled: true, traceEnabled: true))
    host.show(ThemedViewController(theme: theme))
    theme.accent = "coral"
    host.flush()
    let reruns = host.diagnostics.compactMap { diagnostic -> String? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return "\(rerun.owner).\(rerun.method)"
    }
    #expect(reruns == ["ThemedViewController.viewWillLayoutSubviews()"])
  }

  // The seed's trap in UIKit's spelling: a value read once in viewDidLoad() and cached
  // never refreshes; HeadlessKit names the method it was read in.
  @Test func aReadInViewDidLoadIsReportedUnderThatName() {
    let theme = Theme()
    let host = TestHost(diagnostics: .expected)
    host.show(CachingViewController(theme: theme))
    theme.accent = "coral"
    host.flush()
    #expect(host.label("theme")?.text == "forest", "cached: stale, as on iOS")
    #expect(
      host.diagnostics.map(\.event) == [
        .untrackedRead(
          .init(
            owner: "CachingViewController", callback: "viewDidLoad()", type: "Theme",
            fix: .updateProperties))
      ])
  }

  @Test func onIOS26ViewWillLayoutSubviewsIsTracked() {
    let theme = Theme()
    let host = TestHost()
    host.show(ThemedViewController(theme: theme))
    theme.accent = "sage"
    host.flush()
    #expect(host.label("theme")?.text == "sage")
  }
}

@MainActor
@Suite struct UIKitTabBarTests {
  // UITabBarController: children from the moment they are set; the first tab appears;
  // switching shows the new tab's viewWillAppear(_:) first (the observed iOS order that
  // HeadlessKit's ContainerTests pin).
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  @Test func tabsSetAfterInitAndSelectedByIndex() {
    let log = LifecycleRecorder()
    let feed = LoggingViewController("feed", log: log)
    let search = LoggingViewController("search", log: log)
    feed.title = "Feed"
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
    tabs.viewControllers = [feed, search]
    #expect(
      log.take() == [
        "feed.willMove(container)", "search.willMove(container)", "feed.didMove(container)",
        "search.didMove(container)",
      ])
    #expect(feed.tabBarController === tabs && tabs.selectedViewController === feed)
    let host = TestHost()
    host.show(tabs)
    #expect(
      appearance(log.take()) == [
        "feed.viewDidLoad", "feed.viewWillAppear", "feed.viewIsAppearing", "feed.viewDidAppear",
      ])
    tabs.selectedIndex = 1
    host.flush()
    #expect(
      appearance(log.take()) == [
        "search.viewDidLoad", "search.viewWillAppear", "feed.viewWillDisappear",
        "feed.viewDidDisappear", "search.viewIsAppearing", "search.viewDidAppear",
      ])
    #expect(tabs.selectedViewController === search)
    #expect(host.button("tab-0")?.title == "Feed")
    // Replacing the tabs: the one on screen stays when it is kept.
    let profile = LoggingViewController("profile", log: log)
    tabs.setViewControllers([search, profile], animated: false)
    host.flush()
    #expect(
      appearance(log.take()) == [
        "feed.willMove(nil)", "profile.willMove(container)", "feed.didMove(nil)",
        "profile.didMove(container)",
      ])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === search)
    #expect(host.button("tab-1") != nil && host.button("tab-2") == nil)
  }

  private func appearance(_ events: [String]) -> [String] {
    events.filter { !$0.contains("Layout") && !$0.hasSuffix("updateProperties") }
  }
}

@MainActor
@Suite struct UIKitWindowTests {
  // A scene delegate's three lines: a window, its root view controller, makeKeyAndVisible().
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  @Test func makeKeyAndVisibleShowsTheWindowInTheAppsApplication() {
    let log = LifecycleRecorder()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = LoggingViewController("root", log: log)
    window.makeKeyAndVisible()
    let application = UIApplication.shared.application
    defer { application.hide(window) }
    #expect(window.isVisible && UIApplication.shared.windows.contains { $0 === window })
    application.flush()
    #expect(log.events.contains("root.viewDidAppear"))
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.windows.filter { $0 === window }.count == 1, "shown once")
  }
}
