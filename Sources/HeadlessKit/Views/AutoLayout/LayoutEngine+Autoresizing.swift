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
    /// The shares of a change the leading margin and the length take.
    func shares(
      start: Double, length: Double, end: Double, flexible: (Bool, Bool, Bool)
    ) -> (start: Double, length: Double) {
      let parts = [
        flexible.0 ? max(0, start) : nil, flexible.1 ? max(0, length) : nil,
        flexible.2 ? max(0, end) : nil,
      ]
      let count = Double(parts.compactMap { $0 }.count)
      let total = parts.compactMap { $0 }.reduce(0, +)
      func share(_ part: Double?) -> Double {
        guard let part, count > 0 else { return 0 }
        return total > 0 ? part / total : 1 / count
      }
      return (share(parts[0]), share(parts[1]))
    }
    let horizontal = shares(
      start: rect.minX, length: rect.width, end: reference.width - rect.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = shares(
      start: rect.minY, length: rect.height, end: reference.height - rect.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
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
