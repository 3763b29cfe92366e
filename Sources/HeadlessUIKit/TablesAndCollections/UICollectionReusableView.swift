public import HeadlessKit
/// A view shown as a collection view's supplementary view (a section header), as UIKit's
/// `UICollectionReusableView`. A `UICollectionViewListCell` serves too, as in UIKit.
@preconcurrency @MainActor
open class UICollectionReusableView: View {
  /// Creates the view, as UIKit's `init(frame:)`: the designated initializer a subclass
  /// overrides (`override init(frame:)`, as on iOS) to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view with a zero frame; required, so a registration can make any
  /// subclass (through the subclass's `init(frame:)`, which a subclass overriding both
  /// designated initializers inherits it through).
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working view
  /// with a zero frame.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
  }
}
