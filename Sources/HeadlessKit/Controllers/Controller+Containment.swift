extension Controller {
  /// Adds a child controller, as UIKit's `addChild(_:)`: calls the child's
  /// `willMove(toParent: self)` and records the relationship, nothing more.
  ///
  /// As Apple's containment recipe says, the container then adds the child's view to its
  /// own view hierarchy and calls the child's `didMove(toParent: self)`:
  ///
  /// ```swift
  /// addChild(child)
  /// view.addSubview(child.view)
  /// child.didMove(toParent: self)
  /// ```
  ///
  /// ``embed(_:in:)`` does all three. The child's appearance callbacks follow its view:
  /// `willAppear()` when the view enters a visible window, `didAppear()` after the next
  /// pass. A child already in another parent is removed from it first.
  /// - Parameter child: The controller to add.
  public func addChild(_ child: Controller) {
    guard child !== self, child.parent !== self else { return }
    if child.parent != nil { child.removeFromParent() }
    child.isMovingToParentNow = true
    child.willMove(toParent: self)
    child.parent = self
    children.append(child)
    TraitSystem.traitsMayHaveChanged()
  }

  /// Removes the controller from its parent, as UIKit's `removeFromParent()`: unlinks it
  /// and calls `didMove(toParent: nil)`, nothing more.
  ///
  /// The container calls the child's `willMove(toParent: nil)` first and removes its view
  /// (the view leaving the window sends the disappearance callbacks):
  ///
  /// ```swift
  /// child.willMove(toParent: nil)
  /// child.view.removeFromSuperview()
  /// child.removeFromParent()
  /// ```
  ///
  /// ``unembed()`` does all three.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    TraitSystem.traitsMayHaveChanged()
    didMove(toParent: nil)
    isMovingFromParentNow = false
  }

  /// Adds a child and its view, the whole of Apple's containment recipe in one call:
  /// ``addChild(_:)``, `container.addSubview(child.view)`, `child.didMove(toParent:)`. A
  /// HeadlessKit convenience; UIKit has no single call for it.
  /// - Parameters:
  ///   - child: The controller to add.
  ///   - container: Where its view goes; this controller's view by default.
  public func embed(_ child: Controller, in container: View? = nil) {
    addChild(child)
    (container ?? view).addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Removes this controller and its view from its parent, the whole of Apple's removal
  /// recipe in one call: `willMove(toParent: nil)`, `view.removeFromSuperview()`,
  /// ``removeFromParent()``. A HeadlessKit convenience.
  public func unembed() {
    guard parent != nil else { return }
    isMovingFromParentNow = true
    willMove(toParent: nil)
    viewIfLoaded?.removeFromSuperview()
    removeFromParent()
  }
}

extension Controller {
  /// The nearest parent, grandparent… of the given type.
  package func nearestAncestor<Ancestor: Controller>(of type: Ancestor.Type) -> Ancestor? {
    parent?.nearestInParents { $0 as? Ancestor }
  }

  /// Whether this controller is `ancestor` or below it, through children or
  /// presentations.
  func isContained(in ancestor: Controller) -> Bool {
    var node: Controller? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent ?? current.ownPresenting
    }
    return false
  }
}

extension Controller {
  /// Runs `work` right after this controller's next `didAppear()`, or now when it is not
  /// on its way to appearing; when the appearance is cut short (covered before it
  /// appeared), right after its `didDisappear()`, since that transition is over.
  package func afterAppearing(_ work: @escaping @MainActor () -> Void) {
    if appearance.phase == .appearing {
      afterDidAppear.append(work)
    } else {
      work()
    }
  }

  /// Runs the work queued for after `didAppear()`.
  func runAfterDidAppear() {
    guard !afterDidAppear.isEmpty else { return }
    let work = afterDidAppear
    afterDidAppear = []
    for item in work { item() }
  }
}
