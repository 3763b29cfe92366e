/// The messages a table view sends about rows, as UIKit's `UITableViewDelegate`; every
/// method is optional, as in UIKit.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// The user tapped a row (not sent for `selectRow(at:animated:scrollPosition:)`).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit state a `ListView` does not keep itself.
@MainActor
final class TableUIKitState {
  weak var delegate: (any UITableViewDelegate)?
  var registrations: [String: ListCell.Type] = [:]

  static func of(_ list: ListView) -> TableUIKitState {
    attachment(in: &list.attachments, TableUIKitState.init)
  }
}

extension ListView {
  /// Where a scrolled-to row ends up, as UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as possible.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// Told when the user taps a row, as UIKit's `delegate` (held weakly).
  public var delegate: (any UITableViewDelegate)? {
    get { TableUIKitState.of(self).delegate }
    set {
      TableUIKitState.of(self).delegate = newValue
      guard newValue != nil else {
        onSelect = nil
        return
      }
      onSelect = { [unowned self] indexPath, _ in
        TableUIKitState.of(self).delegate?.tableView(self, didSelectRowAt: indexPath)
      }
    }
  }

  /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes
  /// for an identifier, as UIKit's `register(_:forCellReuseIdentifier:)`.
  /// - Parameters:
  ///   - cellClass: A `ListCell` (`UITableViewCell`) class; `nil` removes the
  ///     registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      TableUIKitState.of(self).registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? ListCell.Type else {
      preconditionFailure(
        "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UITableViewCell (ListCell) class")
    }
    TableUIKitState.of(self).registrations[identifier] = cellType
  }

  /// A cell for a row: a free one reused under `identifier`, else a new one of the
  /// registered class, as UIKit's `dequeueReusableCell(withIdentifier:for:)`. Like UIKit,
  /// stops with a message naming the identifier when nothing is registered for it.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let registrations = TableUIKitState.of(self).registrations
    guard let cellType = registrations[identifier] else {
      preconditionFailure(
        "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no class registered "
          + "for it; registered: "
          + (registrations.isEmpty
            ? "none" : registrations.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
          + ". Call register(_:forCellReuseIdentifier:) first.")
    }
    return dequeueReusableCell(reuseIdentifier: identifier) {
      cellType.init()  // the subclass's init(style:reuseIdentifier:) runs
    }
  }

  /// Deselects a row, as UIKit's `deselectRow(at:animated:)`.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselectRow(at: indexPath)
  }

  /// Selects a row, as UIKit's `selectRow(at:animated:scrollPosition:)`: the delegate is
  /// not told. `nil` deselects.
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Ignored.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    if let indexPath {
      selectRow(at: indexPath)
    } else if let selected = selectedIndexPath {
      deselectRow(at: selected)
    }
  }

  /// The selected row, as UIKit's `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

  /// The cell showing a row if it is visible, as UIKit's `cellForRow(at:)`.
  /// - Parameter indexPath: The row.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cell(at: indexPath) }

  /// The number of sections, as UIKit's `numberOfSections`.
  public var numberOfSections: Int { snapshot.sections.count }

  /// The number of rows in a section, as UIKit's `numberOfRows(inSection:)`.
  /// - Parameter section: The section.
  public func numberOfRows(inSection section: Int) -> Int {
    snapshot.sections.indices.contains(section) ? snapshot.sections[section].items.count : 0
  }
}
