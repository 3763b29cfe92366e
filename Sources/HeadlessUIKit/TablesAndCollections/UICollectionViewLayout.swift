import HeadlessKit
/// How a collection view places its items, as UIKit's `UICollectionViewLayout`: one of
/// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout``'s list.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using the layout, as UIKit's `collectionView`.
  public internal(set) weak var collectionView: UICollectionView?

  init() {}

  /// Applies the layout to the list that shows the items.
  func apply(to list: ListView) {}

  /// Lays the collection view out again, as UIKit's `invalidateLayout()`.
  public func invalidateLayout() {
    guard let collectionView else { return }
    apply(to: collectionView.itemList)
    collectionView.setNeedsLayout()
  }
}
