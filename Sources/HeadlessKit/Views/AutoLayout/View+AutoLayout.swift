public import Foundation

/// A view's Auto Layout state, made when it first gets any (most views never do): the
/// constraints installed on it, its own settings, and the engine of the tree it is the
/// root of.
@MainActor
final class ViewLayout {
  /// The active constraints installed on the view (their nearest common ancestor).
  var constraints: [LayoutConstraint] = []
  /// ``View/translatesAutoresizingMaskIntoConstraints``.
  var translatesAutoresizingMaskIntoConstraints = true
  /// Content hugging, horizontal then vertical.
  var hugging = (LayoutPriority.defaultLow, LayoutPriority.defaultLow)
  /// Compression resistance, horizontal then vertical.
  var compressionResistance = (LayoutPriority.defaultHigh, LayoutPriority.defaultHigh)
  /// The engine of the tree this view is the root of, once a constraint is in it.
  var engine: LayoutEngine?
  /// The guides added with `addLayoutGuide(_:)`.
  var guides: [LayoutGuide] = []
  /// `layoutMarginsGuide` and `safeAreaLayoutGuide`, once asked for.
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  /// `layoutMargins` when set; the default depends on the view.
  var margins: EdgeInsets?
  /// Whether `margins` were set by reading direction (left is leading).
  var marginsAreDirectional = false
  /// The axes reported ambiguous, and whether the view was reported unconstrained: each
  /// once.
  var reportedAmbiguity: Set<LayoutConstraint.Axis> = []
  var reportedUnconstrained = false
  /// `autoresizingMask` and `autoresizesSubviews`.
  var autoresizingMask: View.AutoresizingMask = []
  var autoresizesSubviews = true
  /// What constraints, anchors and reports hold of the view (``LayoutItemReference``).
  var itemReference: LayoutItemReference?
  /// ``View/semanticContent``.
  var semanticContent = SemanticContent.unspecified

  /// Where an installed constraint is in `constraints`: at most where it was installed
  /// (only removals before it move it), so the search goes down from there, and a toggle
  /// costs the removals since, not a search of every constraint of the view
  /// (`autolayout-toggle`).
  func index(of constraint: LayoutConstraint) -> Int? {
    var index = min(constraint.installedIndex, constraints.count - 1)
    while index >= 0 {
      if constraints[index] === constraint { return index }
      index -= 1
    }
    return nil
  }
}

extension View {
  /// UIKit's standard spacing between siblings, in points (`equalToSystemSpacingAfter`).
  public static let systemSpacing = 8.0

  /// An intrinsic content size's dimension that the view does not have, as UIKit's
  /// `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric = -1.0

  /// The view's Auto Layout state, made on first use.
  var layoutState: ViewLayout {
    if let layout { return layout }
    let made = ViewLayout()
    layout = made
    return made
  }

  // MARK: Anchors

  /// The baseline of the first line of the view's text, as UIKit's `firstBaselineAnchor`
  /// (the bottom edge for a view without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of the view's text, as UIKit's `lastBaselineAnchor`
  /// (the bottom edge for a view without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

  // MARK: Settings

  /// Whether the view's frame becomes constraints when a constraint refers to the view:
  /// `true` by default, as in UIKit, so a view placed with a frame keeps it. Set it to
  /// `false` for a view that constraints place: the engine then sets its frame.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layout?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      if !newValue { joinConstraintBasedLayout() }
      setNeedsConstraintSolve()
    }
  }

  /// The active constraints installed on this view: those whose nearest common ancestor
  /// it is, as UIKit's `constraints`.
  public var constraints: [LayoutConstraint] { layout?.constraints ?? [] }

  /// Activates a constraint, as UIKit's `addConstraint(_:)` (prefer
  /// `LayoutConstraint.activate(_:)`, which finds where to install it).
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: LayoutConstraint) {
    LayoutConstraint.activate([constraint])
  }

  /// Activates constraints, as UIKit's `addConstraints(_:)`.
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates a constraint installed on this view, as UIKit's `removeConstraint(_:)`.
  /// - Parameter constraint: The constraint.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    if constraint.installedOn === self { uninstall(constraint) }
  }

  /// Deactivates constraints installed on this view, as UIKit's `removeConstraints(_:)`.
  /// - Parameter constraints: The constraints.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// How much the view resists growing past its intrinsic size along `axis`;
  /// `.defaultLow` (250) by default, as in UIKit.
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    priority(\.hugging, axis, default: .defaultLow)
  }

  /// Sets how much the view resists growing past its intrinsic size along `axis`.
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    setPriority(\.hugging, axis, priority)
  }

  /// How much the view resists shrinking below its intrinsic size along `axis`;
  /// `.defaultHigh` (750) by default, as in UIKit.
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentCompressionResistancePriority(
    for axis: LayoutConstraint.Axis
  ) -> LayoutPriority {
    priority(\.compressionResistance, axis, default: .defaultHigh)
  }

  /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    setPriority(\.compressionResistance, axis, priority)
  }

  private typealias AxisPriorities = (LayoutPriority, LayoutPriority)

  /// A content priority along an axis, or its default.
  private func priority(
    _ property: KeyPath<ViewLayout, AxisPriorities>, _ axis: LayoutConstraint.Axis,
    default: LayoutPriority
  ) -> LayoutPriority {
    guard let layout else { return `default` }
    let both = layout[keyPath: property]
    return axis == .horizontal ? both.0 : both.1
  }

  /// Sets a content priority along an axis; the engine rebuilds when it places the view.
  private func setPriority(
    _ property: ReferenceWritableKeyPath<ViewLayout, AxisPriorities>,
    _ axis: LayoutConstraint.Axis, _ priority: LayoutPriority
  ) {
    if axis == .horizontal {
      layoutState[keyPath: property].0 = priority
    } else {
      layoutState[keyPath: property].1 = priority
    }
    if node.inLayoutEngine { setNeedsConstraintSolve() }
  }

  /// Tells the layout that ``intrinsicContentSize`` changed, as UIKit's
  /// `invalidateIntrinsicContentSize()`: the superview lays out again and, when
  /// constraints place the view, the engine solves again. Widgets call it whenever what
  /// their size depends on changes (a label's text or font).
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    if node.inLayoutEngine { engineOfTree().intrinsicSizeChanged(of: self) }
    // A stack view's natural size is its arranged views': it changes with theirs.
    if let superview, superview.arranges(self) { superview.invalidateIntrinsicContentSize() }
  }

  /// Whether the constraints leave the view's frame open along an axis (several frames
  /// would satisfy them), as UIKit's `hasAmbiguousLayout`. Solves first if anything
  /// changed. `true` for a view in a superview that does not translate its frame into
  /// constraints and has none (nothing fixes its frame); `false` for a view that
  /// translates its frame, or that a stack view arranges.
  public var hasAmbiguousLayout: Bool {
    solveConstraintsIfNeeded()
    if !translatesAutoresizingMaskIntoConstraints, superview != nil, !isArrangedInStack,
      !node.inLayoutEngine
    {
      return true
    }
    return !(treeRoot.layout?.engine?.ambiguousAxes(of: self).isEmpty ?? true)
  }

  /// The smallest size the constraints allow, as UIKit's
  /// `layoutFittingCompressedSize` (0 x 0) asks for.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// The largest size the constraints allow, as UIKit's `layoutFittingExpandedSize`.
  public static let layoutFittingExpandedSize = Size(width: 1e7, height: 1e7)

  /// The size the view's constraints give it when it is asked to be as close to
  /// `targetSize` as they allow, as UIKit's `systemLayoutSizeFitting(_:)`: the
  /// constraints inside the view's subtree and its subviews' intrinsic sizes decide; the
  /// target holds at `.fittingSizeLevel` (50), so it yields to every hugging and
  /// compression priority. Nothing is laid out.
  /// - Parameter targetSize: The size to approach (`layoutFittingCompressedSize` for the
  ///   smallest).
  /// - Returns: The size.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are held near
  /// `targetSize` at the given priorities, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
  /// `.required` fixes that dimension (a cell's width), `.fittingSizeLevel` lets the
  /// content decide (its height).
  /// - Parameters:
  ///   - targetSize: The size to approach.
  ///   - horizontalFittingPriority: How strongly the width holds to the target's.
  ///   - verticalFittingPriority: How strongly the height holds to the target's.
  /// - Returns: The size.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> Size {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(
      fitting: self, to: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
    return engine.fittedSize()
  }

  // MARK: Installation

  /// The nearest view that is or contains both this view and `other` (this view when
  /// `other` is `nil`).
  func nearestCommonAncestor(with other: View?) -> View? {
    guard let other else { return self }
    var current: View? = self
    while let candidate = current {
      if other.isDescendant(of: candidate) { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// The view takes part in Auto Layout from now: its `updateConstraints()` (and its
  /// controller's) runs in the next constraints phase, unless it is running now.
  private func joinConstraintBasedLayout() {
    if node.hookInProgress != .updateConstraints { setNeedsUpdateConstraints() }
  }

  /// Installs an active constraint on this view.
  func install(_ constraint: LayoutConstraint) {
    if layoutState.constraints.isEmpty { joinConstraintBasedLayout() }
    constraint.installedIndex = layoutState.constraints.count
    layoutState.constraints.append(constraint)
    constraint.installedOn = self
    engineOfTree().constraintActivated(constraint)
    if isArrangedInStack { superview?.arrangedSizeDidChange() }
  }

  /// Removes a constraint installed on this view.
  func uninstall(_ constraint: LayoutConstraint) {
    guard let layout, let index = layout.index(of: constraint) else { return }
    layout.constraints.remove(at: index)
    constraint.installedOn = nil
    engineOfTree().constraintDeactivated(constraint)
    if isArrangedInStack { superview?.arrangedSizeDidChange() }
  }

  /// Deactivates the constraints installed above `removed` that refer to a view in its
  /// subtree, as UIKit does when a view leaves its superview.
  func deactivateConstraints(referringInto removed: View) {
    var ancestor = superview
    while let current = ancestor {
      if let layout = current.layout, !layout.constraints.isEmpty {
        for constraint in layout.constraints
        where constraint.refers(into: removed) {
          current.uninstall(constraint)
        }
      }
      ancestor = current.superview
    }
  }

  /// Marks the engine of the tree this view is in for a rebuilt solution.
  func setNeedsConstraintSolve() {
    engineOfTree().setNeedsRebuild()
  }

  /// The engine of the tree this view is in, made when the tree has none yet; the tree's
  /// root is flagged for layout, where the engine solves.
  func engineOfTree() -> LayoutEngine {
    let root = treeRoot
    root.setNeedsLayout()
    let layout = root.layoutState
    if let engine = layout.engine { return engine }
    let engine = LayoutEngine(root: root)
    layout.engine = engine
    root.node.hostsLayoutEngine = true
    return engine
  }

  /// Solves the constraints of this view's tree if they changed: before the layout of the
  /// tree's root, and in `layoutIfNeeded()`.
  func solveConstraintsIfNeeded() {
    treeRoot.layout?.engine?.solveIfNeeded()
  }

  /// The top of the view's tree (a window, or the topmost superview): where the tree's
  /// Auto Layout engine lives.
  var treeRoot: View {
    var root = self
    while let superview = root.superview { root = superview }
    return root
  }
}

extension LayoutConstraint {
  /// Whether one of the constraint's views (or guides' owning views) is `view` or inside
  /// it.
  func refers(into view: View) -> Bool {
    for item in [firstItem, secondItem] {
      if let owner = item.flatMap(Self.view(of:)), owner.isDescendant(of: view) { return true }
    }
    return false
  }
}
