import HeadlessKit
/// Told when the user selects an item, as UIKit's `UICollectionViewDelegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The user tapped an item (not sent for `selectItem(at:animated:scrollPosition:)`).
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}
