import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The bars' delegates as UIKit declares them: a navigation bar of your own asks its
// delegate before pushing and popping, bars ask theirs for their position, and a tab
// bar controller (its tab bar's delegate) hears tabBar(_:didSelect:) when the user taps
// a tab.

private final class BarLog: NSObject, UINavigationBarDelegate, UIToolbarDelegate {
  var events: [String] = []
  var refusePop = false
  var position = UIBarPosition.topAttached

  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
    events.append("shouldPush \(item.title ?? "")")
    return item.title != "Forbidden"
  }

  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
    events.append("didPush \(item.title ?? "")")
  }

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    events.append("shouldPop \(item.title ?? "")")
    return !refusePop
  }

  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
    events.append("didPop \(item.title ?? "")")
  }

  func position(for bar: any UIBarPositioning) -> UIBarPosition { position }
}

/// Only the bar-positioning default: `.bottom` for a toolbar.
private final class QuietToolbarDelegate: NSObject, UIToolbarDelegate {}

/// A tab bar controller that records the taps its tab bar reports, and which tab was
/// shown then.
private final class RecordingTabs: UITabBarController {
  var selections: [String] = []

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    super.tabBar(tabBar, didSelect: item)
    selections.append("\(item.title ?? "") while \(selectedIndex)")
  }
}

@MainActor
private func tab(_ title: String) -> UIViewController {
  let controller = UIViewController()
  controller.tabBarItem.title = title
  return controller
}

@MainActor
@Suite struct UIKitBarDelegateTests {
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate: the bar
  /// asks navigationBar(_:shouldPush:) and navigationBar(_:shouldPop:) before it
  /// changes its stack and tells navigationBar(_:didPush:) and navigationBar(_:didPop:)
  /// after; a `false` answer leaves the stack as it was.
  @Test func aNavigationBarAsksItsDelegateBeforePushingAndPopping() {
    let log = BarLog()
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.delegate = log
    bar.pushItem(UINavigationItem(title: "Home"), animated: false)
    bar.pushItem(UINavigationItem(title: "Forbidden"), animated: false)
    bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
    #expect(bar.items?.map(\.title) == ["Home", "Detail"])
    #expect(
      log.events == [
        "shouldPush Home", "didPush Home", "shouldPush Forbidden", "shouldPush Detail",
        "didPush Detail",
      ])
    log.events = []
    log.refusePop = true
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.topItem?.title == "Detail")
    log.refusePop = false
    #expect(bar.popItem(animated: false)?.title == "Detail")
    #expect(log.events == ["shouldPop Detail", "shouldPop Detail", "didPop Detail"])
    #expect(bar.topItem?.title == "Home")
  }

  /// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:):
  /// the delegate says where its bar is; unimplemented, navigation bars are `.top` and
  /// toolbars `.bottom`
  /// (https://developer.apple.com/documentation/uikit/uibarpositioning/barposition).
  @Test func barsAskTheirDelegateForTheirPosition() {
    let log = BarLog()
    let bar = UINavigationBar(frame: .zero)
    #expect(bar.barPosition == .top)
    bar.delegate = log
    #expect(bar.barPosition == .topAttached)
    let toolbar = UIToolbar(frame: .zero)
    let quiet = QuietToolbarDelegate()
    toolbar.delegate = quiet
    #expect(toolbar.barPosition == .bottom)
    toolbar.delegate = log
    log.position = .top
    #expect(toolbar.barPosition == .top)
    let positioned: [any UIBarPositioning] = [bar, toolbar]
    #expect(positioned.map(\.barPosition) == [.top, .top])
  }

  /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:):
  /// "Sent to the delegate when the user selects a tab bar item"; a tab bar
  /// controller's bar has the controller for its delegate
  /// (https://developer.apple.com/documentation/uikit/uitabbar/delegate), so its
  /// override hears every tap, before the tab shows; setting selectedIndex in code is
  /// not a user's selection.
  @Test func aTabBarControllerHearsTheUsersTaps() {
    let tabs = RecordingTabs()
    tabs.viewControllers = [tab("Home"), tab("Inbox"), tab("Settings")]
    let host = TestHost()
    host.show(tabs)
    #expect(tabs.tabBar.delegate === tabs)
    host.tap("tab-1")
    host.flush()
    #expect(tabs.selectedIndex == 1)
    tabs.selectedIndex = 2
    host.flush()
    host.tap("tab-2")
    host.flush()
    #expect(tabs.selections == ["Inbox while 0", "Settings while 2"])
  }

  /// A tab bar of your own keeps the delegate it is given.
  @Test func aTabBarOfYourOwnKeepsItsDelegate() {
    final class Watcher: NSObject, UITabBarDelegate {}
    let watcher = Watcher()
    let bar = UITabBar(frame: .zero)
    #expect(bar.delegate == nil)
    bar.delegate = watcher
    #expect(bar.delegate === watcher)
  }
}
