import HeadlessKit

/// A bar that has a position, as UIKit's `UIBarPositioning`: ``UINavigationBar`` and
/// ``UIToolbar`` are.
/// https://developer.apple.com/documentation/uikit/uibarpositioning
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
  /// Where the bar is, as UIKit's `barPosition`.
  /// https://developer.apple.com/documentation/uikit/uibarpositioning/barposition
  var barPosition: UIBarPosition { get }
}

/// Says where a bar is, as UIKit's `UIBarPositioningDelegate`; the delegate of a
/// navigation bar and of a toolbar is one. Its one method is optional, as in UIKit.
/// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
  /// The position of a bar, as UIKit's `position(for:)`: asked when the bar's
  /// `barPosition` is read. Unless implemented, `.top` for a navigation bar and
  /// `.bottom` for a toolbar, as Apple's page says.
  /// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)
  /// - Parameter bar: The bar.
  /// - Returns: Its position.
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  /// `.bottom` for a toolbar, `.top` for any other bar.
  /// - Parameter bar: The bar.
  /// - Returns: Its position.
  public func position(for bar: any UIBarPositioning) -> UIBarPosition {
    bar is UIToolbar ? .bottom : .top
  }
}

/// Told before and after a navigation bar of your own pushes or pops an item, as UIKit's
/// `UINavigationBarDelegate`; every method is optional, as in UIKit. A navigation
/// controller's bar has the controller for its delegate.
/// https://developer.apple.com/documentation/uikit/uinavigationbardelegate
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
  /// Whether the bar pushes an item, as UIKit's `navigationBar(_:shouldPush:)`; `true`
  /// unless implemented.
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpush:)
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item to push.
  /// - Returns: Whether to push it.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// The bar pushed an item, as UIKit's `navigationBar(_:didPush:)`.
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:didpush:)
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether the bar pops an item, as UIKit's `navigationBar(_:shouldPop:)`; `true`
  /// unless implemented.
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpop:)
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item to pop.
  /// - Returns: Whether to pop it.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// The bar popped an item, as UIKit's `navigationBar(_:didPop:)`.
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:didpop:)
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Pushes every item.
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: `true`.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// Pops every item.
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: `true`.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// Told when the user selects an item of a tab bar, as UIKit's `UITabBarDelegate`; every
/// method is optional, as in UIKit. A tab bar controller's bar has the controller for its
/// delegate. The customizing messages are declared for code that implements them; the
/// headless bars are not customized by the user, so they are not sent.
/// https://developer.apple.com/documentation/uikit/uitabbardelegate
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected an item, as UIKit's `tabBar(_:didSelect:)`: told at the tap,
  /// the selected item one too.
  /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The item selected.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
  /// UIKit's `tabBar(_:willBeginCustomizing:)`: not sent here.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items to customize.
  func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
  /// UIKit's `tabBar(_:didBeginCustomizing:)`: not sent here.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items customized.
  func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
  /// UIKit's `tabBar(_:willEndCustomizing:changed:)`: not sent here.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  ///   - changed: Whether their order changed.
  func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
  /// UIKit's `tabBar(_:didEndCustomizing:changed:)`: not sent here.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  ///   - changed: Whether their order changed.
  func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The item.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  /// Does nothing.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
  /// Does nothing.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
  /// Does nothing.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  ///   - changed: Whether their order changed.
  public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
  /// Does nothing.
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - items: The items.
  ///   - changed: Whether their order changed.
  public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// The delegate of a toolbar, as UIKit's `UIToolbarDelegate`: a
/// ``UIBarPositioningDelegate`` that may say where the toolbar is.
/// https://developer.apple.com/documentation/uikit/uitoolbardelegate
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
