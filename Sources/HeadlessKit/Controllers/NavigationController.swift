/// A stack of controllers with a navigation bar: UINavigationController's role.
///
/// Only the top controller is on screen. Transitions send UIKit's appearance callbacks:
/// the leaving controller's `willDisappear()`, the arriving one's `willAppear()`, the
/// leaving view goes (`didDisappear()`), and the arriving one gets `didAppear()` after the
/// next pass. The bar shows the top controller's `title`, read in this controller's
/// tracked `updateProperties()`, so a title change refreshes it.
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
  public let navigationBar = View()
  /// The bar's title: the top controller's title.
  public let titleLabel = Label()
  /// Goes back one level (as a user's tap on it does).
  public let backButton = Button()

  /// The stack, bottom to top.
  public private(set) var viewControllers: [Controller] = []
  private let content = View()

  /// Creates a navigation controller.
  /// - Parameter rootController: The bottom of the stack.
  public init(rootController: Controller) {
    super.init()
    viewControllers = [rootController]
  }

  /// The controller on screen.
  public var topController: Controller? { viewControllers.last }

  override var childrenOnScreen: [Controller] { topController.map { [$0] } ?? [] }

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
    for controller in viewControllers { attachChild(controller) }
    if let top = topController { content.addSubview(top.view) }
  }

  /// Reads the titles on platform 26: tracked.
  open override func updateProperties() {
    if hasPropertiesPhase { refreshBar() }
  }

  /// Reads the titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() {
    if !hasPropertiesPhase { refreshBar() }
  }

  /// Shows the top controller's title, and the one below it on the back button.
  private func refreshBar() {
    titleLabel.text = topController?.title
    let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
    backButton.isHidden = below == nil
    backButton.title = below.map { "< " + ($0.title ?? "Back") }
  }

  /// Places the bar at the top and the top controller's view below it.
  open override func didLayout() {
    let bounds = view.bounds
    navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
    backButton.frame = Rect(x: 8, y: 0, width: 120, height: Self.barHeight)
    titleLabel.frame = Rect(x: 0, y: 12, width: bounds.width, height: 20)
    content.frame = Rect(
      x: 0, y: Self.barHeight, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    topController?.viewIfLoaded?.frame = content.bounds
  }

  /// Pushes a controller on top and shows it.
  /// - Parameter controller: The controller; ignored if already in a stack.
  public func push(_ controller: Controller) {
    guard controller.parent == nil, !viewControllers.contains(where: { $0 === controller }) else {
      return
    }
    transition(to: viewControllers + [controller])
  }

  /// Pops the top controller; nothing at the root.
  /// - Returns: The popped controller.
  @discardableResult
  public func pop() -> Controller? {
    guard viewControllers.count > 1, let top = topController else { return nil }
    transition(to: Array(viewControllers.dropLast()))
    return top
  }

  /// Pops every controller above the root.
  /// - Returns: The popped controllers, bottom to top.
  @discardableResult
  public func popToRoot() -> [Controller] {
    guard viewControllers.count > 1 else { return [] }
    let popped = Array(viewControllers.dropFirst())
    transition(to: [viewControllers[0]])
    return popped
  }

  /// Replaces the whole stack.
  /// - Parameter controllers: The new stack, bottom to top; must not be empty.
  public func setControllers(_ controllers: [Controller]) {
    guard !controllers.isEmpty else { return }
    transition(to: controllers)
  }

  /// Moves to a new stack: appearance for the old and new top, containment for the rest.
  private func transition(to stack: [Controller]) {
    let oldTop = topController
    let newTop = stack.last!
    let visible = isViewLoaded && appearance.isVisible
    let changingTop = oldTop !== newTop
    for controller in stack { attachChild(controller) }
    if isViewLoaded && changingTop { newTop.loadViewIfNeeded() }
    if changingTop && visible { oldTop?.beginAppearance(false) }
    viewControllers = stack
    if isViewLoaded && changingTop {
      if visible { newTop.beginAppearance(true) }
      oldTop?.viewIfLoaded?.removeFromSuperview()
      if visible { oldTop?.endAppearance(false) }
      content.addSubview(newTop.view)
      newTop.view.frame = content.bounds
      if visible, let application = visibleApplication { application.awaitDidAppear(newTop) }
    }
    for controller in children where !stack.contains(where: { $0 === controller }) {
      detachChild(controller)
    }
    setNeedsRefresh()
    setNeedsLayout()
  }
}
