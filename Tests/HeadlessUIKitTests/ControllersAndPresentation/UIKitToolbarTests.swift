import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a message list with toolbar items.

final class MailboxController: UIViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    toolbarItems = [
      UIBarButtonItem(
        title: "Filter", primaryAction: UIAction { [unowned self] _ in log.append("filter") }),
      .flexibleSpace(),
      UIBarButtonItem(
        title: "Compose", primaryAction: UIAction { [unowned self] _ in log.append("compose") }),
    ]
  }
}

@MainActor
@Suite struct UIKitToolbarTests {
  /// `isToolbarHidden` is `true` by default
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden);
  /// shown, the toolbar holds the top controller's `toolbarItems`
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems), a
  /// flexible space (https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace())
  /// pushes the next item to the trailing edge, and a tap runs the item's action.
  @Test func theToolbarShowsTheTopControllersItems() throws {
    let mailbox = MailboxController()
    let navigation = UINavigationController(rootViewController: mailbox)
    let host = TestHost()
    host.show(navigation)
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.superview == nil)
    let fullHeight: CGFloat = mailbox.view.frame.height
    navigation.setToolbarHidden(false, animated: false)
    host.flush()
    let toolbar: UIToolbar = try #require(navigation.toolbar)
    #expect(toolbar.items?.count == 3)
    let inset: CGFloat = navigation.view.safeAreaInsets.bottom
    let toolbarTop: CGFloat = navigation.view.bounds.height - inset - 44
    #expect(toolbar.frame.minY == toolbarTop)
    let compose = try #require(toolbar.items?.last)
    #expect(compose.title == "Compose")
    #expect(host.tapButton(titled: "Compose"))
    #expect(host.tapButton(titled: "Filter"))
    #expect(mailbox.log == ["compose", "filter"])
    let shortened: CGFloat = fullHeight - 44 - inset
    #expect(mailbox.view.frame.height == shortened)
    let composeButton = try #require(
      host.views(ofType: UIButton.self).first { $0.title(for: .normal) == "Compose" })
    #expect(composeButton.frame.maxX == toolbar.bounds.width - 8)

    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    host.flush()
    #expect(toolbar.items == nil, "the new top controller has no toolbar items")
    navigation.isToolbarHidden = true
    host.flush()
    #expect(toolbar.superview == nil)
  }

  /// `fixedSpace(_:)` (https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:))
  /// keeps its width.
  @Test func fixedSpacesKeepTheirWidth() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let a = UIBarButtonItem(title: "A")
    let b = UIBarButtonItem(title: "B")
    toolbar.setItems([a, .fixedSpace(30), b], animated: false)
    toolbar.layoutIfNeeded()
    #expect(toolbar.items?[1].width == 30)
    let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
    let aButton = buttons.first { $0.title(for: .normal) == "A" }
    let bButton = buttons.first { $0.title(for: .normal) == "B" }
    #expect(bButton!.frame.minX == aButton!.frame.maxX + 30)
  }
}
