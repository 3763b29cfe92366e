public import Foundation
import HeadlessKit

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
