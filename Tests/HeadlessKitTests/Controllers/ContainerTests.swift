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

  @Test func pushSendsUIKitsAppearanceOrder() {  // SPEC 5.2, 5.3
    let (host, navigation, recorder, c) = navigation()
    navigation.push(c[1])
    #expect(
      appearance(recorder.events) == [
        "b.willMove(NavigationController)", "b.didMove(NavigationController)", "a.willDisappear",
        "b.willAppear", "a.didDisappear",
      ])
    recorder.reset()
    host.flush()
    #expect(appearance(recorder.events) == ["b.didAppear"])
    #expect(navigation.topController === c[1] && c[0].view.window == nil)
    #expect(navigation.titleLabel.text == "B")
    #expect(navigation.backButton.title == "< A" && !navigation.backButton.isHidden)
    #expect(c[1].view.frame == Rect(x: 0, y: 0, width: 390, height: 800))
  }

  @Test func popAndPopToRootRemoveChildrenWithTheirCallbacks() {
    let (host, navigation, recorder, c) = navigation()
    navigation.push(c[1])
    navigation.push(c[2])
    host.flush()
    recorder.reset()
    #expect(navigation.pop() === c[2])
    #expect(
      appearance(recorder.events) == [
        "c.willDisappear", "b.willAppear", "c.didDisappear", "c.willMove(nil)", "c.didMove(nil)",
      ])
    host.flush()
    recorder.reset()
    #expect(navigation.popToRoot().map { ($0 as! RecordingController).name } == ["b"])
    host.flush()
    #expect(
      appearance(recorder.events) == [
        "b.willDisappear", "a.willAppear", "b.didDisappear", "b.willMove(nil)", "b.didMove(nil)",
        "a.didAppear",
      ])
    #expect(navigation.children.count == 1 && navigation.backButton.isHidden)
    #expect(navigation.pop() == nil)  // nothing below the root
  }

  @Test func backButtonPopsAsAUserTapWould() {
    let (host, navigation, _, c) = navigation()
    navigation.push(c[1])
    host.flush()
    #expect(host.tap("back"))
    #expect(navigation.topController === c[0])
    #expect(navigation.titleLabel.text == "A")
  }

  @Test func setControllersReplacesTheStack() {
    let (host, navigation, recorder, c) = navigation()
    navigation.setControllers([c[2], c[1]])
    host.flush()
    #expect(navigation.viewControllers.map { ($0 as! RecordingController).name } == ["c", "b"])
    #expect(appearance(recorder.events).contains("a.didDisappear"))
    #expect(appearance(recorder.events).contains("b.didAppear"))
    #expect(c[0].parent == nil)
  }

  // SPEC 3.2
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
    #expect(
      appearance(recorder.events) == [
        "x.willDisappear", "y.willAppear", "x.didDisappear", "y.didAppear",
      ])
    #expect(controller.selectedIndex == 1 && tabs[0].view.window == nil)
    #expect((host.view("tab-0") as? Button)?.title == "Feed")
    tabs[1].title = "Search"
    host.flush()
    #expect((host.view("tab-1") as? Button)?.title == "Search")
    #expect((host.view("tab-1") as? Button)?.isEnabled == false)  // the current tab
  }
}
