import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a settings stack whose bar prefers large titles and has an
// opaque, coloured appearance.

final class SettingsRootController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationController?.navigationBar.prefersLargeTitles = true
  }
}

final class SettingsDetailController: UIViewController {
  init(mode: UINavigationItem.LargeTitleDisplayMode) {
    super.init(nibName: nil, bundle: nil)
    title = "Wi-Fi"
    navigationItem.largeTitleDisplayMode = mode
  }

  required init?(coder: NSCoder) { nil }
}

/// Where a view's top edge is in its window.
@MainActor
private func minYInWindow(_ view: UIView) -> CGFloat {
  var y: CGFloat = 0
  var current: UIView? = view
  while let shown = current, shown.superview != nil {
    y += shown.frame.minY
    current = shown.superview
  }
  return y
}

@MainActor
@Suite struct UIKitNavigationBarTests {
  /// `UINavigationController.navigationBar` is a `UINavigationBar`
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar)
  /// whose `items` are the stack's navigation items
  /// (https://developer.apple.com/documentation/uikit/uinavigationbar/items): `topItem`
  /// the top controller's, `backItem` the one below.
  @Test func theNavigationControllersBarListsTheStacksItems() {
    let root = SettingsRootController()
    let navigation = UINavigationController(rootViewController: root)
    let host = TestHost()
    host.show(navigation)
    let bar: UINavigationBar = navigation.navigationBar
    #expect(bar.topItem === root.navigationItem)
    #expect(bar.backItem == nil)
    let detail = SettingsDetailController(mode: .automatic)
    navigation.pushViewController(detail, animated: false)
    host.flush()
    #expect(bar.items?.map(\.title) == ["Settings", "Wi-Fi"])
    #expect(bar.backItem === root.navigationItem)
    #expect(bar.isTranslucent)
  }

  /// `prefersLargeTitles`
  /// (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles)
  /// shows the title large below the bar's row, and `largeTitleDisplayMode`
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property):
  /// `.automatic` inherits the previous item's setting, `.never` shows a small title.
  @Test func largeTitlesFollowEachItemsDisplayMode() throws {
    let root = SettingsRootController()
    let navigation = UINavigationController(rootViewController: root)
    let host = TestHost()
    host.show(navigation)
    let inset: CGFloat = navigation.view.safeAreaInsets.top
    let largeBar: CGFloat = inset + 44 + 52
    let smallBar: CGFloat = inset + 44
    let title = try #require(host.label("navigationTitle"))
    #expect(title.text == "Settings")
    #expect(title.font.pointSize == 34)
    #expect(title.textAlignment == .left)
    #expect(navigation.navigationBar.frame.height == largeBar)
    #expect(minYInWindow(root.view) == largeBar)

    navigation.pushViewController(SettingsDetailController(mode: .automatic), animated: false)
    host.flush()
    #expect(title.text == "Wi-Fi")
    #expect(title.font.pointSize == 34, ".automatic inherits the root's large title")

    let never = SettingsDetailController(mode: .never)
    navigation.pushViewController(never, animated: false)
    host.flush()
    #expect(title.font == UILabel().font, "a small title keeps the label's font")
    #expect(title.textAlignment == .center)
    #expect(navigation.navigationBar.frame.height == smallBar)
    #expect(minYInWindow(never.view) == smallBar)

    never.navigationItem.largeTitleDisplayMode = .always
    host.flush()
    #expect(title.font.pointSize == 34)
  }

  /// `standardAppearance`/`scrollEdgeAppearance` with `configureWithOpaqueBackground()`
  /// (https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground())
  /// and a background colour: the bar draws that colour, and `titleTextAttributes`
  /// (https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes)
  /// colour the title. The bar stores a copy
  /// (https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
  /// is `@NSCopying`).
  @Test func appearanceColoursTheBarAndItsTitle() throws {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(navigation.navigationBar.standardAppearance !== appearance)
    let host = TestHost()
    host.show(navigation)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"fill="#FF0000""##))
    #expect(host.label("navigationTitle")?.textColor == UIColor.white)

    let transparent = UINavigationBarAppearance()
    transparent.configureWithTransparentBackground()
    #expect(transparent.backgroundColor == nil && transparent.shadowColor == nil)
    navigation.navigationBar.scrollEdgeAppearance = transparent
    navigation.navigationBar.standardAppearance = transparent
    host.flush()
    #expect(!host.window.renderSVG().contains(##"fill="#FF0000""##))
    #expect(host.label("navigationTitle")?.textColor == UIColor.label)
  }

  /// A bar of your own keeps its items (`pushItem(_:animated:)`, `popItem(animated:)`,
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:))
  /// and draws its top item's title; the legacy `barTintColor`
  /// (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor) fills it.
  @Test func aStandaloneBarShowsItsTopItem() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.pushItem(UINavigationItem(title: "First"), animated: false)
    bar.pushItem(UINavigationItem(title: "Second"), animated: false)
    bar.barTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let controller = UIViewController()
    controller.view.addSubview(bar)
    let host = TestHost()
    host.show(controller)
    #expect(host.window.renderSVG().contains(">Second</text>"))
    #expect(host.window.renderSVG().contains(##"fill="#0000FF""##))
    #expect(bar.popItem(animated: false)?.title == "Second")
    host.flush()
    #expect(host.window.renderSVG().contains(">First</text>"))
    #expect(bar.topItem?.title == "First")
  }
}
