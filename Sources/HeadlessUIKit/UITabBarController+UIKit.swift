extension TabController {
  /// The tabs, as UIKit's `viewControllers`: `nil` when there are none. Setting it is
  /// `setTabs(_:)`.
  public var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setTabs(newValue ?? []) }
  }

  /// Replaces the tabs, as UIKit's `setViewControllers(_:animated:)`.
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animated: Ignored.
  public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    setTabs(viewControllers ?? [])
  }

  /// The tab on screen, as UIKit's `selectedViewController`: `nil` without tabs. Setting
  /// a controller that is not a tab is ignored.
  public var selectedViewController: UIViewController? {
    get { tabs.isEmpty ? nil : selectedController }
    set { if let newValue { selectedController = newValue } }
  }
}
