public import HeadlessKit
/// Items of one size in lines, as UIKit's `UICollectionViewFlowLayout` (vertical
/// scrolling): as many items a line as fit with at least `minimumInteritemSpacing`
/// between them, the space left spread between them so that items line up in columns.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The items' size, as UIKit's `itemSize`: 50 x 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between items of a line, as UIKit's `minimumInteritemSpacing`: 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space between lines, as UIKit's `minimumLineSpacing`: 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Each section's insets, as UIKit's `sectionInset`: zero by default.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The size of each section's header, as UIKit's `headerReferenceSize`: a height above
  /// zero gives every section a header of that height, as wide as the collection view,
  /// whose view the data source makes for `UICollectionView.elementKindSectionHeader`.
  /// Zero by default: no headers.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer, as UIKit's `footerReferenceSize`: a height above
  /// zero gives every section a footer of that height below its items, whose view the
  /// data source makes for `UICollectionView.elementKindSectionFooter`. Zero by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// The layout's values, or the delegate's for the first item and section
  /// (``UICollectionViewDelegateFlowLayout``) when it has them and the collection view
  /// has an item.
  override func apply(to list: ListView) {
    var size = itemSize
    var interitem = minimumInteritemSpacing
    var line = minimumLineSpacing
    var inset = sectionInset
    var header = headerReferenceSize
    var footer = footerReferenceSize
    if let collectionView,
      let flow = collectionView.delegate as? any UICollectionViewDelegateFlowLayout,
      let first = list.snapshot.sections.first, !first.items.isEmpty
    {
      size = flow.collectionView(
        collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: 0))
      interitem = flow.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0)
      line = flow.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: 0)
      inset = flow.collectionView(collectionView, layout: self, insetForSectionAt: 0)
      header = flow.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: 0)
      footer = flow.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: 0)
    }
    list.itemLayout = .grid(
      itemSize: size, interitemSpacing: interitem, lineSpacing: line, sectionInset: inset)
    collectionView?.flowSupplementaryHeights = (max(0, header.height), max(0, footer.height))
  }
}
