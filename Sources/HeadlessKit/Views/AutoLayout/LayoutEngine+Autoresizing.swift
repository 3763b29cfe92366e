import Foundation
internal import HeadlessLayoutSolver

// A framed view's autoresizing mask as constraints, as UIKit's autoresizing constraints
// (the rest of building the solver is in `LayoutEngine.swift`).

extension LayoutEngine {
  /// What a translating view's frame and autoresizing mask say when its superview takes
  /// part, as UIKit's autoresizing constraints say it: per axis, the leading margin, the
  /// length and the trailing margin the mask makes flexible share the change of the
  /// superview's length from what it is now, in proportion to their sizes (equally when
  /// all are zero), the others keep theirs; the view keeps its place in the superview.
  /// So the view follows a superview the constraints resize in the same solution, and the
  /// engine sets its frame. Returns `false` (nothing added) when the mask is empty, the
  /// superview does not resize its subviews or takes no part.
  func addAutoresizingConstraints(of view: View, _ unknowns: Frame) -> Bool {
    let mask = view.autoresizingMask
    guard !mask.isEmpty, let superview = view.superview, superview.autoresizesSubviews,
      let outer = frames[ObjectIdentifier(superview)]
    else { return false }
    let rect = view.frame
    let reference = superview.frame.size
    // The shares of a change the leading margin and the length take, as a frame resized
    // by its superview would share it.
    let horizontalParts = mask.horizontalParts(of: rect, in: reference)
    let verticalParts = mask.verticalParts(of: rect, in: reference)
    let horizontal = (
      start: horizontalParts.share(of: horizontalParts.start, 1),
      length: horizontalParts.share(of: horizontalParts.length, 1)
    )
    let vertical = (
      start: verticalParts.share(of: verticalParts.start, 1),
      length: verticalParts.share(of: verticalParts.length, 1)
    )
    let widthChange = outer.width - reference.width
    let heightChange = outer.height - reference.height
    add(
      Constraint(unknowns.left, .equal, outer.left + rect.minX + horizontal.start * widthChange),
      for: view, "minX == (autoresizing)", rect.minX)
    add(
      Constraint(unknowns.top, .equal, outer.top + rect.minY + vertical.start * heightChange),
      for: view, "minY == (autoresizing)", rect.minY)
    add(
      Constraint(unknowns.width, .equal, rect.width + horizontal.length * widthChange),
      for: view, "width == (autoresizing)", rect.width)
    add(
      Constraint(unknowns.height, .equal, rect.height + vertical.length * heightChange),
      for: view, "height == (autoresizing)", rect.height)
    if fitting == nil {
      view.node.feedsLayoutEngine = true
      view.node.autoresizedByEngine = true
    }
    return true
  }
}
