public import HeadlessKit
/// UIKit's `UITabBarController`: controllers shown one at a time, picked by tabs; a
/// `UIViewController` as in UIKit.
///
/// It behaves as HeadlessKit's `TabController` (the same bar, selection and appearance
/// order; see that class) with UIKit's declarations. Each tab's button shows its
/// controller's `tabBarItem` title, else its `title`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, TabSetHost, UITabBarDelegate {
  package let tabSet = TabSet(tabBar: UITabBar(frame: .zero))

  /// Creates a tab bar controller without tabs.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    attachTabs()
  }

  /// UIKit's archive initializer: no tabs (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachTabs()
  }

  private func attachTabs() {
    tabSet.attach(to: self, tabs: [])
    tabBar.owner = self
    tabSet.userSelection = { [unowned self] index in userTapped(index) }
    tabSet.titleOfTab = { tab, index in
      (tab as? UIViewController)?.tabBarItemIfMade?.title ?? tab.title ?? "Tab \(index + 1)"
    }
  }

  /// The tab bar, as UIKit's `tabBar`: it holds one button per tab and draws its
  /// appearance.
  public var tabBar: UITabBar { tabSet.tabBar as! UITabBar }

  /// The tabs, as UIKit's `viewControllers`: `nil` when there are none. Setting it is
  /// `setViewControllers(_:animated:)`.
  public var viewControllers: [UIViewController]? {
    get {
      let tabs = tabSet.tabs.compactMap { $0 as? UIViewController }
      return tabs.isEmpty ? nil : tabs
    }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs, as UIKit's `setViewControllers(_:animated:)`: the tab on screen
  /// stays selected when it is among the new tabs, else the first is.
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animated: Ignored.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    tabSet.setTabs(viewControllers ?? [])
  }

  /// The index of the tab on screen, as UIKit's `selectedIndex`; setting it shows that
  /// tab (an index out of range is ignored).
  public var selectedIndex: Int {
    get { tabSet.selectedIndex }
    set { tabSet.select(newValue) }
  }

  /// The tab on screen, as UIKit's `selectedViewController`: `nil` without tabs. Setting
  /// a controller that is not a tab is ignored.
  public var selectedViewController: UIViewController? {
    get { tabSet.currentTab as? UIViewController }
    set {
      if let newValue, let index = tabSet.tabs.firstIndex(where: { $0 === newValue }) {
        tabSet.select(index)
      }
    }
  }

  /// A user's tap on a tab: the bar's delegate (this controller) hears
  /// `tabBar(_:didSelect:)` with the tab's item, then the tab shows.
  private func userTapped(_ index: Int) {
    guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
    tabBar.delegate?.tabBar(tabBar, didSelect: tabs[index].tabBarItem)
    tabSet.select(index)
  }

  /// The user selected a tab, as UIKit's `tabBar(_:didSelect:)` (this controller is its
  /// tab bar's delegate): told at a tap on a tab, the selected one too, before the tab
  /// shows (`selectedIndex` is still the tab shown before). Does nothing; a subclass
  /// overrides it.
  /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
  /// - Parameters:
  ///   - tabBar: The tab bar.
  ///   - item: The tapped tab's `tabBarItem`.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  // HeadlessKit's hooks: the tabs' work, then UIKit's methods (through `super`).
  public override func didLoad() {
    tabSet.didLoad()
    super.didLoad()
  }

  /// Shows the tabs' titles (platform 26); tracked. An override calls `super`.
  open override func updateProperties() {
    tabSet.refreshBar(in: .updateProperties)
  }

  public override func willLayout() {
    tabSet.refreshBar(in: .willLayout)
    super.willLayout()
  }

  public override func didLayout() {
    tabSet.didLayout()
    super.didLayout()
  }
}

extension UIViewController {
  /// The nearest ancestor that is a `UITabBarController`, as UIKit's `tabBarController`.
  public var tabBarController: UITabBarController? {
    nearestAncestor(of: UITabBarController.self)
  }
}
