public import HeadlessKit
/// A view shown as a collection view's supplementary view (a section header), as UIKit's
/// `UICollectionReusableView`. A `UICollectionViewListCell` serves too, as in UIKit.
@MainActor
open class UICollectionReusableView: View {
  /// Creates the view, as UIKit's `init(frame:)`; required, so a registration can make
  /// any subclass.
  /// - Parameter frame: The frame.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }
}
