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
@preconcurrency @MainActor
open class NavigationController: Controller, NavigationStackHost {
  /// The bar's height, in points.
  public static let barHeight = NavigationStack.barHeight

  package let navigationStack = NavigationStack()

  /// The bar: a title label and a back button (hidden at the root).
  public var navigationBar: View { navigationStack.navigationBar }
  /// The bar's title: the top controller's title.
  public var titleLabel: Label { navigationStack.titleLabel }
  /// Goes back one level (as a user's tap on it does).
  public var backButton: Button { navigationStack.backButton }

  /// The stack, bottom to top. Setting it is ``setControllers(_:completion:)`` (an empty
  /// stack is ignored).
  public var viewControllers: [Controller] {
    get { navigationStack.controllers }
    set { setControllers(newValue) }
  }

  /// Creates a navigation controller.
  /// - Parameter rootController: The bottom of the stack.
  public init(rootController: Controller) {
    super.init()
    navigationStack.attach(to: self, root: rootController)
  }

  /// The controller on screen.
  public var topController: Controller? { navigationStack.topController }

  open override func didLoad() { navigationStack.didLoad() }

  /// Reads the titles on platform 26: tracked.
  open override func updateProperties() { navigationStack.refreshBar(in: .updateProperties) }

  /// Reads the titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() { navigationStack.refreshBar(in: .willLayout) }

  /// Places the bar at the top and the top controller's view below it.
  open override func didLayout() { navigationStack.didLayout() }

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
    navigationStack.push(controller, completion: completion)
  }

  /// Pops the top controller. It leaves ``viewControllers`` first, then gets
  /// `willMove(toParent: nil)`, `willDisappear()` (the new top `willAppear()`),
  /// `didDisappear()` and `didMove(toParent: nil)`; the new top's `didAppear()` follows the
  /// next pass, then `completion`. Nothing happens at the root.
  /// - Parameter completion: Runs after the new top's `didAppear()`.
  /// - Returns: The popped controller.
  @discardableResult
  public func pop(completion: (@MainActor () -> Void)? = nil) -> Controller? {
    navigationStack.pop(completion: completion)
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
    navigationStack.popTo(controller, completion: completion)
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
    navigationStack.setControllers(controllers, completion: completion)
  }
}

extension Controller {
  /// The nearest ancestor that is a ``NavigationController``. (HeadlessUIKit's
  /// `UIViewController` has UIKit's `navigationController`, whose type is its own.)
  public var enclosingNavigationController: NavigationController? {
    nearestAncestor(of: NavigationController.self)
  }
}
