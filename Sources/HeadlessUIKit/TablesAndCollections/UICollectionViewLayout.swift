import HeadlessKit

/// How a collection view places its items, as UIKit's `UICollectionViewLayout`: one of
/// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout``, whose
/// placement the layout-attribute methods report.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using the layout, as UIKit's `collectionView`.
  public internal(set) weak var collectionView: UICollectionView?

  init() {}

  /// Applies the layout to the list that shows the items.
  func apply(to list: ListView) {}

  /// The size the collection view scrolls over when it is not the list's (a layout
  /// scrolling sideways); `nil` keeps the list's.
  var scrollingContentSize: CGSize? { nil }

  /// The supplementary views to show now, with their frames in the item list's
  /// coordinates; `nil` when the list shows them itself.
  func visibleSupplementaries() -> [(kind: String, indexPath: IndexPath, frame: CGRect)]? { nil }

  /// Lays the collection view out again, as UIKit's `invalidateLayout()`: the layout
  /// places the items anew (a flow layout asks its delegate again). An override calls
  /// `super`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open func invalidateLayout() {
    guard let collectionView else { return }
    apply(to: collectionView.itemList)
    collectionView.setNeedsLayout()
  }

  /// The size of the content, as UIKit's `collectionViewContentSize`: here the items'
  /// (with their headers and footers) as laid out now.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return scrollingContentSize ?? collectionView.itemList.contentSize
  }

  /// The attributes of the cells and supplementary views whose frames meet a rectangle
  /// of the content, as UIKit's `layoutAttributesForElements(in:)`; `nil` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  /// - Parameter rect: A rectangle in the collection view's content.
  /// - Returns: The attributes, in index-path order.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of an item, as UIKit's `layoutAttributesForItem(at:)`; `nil` by
  /// default and for an item the collection view does not have.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a supplementary view, as UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`; `nil` by default and for one
  /// the layout does not show.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
  /// - Parameters:
  ///   - elementKind: The kind (`UICollectionView.elementKindSectionHeader`...).
  ///   - indexPath: The position (the section's, item 0 for a header).
  /// - Returns: Its attributes.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }
}

/// Where an element of a collection view is and how it shows, as UIKit's
/// `UICollectionViewLayoutAttributes`: its frame in the content, its index path, what it
/// is (`representedElementCategory`, `representedElementKind`), its `zIndex`, `alpha`
/// and `isHidden`.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor
open class UICollectionViewLayoutAttributes {
  /// The element's index path, as UIKit's `indexPath`.
  open var indexPath: IndexPath
  /// The frame in the content, as UIKit's `frame`.
  open var frame = CGRect.zero
  /// The frame's size, as UIKit's `size`.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The frame's centre, as UIKit's `center`.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The element's bounds, as UIKit's `bounds`: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// The opacity, as UIKit's `alpha`: 1 by default.
  open var alpha: CGFloat = 1
  /// The stacking order, as UIKit's `zIndex`: 0 by default.
  open var zIndex = 0
  /// Whether it is hidden, as UIKit's `isHidden`: `false` by default.
  open var isHidden = false
  /// What the element is, as UIKit's `representedElementCategory`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The supplementary or decoration kind, as UIKit's `representedElementKind`; `nil`
  /// for a cell.
  public let representedElementKind: String?

  /// A cell's attributes, as UIKit's `init(forCellWith:)`.
  /// - Parameter indexPath: The cell's index path.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// A supplementary view's attributes, as UIKit's
  /// `init(forSupplementaryViewOfKind:with:)`.
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The index path.
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// A decoration view's attributes, as UIKit's `init(forDecorationViewOfKind:with:)`.
  /// - Parameters:
  ///   - decorationViewKind: The kind.
  ///   - indexPath: The index path.
  public required init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy of the attributes, of the same class, as UIKit's `copy()` (`NSCopying`): a
  /// layout subclass changes copies of its superclass's attributes.
  /// - Returns: The copy.
  open func copy() -> Any {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = Self(forCellWith: indexPath)
    case .supplementaryView:
      copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }
}
