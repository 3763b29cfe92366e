/// Lays out its arranged subviews in a row or a column: UIStackView's role.
///
/// Sizes come from each view's ``View/intrinsicContentSize``; hidden views take no
/// space. Any change to the stack's settings, to an arranged view's natural size or to
/// its `isHidden` lays the stack out again in the next pass (SPEC 2.8, 2.9).
///
/// ```swift
/// let form = StackView(arrangedSubviews: [title, name, save], axis: .vertical)
/// form.spacing = 8
/// form.alignment = .leading
/// ```
///
/// Layout along the axis:
/// - `.fill`: natural sizes; the last visible view takes the space left over (or gives
///   it back, down to zero, when there is too little).
/// - `.fillEqually`: every visible view gets the same share.
/// - `.equalSpacing`: natural sizes, the gaps share the space left over (at least
///   ``spacing``).
///
/// Across the axis, `.fill` stretches each view to the stack; `.leading`, `.center` and
/// `.trailing` keep its natural size and place it.
@MainActor
open class StackView: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(StackView.self, []) }

  /// The direction views are laid out in.
  public enum Axis: Sendable { case horizontal, vertical }
  /// Placement across the axis.
  public enum Alignment: Sendable { case fill, leading, center, trailing }
  /// Sizing along the axis.
  public enum Distribution: Sendable { case fill, fillEqually, equalSpacing }

  /// Row (`.horizontal`) or column (`.vertical`).
  public var axis: Axis { didSet { if axis != oldValue { arrangementDidChange() } } }
  /// Space between adjacent visible views, in points.
  public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
  /// Placement across the axis; `.fill` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// Sizing along the axis; `.fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [View] = []
  private var lastReportedSize: Size?

  /// Creates a stack.
  /// - Parameters:
  ///   - arrangedSubviews: The views to lay out, in order.
  ///   - axis: Row or column; a column by default.
  public init(arrangedSubviews: [View] = [], axis: Axis = .vertical) {
    self.axis = axis
    super.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Appends a view to the arrangement (and to the subviews).
  /// - Parameter view: The view.
  public func addArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Removes a view from the arrangement and from the subviews.
  /// - Parameter view: The view.
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    if view.superview === self { view.removeFromSuperview() }
    arrangementDidChange()
  }

  private func arrangementDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()  // the stack's own natural size may have changed
  }

  /// The visible views' natural sizes along the axis plus spacing; the largest across.
  open override var intrinsicContentSize: Size {
    let sizes = visibleViews.map(\.intrinsicContentSize)
    guard !sizes.isEmpty else { return .zero }
    let gaps = spacing * Double(sizes.count - 1)
    switch axis {
    case .vertical:
      return Size(
        width: sizes.map(\.width).max()!, height: sizes.map(\.height).reduce(0, +) + gaps)
    case .horizontal:
      return Size(
        width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max()!)
    }
  }

  private var visibleViews: [View] {
    arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
  }

  /// Sets every arranged view's frame (see the type's discussion for the rules).
  open override func layoutSubviews() {
    // A nested stack's natural size follows its contents: tell the container.
    let natural = intrinsicContentSize
    if let last = lastReportedSize, last != natural { superview?.setNeedsLayout() }
    lastReportedSize = natural

    let views = visibleViews
    guard !views.isEmpty else { return }
    let vertical = axis == .vertical
    let available = vertical ? bounds.height : bounds.width
    let across = vertical ? bounds.width : bounds.height
    let naturals = views.map(\.intrinsicContentSize)
    let naturalMain = naturals.map { vertical ? $0.height : $0.width }
    let gapCount = Double(views.count - 1)

    var lengths = naturalMain
    var gap = spacing
    switch distribution {
    case .fill:
      let leftover = available - naturalMain.reduce(0, +) - spacing * gapCount
      lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + leftover)
    case .fillEqually:
      let share = max(0, (available - spacing * gapCount) / Double(views.count))
      lengths = Array(repeating: share, count: views.count)
    case .equalSpacing:
      if views.count > 1 {
        gap = max(spacing, (available - naturalMain.reduce(0, +)) / gapCount)
      }
    }

    var position = 0.0
    for (index, view) in views.enumerated() {
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
        ? Rect(x: crossOrigin, y: position, width: crossLength, height: lengths[index])
        : Rect(x: position, y: crossOrigin, width: lengths[index], height: crossLength)
      position += lengths[index] + gap
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
