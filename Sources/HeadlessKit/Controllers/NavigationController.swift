/// A stack of controllers with a navigation bar: UINavigationController's role.
///
/// Only the top controller is on screen. Transitions send UIKit's appearance callbacks:
/// the leaving controller's `willDisappear()`, the arriving one's `willAppear()`, the
/// leaving view goes (`didDisappear()`), and the arriving one gets `didAppear()` after the
/// next pass. The bar shows the top controller's `title`, read in this controller's
/// tracked `updateProperties()`, so a title change refreshes it; the top controller's
/// ``Controller/leadingBarButtons`` (in place of the back button) and
/// ``Controller/trailingBarButtons`` sit at the bar's edges, refreshed the same way.
///
/// ```swift
/// let navigation = NavigationController(rootController: inbox)
/// navigation.push(MessageController(message))
/// navigation.pop()
/// ```
@MainActor
open class NavigationController: Controller {
  /// The bar's height, in points.
  public static let barHeight = 44.0

  /// The bar: a title label and a back button (hidden at the root).
  public let navigationBar: View = BarView(edge: .bottom)
  /// The bar's title: the top controller's title.
  public let titleLabel = Label()
  /// Goes back one level (as a user's tap on it does).
  public let backButton = Button()

  /// The stack, bottom to top. Setting it is ``setControllers(_:completion:)`` (an empty
  /// stack is ignored).
  public var viewControllers: [Controller] {
    get { stack }
    set { setControllers(newValue) }
  }
  private var stack: [Controller] = []
  private let content = View()
  /// The top controller's bar buttons the bar holds now.
  private var barButtons: (leading: [Button], trailing: [Button]) = ([], [])

  /// Creates a navigation controller.
  /// - Parameter rootController: The bottom of the stack.
  public init(rootController: Controller) {
    super.init()
    // At once, as UIKit's init(rootViewController:) does: the root's parent, the
    // children and the root's navigationController are set before the view loads.
    addChild(rootController)
    stack = [rootController]
    rootController.didMove(toParent: self)
  }

  /// The controller on screen.
  public var topController: Controller? { viewControllers.last }

  open override func didLoad() {
    navigationBar.identifier = "navigationBar"
    titleLabel.identifier = "navigationTitle"
    titleLabel.alignment = .center
    backButton.identifier = "back"
    backButton.addAction { [unowned self] in pop() }
    navigationBar.addSubview(backButton)
    navigationBar.addSubview(titleLabel)
    view.addSubview(navigationBar)
    view.addSubview(content)
    // The stack's controllers are children already (init, setControllers, push).
    if let top = topController { content.addSubview(top.view) }
  }

  /// Reads the titles on platform 26: tracked.
  open override func updateProperties() {
    if policy.stateHook == .updateProperties { refreshBar() }
  }

  /// Reads the titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() {
    if policy.stateHook == .willLayout { refreshBar() }
  }

  /// Shows the top controller's title and bar buttons, and the title of the one below it
  /// on the back button (hidden when the top controller has leading buttons).
  private func refreshBar() {
    titleLabel.text = topController?.title
    let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
    let leading = topController?.leadingBarButtons ?? []
    let trailing = topController?.trailingBarButtons ?? []
    backButton.isHidden = below == nil || !leading.isEmpty
    backButton.title = below.map { "< " + ($0.title ?? "Back") }
    let shown = leading + trailing
    for old in barButtons.leading + barButtons.trailing
    where !shown.contains(where: { $0 === old }) && old.superview === navigationBar {
      old.removeFromSuperview()
    }
    for button in shown where button.superview !== navigationBar {
      navigationBar.addSubview(button)
    }
    if !(barButtons.leading.elementsEqual(leading, by: ===)
      && barButtons.trailing.elementsEqual(trailing, by: ===))
    {
      barButtons = (leading, trailing)
      view.setNeedsLayout()
    }
  }

  /// Places the bar at the top and the top controller's view below it.
  open override func didLayout() {
    let bounds = view.bounds
    navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
    backButton.frame = Rect(x: 8, y: 0, width: 120, height: Self.barHeight)
    titleLabel.frame = Rect(x: 0, y: 12, width: bounds.width, height: 20)
    // Bar buttons from each edge inwards: as wide as their content plus 16, at least 44.
    func width(_ button: Button) -> Double { max(44, button.intrinsicContentSize.width + 16) }
    var x = 8.0
    for button in barButtons.leading {
      button.frame = Rect(x: x, y: 0, width: width(button), height: Self.barHeight)
      x += width(button)
    }
    x = bounds.width - 8
    for button in barButtons.trailing {
      x -= width(button)
      button.frame = Rect(x: x, y: 0, width: width(button), height: Self.barHeight)
    }
    content.frame = Rect(
      x: 0, y: Self.barHeight, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    topController?.viewIfLoaded?.frame = content.bounds
  }

  /// Pushes a controller on top and shows it, as UINavigationController does: the
  /// controller gets `willMove(toParent:)` now and is already in ``viewControllers`` when
  /// the old top gets `willDisappear()`; then its view loads, the old top's
  /// `willDisappear()`, its `willAppear()`, the old top's `didDisappear()`, and after the
  /// next pass its `didAppear()`, then its `didMove(toParent:)`, then `completion`.
  /// - Parameters:
  ///   - controller: The controller; ignored if it already has a parent.
  ///   - completion: Runs after the pushed controller's `didAppear()` (at once when the
  ///     navigation controller is not on screen).
  public func push(_ controller: Controller, completion: (@MainActor () -> Void)? = nil) {
    guard controller.parent == nil, !viewControllers.contains(where: { $0 === controller }) else {
      visibleApplication?.report(
        Diagnostic(
          .pushIgnored(
            navigation: String(describing: type(of: self)),
            controller: String(describing: type(of: controller)),
            inThisStack: controller.parent === self)))
      return
    }
    transition(to: viewControllers + [controller], completion: completion)
  }

  /// Pops the top controller. It leaves ``viewControllers`` first, then gets
  /// `willMove(toParent: nil)`, `willDisappear()` (the new top `willAppear()`),
  /// `didDisappear()` and `didMove(toParent: nil)`; the new top's `didAppear()` follows the
  /// next pass, then `completion`. Nothing happens at the root.
  /// - Parameter completion: Runs after the new top's `didAppear()`.
  /// - Returns: The popped controller.
  @discardableResult
  public func pop(completion: (@MainActor () -> Void)? = nil) -> Controller? {
    guard viewControllers.count > 1, let top = topController else { return nil }
    transition(to: Array(viewControllers.dropLast()), completion: completion)
    return top
  }

  /// Pops every controller above `controller` (UIKit's `popToViewController`).
  /// - Parameters:
  ///   - controller: A controller in the stack, which becomes the top.
  ///   - completion: Runs after its `didAppear()`.
  /// - Returns: The popped controllers, bottom to top; `nil` when `controller` is not in
  ///   the stack.
  @discardableResult
  public func popTo(
    _ controller: Controller, completion: (@MainActor () -> Void)? = nil
  ) -> [Controller]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else {
      return nil
    }
    let popped = Array(viewControllers[(index + 1)...])
    if !popped.isEmpty {
      transition(to: Array(viewControllers[...index]), completion: completion)
    } else {
      completion?()
    }
    return popped
  }

  /// Pops every controller above the root.
  /// - Parameter completion: Runs after the root's `didAppear()`.
  /// - Returns: The popped controllers, bottom to top.
  @discardableResult
  public func popToRoot(completion: (@MainActor () -> Void)? = nil) -> [Controller] {
    guard let root = viewControllers.first else { return [] }
    return popTo(root, completion: completion) ?? []
  }

  /// Replaces the whole stack, with the same callbacks as a push or a pop: controllers
  /// that join get `willMove(toParent:)` now and `didMove(toParent:)` after the new top
  /// appeared; controllers that leave get `willMove(toParent: nil)` before and
  /// `didMove(toParent: nil)` after the old top disappeared.
  /// - Parameters:
  ///   - controllers: The new stack, bottom to top; must not be empty.
  ///   - completion: Runs after the new top's `didAppear()`.
  public func setControllers(
    _ controllers: [Controller], completion: (@MainActor () -> Void)? = nil
  ) {
    guard !controllers.isEmpty else { return }
    transition(to: controllers, completion: completion)
  }

  /// Moves to a new stack with UIKit's order of containment and appearance callbacks.
  private func transition(to stack: [Controller], completion: (@MainActor () -> Void)?) {
    let oldTop = topController
    let newTop = stack.last!
    let visible = isViewLoaded && appearance.isVisible
    let changingTop = oldTop !== newTop
    let joining = stack.filter { controller in !children.contains { $0 === controller } }
    let leaving = children.filter { child in !stack.contains { $0 === child } }
    // Joining: willMove(toParent:) now; the stack already holds them.
    for controller in joining { addChild(controller) }
    self.stack = stack
    // Leaving: out of the stack first, then willMove(toParent: nil).
    for controller in leaving {
      controller.isMovingFromParentNow = true
      controller.willMove(toParent: nil)
    }
    if isViewLoaded && changingTop {
      newTop.loadViewIfNeeded()
      if visible {
        oldTop?.beginAppearance(false)
        newTop.beginAppearance(true)
      }
      oldTop?.viewIfLoaded?.removeFromSuperview()
      if visible { oldTop?.endAppearance(false) }
      content.addSubview(newTop.view)
      newTop.view.frame = content.bounds
      if visible, let application = visibleApplication { application.awaitDidAppear(newTop) }
    }
    for controller in leaving {
      if controller !== oldTop { controller.viewIfLoaded?.removeFromSuperview() }
      controller.removeFromParent()
    }
    // didMove(toParent:) for the joining ones, and the completion, after the new top's
    // didAppear() (at once when nothing appears).
    // Identities, not references: the work waits on a controller that is itself joining.
    let joiningIDs = Set(joining.map(ObjectIdentifier.init))
    newTop.afterAppearing { [weak self] in
      guard let self else { return }
      for controller in self.children where joiningIDs.contains(ObjectIdentifier(controller)) {
        controller.didMove(toParent: self)
      }
      completion?()
    }
    setNeedsRefresh()
    setNeedsLayout()
  }
}

extension Controller {
  /// The nearest ancestor that is a navigation controller, as UIKit's
  /// `navigationController`.
  public var navigationController: NavigationController? {
    nearestAncestor(of: NavigationController.self)
  }
}
