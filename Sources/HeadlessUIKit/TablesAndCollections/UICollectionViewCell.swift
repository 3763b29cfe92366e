public import HeadlessKit
/// A collection view's cell, as UIKit's `UICollectionViewCell`: put subviews in its
/// `contentView`, or set a `contentConfiguration`. It draws no separator.
@preconcurrency @MainActor
open class UICollectionViewCell: ListCell {
  /// Creates a cell, as UIKit's `init(frame:)`: the designated initializer a subclass
  /// overrides to set itself up.
  /// - Parameter frame: The initial frame.
  public init(frame: CGRect) {
    super.init(style: .default)
    self.frame = frame
    showsSeparator = false
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working cell
  /// with a zero frame, as `init(frame: .zero)` does.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(style: .default)
    showsSeparator = false
  }

  /// Creates a cell with a zero frame.
  public required convenience init() {
    self.init(frame: .zero)
  }
}
