public import HeadlessKit
/// A view shown as a collection view's supplementary view (a section header), as UIKit's
/// `UICollectionReusableView`. A `UICollectionViewListCell` serves too, as in UIKit.
@preconcurrency @MainActor
open class UICollectionReusableView: View {
  /// Creates the view, as UIKit's `init(frame:)`; required, so a registration can make
  /// any subclass.
  /// - Parameter frame: The frame.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working view
  /// with a zero frame.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
  }
}
