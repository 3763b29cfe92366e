import HeadlessKitTesting
import HeadlessUIKit
import Testing

final class TitleViewInboxController: UIViewController {
  let filter = UISegmentedControl(items: ["All", "Unread"])

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    filter.selectedSegmentIndex = 0
    navigationItem.titleView = filter
  }
}

// UINavigationItem.titleView: "A custom view displayed in the center of the navigation
// bar when the receiver is the top item" (its title is not shown then).
// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
@MainActor
@Suite struct UIKitTitleViewTests {
  @Test func aSegmentedControlTitleViewIsCentredInTheBarInPlaceOfTheTitle() throws {
    let inbox = TitleViewInboxController()
    let navigation = UINavigationController(rootViewController: inbox)
    let host = TestHost()
    host.show(navigation)
    host.flush()
    let bar = navigation.navigationBar
    #expect(inbox.filter.superview === bar)
    let frame = inbox.filter.frame
    let size = inbox.filter.intrinsicContentSize
    #expect(frame.size == size)
    #expect(abs(frame.midX - bar.bounds.midX) <= 0.5, "centred")
    let top = navigation.view.safeAreaInsets.top
    #expect(abs(frame.midY - (top + 22)) <= 0.5, "in the middle of the bar's 44-point row")
    // TestHost finds it and what it holds; the title text is not shown.
    #expect(host.segmentedControls.count == 1)
    #expect(!host.staticTexts["Inbox"].exists, "the title view replaces the title")
    host.segmentedControls.firstMatch.selectSegment("Unread")
    #expect(inbox.filter.selectedSegmentIndex == 1)
    // In the tree dump and the picture.
    #expect(host.window.treeDescription().contains("SegmentedControl"))
    #expect(host.window.renderSVG().contains(">Unread</text>"))
  }

  /// A navigation controller shown in a host, whose root controller has `title` and a
  /// label reading `text` as its title view.
  private func shownLabelTitleView(
    title: String, text: String
  ) -> (UIViewController, UILabel, UINavigationController, TestHost) {
    let root = UIViewController()
    root.title = title
    let label = UILabel()
    label.text = text
    root.navigationItem.titleView = label
    let navigation = UINavigationController(rootViewController: root)
    let host = TestHost()
    host.show(navigation)
    host.flush()
    return (root, label, navigation, host)
  }

  @Test func aLabelTitleViewIsFoundAndFollowsItsText() {
    let (_, label, navigation, host) = shownLabelTitleView(title: "Plain", text: "Custom title")
    #expect(host.staticTexts["Custom title"].exists)
    #expect(!host.staticTexts["Plain"].exists)
    #expect(abs(label.frame.midX - navigation.navigationBar.bounds.midX) <= 0.5)
    #expect(label.frame.width == label.intrinsicContentSize.width)
    #expect(host.window.renderSVG().contains(">Custom title</text>"))
    // A longer text grows the label, still centred.
    let before = label.frame.width
    label.text = "A much longer custom title"
    host.flush()
    #expect(label.frame.width > before)
    #expect(abs(label.frame.midX - navigation.navigationBar.bounds.midX) <= 0.5)
  }

  @Test func theTitleViewFollowsTheTopController() {
    let (root, label, navigation, host) = shownLabelTitleView(
      title: "Root", text: "Root title view")
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: false)
    host.flush()
    #expect(label.superview == nil, "gone with its controller")
    #expect(host.staticTexts["Detail"].exists)
    navigation.popViewController(animated: false)
    host.flush()
    #expect(label.superview === navigation.navigationBar)
    #expect(!host.staticTexts["Root"].exists)
    // Removing it brings the title back.
    root.navigationItem.titleView = nil
    host.flush()
    #expect(label.superview == nil)
    #expect(host.staticTexts["Root"].exists)
  }

  @Test func aTitleViewWithoutIntrinsicSizeKeepsItsFrameSize() {
    let root = UIViewController()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    badge.backgroundColor = .systemBlue
    root.navigationItem.titleView = badge
    let navigation = UINavigationController(rootViewController: root)
    let host = TestHost()
    host.show(navigation)
    host.flush()
    let width = navigation.navigationBar.bounds.width
    #expect(badge.frame.size == CGSize(width: 120, height: 30))
    #expect(badge.frame.minX == (width - 120) / 2)
  }
}
