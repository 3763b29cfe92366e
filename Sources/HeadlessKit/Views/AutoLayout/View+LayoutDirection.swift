/// What a view's content is, for deciding whether it flips in a right-to-left layout, as
/// UIKit's `UISemanticContentAttribute`.
public enum SemanticContent: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Flips with the layout direction: the default.
  case unspecified = 0
  /// Playback controls (play, rewind): never flipped.
  case playback = 1
  /// Directional controls (a D-pad, text alignment buttons): never flipped.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .playback: "playback"
    case .spatial: "spatial"
    case .forceLeftToRight: "forceLeftToRight"
    case .forceRightToLeft: "forceRightToLeft"
    }
  }

  /// The direction content of this kind is laid out in, where the traits say
  /// `direction`, as UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`.
  /// - Parameter direction: The traits' layout direction.
  /// - Returns: Left to right or right to left.
  public func layoutDirection(relativeTo direction: LayoutDirection) -> LayoutDirection {
    switch self {
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
}

extension View {
  /// What the view's content is, deciding whether it flips in a right-to-left layout, as
  /// UIKit's `semanticContentAttribute`; `.unspecified` (flips) by default.
  public var semanticContent: SemanticContent {
    get { layout?.semanticContent ?? .unspecified }
    set {
      guard newValue != semanticContent else { return }
      if newValue == .forceRightToLeft { RightToLeftUse.note() }
      layoutState.semanticContent = newValue
      layoutDirectionMayHaveChanged()
    }
  }

  /// The direction the view arranges its own content in (its leading and trailing
  /// anchors, a stack's order, a label's leading alignment), as UIKit's
  /// `effectiveUserInterfaceLayoutDirection`: its ``semanticContent`` relative to its
  /// traits' ``TraitCollection/layoutDirection``. Not tracked.
  public var effectiveLayoutDirection: LayoutDirection {
    semanticContent.layoutDirection(relativeTo: traitValues.layoutDirection)
  }

  /// Whether the view lays out its content right to left: never before anything asked
  /// for right to left (``RightToLeftUse``), which spares every draw a trait lookup.
  var isRightToLeft: Bool {
    RightToLeftUse.hasBeenSeen && effectiveLayoutDirection == .rightToLeft
  }

  /// The layout direction of this view or of what it contains may have changed: its
  /// tree's constraints are solved again, and it and its subviews lay out and draw again.
  func layoutDirectionMayHaveChanged() {
    if treeRoot.layout?.engine != nil { setNeedsConstraintSolve() }
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.setNeedsLayout()
      view.setNeedsDisplay()
      pending += view.subviews
    }
  }
}

extension LayoutConstraint {
  /// Whether its horizontal positions are measured right to left: it names a leading or
  /// trailing edge, and the view its first item is laid out in (a view's superview, a
  /// guide's view) lays out right to left.
  var isRightToLeft: Bool {
    guard firstAttribute.isDirectional || secondAttribute.isDirectional else { return false }
    if let view = firstItem as? View { return (view.superview ?? view).isRightToLeft }
    if let guide = firstItem as? LayoutGuide { return guide.owningView?.isRightToLeft ?? false }
    return false
  }
}

extension LayoutConstraint.Attribute {
  /// Leading or trailing: an edge that depends on the layout direction.
  var isDirectional: Bool { self == .leading || self == .trailing }
}

extension TraitOverrides {
  /// Whether going to `new` sets, changes or removes the layout direction's override.
  func changesLayoutDirection(to new: TraitOverrides) -> Bool {
    contains(.layoutDirection) != new.contains(.layoutDirection)
      || (contains(.layoutDirection) && layoutDirection != new.layoutDirection)
  }
}
