import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct ContainerTests {
  private func navigation(_ configuration: Configuration = .init()) -> (
    TestHost, NavigationController, LifecycleRecorder, [RecordingController]
  ) {
    let recorder = LifecycleRecorder()
    let controllers = ["a", "b", "c"].map { RecordingController($0, recorder: recorder) }
    for controller in controllers { controller.title = controller.name.uppercased() }
    let navigation = NavigationController(rootController: controllers[0])
    let host = TestHost(configuration: configuration)
    host.show(navigation)
    recorder.reset()
    return (host, navigation, recorder, controllers)
  }

  private func appearance(_ events: [String]) -> [String] {
    events.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.contains("Move") }
  }

  // Navigation follows UINavigationController as observed on iOS, and Apple's pages:
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent

  @Test func pushSendsUIKitsAppearanceOrder() {  // Rule 5.2, 5.3
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    var stackAtWillDisappear: [String] = []
    c[0].onWillDisappear = {
      stackAtWillDisappear = navigation.viewControllers.map { ($0 as! RecordingController).name }
    }
    navigation.push(c[1])
    #expect(
      appearance(recorder.events) == [
        "b.willMove(NavigationController)", "a.willDisappear", "b.willAppear", "a.didDisappear",
      ])
    #expect(stackAtWillDisappear == ["a", "b"], "the new top is already in the stack")
    recorder.reset()
    host.flush()
    // didMove(toParent:) comes after didAppear.
    #expect(
      appearance(recorder.events) == [
        "b.isAppearing", "b.didAppear", "b.didMove(NavigationController)",
      ])
    #expect(navigation.topController === c[1])
    #expect(c[0].view.window == nil)
    #expect(navigation.titleLabel.text == "B")
    #expect(navigation.backButton.title == "< A")
    #expect(!navigation.backButton.isHidden)
    #expect(c[1].view.frame == Rect(x: 0, y: 0, width: 390, height: 800))
  }

  @Test func popAndPopToRootRemoveChildrenWithTheirCallbacks() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.push(c[1])
    navigation.push(c[2])
    host.flush()
    recorder.reset()
    var stackAtWillDisappear: [String] = []
    c[2].onWillDisappear = {
      stackAtWillDisappear = navigation.viewControllers.map { ($0 as! RecordingController).name }
    }
    #expect(navigation.pop() === c[2])
    #expect(
      appearance(recorder.events) == [
        "c.willMove(nil)", "c.willDisappear", "b.willAppear", "c.didDisappear", "c.didMove(nil)",
      ])
    #expect(stackAtWillDisappear == ["a", "b"], "the popped controller is already gone")
    host.flush()
    recorder.reset()
    #expect(navigation.popToRoot().map { ($0 as! RecordingController).name } == ["b"])
    host.flush()
    #expect(
      appearance(recorder.events) == [
        "b.willMove(nil)", "b.willDisappear", "a.willAppear", "b.didDisappear", "b.didMove(nil)",
        "a.isAppearing", "a.didAppear",
      ])
    #expect(navigation.children.count == 1)
    #expect(navigation.backButton.isHidden)
    #expect(navigation.pop() == nil)  // nothing below the root
  }

  @Test func backButtonPopsAsAUserTapWould() {
    let (host, navigation, _, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.push(c[1])
    host.flush()
    #expect(host.tap("back"))
    #expect(navigation.topController === c[0])
    #expect(navigation.titleLabel.text == "A")
  }

  @Test func setControllersReplacesTheStack() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.setControllers([c[2], c[1]])
    host.flush()
    #expect(navigation.viewControllers.map { ($0 as! RecordingController).name } == ["c", "b"])
    #expect(appearance(recorder.events).contains("a.didDisappear"))
    #expect(appearance(recorder.events).contains("b.didAppear"))
    #expect(c[0].parent == nil)
  }

  // Rule 3.2
  @Test(arguments: [Configuration.Platform.v26, .v18])
  func theBarFollowsTheTopTitleBecauseTitlesAreTracked(platform: Configuration.Platform) {
    let (host, navigation, _, c) = navigation(
      Configuration(platform: platform, observationTrackingEnabled: true))
    #expect(navigation.titleLabel.text == "A")
    c[0].title = "Inbox"
    host.flush()
    #expect(navigation.titleLabel.text == "Inbox")
    #expect(host.diagnostics.isEmpty)
  }

  // UITabBarController's setViewControllers(_:animated:): leaving tabs are removed, and
  // when the tab on screen leaves, the first new tab takes its place with the same
  // callbacks as a tap.
  @Test func setTabsReplacingTheTabOnScreenShowsTheFirstNewOne() {
    let recorder = LifecycleRecorder()
    let old = RecordingController("old", recorder: recorder)
    let new = RecordingController("new", recorder: recorder)
    let tabs = TabController(tabs: [old])
    let host = TestHost()
    host.show(tabs)
    recorder.reset()
    tabs.setTabs([new])
    host.flush()
    #expect(
      appearance(recorder.events) == [
        "old.willMove(nil)", "new.willMove(TabController)", "new.willAppear",
        "old.willDisappear", "old.didDisappear", "old.didMove(nil)",
        "new.didMove(TabController)", "new.isAppearing", "new.didAppear",
      ])
    #expect(old.parent == nil)
    #expect(new.parent === tabs)
    #expect(tabs.selectedController === new)
    #expect(host.button("tab-0") != nil)
    #expect(host.button("tab-1") == nil)
    tabs.setTabs([])
    #expect(tabs.tabs.isEmpty)
    #expect(new.view.window == nil)
  }

  @Test func tabsSwitchWithAppearanceAndShowTrackedTitles() {
    let recorder = LifecycleRecorder()
    let tabs = ["x", "y"].map { RecordingController($0, recorder: recorder) }
    tabs[0].title = "Feed"
    let controller = TabController(tabs: tabs)
    let host = TestHost()
    host.show(controller)
    #expect(
      appearance(recorder.events).filter { $0.hasPrefix("y.") && $0.contains("Appear") }.isEmpty)
    recorder.reset()
    #expect(host.tap("tab-1"))
    // UITabBarController's observed order: the new tab loads on first selection, then
    // new willAppear, old willDisappear, old didDisappear, new didAppear.
    #expect(
      recorder.events.filter { !$0.contains("Layout") && !$0.contains("updateProperties") } == [
        "y.loadView", "y.didLoad", "y.willAppear", "x.willDisappear", "x.didDisappear",
        "y.isAppearing", "y.didAppear",
      ])
    #expect(controller.selectedIndex == 1)
    #expect(tabs[0].view.window == nil)
    #expect((host.view("tab-0") as? Button)?.title == "Feed")
    tabs[1].title = "Search"
    host.flush()
    #expect((host.view("tab-1") as? Button)?.title == "Search")
    #expect((host.view("tab-1") as? Button)?.isSelected == true)  // the current tab
  }

  @Test func popToPopsEverythingAboveWithUIKitsOrderAndReturnsThePopped() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.push(c[1])
    navigation.push(c[2])
    host.flush()
    recorder.reset()
    let popped = navigation.popTo(c[0])
    #expect(popped?.map { ($0 as! RecordingController).name } == ["b", "c"])
    host.flush()
    #expect(
      appearance(recorder.events) == [
        "b.willMove(nil)", "c.willMove(nil)", "c.willDisappear", "a.willAppear",
        "c.didDisappear", "b.didMove(nil)", "c.didMove(nil)", "a.isAppearing", "a.didAppear",
      ])
    #expect(navigation.popTo(RecordingController("x", recorder: recorder)) == nil)
    #expect(navigation.popTo(c[0])?.isEmpty == true, "already the top: nothing to pop")
  }

  @Test func setControllersMovesJoiningAndLeavingControllersAsAPushOrPopWould() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.setControllers([c[2], c[1]])
    host.flush()
    #expect(
      appearance(recorder.events) == [
        "c.willMove(NavigationController)", "b.willMove(NavigationController)",
        "a.willMove(nil)", "a.willDisappear", "b.willAppear", "a.didDisappear",
        "a.didMove(nil)", "b.isAppearing", "b.didAppear", "c.didMove(NavigationController)",
        "b.didMove(NavigationController)",
      ])
    #expect(navigation.viewControllers.map { ($0 as! RecordingController).name } == ["c", "b"])
    #expect(c[0].parent == nil)
  }

  @Test func completionsRunAfterTheNewTopsDidAppear() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    navigation.push(c[1]) { recorder.record("push done") }
    #expect(!recorder.events.contains("push done"))
    host.flush()
    #expect(
      appearance(recorder.events).suffix(3) == [
        "b.isAppearing", "b.didAppear", "b.didMove(NavigationController)",
      ])
    #expect(recorder.events.last == "push done")
    recorder.reset()
    navigation.pop { recorder.record("pop done") }
    host.flush()
    #expect(recorder.events.suffix(3) == ["a.isAppearing", "a.didAppear", "pop done"])
  }

  @Test func aControllerCoveredBeforeItAppearedStillGetsDidMoveAndItsCompletion() {
    let (host, navigation, recorder, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }
    navigation.push(c[1]) { recorder.record("b pushed") }
    navigation.push(c[2])  // covers b before any pass
    host.flush()
    #expect(
      appearance(recorder.events).filter { $0.hasPrefix("b.") }
        + recorder.events.filter {
          $0 == "b pushed"
        } == [
          "b.willMove(NavigationController)", "b.willAppear", "b.willDisappear",
          "b.didDisappear", "b.didMove(NavigationController)", "b pushed",
        ])
    #expect(navigation.viewControllers.count == 3)
  }

  @Test func isMovingToAndFromParentAreTrueOnlyInThePushedAndPoppedControllersCallbacks() {
    let (host, navigation, _, c) = navigation()
    defer { c.forEach { $0.clearHandlers() } }  // handlers capture the screen
    var seen: [String] = []
    for controller in c {
      let name = controller.name
      controller.onWillAppear = {
        seen.append("\(name).willAppear to=\(controller.isMovingToParent)")
      }
      controller.onDidAppear = {
        seen.append("\(name).didAppear to=\(controller.isMovingToParent)")
      }
      controller.onWillDisappear = {
        seen.append("\(name).willDisappear from=\(controller.isMovingFromParent)")
      }
      controller.onDidDisappear = {
        seen.append("\(name).didDisappear from=\(controller.isMovingFromParent)")
      }
    }
    navigation.push(c[1])
    host.flush()
    navigation.pop()
    host.flush()
    #expect(
      seen == [
        "a.willDisappear from=false", "b.willAppear to=true", "a.didDisappear from=false",
        "b.didAppear to=true", "b.willDisappear from=true", "a.willAppear to=false",
        "b.didDisappear from=true", "a.didAppear to=false",
      ])
    #expect(!c[1].isMovingFromParent, "false outside the callbacks")
  }

  @Test func navigationAndTabControllersAreFoundFromAnyDescendant() {
    let (_, navigation, recorder, c) = navigation()
    let nested = RecordingController("nested", recorder: recorder)
    c[0].embed(nested)
    #expect(nested.enclosingNavigationController === navigation)
    #expect(c[0].enclosingNavigationController === navigation)
    #expect(navigation.enclosingNavigationController == nil)
    let tabs = TabController(tabs: [RecordingController("t", recorder: recorder)])
    #expect(tabs.tabs[0].tabController === tabs)
    #expect(nested.tabController == nil)
  }

  @Test func settingSelectedControllerSelectsThatTab() {
    let recorder = LifecycleRecorder()
    let tabs = ["x", "y"].map { RecordingController($0, recorder: recorder) }
    let controller = TabController(tabs: tabs)
    let host = TestHost()
    host.show(controller)
    controller.selectedController = tabs[1]
    #expect(controller.selectedIndex == 1)
    controller.selectedController = RecordingController("z", recorder: recorder)
    #expect(controller.selectedIndex == 1, "a controller that is not a tab is ignored")
    host.flush()
  }

  /// A container that forwards appearance by hand, as Apple describes for custom
  /// containers: https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  final class ManualContainer: RecordingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test func aContainerThatForwardsByHandDecidesWhenItsChildrenAppear() {
    let recorder = LifecycleRecorder()
    let container = ManualContainer("box", recorder: recorder)
    let child = RecordingController("child", recorder: recorder)
    container.onDidLoad = { container.embed(child) }
    let host = TestHost()
    host.show(container)
    #expect(!recorder.events.contains("child.willAppear"), "not forwarded automatically")
    recorder.reset()
    child.beginAppearanceTransition(true)
    #expect(recorder.take() == ["child.willAppear"])
    child.endAppearanceTransition()
    #expect(recorder.take() == ["child.isAppearing", "child.didAppear"])
    host.application.hide(host.window)
    #expect(recorder.take() == ["box.willDisappear", "box.didDisappear"])
    child.beginAppearanceTransition(false)
    child.endAppearanceTransition()
    #expect(recorder.take() == ["child.willDisappear", "child.didDisappear"])
  }
}
