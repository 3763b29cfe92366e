public import HeadlessKit

/// Gives a flow layout its sizes and spacing from the delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout`; every method is optional, as in UIKit, and
/// defaults to the layout's own property.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
///
/// The flow layout asks for every item's size and every section's values at each
/// layout of the collection view, and places each item at its own size.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size; the layout's `itemSize` unless implemented.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets; the layout's `sectionInset` unless implemented.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The space between a section's lines; the layout's `minimumLineSpacing` unless
  /// implemented.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least space between a section's items on a line; the layout's
  /// `minimumInteritemSpacing` unless implemented.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size; the layout's `headerReferenceSize` unless implemented.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size; the layout's `footerReferenceSize` unless implemented.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
