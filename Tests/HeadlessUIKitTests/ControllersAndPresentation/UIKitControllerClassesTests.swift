import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// UIKit's controller classes are classes of their own (subclasses of HeadlessKit's
// `Controller`) with UIKit's declarations: the shapes below are copied from Apple's
// pages and from the programmatic screens UIKit code is written as.

/// A tab set up the way UIKit tutorials set tabs up: a function returning
/// `UIViewController` that wraps a screen in a navigation controller.
@MainActor
private func makeTab(_ root: UIViewController, title: String) -> UIViewController {
  let navigation = UINavigationController(rootViewController: root)
  navigation.tabBarItem.title = title
  return navigation
}

/// A navigation controller subclass, as apps write to style their bars.
private final class StyledNavigationController: UINavigationController {
  var events: [String] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("viewWillAppear")
  }
}

/// Records UIKit's containment callbacks with UIKit's parameter type.
private final class ContainedViewController: UIViewController {
  var events: [String] = []
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    events.append("willMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    events.append("didMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("viewWillDisappear isMovingFromParent=\(isMovingFromParent)")
  }
}

/// UIKit's initializer shapes: a custom designated initializer calling
/// `super.init(nibName:bundle:)` with the required `init?(coder:)`; another declaring
/// `init()` without `override`, as UIKit's imported `init()` is a convenience; status bar preferences and the memory warning overridden.
private final class ProfileViewController: UIViewController {
  let name: String
  var warnings = 0
  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    warnings += 1
  }
}

private final class PlainInitViewController: UIViewController {
  var count = 0
  init() { super.init(nibName: nil, bundle: nil) }
  convenience init(count: Int) {
    self.init()
    self.count = count
  }
  required init?(coder: NSCoder) { nil }
}

/// Its properties hook asks for layout and its layout hook for properties: a feedback loop.
private final class LoopingViewController: UIViewController {
  override func updateProperties() {
    super.updateProperties()
    view.setNeedsLayout()
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    setNeedsUpdateProperties()
  }
}

private final class PropertiesOnlyViewController: UIViewController {
  override func updateProperties() { super.updateProperties() }
}
private final class PropertiesAndLayoutViewController: UIViewController {
  override func updateProperties() { super.updateProperties() }
  override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
}

@MainActor
@Suite struct UIKitControllerClassesTests {
  // UINavigationController and UITabBarController inherit from UIViewController
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller,
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller), so tabs are
  // `[UIViewController]` holding navigation controllers.
  @Test func tabsOfNavigationControllersShowTheirTabBarItemTitles() {
    let tabs = UITabBarController()
    let home = UIViewController()
    home.title = "Home screen"
    tabs.viewControllers = [
      makeTab(home, title: "Home"), makeTab(UIViewController(), title: "Inbox"),
    ]
    let host = TestHost()
    host.show(tabs)
    #expect(host.button("tab-0")?.title == "Home", "the item's title, not the controller's")
    #expect(host.button("tab-1")?.title == "Inbox")
    #expect(home.tabBarController === tabs)
    #expect(home.navigationController === tabs.viewControllers?.first)
    tabs.viewControllers?[1].tabBarItem.title = "Messages"
    host.flush()
    #expect(host.button("tab-1")?.title == "Messages", "the bar reads the item in a tracked hook")
    host.tap("tab-1")
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === tabs.viewControllers?[1])
  }

  @Test func aNavigationControllerSubclassGetsUIKitsCallbacks() {
    let navigation = StyledNavigationController(rootViewController: UIViewController())
    let host = TestHost()
    host.show(navigation)
    #expect(navigation.events == ["viewDidLoad", "viewWillAppear"])
    #expect(host.view("navigationBar") != nil, "super.viewDidLoad() kept the bar")
    let next = UIViewController()
    next.title = "Next"
    navigation.pushViewController(next, animated: true)
    host.flush()
    #expect(host.label("navigationTitle")?.text == "Next")
    #expect(navigation.topViewController === next)
    #expect(next.navigationController === navigation)
  }

  // willMove(toParent:) / didMove(toParent:) take a UIViewController, and Apple's
  // removal steps (https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller)
  // make isMovingFromParent true in the disappearance callbacks.
  @Test func containmentCallbacksHaveUIKitsParameterType() {
    let container = UIViewController()
    let child = ContainedViewController()
    let host = TestHost()
    host.show(container)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    host.flush()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    host.flush()
    #expect(
      child.events == [
        "willMove(UIViewController)", "didMove(UIViewController)", "willMove(nil)",
        "viewWillDisappear isMovingFromParent=true", "didMove(nil)",
      ])
  }

  @Test func pushAndPopCallTheUIKitSpelledContainmentOverrides() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let host = TestHost()
    host.show(navigation)
    let pushed = ContainedViewController()
    navigation.pushViewController(pushed, animated: true)
    host.flush()
    navigation.popViewController(animated: true)
    host.flush()
    #expect(
      pushed.events == [
        "willMove(UINavigationController)", "didMove(UINavigationController)", "willMove(nil)",
        "viewWillDisappear isMovingFromParent=true", "didMove(nil)",
      ])
  }

  @Test func uikitsInitializerShapesAndPreferencesCompileAndRead() {
    let profile = ProfileViewController(name: "Ada")
    #expect(profile.prefersStatusBarHidden)
    #expect(profile.preferredStatusBarStyle == .lightContent)
    profile.didReceiveMemoryWarning()
    #expect(profile.warnings == 1)
    #expect(PlainInitViewController(count: 2).count == 2)
    let host = TestHost()
    host.show(profile)
    #expect(profile.view.window != nil)
  }

  @Test func hookRunsNameUIKitsLayoutMethod() {
    let host = TestHost(configuration: .init(feedbackLoopThreshold: 3), diagnostics: .expected)
    var runs: [String] = []
    host.application.onHookRun = { runs.append($0.description) }
    host.show(LoopingViewController())
    #expect(runs.contains("LoopingViewController.viewWillLayoutSubviews()"))
    #expect(!runs.contains { $0.hasSuffix(".willLayout()") })
    let loop = host.diagnostics.first { $0.kind == .feedbackLoop }
    #expect(loop?.message.contains("LoopingViewController.viewWillLayoutSubviews()") == true)
  }

  // Platform 18 never calls updateProperties(); a UIKit controller that also overrides
  // viewWillLayoutSubviews() does its work there and is not reported, and the report
  // for one that does not names UIKit's method as the fix.
  @Test func platform18sReportKnowsUIKitsLayoutMethods() {
    let host = TestHost(
      configuration: .init(platform: .v18, observationTrackingEnabled: true), diagnostics: .expected
    )
    let root = UIViewController()
    root.addChild(PropertiesAndLayoutViewController())
    root.children[0].view.frame = .zero
    root.view.addSubview(root.children[0].view)
    let only = PropertiesOnlyViewController()
    root.addChild(only)
    root.view.addSubview(only.view)
    host.show(root)
    let never = host.diagnostics.compactMap { diagnostic -> String? in
      guard case .updatePropertiesNeverCalled(let type, _, let method) = diagnostic.event else {
        return nil
      }
      return "\(type) \(method ?? "")"
    }
    #expect(never == ["PropertiesOnlyViewController viewWillLayoutSubviews()"])
    #expect(host.diagnostics.first?.message.contains("Do it in viewWillLayoutSubviews()") == true)
  }
}
