import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a list screen with bar buttons.

final class InboxController: UIViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [unowned self] _ in log.append("add") }),
      UIBarButtonItem(
        title: "Filter", primaryAction: UIAction { [unowned self] _ in log.append("filter") }),
    ]
  }
}

@MainActor
@Suite struct UIKitBarButtonTests {
  /// `navigationItem.rightBarButtonItems`
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems):
  /// "the first item in the array is the rightmost"; a tap runs the item's
  /// `primaryAction` (https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction).
  @Test func rightItemsShowFromTheTrailingEdgeAndRunTheirActions() throws {
    let inbox = InboxController()
    let host = TestHost()
    host.show(UINavigationController(rootViewController: inbox))
    let add = try #require(inbox.trailingBarButtons.first)
    let filter = try #require(host.view(withText: "Filter"))
    #expect(add.image == "plus" && add.superview?.identifier == "navigationBar")
    #expect(add.frame.maxX == 390 - 8 && filter.frame.maxX == add.frame.minX)
    #expect(host.tapButton(titled: "Filter"))
    add.tap()
    #expect(inbox.log == ["filter", "add"])
  }

  /// `leftBarButtonItem` replaces the back button
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton:
  /// false by default, so left items replace it); a change after the bar is shown
  /// refreshes it, and the next controller's items replace the previous one's.
  @Test func leftItemsReplaceTheBackButtonAndChangesRefreshTheBar() throws {
    let inbox = InboxController()
    let host = TestHost()
    let navigation = UINavigationController(rootViewController: inbox)
    host.show(navigation)
    let detail = UIViewController()
    detail.title = "Message"
    navigation.pushViewController(detail, animated: false)
    host.flush()
    #expect(!host.view("back")!.isHidden)
    #expect(host.view(withText: "Filter") == nil, "the previous top's items left the bar")
    let close = UIBarButtonItem(systemItem: .close)
    close.accessibilityIdentifier = "close"
    detail.navigationItem.leftBarButtonItem = close
    host.flush()
    #expect(host.view("back")!.isHidden && host.view("close")?.frame.minX == 8)
    detail.navigationItem.leftBarButtonItem = nil
    host.flush()
    #expect(!host.view("back")!.isHidden && host.view("close") == nil)
  }

  /// `rightBarButtonItem`
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem):
  /// assigning replaces the first item of `rightBarButtonItems`, an item already in the
  /// array moves to the front, and `nil` removes the first item.
  @Test func theSingleItemSetterFollowsUIKitsRule() {
    let item = UINavigationController(rootViewController: UIViewController())
      .viewControllers[0].navigationItem
    let (a, b, c) = (
      UIBarButtonItem(title: "a"), UIBarButtonItem(title: "b"), UIBarButtonItem(title: "c")
    )
    item.rightBarButtonItems = [a, b]
    item.rightBarButtonItem = c
    #expect(item.rightBarButtonItems?.map(\.title) == ["c", "b"])
    item.rightBarButtonItem = b
    #expect(item.rightBarButtonItems?.map(\.title) == ["b", "c"])
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems?.map(\.title) == ["c"])
  }
}
