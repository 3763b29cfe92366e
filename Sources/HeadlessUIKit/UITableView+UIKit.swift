/// The messages a table view sends about rows, as UIKit's `UITableViewDelegate`; every
/// method is optional, as in UIKit.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// The user tapped a row (not sent for `selectRow(at:animated:scrollPosition:)`).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row's height; the table's `rowHeight` unless implemented.
  /// `UITableView.automaticDimension` sizes the row from its cell's constraints.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The user tapped a row's info button (`.detailButton`, `.detailDisclosureButton`).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The table's `rowHeight`.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }
  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}

/// Supplies a table view's sections, rows and cells, as UIKit's classic
/// `UITableViewDataSource`: the number of rows and the cells are required, the rest
/// optional, as in UIKit.
///
/// The table view asks for the counts when it first lays out after `dataSource` is set
/// (or when asked for `numberOfSections`/`numberOfRows(inSection:)`), and again at each
/// `reloadData()`; it asks for a cell when its row becomes visible, as UIKit does. The
/// rows are identified by their index paths, so after a change to the data, call
/// `reloadData()`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row: dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 unless implemented.
  /// - Parameter tableView: The table view.
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title; none unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title; none unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section.
  /// - Parameter tableView: The table view.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No footer.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
}

/// UIKit state a `ListView` does not keep itself.
@MainActor
final class TableUIKitState {
  weak var delegate: (any UITableViewDelegate)?
  weak var dataSource: (any UITableViewDataSource)?
  /// The data source was set and its rows are not loaded yet.
  var needsReload = false
  var registrations: [String: ListCell.Type] = [:]
  var style = ListView.Style.plain

  static func of(_ list: ListView) -> TableUIKitState {
    attachment(in: &list.attachments, TableUIKitState.init)
  }
}

extension ListView {
  /// A table's look, as UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Rows edge to edge, headers over them.
    case plain
    /// Sections in groups on the grouped background.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
  }

  /// Creates a table view, as UIKit's `init(frame:style:)`. The grouped styles set the
  /// grouped background colour; rows are laid out as in the plain style.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The look; fixed once made.
  public convenience init(frame: CGRect, style: Style) {
    self.init(frame: frame)
    TableUIKitState.of(self).style = style
    if style != .plain { backgroundColor = .systemGroupedBackground }
  }

  /// The look it was made with, as UIKit's `style`; `.plain` unless made with
  /// `init(frame:style:)`.
  public var style: Style { TableUIKitState.of(self).style }

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
        onAccessoryTap = nil
        heightForRow = nil
        return
      }
      onSelect = { [unowned self] indexPath, _ in
        TableUIKitState.of(self).delegate?.tableView(self, didSelectRowAt: indexPath)
      }
      onAccessoryTap = { [unowned self] indexPath, _ in
        TableUIKitState.of(self).delegate?.tableView(
          self, accessoryButtonTappedForRowWith: indexPath)
      }
      heightForRow = { [unowned self] indexPath, _ in
        TableUIKitState.of(self).delegate.map {
          Double($0.tableView(self, heightForRowAt: indexPath))
        }
      }
    }
  }

  /// Supplies the sections, rows and cells, as UIKit's `dataSource` (held weakly): the
  /// rows load at the next layout, and again at each ``reloadData()``.
  public var dataSource: (any UITableViewDataSource)? {
    get { TableUIKitState.of(self).dataSource }
    set {
      let state = TableUIKitState.of(self)
      state.dataSource = newValue
      guard newValue != nil else {
        state.needsReload = false
        cellProvider = nil
        titleForHeader = nil
        titleForFooter = nil
        prepareForLayout = nil
        applyRemakingEveryCell(ListSnapshot())
        return
      }
      state.needsReload = true
      cellProvider = { list, indexPath, _ in
        guard let dataSource = TableUIKitState.of(list).dataSource else {
          return list.dequeueReusableCell()
        }
        return dataSource.tableView(list, cellForRowAt: indexPath)
      }
      titleForHeader = { [unowned self] index, _ in
        TableUIKitState.of(self).dataSource?.tableView(self, titleForHeaderInSection: index)
      }
      titleForFooter = { [unowned self] index, _ in
        TableUIKitState.of(self).dataSource?.tableView(self, titleForFooterInSection: index)
      }
      prepareForLayout = { list in list.loadRowsIfNeeded() }
      setNeedsLayout()
    }
  }

  /// Asks the data source for its sections and rows again and remakes every visible
  /// cell, as UIKit's `reloadData()`: the counts at once, the cells at the next layout.
  public func reloadData() {
    let state = TableUIKitState.of(self)
    guard let dataSource = state.dataSource else { return }
    state.needsReload = false
    var snapshot = ListSnapshot<AnyHashable, AnyHashable>()
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      snapshot.appendSections([AnyHashable(section)])
      let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      snapshot.appendItems(
        (0..<rows).map { AnyHashable(IndexPath(row: $0, section: section)) },
        toSection: AnyHashable(section))
    }
    applyRemakingEveryCell(snapshot)
  }

  /// Loads the data source's rows if it was set and they are not loaded yet.
  func loadRowsIfNeeded() {
    if TableUIKitState.of(self).needsReload { reloadData() }
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
  public var numberOfSections: Int {
    loadRowsIfNeeded()
    return snapshot.sections.count
  }

  /// The number of rows in a section, as UIKit's `numberOfRows(inSection:)`.
  /// - Parameter section: The section.
  public func numberOfRows(inSection section: Int) -> Int {
    loadRowsIfNeeded()
    return snapshot.sections.indices.contains(section) ? snapshot.sections[section].items.count : 0
  }
}
