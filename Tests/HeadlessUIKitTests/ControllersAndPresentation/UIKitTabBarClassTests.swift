import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitTabBarClassTests {
  private func makeTabs() -> (UITabBarController, UIViewController, UIViewController) {
    let feed = UIViewController()
    feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
    let profile = UIViewController()
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [feed, profile]
    return (tabs, feed, profile)
  }

  /// `UITabBarController.tabBar` is a `UITabBar`
  /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar) whose
  /// `items` are the tabs' `tabBarItem`s
  /// (https://developer.apple.com/documentation/uikit/uitabbar/items) and whose
  /// `selectedItem` (https://developer.apple.com/documentation/uikit/uitabbar/selecteditem)
  /// follows the selected tab.
  @Test func theControllersTabBarListsTheTabsItems() {
    let (tabs, feed, profile) = makeTabs()
    let host = TestHost()
    host.show(tabs)
    let bar: UITabBar = tabs.tabBar
    #expect(bar.items?.map(\.tag) == [1, 2])
    #expect(bar.selectedItem === feed.tabBarItem)
    host.tap("tab-1")
    #expect(bar.selectedItem === profile.tabBarItem)
    #expect(bar.isTranslucent)
  }

  /// `tintColor` colours the selected tab and `unselectedItemTintColor`
  /// (https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor)
  /// the others; an opaque appearance's background colour
  /// (https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground())
  /// fills the bar.
  @Test func tintsAndAppearanceColourTheBar() {
    let (tabs, _, _) = makeTabs()
    tabs.tabBar.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    tabs.tabBar.unselectedItemTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    tabs.tabBar.standardAppearance = appearance
    let host = TestHost()
    host.show(tabs)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"fill="#FF0000">Feed</text>"##))
    #expect(svg.contains(##"fill="#0000FF">Profile</text>"##))
    #expect(svg.contains(##"fill="#00FF00""##))
    host.tap("tab-1")
    let after = host.window.renderSVG()
    #expect(after.contains(##"fill="#0000FF">Feed</text>"##))
    #expect(after.contains(##"fill="#FF0000">Profile</text>"##))
  }
}
