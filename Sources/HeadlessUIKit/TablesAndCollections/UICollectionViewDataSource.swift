import HeadlessKit
/// Supplies a collection view's sections, items and cells, as UIKit's classic
/// `UICollectionViewDataSource`: the number of items and the cells are required, the
/// number of sections optional (1). Asked at the first layout after `dataSource` is set
/// and at each `reloadData()`; items are identified by their index paths.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of an item: dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell
  /// The number of sections; 1 unless implemented.
  /// - Parameter collectionView: The collection view.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section.
  /// - Parameter collectionView: The collection view.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
