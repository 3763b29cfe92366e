import Foundation
import HeadlessKit

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
