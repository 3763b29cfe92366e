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
    CellConfigurationFlags.install()
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working cell
  /// with a zero frame, as `init(frame: .zero)` does.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(style: .default)
    showsSeparator = false
    CellConfigurationFlags.install()
  }

  /// Creates a cell with a zero frame.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Prepares the cell after it is loaded from a nib, as UIKit's `awakeFromNib()`
  /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()).
  /// Never called here: there are no nibs on Linux (`UINib` cannot load one), so a cell
  /// is always made by `init(frame:)` or `init?(coder:)`, and setup written in an
  /// override runs only when the subclass calls it from its initializer. The default
  /// does nothing; an override calls `super` as in UIKit.
  open func awakeFromNib() {}

  /// The type of `configurationUpdateHandler`, as UIKit's
  /// `UICollectionViewCell.ConfigurationUpdateHandler`: the cell and its new state.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.typealias
  public typealias ConfigurationUpdateHandler =
    @MainActor (ListCell, UICellConfigurationState) ->
    Void

  /// Whether a touch is down on the cell, as UIKit's `isHighlighted`; a change re-runs
  /// ``updateConfiguration(using:)`` with the new state. A subclass may override it.
  open var isHighlighted: Bool {
    get { CellConfigurationFlags.existing(self)?.isHighlighted ?? false }
    set { CellConfigurationFlags.set(\.isHighlighted, newValue, on: self) }
  }

  /// Updates the cell for its new state, as UIKit's `updateConfiguration(using:)`: called
  /// in the cell's configuration phase inside a tracking scope (Apple's automatic trait
  /// tracking lists this method), once the cell is configured and after each change of
  /// its state or a `setNeedsUpdateConfiguration()`. The default applies the content and
  /// background configurations updated for `state` when the cell updates them
  /// automatically; an override calls `super` to keep that.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)
  /// - Parameter state: The cell's state.
  open override func updateConfiguration(using state: UICellConfigurationState) {
    applyAutomaticConfigurationUpdates(for: state)
  }
}
