public import HeadlessKit
/// UIKit's `UINavigationController`: a stack of controllers with a navigation bar, a
/// `UIViewController` as in UIKit.
///
/// It behaves as HeadlessKit's `NavigationController` (the same stack, bar, transitions
/// and appearance order; see that class) with UIKit's declarations. Only the top
/// controller is on screen; the bar shows its `navigationItem`'s title and bar button
/// items, refreshed when they change.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, NavigationStackHost {
  package let navigationStack = NavigationStack()

  /// Creates a navigation controller with one controller on its stack, as UIKit's
  /// `init(rootViewController:)`: the root is a child at once, before the view loads.
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationStack.attach(to: self, root: rootViewController)
  }

  /// Creates a navigation controller with an empty stack; give it controllers with
  /// `setViewControllers(_:animated:)` or `pushViewController(_:animated:)`.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    navigationStack.attach(to: self, root: nil)
  }

  /// UIKit's archive initializer: an empty stack (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationStack.attach(to: self, root: nil)
  }

  /// The bar, as UIKit's `navigationBar`: a view holding the title and the back button.
  public var navigationBar: UIView { navigationStack.navigationBar }

  /// The stack, bottom to top, as UIKit's `viewControllers`. Setting it is
  /// `setViewControllers(_:animated:)`.
  public var viewControllers: [UIViewController] {
    get { navigationStack.controllers.compactMap { $0 as? UIViewController } }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack, as UIKit's `topViewController`.
  public var topViewController: UIViewController? {
    navigationStack.topController as? UIViewController
  }

  /// The controller on screen, as UIKit's `visibleViewController`: the top controller, or
  /// what it presents.
  public var visibleViewController: UIViewController? {
    navigationStack.topController.map { $0.presentedController ?? $0 } as? UIViewController
  }

  /// Pushes a controller, as UIKit's `pushViewController(_:animated:)`: it is in
  /// `viewControllers` at once, appears after the next pass.
  /// - Parameters:
  ///   - viewController: The controller to push; one that already has a parent is
  ///     reported and ignored.
  ///   - animated: Ignored.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    navigationStack.push(viewController, completion: nil)
  }

  /// Pops the top controller, as UIKit's `popViewController(animated:)`.
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controller; `nil` at the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    navigationStack.pop() as? UIViewController
  }

  /// Pops to the root, as UIKit's `popToRootViewController(animated:)`.
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controllers; `nil` when only the root was on the stack.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = navigationStack.controllers.first else { return nil }
    let popped = navigationStack.popTo(root, completion: nil) ?? []
    return popped.isEmpty ? nil : popped.compactMap { $0 as? UIViewController }
  }

  /// Pops until `viewController` is on top, as UIKit's `popToViewController(_:animated:)`.
  /// - Parameters:
  ///   - viewController: A controller on the stack.
  ///   - animated: Ignored.
  /// - Returns: The popped controllers; `nil` when `viewController` is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    navigationStack.popTo(viewController, completion: nil)?.compactMap { $0 as? UIViewController }
  }

  /// Replaces the stack, as UIKit's `setViewControllers(_:animated:)`; an empty array is
  /// ignored.
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom to top.
  ///   - animated: Ignored.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    navigationStack.setControllers(viewControllers, completion: nil)
  }

  // HeadlessKit's hooks: the stack's work, then UIKit's methods (through `super`).
  public override func didLoad() {
    navigationStack.didLoad()
    super.didLoad()
  }

  /// Shows the top controller's title and bar items (platform 26); tracked. An override
  /// calls `super`.
  open override func updateProperties() {
    navigationStack.refreshBar(in: .updateProperties)
  }

  public override func willLayout() {
    navigationStack.refreshBar(in: .willLayout)
    super.willLayout()
  }

  public override func didLayout() {
    navigationStack.didLayout()
    layoutSearchBar()
    super.didLayout()
  }

  /// The search bar shown below the bar: the top controller's
  /// `navigationItem.searchController`'s.
  private var shownSearchBar: UISearchBar?

  /// Shows the top controller's search bar below the bar (at the top, the bar hidden,
  /// while a search hides it) and moves the top controller's view below it.
  private func layoutSearchBar() {
    let search = topViewController.flatMap { ControllerUIKitState.of($0).navigationItem }?
      .searchController
    if let shown = shownSearchBar, shown !== search?.searchBar, shown.superview === view {
      shown.removeFromSuperview()
    }
    shownSearchBar = search?.searchBar
    guard let search, let top = topViewController else {
      navigationBar.isHidden = false
      return
    }
    let bar = search.searchBar
    if bar.superview !== view { view.addSubview(bar) }
    let hidesBar = search.isActive && search.hidesNavigationBarDuringPresentation
    navigationBar.isHidden = hidesBar
    let y = hidesBar ? view.safeAreaInsets.top : navigationBar.frame.maxY
    let height = bar.intrinsicContentSize.height
    bar.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
    if let topView = top.viewIfLoaded {
      let contentTop = y + height
      topView.frame = CGRect(
        x: topView.frame.minX,
        y: max(topView.frame.minY, contentTop - (topView.superview?.frame.minY ?? 0)),
        width: topView.frame.width,
        height: max(0, view.bounds.height - contentTop))
    }
    search.layoutOverlay()
  }
}

extension UIViewController {
  /// The nearest ancestor that is a `UINavigationController`, as UIKit's
  /// `navigationController`.
  public var navigationController: UINavigationController? {
    nearestAncestor(of: UINavigationController.self)
  }
}
