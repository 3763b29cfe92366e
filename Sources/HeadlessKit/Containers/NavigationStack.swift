import Foundation

/// What a navigation container does, whichever class hosts it: HeadlessKit's
/// ``NavigationController`` and HeadlessUIKit's `UINavigationController` each hold one and
/// forward their hooks and their stack operations to it, so both behave alike while each
/// keeps its own module's names and base class.
///
/// Threading: main actor only, like the controller that hosts it.
@MainActor
package final class NavigationStack {
  /// The bar's height, in points.
  package static let barHeight = 44.0

  /// The container: its view holds the bar and the top controller's view.
  package var host: Controller { hostReference! }
  private unowned var hostReference: Controller?
  /// The bar: a title label and a back button (hidden at the root).
  package let navigationBar: View
  /// The bar's title: the top controller's title.
  package let titleLabel = Label()
  /// Goes back one level (as a user's tap on it does).
  package let backButton = Button()
  /// The stack, bottom to top.
  package private(set) var controllers: [Controller] = []
  private let content = View()
  /// The top controller's bar buttons the bar holds now.
  private var barButtons: (leading: [Button], trailing: [Button]) = ([], [])

  /// Makes an empty stack with HeadlessKit's bar; its host attaches it in its initializer.
  package init() { navigationBar = BarView(edge: .bottom) }

  /// Makes an empty stack whose bar is `navigationBar` (HeadlessUIKit's
  /// `UINavigationBar`, which draws its own background); its host attaches it.
  package init(navigationBar: View) { self.navigationBar = navigationBar }

  /// Makes this the stack of `host`, with `root` at its bottom; `root` becomes `host`'s
  /// child at once, as UIKit's `init(rootViewController:)` does: the root's parent, the
  /// children and the root's navigation controller are set before the view loads.
  package func attach(to host: Controller, root: Controller?) {
    hostReference = host
    guard let root else { return }
    host.addChild(root)
    controllers = [root]
    root.didMove(toParent: host)
  }

  /// The controller on screen.
  package var topController: Controller? { controllers.last }

  /// Builds the bar and shows the top controller: the host's `didLoad()`.
  package func didLoad() {
    navigationBar.identifier = "navigationBar"
    titleLabel.identifier = "navigationTitle"
    titleLabel.alignment = .center
    backButton.identifier = "back"
    backButton.addAction { [unowned self] in pop() }
    navigationBar.addSubview(backButton)
    navigationBar.addSubview(titleLabel)
    host.view.addSubview(navigationBar)
    host.view.addSubview(content)
    // The stack's controllers are children already (init, setControllers, push).
    if let top = topController { content.addSubview(top.view) }
  }

  /// Reads the titles when `hook` is the platform's state hook (tracked): the host's
  /// `updateProperties()` on platform 26, its `willLayout()` on 18.
  package func refreshBar(in hook: Hook) {
    if host.policy.stateHook == hook { refreshBar() }
  }

  /// Shows the top controller's title and bar buttons, and the title of the one below it
  /// on the back button (hidden when the top controller has leading buttons).
  private func refreshBar() {
    titleLabel.text = topController?.title
    let below = controllers.count > 1 ? controllers[controllers.count - 2] : nil
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
      host.view.setNeedsLayout()
    }
  }

  /// Places the bar at the top, below the screen's top inset (the bar's background
  /// reaches up behind it, as iOS draws it), and the top controller's view below the
  /// bar: the host's `didLayout()`.
  package func didLayout() {
    let bounds = host.view.bounds
    let inset = host.view.safeAreaInsets.top
    let barHeight = Self.barHeight
    navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: inset + barHeight)
    backButton.frame = Rect(x: 8, y: inset, width: 120, height: barHeight)
    titleLabel.frame = Rect(x: 0, y: inset + 12, width: bounds.width, height: 20)
    // Bar buttons from each edge inwards: as wide as their content plus 16, at least 44.
    func width(_ button: Button) -> Double { max(44, button.intrinsicContentSize.width + 16) }
    var x = 8.0
    for button in barButtons.leading {
      button.frame = Rect(x: x, y: inset, width: width(button), height: barHeight)
      x += width(button)
    }
    x = bounds.width - 8
    for button in barButtons.trailing {
      x -= width(button)
      button.frame = Rect(x: x, y: inset, width: width(button), height: barHeight)
    }
    let top = inset + barHeight
    content.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    topController?.viewIfLoaded?.frame = content.bounds
  }

  /// Pushes `controller`, or reports why not (it has a parent, or is in the stack).
  package func push(_ controller: Controller, completion: (@MainActor () -> Void)?) {
    guard controller.parent == nil, !controllers.contains(where: { $0 === controller }) else {
      host.visibleApplication?.report(
        Diagnostic(
          .pushIgnored(
            navigation: String(describing: type(of: host)),
            controller: String(describing: type(of: controller)),
            inThisStack: controller.parent === host)))
      return
    }
    transition(to: controllers + [controller], completion: completion)
  }

  /// Pops the top controller; `nil` at the root.
  @discardableResult
  package func pop(completion: (@MainActor () -> Void)? = nil) -> Controller? {
    guard controllers.count > 1, let top = topController else { return nil }
    transition(to: Array(controllers.dropLast()), completion: completion)
    return top
  }

  /// Pops every controller above `controller`; `nil` when it is not in the stack.
  @discardableResult
  package func popTo(
    _ controller: Controller, completion: (@MainActor () -> Void)?
  ) -> [Controller]? {
    guard let index = controllers.firstIndex(where: { $0 === controller }) else {
      return nil
    }
    let popped = Array(controllers[(index + 1)...])
    if !popped.isEmpty {
      transition(to: Array(controllers[...index]), completion: completion)
    } else {
      completion?()
    }
    return popped
  }

  /// Replaces the stack; an empty one is ignored.
  package func setControllers(
    _ controllers: [Controller], completion: (@MainActor () -> Void)?
  ) {
    guard !controllers.isEmpty else { return }
    transition(to: controllers, completion: completion)
  }

  /// Empties the stack: each controller leaves as a child (`willMove(toParent: nil)`,
  /// its view removed, `removeFromParent()`). HeadlessUIKit's split view uses it to move
  /// a column's stack onto another when it collapses; the host should be off screen.
  package func removeAll() {
    let leaving = controllers
    controllers = []
    for controller in leaving where controller.parent === host {
      controller.isMovingFromParentNow = true
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
  }

  /// Moves to a new stack with UIKit's order of containment and appearance callbacks.
  private func transition(to stack: [Controller], completion: (@MainActor () -> Void)?) {
    let host = host
    let oldTop = topController
    let newTop = stack.last!
    let visible = host.isViewLoaded && host.appearance.isVisible
    let changingTop = oldTop !== newTop
    let joining = stack.filter { controller in !host.children.contains { $0 === controller } }
    let leaving = host.children.filter { child in !stack.contains { $0 === child } }
    // Joining: willMove(toParent:) now; the stack already holds them.
    for controller in joining { host.addChild(controller) }
    controllers = stack
    // Leaving: out of the stack first, then willMove(toParent: nil).
    for controller in leaving {
      controller.isMovingFromParentNow = true
      controller.willMove(toParent: nil)
    }
    if host.isViewLoaded && changingTop {
      newTop.loadViewIfNeeded()
      if visible {
        oldTop?.beginAppearance(false)
        newTop.beginAppearance(true)
      }
      oldTop?.viewIfLoaded?.removeFromSuperview()
      if visible { oldTop?.endAppearance(false) }
      content.addSubview(newTop.view)
      newTop.view.frame = content.bounds
      if visible, let application = host.visibleApplication { application.awaitDidAppear(newTop) }
    }
    for controller in leaving {
      if controller !== oldTop { controller.viewIfLoaded?.removeFromSuperview() }
      controller.removeFromParent()
    }
    // didMove(toParent:) for the joining ones, and the completion, after the new top's
    // didAppear() (at once when nothing appears).
    // Identities, not references: the work waits on a controller that is itself joining.
    let joiningIDs = Set(joining.map(ObjectIdentifier.init))
    newTop.afterAppearing { [weak host] in
      guard let host else { return }
      for controller in host.children where joiningIDs.contains(ObjectIdentifier(controller)) {
        controller.didMove(toParent: host)
      }
      completion?()
    }
    host.setNeedsRefresh()
    host.setNeedsLayout()
  }
}

/// A controller that hosts a ``NavigationStack``: how HeadlessKit's tools (scenarios'
/// push and pop steps) find a navigation container in either module's spelling.
@MainActor
package protocol NavigationStackHost: Controller {
  /// The stack this controller shows.
  var navigationStack: NavigationStack { get }
}
