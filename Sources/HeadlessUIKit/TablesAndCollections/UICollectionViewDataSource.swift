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
  /// The view of a supplementary element (a compositional layout's section header or
  /// footer), as UIKit's `collectionView(_:viewForSupplementaryElementOfKind:at:)`:
  /// dequeue it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The position (the section's, item 0 for a header).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  /// - Parameter collectionView: The collection view.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// An empty view: a data source that shows supplementary elements implements it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The position.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}
