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

  /// Prepares the cell after it is loaded from a nib, as UIKit's `awakeFromNib()`
  /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()).
  /// Never called here: there are no nibs on Linux (`UINib` cannot load one), so a cell
  /// is always made by `init(style:reuseIdentifier:)` or `init?(coder:)`, and setup
  /// written in an override runs only when the subclass calls it from its initializer.
  /// The default does nothing; an override calls `super` as in UIKit.
  open func awakeFromNib() {}

  /// Sets the selected state, as UIKit's `setSelected(_:animated:)`
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)).
  /// The table calls it when its selection changes the cell's `isSelected` (a tap,
  /// `selectRow(at:animated:scrollPosition:)`, `deselectRow(at:animated:)`, reuse), in the
  /// cell's configuration phase, with `animated` false; an override configures the cell
  /// for the state and calls `super`. The cell's `isSelected` follows its table's
  /// selection, so the default, called directly, selects or deselects the cell's row in
  /// its table (and does nothing for a cell outside a table).
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Ignored: nothing animates here.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard !reportingSelection, selected != isSelected, let indexPath,
      let table = superview as? UITableView
    else { return }
    if selected {
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    } else {
      table.deselectRow(at: indexPath, animated: false)
    }
  }

  /// The `isSelected` last reported through ``setSelected(_:animated:)``.
  private var reportedSelection = false
  /// Whether ``setSelected(_:animated:)`` is being called to report the table's selection.
  private var reportingSelection = false

  /// Calls ``setSelected(_:animated:)`` when `isSelected` changed since it last did.
  private func reportSelectionChange() {
    guard isSelected != reportedSelection else { return }
    reportedSelection = isSelected
    reportingSelection = true
    defer { reportingSelection = false }
    setSelected(isSelected, animated: false)
  }

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
  /// override calls `super` to keep that. A change of selection is reported through
  /// ``setSelected(_:animated:)`` first, so an override that does not call `super` also
  /// loses that report.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
  /// - Parameter state: The cell's state.
  open override func updateConfiguration(using state: UICellConfigurationState) {
    reportSelectionChange()
    applyAutomaticConfigurationUpdates(for: state)
  }
}
