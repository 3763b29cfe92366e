public import Foundation
public import HeadlessKit

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
