public import Foundation

/// Lays out its arranged subviews in a row or a column: UIStackView's role.
///
/// Sizes come from each view's ``View/intrinsicContentSize``, or from a required
/// constraint that fixes its width or height (`avatar.widthAnchor.constraint(
/// equalToConstant: 64)`), as UIKit's stack honours such constraints; hidden views take no
/// space. Any change to the stack's settings, to an arranged view's natural size or to
/// its `isHidden` lays the stack out again in the next pass (SPEC 2.8, 2.9).
///
/// ```swift
/// let form = StackView(arrangedSubviews: [title, name, save], axis: .vertical)
/// form.spacing = 8
/// form.alignment = .leading
/// ```
///
/// Layout along the axis (UIKit's arithmetic):
/// - `.fill`: natural sizes; the view with the lowest content hugging priority takes the
///   space left over, and the one with the lowest compression resistance gives back a
///   shortfall (down to zero), the last of equals in both cases, as UIKit's
///   `UIStackView.Distribution.fill` does.
/// - `.fillEqually`: every visible view gets the same share.
/// - `.fillProportionally`: the space left after the gaps, shared in proportion to each
///   view's natural size.
/// - `.equalSpacing`: natural sizes, the gaps share the space left over (at least
///   their spacing).
/// - `.equalCentering`: natural sizes, the first view at the start, the last at the end,
///   centres equally apart; when that would bring two views closer than their spacing,
///   the centres move apart to keep it (the views then run past the end).
///
/// The gap after a view is ``spacing`` unless ``setCustomSpacing(_:after:)`` set one.
///
/// Across the axis, `.fill` stretches each view to the stack; `.leading`, `.center` and
/// `.trailing` keep its natural size and place it.
@preconcurrency @MainActor
open class StackView: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(StackView.self, []) }

  /// The direction views are laid out in: `.horizontal`, a row, leading to trailing;
  /// `.vertical`, a column, top to bottom. The axis constraints' priorities use, as
  /// UIKit's `UIStackView.axis` is an `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutConstraint.Axis
  /// Placement across the axis.
  public enum Alignment: Sendable {
    /// Stretches each view across the stack.
    case fill
    /// Natural size, at the leading (or top) edge.
    case leading
    /// Natural size, centred.
    case center
    /// Natural size, at the trailing (or bottom) edge.
    case trailing
  }
  /// Sizing along the axis.
  public enum Distribution: Sendable {
    /// Natural sizes; the last view takes the space left over.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// The room shared in proportion to natural sizes.
    case fillProportionally
    /// Natural sizes; the gaps share the space left over.
    case equalSpacing
    /// Natural sizes; centres equally apart from end to end.
    case equalCentering
  }

  /// What ``customSpacing(after:)`` answers for a view without custom spacing; given to
  /// ``setCustomSpacing(_:after:)`` it removes a view's custom spacing, and as
  /// ``spacing`` it means no spacing, as UIKit's `UIStackView.spacingUseDefault` does.
  public static let spacingUseDefault = Double.greatestFiniteMagnitude

  /// Row (`.horizontal`) or column (`.vertical`).
  public var axis: Axis { didSet { if axis != oldValue { arrangementDidChange() } } }
  /// Space between adjacent visible views, in points; ``spacingUseDefault`` lays them
  /// out with no space between them, as in UIKit.
  public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
  /// Placement across the axis; `.fill` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// Sizing along the axis; `.fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// Whether the stack lays its views out inside its ``View/layoutMargins`` rather than
  /// its bounds, as UIKit's `isLayoutMarginsRelativeArrangement`; `false` by default.
  /// The margins then add to the stack's natural size.
  /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  public var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue {
        arrangementDidChange()
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// Whether views are spaced from their text baselines, as UIKit's
  /// `isBaselineRelativeArrangement`; `false` by default (kept: spacing is measured
  /// between frames here).
  public var isBaselineRelativeArrangement = false

  /// The space kept inside the bounds: the layout margins when the arrangement is
  /// relative to them, else none.
  private var arrangementInsets: EdgeInsets {
    isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
  }

  /// A natural size with the arrangement's insets around it.
  private func withInsets(_ size: Size) -> Size {
    guard isLayoutMarginsRelativeArrangement else { return size }
    let insets = layoutMargins
    return Size(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  /// The views the stack lays out, in order: always a subset of its subviews.
  public private(set) var arrangedSubviews: [View] = []
  private var lastReportedSize: Size?
  /// Custom gaps, by the view they follow.
  private var customSpacings: [ObjectIdentifier: Double] = [:]

  /// Creates a stack, as UIKit's `init(arrangedSubviews:)`: a convenience initializer,
  /// so a subclass that overrides ``init(frame:)`` inherits it and its `init(frame:)`
  /// sets the stack up (its axis included; a row unless it says otherwise).
  /// - Parameter arrangedSubviews: The views to lay out, in order.
  public convenience init(arrangedSubviews: [View] = []) {
    self.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Creates a stack along `axis`.
  /// - Parameters:
  ///   - arrangedSubviews: The views to lay out, in order.
  ///   - axis: Row or column.
  public convenience init(arrangedSubviews: [View] = [], axis: Axis) {
    self.init(arrangedSubviews: arrangedSubviews)
    self.axis = axis
  }

  /// Creates an empty row with a frame, as UIKit's `UIStackView(frame:)`; add views with
  /// ``addArrangedSubview(_:)``.
  /// - Parameter frame: The stack's frame.
  public override init(frame: Rect) {
    self.axis = .horizontal
    super.init(frame: frame)
  }

  /// Appends a view to the arrangement, adding it as a subview if it is not one.
  /// - Parameter view: The view.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement at a position, adding it as a subview if it is
  /// not one (a view already arranged moves to the position).
  /// - Parameters:
  ///   - view: The view.
  ///   - index: The position in ``arrangedSubviews``, clamped to its bounds.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    // Its own size constraints are the stack's now, not the engine's.
    if view.layout?.constraints.isEmpty == false { setNeedsConstraintSolve() }
    arrangementDidChange()
  }

  /// Stops arranging a view. It stays a subview, and on screen, until
  /// `removeFromSuperview()`, as in UIKit; removing it from the stack's subviews also
  /// removes it from the arrangement.
  /// - Parameter view: The view.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    if view.layout?.constraints.isEmpty == false { setNeedsConstraintSolve() }
    arrangementDidChange()
  }

  /// An arranged view leaving the stack's subviews leaves the arrangement too.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Sets the gap after an arranged view, instead of ``spacing``.
  ///
  /// A view that is not one of ``arrangedSubviews`` is ignored, as UIKit does: nothing
  /// is stored for it, and adding it to the arrangement later starts without custom
  /// spacing. The spacing stays while the view moves within the arrangement and is
  /// dropped when it leaves.
  /// - Parameters:
  ///   - spacing: The gap, in points; ``spacingUseDefault`` goes back to ``spacing``.
  ///   - arrangedSubview: The view the gap follows.
  public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    arrangementDidChange()
  }

  /// The custom gap after an arranged view, or ``spacingUseDefault`` when it has none.
  /// - Parameter arrangedSubview: The view.
  /// - Returns: The gap, in points.
  public func customSpacing(after arrangedSubview: View) -> Double {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gaps between consecutive visible views: each one's custom spacing, or
  /// ``spacing``. A plain loop: a closure formed on the main actor and handed to `map`
  /// pays a dynamic isolation check per call (the `audit` row, by `--instructions`).
  private func gaps(_ views: [View]) -> [Double] {
    var gaps: [Double] = []
    guard views.count > 1 else { return gaps }
    gaps.reserveCapacity(views.count - 1)
    for index in 0..<(views.count - 1) { gaps.append(gap(after: views[index])) }
    return gaps
  }

  /// The gap after a visible view: its custom spacing, or ``spacing``.
  @inline(__always)
  private func gap(after view: View) -> Double {
    let spacing = self.spacing == Self.spacingUseDefault ? 0 : self.spacing
    if customSpacings.isEmpty { return spacing }
    return customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  private func arrangementDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()  // the stack's own natural size may have changed
  }

  /// An arranged view's own size constraint changed (made, removed, a new constant).
  override func arrangedSizeDidChange() { arrangementDidChange() }

  /// The arranged views are the ones the stack places.
  override func arranges(_ view: View) -> Bool {
    for arranged in arrangedSubviews where arranged === view { return true }
    return false
  }

  /// The visible views' natural sizes along the axis plus spacing; the largest across.
  open override var intrinsicContentSize: Size {
    // Inside `layoutSubviews()`, which has just measured the same views.
    if let measured = measuredNaturalSize { return measured }
    // One pass, allocating nothing: a column of rows measures each row's views here.
    var sumWidth = 0.0
    var sumHeight = 0.0
    var maxWidth = 0.0
    var maxHeight = 0.0
    var totalGaps = 0.0
    var pendingGap: Double?
    var count = 0
    for view in arrangedSubviews where !view.isHidden && view.superview === self {
      let size = view.arrangedNaturalSize
      let width = Double(size.width)
      let height = Double(size.height)
      // The gaps are summed in order, each one before the view after it, as the arrays
      // were: the same additions, so the same result to the last bit.
      if let pendingGap { totalGaps += pendingGap }
      pendingGap = gap(after: view)
      if count == 0 {
        maxWidth = width
        maxHeight = height
      } else {
        if maxWidth < width { maxWidth = width }
        if maxHeight < height { maxHeight = height }
      }
      sumWidth += width
      sumHeight += height
      count += 1
    }
    return withInsets(
      Self.naturalSize(
        axis: axis, count: count, sumWidth: sumWidth, sumHeight: sumHeight, maxWidth: maxWidth,
        maxHeight: maxHeight, totalGaps: totalGaps))
  }

  /// The stack's natural size from its visible views' sums and largest sizes.
  private static func naturalSize(
    axis: Axis, count: Int, sumWidth: Double, sumHeight: Double, maxWidth: Double,
    maxHeight: Double, totalGaps: Double
  ) -> Size {
    guard count > 0 else { return .zero }
    switch axis {
    case .vertical: return Size(width: maxWidth, height: sumHeight + totalGaps)
    case .horizontal: return Size(width: sumWidth + totalGaps, height: maxHeight)
    }
  }

  /// The stack's own natural size while ``layoutSubviews()`` asks for it, measured from
  /// the sizes it has just read; `nil` otherwise.
  private var measuredNaturalSize: Size?

  private var visibleViews: [View] {
    var views: [View] = []
    views.reserveCapacity(arrangedSubviews.count)
    for view in arrangedSubviews where !view.isHidden && view.superview === self {
      views.append(view)
    }
    return views
  }

  /// The size a stack gives an arranged view: its ``View/arrangedNaturalSize``. A nested
  /// stack is measured once and notes the size as reported: this stack lays it out
  /// knowing it, so its own layout need not tell this one again (a column of rows laid
  /// itself out twice in each pass that changed the rows' sizes).
  private func arrangedSize(of view: View) -> Size {
    guard let stack = view as? StackView else { return view.arrangedNaturalSize }
    let intrinsic = stack.intrinsicContentSize
    stack.lastReportedSize = intrinsic
    var size = Size(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    for constraint in stack.layout?.constraints ?? []
    where constraint.isOwnSizeConstraint(of: stack) {
      if constraint.firstAttribute == .width {
        size.width = max(0, constraint.constant)
      } else {
        size.height = max(0, constraint.constant)
      }
    }
    return size
  }

  /// Sets every arranged view's frame (see the type's discussion for the rules).
  open override func layoutSubviews() {
    let views = visibleViews
    var naturals: [Size] = []
    naturals.reserveCapacity(views.count)
    for view in views { naturals.append(arrangedSize(of: view)) }
    var gaps = self.gaps(views)

    // A nested stack's natural size follows its contents: tell the container. The
    // natural size is the one just measured (``intrinsicContentSize`` answers it while
    // asked from here, so a subclass's override still decides).
    var sumWidth = 0.0
    var sumHeight = 0.0
    var maxWidth = 0.0
    var maxHeight = 0.0
    var totalGaps = 0.0
    for (index, size) in naturals.enumerated() {
      let width = Double(size.width)
      let height = Double(size.height)
      if index > 0 { totalGaps += gaps[index - 1] }
      if index == 0 {
        maxWidth = width
        maxHeight = height
      } else {
        if maxWidth < width { maxWidth = width }
        if maxHeight < height { maxHeight = height }
      }
      sumWidth += width
      sumHeight += height
    }
    measuredNaturalSize = withInsets(
      Self.naturalSize(
        axis: axis, count: naturals.count, sumWidth: sumWidth, sumHeight: sumHeight,
        maxWidth: maxWidth, maxHeight: maxHeight, totalGaps: totalGaps))
    let natural = intrinsicContentSize
    measuredNaturalSize = nil
    if let last = lastReportedSize, last != natural { invalidateIntrinsicContentSize() }
    lastReportedSize = natural

    guard !views.isEmpty else { return }
    let vertical = axis == .vertical
    let insets = arrangementInsets
    let inner = Size(
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let available = vertical ? inner.height : inner.width
    let across = vertical ? inner.width : inner.height
    var naturalMain: [Double] = []
    naturalMain.reserveCapacity(naturals.count)
    for size in naturals { naturalMain.append(Double(vertical ? size.height : size.width)) }
    let totalNatural = vertical ? sumHeight : sumWidth

    var lengths = naturalMain
    var starts: [Double]?
    switch distribution {
    case .fill:
      // As UIKit's: the leftover goes to the view that hugs least, a shortfall is taken
      // from the one that resists compression least; ties go to the last such view.
      let leftover = available - totalNatural - totalGaps
      let axis: LayoutConstraint.Axis = vertical ? .vertical : .horizontal
      var chosen = views.count - 1
      for index in views.indices {
        let priority =
          leftover >= 0
          ? views[index].contentHuggingPriority(for: axis)
          : views[index].contentCompressionResistancePriority(for: axis)
        let best =
          leftover >= 0
          ? views[chosen].contentHuggingPriority(for: axis)
          : views[chosen].contentCompressionResistancePriority(for: axis)
        if priority < best || (priority == best && index > chosen) { chosen = index }
      }
      lengths[chosen] = max(0, lengths[chosen] + leftover)
    case .fillEqually:
      let share = max(0, (available - totalGaps) / Double(views.count))
      lengths = Array(repeating: share, count: views.count)
    case .fillProportionally:
      let room = max(0, available - totalGaps)
      lengths =
        totalNatural > 0
        ? naturalMain.map { room * $0 / totalNatural }
        : Array(repeating: room / Double(views.count), count: views.count)
    case .equalSpacing:
      // The leftover is shared equally; each gap is at least its spacing.
      if views.count > 1 {
        let equal = (available - totalNatural) / Double(views.count - 1)
        gaps = gaps.map { max($0, equal) }
      }
    case .equalCentering:
      if views.count > 1 {
        let first = naturalMain[0] / 2
        let last = available - naturalMain[naturalMain.count - 1] / 2
        var step = (last - first) / Double(views.count - 1)
        for index in 0..<(views.count - 1) {
          step = max(step, gaps[index] + (naturalMain[index] + naturalMain[index + 1]) / 2)
        }
        starts = naturalMain.indices.map { first + Double($0) * step - naturalMain[$0] / 2 }
      }
    }

    // Right to left, a row runs from the right edge and leading is the right side.
    let flips = isRightToLeft
    var position = 0.0
    for (index, view) in views.enumerated() {
      if let starts { position = starts[index] }
      let naturalAcross = vertical ? naturals[index].width : naturals[index].height
      let crossLength = alignment == .fill ? across : min(naturalAcross, across)
      let crossOrigin: Double
      switch alignment {
      case .fill, .leading: crossOrigin = 0
      case .center: crossOrigin = ((across - crossLength) / 2).rounded(.down)
      case .trailing: crossOrigin = across - crossLength
      }
      view.frame =
        vertical
        ? Rect(
          x: insets.left + (flips ? across - crossOrigin - crossLength : crossOrigin),
          y: insets.top + position, width: crossLength, height: lengths[index])
        : Rect(
          x: insets.left + (flips ? available - position - lengths[index] : position),
          y: insets.top + crossOrigin, width: lengths[index], height: crossLength)
      position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
    }
  }

  /// Axis, spacing, alignment and distribution.
  open override var treeDetails: [String] {
    [
      "axis=\(axis)", "spacing=\(spacing.compactDescription)", "alignment=\(alignment)",
      "distribution=\(distribution)",
    ]
  }
}
