extension NavigationController {
  /// Creates a navigation controller with one controller on its stack, as UIKit's
  /// `init(rootViewController:)`.
  /// - Parameter rootViewController: The bottom of the stack.
  public convenience init(rootViewController: UIViewController) {
    self.init(rootController: rootViewController)
  }

  /// The controller on top of the stack, as UIKit's `topViewController`.
  public var topViewController: UIViewController? { topController }

  /// The controller on screen, as UIKit's `visibleViewController`: the top controller, or
  /// what it presents.
  public var visibleViewController: UIViewController? {
    topController.map { $0.presentedController ?? $0 }
  }

  /// Pushes a controller, as UIKit's `pushViewController(_:animated:)`.
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Ignored.
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController)
  }

  /// Pops the top controller, as UIKit's `popViewController(animated:)`.
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controller; `nil` at the root.
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    pop()
  }

  /// Pops to the root, as UIKit's `popToRootViewController(animated:)`.
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controllers; `nil` when only the root was on the stack.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let popped = popToRoot()
    return popped.isEmpty ? nil : popped
  }

  /// Pops until `viewController` is on top, as UIKit's `popToViewController(_:animated:)`.
  /// - Parameters:
  ///   - viewController: A controller on the stack.
  ///   - animated: Ignored.
  /// - Returns: The popped controllers; `nil` when `viewController` is not on the stack.
  @discardableResult
  public func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard viewControllers.contains(where: { $0 === viewController }) else { return nil }
    return popTo(viewController)
  }

  /// Replaces the stack, as UIKit's `setViewControllers(_:animated:)`.
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom to top.
  ///   - animated: Ignored.
  public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    setControllers(viewControllers)
  }
}
