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
  }
}
