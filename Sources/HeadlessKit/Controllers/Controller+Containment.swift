extension Controller {
  /// Adds a child controller (SPEC 5.4).
  ///
  /// Calls `willMove(toParent:)`, adds the child's view to this controller's view when
  /// it is in no view yet, forwards appearance when this controller is visible, then
  /// calls `didMove(toParent:)`. (UIKit leaves the view and `didMove` to you; HeadlessKit
  /// does both, so containment cannot be left half done.)
  /// - Parameter child: The controller to add; removed from its previous parent first.
  public func addChild(_ child: Controller) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    child.parent = self
    children.append(child)
    if child.view.superview == nil { view.addSubview(child.view) }
    if appearance.isVisible {
      child.beginAppearance(true)
      // A parent still appearing forwards didAppear itself; an appeared one cannot.
      if appearance.phase == .appeared, let application = visibleApplication {
        application.awaitDidAppear(child)
      }
    }
    child.didMove(toParent: self)
  }

  /// Removes the controller from its parent: `willMove(toParent: nil)`, disappearance
  /// when visible, the view leaves its superview, `didMove(toParent: nil)` (SPEC 5.3, 5.4).
  public func removeFromParent() {
    guard let parent else { return }
    willMove(toParent: nil)
    let wasVisible = appearance.isVisible
    if wasVisible { beginAppearance(false) }
    viewIfLoaded?.removeFromSuperview()
    if wasVisible { endAppearance(false) }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
}

extension Controller {
  /// Containment alone (`willMove`, link, `didMove`), without views or appearance: for
  /// containers that place their children's views themselves (navigation, tabs).
  func attachChild(_ child: Controller) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    child.parent = self
    children.append(child)
    child.didMove(toParent: self)
  }

  /// Undoes ``attachChild(_:)``: `willMove(toParent: nil)`, unlink, `didMove(toParent: nil)`.
  func detachChild(_ child: Controller) {
    guard child.parent === self else { return }
    child.willMove(toParent: nil)
    children.removeAll { $0 === child }
    child.parent = nil
    child.didMove(toParent: nil)
  }

  /// Whether this controller is `ancestor` or below it, through children or
  /// presentations.
  func isContained(in ancestor: Controller) -> Bool {
    var node: Controller? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent ?? current.presentingController
    }
    return false
  }
}
