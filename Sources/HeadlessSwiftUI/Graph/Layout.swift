// SwiftUI's layout, approximated: a parent proposes a size, each child picks its own, and the
// parent places it. Stacks give their fixed children their ideal sizes and share what is
// left among their flexible children (spacers, colours, lists, frames with an infinite
// maximum); a stack's width is its widest child's; a view is centred in what it was offered.

import HeadlessKit

/// A size a parent offers; `nil` asks for the ideal size along that axis (SwiftUI's
/// `ProposedViewSize`).
struct ProposedViewSize: Hashable {
  var width: Double?
  var height: Double?

  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  init(_ size: Size) {
    width = Double(size.width)
    height = Double(size.height)
  }
}

/// A HeadlessKit view that sizes itself as SwiftUI's layout does.
@MainActor
protocol LaidOutView: AnyObject {
  /// The size it picks for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size
  /// Whether it takes whatever it is offered along `axis`.
  func isFlexible(along axis: Axis) -> Bool
}

/// SwiftUI's layout arithmetic, on HeadlessKit views.
@MainActor
enum SwiftUILayout {
  /// The spacing between a stack's children when none is given.
  static let defaultSpacing = 8.0

  /// The size `view` picks for `proposal`: a SwiftUI container's own answer, else its
  /// intrinsic size (widgets), narrowed to the proposed width; a view without one takes the
  /// proposal.
  static func size(of view: HeadlessKit.View, _ proposal: ProposedViewSize) -> Size {
    if let laidOut = view as? any LaidOutView { return laidOut.sizeThatFits(proposal) }
    // A multi-line label (SwiftUI's `Text`) wraps at the proposed width, as HeadlessKit's
    // labels measure (``TextMetrics``): the words fill each line, a word longer than a
    // line breaks where the line ends, each `\n` starts a line, at most its line limit.
    if let label = view as? HeadlessKit.Label, label.numberOfLines != 1, label.textRuns == nil {
      return TextMetrics.wrappedSize(
        of: label.text ?? "", fontSize: label.font.size, width: proposal.width ?? .infinity,
        lineLimit: label.numberOfLines)
    }
    let intrinsic = view.intrinsicContentSize
    var width = intrinsic.width < 0 ? (proposal.width ?? 0) : Double(intrinsic.width)
    let height = intrinsic.height < 0 ? (proposal.height ?? 0) : Double(intrinsic.height)
    if let proposed = proposal.width, width > proposed { width = proposed }
    return Size(width: width, height: height)
  }

  /// Whether `view` takes whatever it is offered along `axis`.
  static func isFlexible(_ view: HeadlessKit.View, along axis: Axis) -> Bool {
    if let laidOut = view as? any LaidOutView { return laidOut.isFlexible(along: axis) }
    let intrinsic = view.intrinsicContentSize
    return (axis == .horizontal ? intrinsic.width : intrinsic.height) < 0
  }

  /// The size of `children` stacked along `axis`.
  static func stackSize(
    of children: [HeadlessKit.View], axis: Axis, spacing: Double, proposal: ProposedViewSize
  ) -> Size {
    guard !children.isEmpty else { return .zero }
    let crossProposal = axis == .vertical ? proposal.width : proposal.height
    let mainProposal = axis == .vertical ? proposal.height : proposal.width
    var main = spacing * Double(children.count - 1)
    var cross = 0.0
    var anyFlexible = false
    for child in children {
      let size = self.size(of: child, childProposal(axis: axis, main: nil, cross: crossProposal))
      let (childMain, childCross) = split(size, axis)
      if isFlexible(child, along: axis) {
        anyFlexible = true
        main += minimumLength(of: child)
      } else {
        main += childMain
      }
      if isFlexible(child, along: axis.other), let crossProposal {
        cross = max(cross, crossProposal)
      } else {
        cross = max(cross, childCross)
      }
    }
    if anyFlexible, let mainProposal { main = max(main, mainProposal) }
    return axis == .vertical
      ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }

  /// Places `children` along `axis` in `bounds`: fixed children at their size, flexible ones
  /// sharing what is left, each aligned across the axis.
  static func placeStack(
    _ children: [HeadlessKit.View], axis: Axis, spacing: Double, alignment: Double,
    in bounds: Rect
  ) {
    guard !children.isEmpty else { return }
    let (boundsMain, boundsCross) = split(bounds.size, axis)
    let sizes = children.map {
      size(of: $0, childProposal(axis: axis, main: nil, cross: boundsCross))
    }
    let flexible = children.map { isFlexible($0, along: axis) }
    var fixed = spacing * Double(children.count - 1)
    for (index, size) in sizes.enumerated() where !flexible[index] { fixed += split(size, axis).0 }
    let flexibleCount = flexible.filter { $0 }.count
    let share = flexibleCount == 0 ? 0 : max(0, (boundsMain - fixed) / Double(flexibleCount))
    var cursor = 0.0
    for (index, child) in children.enumerated() {
      var (main, cross) = split(sizes[index], axis)
      if flexible[index] { main = max(share, minimumLength(of: child)) }
      if isFlexible(child, along: axis.other) { cross = boundsCross }
      if flexible[index], child is any LaidOutView {
        // A flexible container re-measures at the length it got (a list in a stack).
        let resized = size(of: child, childProposal(axis: axis, main: main, cross: boundsCross))
        cross = isFlexible(child, along: axis.other) ? boundsCross : split(resized, axis).1
      }
      cross = min(cross, boundsCross)
      let offset = (boundsCross - cross) * alignment
      child.frame =
        axis == .vertical
        ? Rect(x: bounds.minX + offset, y: bounds.minY + cursor, width: cross, height: main)
        : Rect(x: bounds.minX + cursor, y: bounds.minY + offset, width: main, height: cross)
      cursor += main + spacing
    }
  }

  /// The size of `children` stacked vertically (a body with several top-level views).
  static func verticalSize(
    of children: [HeadlessKit.View], proposal: ProposedViewSize, spacing: Double
  ) -> Size {
    stackSize(of: children, axis: .vertical, spacing: spacing, proposal: proposal)
  }

  /// Places `children` vertically, centred (a body with several top-level views).
  static func placeVertically(_ children: [HeadlessKit.View], in bounds: Rect, spacing: Double) {
    if children.count == 1, let only = children.first {
      only.frame = bounds
      return
    }
    placeStack(children, axis: .vertical, spacing: spacing, alignment: 0.5, in: bounds)
  }

  /// Places `child` in `bounds` at the size it picks, aligned (flexible axes fill).
  static func place(_ child: HeadlessKit.View, in bounds: Rect, alignment: Alignment = .center) {
    let size = self.size(of: child, ProposedViewSize(bounds.size))
    let width =
      isFlexible(child, along: .horizontal)
      ? Double(bounds.width) : min(Double(size.width), Double(bounds.width))
    let height =
      isFlexible(child, along: .vertical)
      ? Double(bounds.height) : min(Double(size.height), Double(bounds.height))
    child.frame = Rect(
      x: Double(bounds.minX) + (Double(bounds.width) - width) * alignment.horizontal.fraction,
      y: Double(bounds.minY) + (Double(bounds.height) - height) * alignment.vertical.fraction,
      width: width, height: height)
  }

  private static func minimumLength(of view: HeadlessKit.View) -> Double {
    (view as? SpacerView)?.minLength ?? 0
  }

  private static func childProposal(axis: Axis, main: Double?, cross: Double?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
  }

  private static func split(_ size: Size, _ axis: Axis) -> (Double, Double) {
    axis == .vertical
      ? (Double(size.height), Double(size.width)) : (Double(size.width), Double(size.height))
  }
}
