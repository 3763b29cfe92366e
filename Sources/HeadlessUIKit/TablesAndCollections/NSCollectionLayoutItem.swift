public import Foundation
public import HeadlessKit

// The compositional layout's building blocks, as UIKit declares them: sizes made of
// dimensions, items, groups of items, sections of groups, and boundary supplementary
// items. https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout

/// One dimension of a layout size, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, a number of points, or an estimate (used as the
/// size here: headless cells are not measured).
@MainActor
public final class NSCollectionLayoutDimension {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction or the points, as UIKit's `dimension`.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width, as UIKit's `fractionalWidth(_:)`.
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height, as UIKit's `fractionalHeight(_:)`.
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalHeight)
  }
  /// A number of points, as UIKit's `absolute(_:)`.
  /// - Parameter absoluteDimension: The points.
  /// - Returns: The dimension.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute, absoluteDimension)
  }
  /// An estimate the content may change, as UIKit's `estimated(_:)`: the estimate here.
  /// - Parameter estimatedDimension: The points.
  /// - Returns: The dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }
  /// An estimate shared by siblings, as UIKit's `uniformAcrossSiblings(estimate:)` (iOS
  /// 17): the estimate here.
  /// - Parameter estimatedDimension: The points.
  /// - Returns: The dimension.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }

  /// Whether it is a fraction of the width, as UIKit's `isFractionalWidth`.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height, as UIKit's `isFractionalHeight`.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a number of points, as UIKit's `isAbsolute`.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate, as UIKit's `isEstimated`.
  public var isEstimated: Bool { kind == .estimated }

  /// The points in a container of a size.
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@MainActor
public final class NSCollectionLayoutSize {
  /// The width, as UIKit's `widthDimension`.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height, as UIKit's `heightDimension`.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size, as UIKit's `init(widthDimension:heightDimension:)`.
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container.
  func resolve(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least the amount; placed as the amount here).
@MainActor
public final class NSCollectionLayoutSpacing {
  /// The points, as UIKit's `spacing`.
  public let spacing: CGFloat
  /// Whether the spacing is fixed, as UIKit's `isFixedSpacing`.
  public let isFixedSpacing: Bool
  /// Whether the spacing is flexible, as UIKit's `isFlexibleSpacing`.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  private init(_ spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
  }

  /// A fixed spacing, as UIKit's `fixed(_:)`.
  /// - Parameter fixedSpacing: The points.
  /// - Returns: The spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, fixed: true)
  }
  /// A spacing of at least an amount, as UIKit's `flexible(_:)`.
  /// - Parameter flexibleSpacing: The least points.
  /// - Returns: The spacing.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, fixed: false)
  }
}

/// Spacing around an item, as UIKit's `NSCollectionLayoutEdgeSpacing`: added outside the
/// item's size.
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
  /// Before the item, as UIKit's `leading`.
  public let leading: NSCollectionLayoutSpacing?
  /// Above, as UIKit's `top`.
  public let top: NSCollectionLayoutSpacing?
  /// After, as UIKit's `trailing`.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below, as UIKit's `bottom`.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing, as UIKit's `init(leading:top:trailing:bottom:)`.
  /// - Parameters:
  ///   - leading: Before.
  ///   - top: Above.
  ///   - trailing: After.
  ///   - bottom: Below.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// One item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size in
/// its group, and content insets that shrink the cell inside that size.
@MainActor
open class NSCollectionLayoutItem {
  /// The size, as UIKit's `layoutSize`.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the cell inside the item's size, as UIKit's `contentInsets`.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Spacing outside the item, as UIKit's `edgeSpacing`.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Supplementary items attached to the item, as UIKit's `supplementaryItems` (kept).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item, as UIKit's `init(layoutSize:)`.
  /// - Parameter layoutSize: Its size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item with supplementary items, as UIKit's `init(layoutSize:supplementaryItems:)`.
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - supplementaryItems: Its supplementary items.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The cells' frames of this item placed at an origin in a container: one for an item.
  /// Returns the frames and the space the item takes.
  func place(at origin: CGPoint, in container: CGSize) -> (frames: [CGRect], size: CGSize) {
    let size = layoutSize.resolve(in: container)
    let lead = edgeSpacing?.leading?.spacing ?? 0
    let top = edgeSpacing?.top?.spacing ?? 0
    let frame = CGRect(
      x: origin.x + lead + contentInsets.leading, y: origin.y + top + contentInsets.top,
      width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    return (
      [frame],
      CGSize(
        width: size.width + lead + (edgeSpacing?.trailing?.spacing ?? 0),
        height: size.height + top + (edgeSpacing?.bottom?.spacing ?? 0))
    )
  }
}

/// A frame a custom group gives one item, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@MainActor
public final class NSCollectionLayoutGroupCustomItem {
  /// The frame in the group, as UIKit's `frame`.
  public let frame: CGRect
  /// The stacking order, as UIKit's `zIndex` (kept).
  public let zIndex: Int

  /// A custom item, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame in the group.
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

  /// A custom item with a stacking order, as UIKit's `init(frame:zIndex:)`.
  /// - Parameters:
  ///   - frame: The frame in the group.
  ///   - zIndex: The stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// What a custom group's provider is told, as UIKit's `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container's size and insets.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// A container's size and insets, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The size.
  var contentSize: CGSize { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment HeadlessUIKit passes: a container of the collection view's width.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  init(size: CGSize, traits: UITraitCollection) {
    contentSize = size
    traitCollection = traits
  }
}

/// Items placed together, as UIKit's `NSCollectionLayoutGroup`: side by side
/// (`horizontal`), stacked (`vertical`), or where a provider says (`custom`).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  private var axis = Axis.horizontal
  private var count: Int?
  private var provider:
    (@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])?
  /// The items inside, as UIKit's `subitems`.
  public private(set) var subitems: [NSCollectionLayoutItem] = []
  /// Space between the items, as UIKit's `interItemSpacing`.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// Items side by side, repeated while they fit, as UIKit's
  /// `horizontal(layoutSize:subitems:)`.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items.
  /// - Returns: The group.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    make(layoutSize, .horizontal, subitems, count: nil)
  }
  /// A number of one item side by side, sized to share the width, as UIKit's
  /// `horizontal(layoutSize:subitem:count:)`.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    make(layoutSize, .horizontal, [subitem], count: count)
  }
  /// A number of one item side by side, at the item's own size, as UIKit's
  /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16).
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    make(
      layoutSize, .horizontal, Array(repeating: repeatingSubitem, count: max(1, count)), count: nil)
  }
  /// Items stacked, repeated while they fit, as UIKit's `vertical(layoutSize:subitems:)`.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items.
  /// - Returns: The group.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    make(layoutSize, .vertical, subitems, count: nil)
  }
  /// A number of one item stacked, sized to share the height, as UIKit's
  /// `vertical(layoutSize:subitem:count:)`.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    make(layoutSize, .vertical, [subitem], count: count)
  }
  /// A number of one item stacked at its own size, as UIKit's
  /// `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    make(
      layoutSize, .vertical, Array(repeating: repeatingSubitem, count: max(1, count)), count: nil)
  }
  /// Items where a provider puts them, as UIKit's `custom(layoutSize:itemProvider:)`.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - itemProvider: Gives each item's frame in the group.
  /// - Returns: The group.
  public static func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider:
      @escaping @MainActor (any NSCollectionLayoutEnvironment) ->
      [NSCollectionLayoutGroupCustomItem]
  ) -> NSCollectionLayoutGroup {
    let group = make(layoutSize, .horizontal, [], count: nil)
    group.provider = itemProvider
    return group
  }

  private static func make(
    _ size: NSCollectionLayoutSize, _ axis: Axis, _ subitems: [NSCollectionLayoutItem], count: Int?
  ) -> NSCollectionLayoutGroup {
    let group = NSCollectionLayoutGroup(layoutSize: size, supplementaryItems: [])
    group.axis = axis
    group.subitems = subitems
    group.count = count
    return group
  }

  /// Places the group's cells: subitems one after another along the axis (repeated while
  /// the next fits, or `count` of them sharing the length), each in the group's size.
  override func place(at origin: CGPoint, in container: CGSize) -> (frames: [CGRect], size: CGSize)
  {
    let size = layoutSize.resolve(in: container)
    let inner = CGSize(
      width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    let start = CGPoint(x: origin.x + contentInsets.leading, y: origin.y + contentInsets.top)
    var frames: [CGRect] = []
    if let provider {
      let environment = LayoutEnvironment(size: inner, traits: UITraitCollection())
      frames = provider(environment).map { $0.frame.offsetBy(dx: start.x, dy: start.y) }
      return (frames, size)
    }
    let spacing = interItemSpacing?.spacing ?? 0
    let length = axis == .horizontal ? inner.width : inner.height
    var offset: CGFloat = 0
    if let count, let item = subitems.first {
      // `count` items share the length: each item's container is its share.
      let share = (length - spacing * CGFloat(count - 1)) / CGFloat(max(1, count))
      let cell =
        axis == .horizontal
        ? CGSize(width: share, height: inner.height) : CGSize(width: inner.width, height: share)
      for _ in 0..<count {
        let point =
          axis == .horizontal
          ? CGPoint(x: start.x + offset, y: start.y) : CGPoint(x: start.x, y: start.y + offset)
        let placed = item.place(
          at: point,
          in: axis == .horizontal
            ? CGSize(width: share, height: inner.height) : CGSize(width: inner.width, height: share)
        )
        frames += placed.frames.map {
          CGRect(
            origin: $0.origin,
            size: CGSize(
              width: axis == .horizontal
                ? cell.width - item.contentInsets.leading - item.contentInsets.trailing : $0.width,
              height: axis == .vertical
                ? cell.height - item.contentInsets.top - item.contentInsets.bottom : $0.height))
        }
        offset += share + spacing
      }
      return (frames, size)
    }
    guard !subitems.isEmpty else { return ([], size) }
    var index = 0
    while true {
      let item = subitems[index % subitems.count]
      let itemSize = item.layoutSize.resolve(in: inner)
      let itemLength = axis == .horizontal ? itemSize.width : itemSize.height
      if index > 0, offset + itemLength > length + 0.001 { break }
      let point =
        axis == .horizontal
        ? CGPoint(x: start.x + offset, y: start.y) : CGPoint(x: start.x, y: start.y + offset)
      let placed = item.place(at: point, in: inner)
      frames += placed.frames
      offset += (axis == .horizontal ? placed.size.width : placed.size.height) + spacing
      index += 1
      // Subitems given once (not repeated) stop after the list when nothing repeats them.
      if itemLength <= 0 || index >= 1_000 { break }
    }
    return (frames, size)
  }
}

/// A supplementary view placed with an item or a section, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of view, as UIKit's `elementKind`.
  public let elementKind: String
  /// The stacking order, as UIKit's `zIndex`.
  open var zIndex = 1

  /// A supplementary item, as UIKit's `init(layoutSize:elementKind:containerAnchor:)`
  /// without an anchor.
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: The kind of view.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Where a boundary supplementary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular.
  case none = 0
  /// Above.
  case top = 1
  /// Above, at the leading edge.
  case topLeading = 2
  /// At the leading edge.
  case leading = 3
  /// Below, at the leading edge.
  case bottomLeading = 4
  /// Below.
  case bottom = 5
  /// Below, at the trailing edge.
  case bottomTrailing = 6
  /// At the trailing edge.
  case trailing = 7
  /// Above, at the trailing edge.
  case topTrailing = 8
}

/// A header or footer of a section or of the layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a top one sits above the section's
/// items, a bottom one below them.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where it sits, as UIKit's `alignment`.
  public let alignment: NSRectAlignment
  /// The offset from that place, as UIKit's `offset`.
  public let offset: CGPoint
  /// Whether it stays in view while its section scrolls, as UIKit's
  /// `pinToVisibleBounds` (kept).
  open var pinToVisibleBounds = false
  /// Whether the section grows to hold it, as UIKit's `extendsBoundary`: `true`.
  open var extendsBoundary = true

  /// A boundary item, as UIKit's `init(layoutSize:elementKind:alignment:)`.
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: The kind of view, such as `UICollectionView.elementKindSectionHeader`.
  ///   - alignment: Where it sits.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A boundary item with an offset, as UIKit's
  /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: The kind of view.
  ///   - alignment: Where it sits.
  ///   - absoluteOffset: Its offset from there.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
