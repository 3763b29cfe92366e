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

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  override func apply(to list: ListView) {
    list.itemLayout = .grid(
      itemSize: itemSize, interitemSpacing: minimumInteritemSpacing,
      lineSpacing: minimumLineSpacing, sectionInset: sectionInset)
  }
}
