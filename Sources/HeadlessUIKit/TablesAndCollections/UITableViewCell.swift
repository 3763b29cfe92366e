public import HeadlessKit
/// UIKit's `UITableViewCell`: a HeadlessKit `ListCell` made with UIKit's designated
/// initializer, `init(style:reuseIdentifier:)`, which a subclass overrides to set itself
/// up; `UITableView` makes registered cells through it. UIKit's cell properties
/// (`textLabel`, `accessoryType`, `selectionStyle`…) are on every `ListCell` once
/// HeadlessUIKit is imported.
@preconcurrency @MainActor
open class UITableViewCell: ListCell {
  /// Creates a cell, as UIKit's `init(style:reuseIdentifier:)`.
  /// - Parameters:
  ///   - style: The content's arrangement.
  ///   - reuseIdentifier: The identifier it is reused under, if any.
  public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style)
    self.reuseIdentifier = reuseIdentifier
    CellConfigurationFlags.install()
  }

  /// Creates a `.default` cell with no reuse identifier; required, so a table can make
  /// any registered subclass (through the subclass's `init(style:reuseIdentifier:)`).
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working
  /// `.default` cell without a reuse identifier, as `init(style:reuseIdentifier:)` does,
  /// and a subclass then runs its own setup (its `commonInit()`).
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(style: .default)
    CellConfigurationFlags.install()
  }

  /// The type of `configurationUpdateHandler`, as UIKit's
  /// `UITableViewCell.ConfigurationUpdateHandler`: the cell and its new state.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-swift.typealias
  public typealias ConfigurationUpdateHandler =
    @MainActor (ListCell, UICellConfigurationState) ->
    Void

  /// Whether a touch is down on the cell, as UIKit's `isHighlighted`; a change re-runs
  /// ``updateConfiguration(using:)`` with the new state. A subclass may override it.
  open var isHighlighted: Bool {
    get { CellConfigurationFlags.existing(self)?.isHighlighted ?? false }
    set { CellConfigurationFlags.set(\.isHighlighted, newValue, on: self) }
  }

  /// Sets ``isHighlighted``, as UIKit's `setHighlighted(_:animated:)`.
  /// - Parameters:
  ///   - highlighted: Whether a touch is down.
  ///   - animated: Ignored: nothing animates here.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// Whether the cell is in editing mode, as UIKit's `isEditing`: set by its table's
  /// `setEditing(_:animated:)` too; a change re-runs ``updateConfiguration(using:)``.
  open var isEditing: Bool {
    get {
      CellConfigurationFlags.existing(self)?.isEditing ?? false
        || (superview as? UITableView)?.isEditing == true
    }
    set { CellConfigurationFlags.set(\.isEditing, newValue, on: self) }
  }

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored: nothing animates here.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Updates the cell for its new state, as UIKit's `updateConfiguration(using:)`: called
  /// in the cell's configuration phase inside a tracking scope (Apple's automatic trait
  /// tracking lists this method), once the cell is configured and after each change of
  /// its state (selection, highlight, editing, swipe, traits) or a
  /// `setNeedsUpdateConfiguration()`. The default applies the content and background
  /// configurations updated for `state` when the cell updates them automatically; an
  /// override calls `super` to keep that.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
  /// - Parameter state: The cell's state.
  open override func updateConfiguration(using state: UICellConfigurationState) {
    applyAutomaticConfigurationUpdates(for: state)
  }
}
