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
  package let navigationStack = NavigationStack(navigationBar: UINavigationBar(frame: .zero))

  /// Creates a navigation controller with one controller on its stack, as UIKit's
  /// `init(rootViewController:)`: the root is a child at once, before the view loads.
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationStack.attach(to: self, root: rootViewController)
    navigationBar.owner = self
  }

  /// Creates a navigation controller with an empty stack; give it controllers with
  /// `setViewControllers(_:animated:)` or `pushViewController(_:animated:)`.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    navigationStack.attach(to: self, root: nil)
    navigationBar.owner = self
  }

  /// UIKit's archive initializer: an empty stack (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationStack.attach(to: self, root: nil)
    navigationBar.owner = self
  }

  /// The bar, as UIKit's `navigationBar`: it holds the title, the back button and the
  /// top controller's bar button items, and draws its appearance.
  public var navigationBar: UINavigationBar {
    navigationStack.navigationBar as! UINavigationBar
  }

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
    layoutTitle()
    layoutTitleView()
    layoutToolbar()
    layoutSearchBar()
    super.didLayout()
  }

  /// The toolbar at the bottom, as UIKit's `toolbar`: shown while `isToolbarHidden` is
  /// `false`, with the top controller's `toolbarItems`.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  public private(set) lazy var toolbar: UIToolbar! = UIToolbar(frame: .zero)

  /// Whether the toolbar is hidden, as UIKit's `isToolbarHidden`; `true` by default.
  /// Setting it is `setToolbarHidden(_:animated:)`.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var toolbarHidden = true

  /// Shows or hides the toolbar, as UIKit's `setToolbarHidden(_:animated:)`: at the next
  /// layout, the top controller's view ends above it.
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Ignored.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHidden else { return }
    toolbarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Shows the toolbar at the bottom (44 points above the screen's bottom inset, its
  /// background reaching behind it) with the top controller's items, and ends the top
  /// controller's view above it.
  private func layoutToolbar() {
    let bar: UIToolbar = toolbar
    guard !toolbarHidden else {
      if bar.superview === view { bar.removeFromSuperview() }
      return
    }
    if bar.superview !== view { view.addSubview(bar) }
    bar.items = topViewController?.toolbarItems
    let inset = view.safeAreaInsets.bottom
    let height: CGFloat = 44
    bar.frame = CGRect(
      x: 0, y: view.bounds.height - inset - height, width: view.bounds.width,
      height: height + inset)
    if let topView = topViewController?.viewIfLoaded {
      let limit = bar.frame.minY - (topView.superview?.frame.minY ?? 0)
      topView.frame = CGRect(
        x: topView.frame.minX, y: topView.frame.minY, width: topView.frame.width,
        height: max(0, min(topView.frame.height, limit - topView.frame.minY)))
    }
  }

  /// The title's font and colour before any appearance styled it.
  private var plainTitleStyle: (font: UIFont, color: UIColor)?

  /// Whether the top controller's title shows large: the bar prefers large titles and
  /// the top item's `largeTitleDisplayMode` allows it (`.automatic` inherits the setting
  /// of the item below, the root's `.automatic` means large).
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
  var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch ControllerUIKitState.of(controller).navigationItem?.largeTitleDisplayMode
        ?? .automatic
      {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// Styles the title with the bar's title attributes and, when it shows large, places
  /// it below the bar's row in a bar 52 points taller (34-point bold, leading, as iOS
  /// draws large titles), the top controller's view below it.
  private func layoutTitle() {
    let bar = navigationBar
    let label = navigationStack.titleLabel
    let plain = plainTitleStyle ?? (label.font, label.textColor)
    plainTitleStyle = plain
    let large = showsLargeTitle
    let style = bar.titleStyle(large: large)
    label.font = style.font ?? (large ? UIFont.boldSystemFont(ofSize: 34) : plain.font)
    label.textColor = style.color ?? plain.color
    label.textAlignment = large ? .left : .center
    guard large else { return }
    let inset = view.safeAreaInsets.top
    let extra = 52.0
    bar.frame = CGRect(x: 0, y: 0, width: bar.frame.width, height: bar.frame.height + extra)
    label.frame = CGRect(
      x: 16, y: inset + NavigationController.barHeight + 3,
      width: max(0, view.bounds.width - 32), height: 41)
    if let topView = topViewController?.viewIfLoaded {
      topView.frame = CGRect(
        x: topView.frame.minX, y: topView.frame.minY + extra, width: topView.frame.width,
        height: max(0, topView.frame.height - extra))
    }
  }

  /// The title view the bar shows: the top controller's `navigationItem.titleView`.
  private var shownTitleView: UIView?

  /// Shows the top controller's `navigationItem.titleView` in the bar's row in place of
  /// the title (the title still shows large below the row when large titles are on), as
  /// iOS does: centred in the bar, clear of the back button and the bar buttons.
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
  private func layoutTitleView() {
    let bar = navigationBar
    let titleView = topViewController.flatMap { ControllerUIKitState.of($0).navigationItem }?
      .titleView
    if let shown = shownTitleView, shown !== titleView, shown.superview === bar {
      shown.removeFromSuperview()
    }
    shownTitleView = titleView
    let label = navigationStack.titleLabel
    guard let titleView else {
      bar.titleViewPlacement = nil
      label.isHidden = false
      return
    }
    label.isHidden = !showsLargeTitle
    if titleView.superview !== bar { bar.addSubview(titleView) }
    // The row between what sits at each edge, kept centred in the bar: as wide as twice
    // the distance from the centre to the nearer edge item.
    let inset = view.safeAreaInsets.top
    let rowHeight = NavigationController.barHeight
    var leading = 8.0
    var trailing = bar.bounds.width - 8
    let back = navigationStack.backButton
    if !back.isHidden {
      leading = max(leading, back.frame.minX + back.intrinsicContentSize.width + 8)
    }
    for button in topViewController?.leadingBarButtons ?? [] where button.superview === bar {
      leading = max(leading, button.frame.maxX)
    }
    for button in topViewController?.trailingBarButtons ?? [] where button.superview === bar {
      trailing = min(trailing, button.frame.minX)
    }
    let half = max(0, min(bar.bounds.midX - leading, trailing - bar.bounds.midX))
    bar.titleViewPlacement = (
      titleView, CGRect(x: bar.bounds.midX - half, y: inset, width: 2 * half, height: rowHeight)
    )
    bar.setNeedsLayout()
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
