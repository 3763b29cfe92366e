import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

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
