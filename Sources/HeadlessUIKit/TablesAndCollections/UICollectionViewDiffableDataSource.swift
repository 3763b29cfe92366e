public import HeadlessKit
/// Supplies a collection view's items from snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the cell of an item.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Makes a supplementary view (a section header), as UIKit's
  /// `supplementaryViewProvider`.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UIView?

  /// Makes the sections' supplementary views, as UIKit's `supplementaryViewProvider`:
  /// asked for headers when the list layout's `headerMode` is `.supplementary`.
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { collectionView?.supplementaryProvider = supplementaryViewProvider }
  }

  /// Creates the data source for a collection view, as UIKit's
  /// `init(collectionView:cellProvider:)`.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cellProvider: Makes the cell of an item (with a registration, typically).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    collectionView.itemList.cellProvider = { [weak collectionView] list, indexPath, item in
      guard let collectionView, let item = item as? ItemIdentifierType,
        let cell = cellProvider(collectionView, indexPath, item)
      else { return list.dequeueReusableCell(of: UICollectionViewCell.self) }
      return cell
    }
  }

  /// Shows a snapshot, as UIKit's `apply(_:animatingDifferences:completion:)`.
  /// - Parameters:
  ///   - snapshot: The sections and items.
  ///   - animatingDifferences: Ignored.
  ///   - completion: Runs after the collection view took the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    current = snapshot.withoutRequests()
    collectionView?.itemList.apply(snapshot)
    collectionView?.setNeedsLayout()  // its boundary supplementary views follow the sections
    completion?()
  }

  /// The snapshot shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// The item at a position, as UIKit's `itemIdentifier(for:)`.
  /// - Parameter indexPath: The position.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// The position of an item, as UIKit's `indexPath(for:)`.
  /// - Parameter itemIdentifier: The item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(ofItem: itemIdentifier)
  }

}
