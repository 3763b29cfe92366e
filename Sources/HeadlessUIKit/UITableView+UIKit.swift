public import HeadlessKit

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
  /// Whether a row can be edited (deleted by a swipe); `true` unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user deleted (or inserted) a row: update the data, then call
  /// `deleteRows(at:with:)`. Nothing happens unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` for a swipe's Delete.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row can be moved; `true` unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row: update the data (the table shows the row where it was
  /// dropped). Nothing happens unless implemented.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it is now.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
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
  /// Every row can be edited.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The editing style.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Every row can be moved.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it is now.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// UIKit state a `ListView` does not keep itself: a `UITableView`'s own.
@MainActor
final class TableUIKitState {
  weak var delegate: (any UITableViewDelegate)?
  weak var dataSource: (any UITableViewDataSource)?
  /// The data source was set and its rows are not loaded yet.
  var needsReload = false
  var registrations: [String: UITableViewCell.Type] = [:]
  var style = UITableView.Style.plain
  var isEditing = false
  /// The data source is a diffable one: it applies snapshots, `reloadData()` does not ask.
  var isDiffable = false
  /// The updates since `beginUpdates()`, checked against the data source at the end.
  var batch: TableUpdates?
  var batchDepth = 0
}

/// UIKit's `UITableView`: a HeadlessKit `ListView` made with UIKit's designated
/// `init(frame:style:)`, with UIKit's data source, delegate, registration and editing
/// API; `TestHost`, pictures and diagnostics handle it as any list, and name it as
/// written.
@MainActor
open class UITableView: ListView {
  /// UIKit's state of the table: data source, delegate, registrations, editing.
  let tableState = TableUIKitState()

  /// Creates a table view, as UIKit's `init(frame:style:)`. The grouped styles set the
  /// grouped background colour; rows are laid out as in the plain style.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The look; fixed once made.
  public init(frame: CGRect, style: Style) {
    super.init(frame: frame)
    tableState.style = style
    if style != .plain { backgroundColor = .systemGroupedBackground }
  }

  /// Creates a plain table view, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; `.zero` by default.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  /// UIKit's archive initializer: there are no archives here, so it makes no table.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) { return nil }
}

extension UITableView {
  /// A table's look, as UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Rows edge to edge, headers over them.
    case plain
    /// Sections in groups on the grouped background.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
  }

  /// The look it was made with, as UIKit's `style`; `.plain` unless made with
  /// `init(frame:style:)`.
  public var style: Style { tableState.style }

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
    get { tableState.delegate }
    set {
      tableState.delegate = newValue
      guard newValue != nil else {
        onSelect = nil
        onAccessoryTap = nil
        heightForRow = nil
        return
      }
      onSelect = { [unowned self] indexPath, _ in
        tableState.delegate?.tableView(self, didSelectRowAt: indexPath)
      }
      onAccessoryTap = { [unowned self] indexPath, _ in
        tableState.delegate?.tableView(
          self, accessoryButtonTappedForRowWith: indexPath)
      }
      heightForRow = { [unowned self] indexPath, _ in
        tableState.delegate.map {
          Double($0.tableView(self, heightForRowAt: indexPath))
        }
      }
    }
  }

  /// Supplies the sections, rows and cells, as UIKit's `dataSource` (held weakly): the
  /// rows load at the next layout, and again at each ``reloadData()``.
  public var dataSource: (any UITableViewDataSource)? {
    get { tableState.dataSource }
    set {
      let state = tableState
      state.dataSource = newValue
      state.isDiffable = false
      guard newValue != nil else {
        state.needsReload = false
        cellProvider = nil
        titleForHeader = nil
        titleForFooter = nil
        canDeleteRow = nil
        onDeleteRow = nil
        canMoveRow = nil
        onMoveRow = nil
        prepareForLayout = nil
        applyRemakingEveryCell(ListSnapshot())
        return
      }
      state.needsReload = true
      cellProvider = { [unowned self] _, indexPath, _ in
        guard let dataSource = tableState.dataSource else {
          return self.dequeueReusableCell(of: UITableViewCell.self)
        }
        return dataSource.tableView(self, cellForRowAt: indexPath)
      }
      titleForHeader = { [unowned self] index, _ in
        tableState.dataSource?.tableView(self, titleForHeaderInSection: index)
      }
      titleForFooter = { [unowned self] index, _ in
        tableState.dataSource?.tableView(self, titleForFooterInSection: index)
      }
      canDeleteRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
      }
      onDeleteRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
      }
      canMoveRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
      }
      onMoveRow = { [unowned self] source, destination in
        tableState.dataSource?.tableView(self, moveRowAt: source, to: destination)
        // The table shows the row where it was dropped: the data source has it there now.
        self.reloadData()
      }
      prepareForLayout = { list in (list as? UITableView)?.loadRowsIfNeeded() }
      setNeedsLayout()
    }
  }

  /// Makes a diffable data source the table's `dataSource` without the classic wiring:
  /// the diffable source shows its rows by applying snapshots.
  func useDiffableDataSource(_ dataSource: any UITableViewDataSource) {
    let state = tableState
    state.dataSource = dataSource
    state.needsReload = false
    state.isDiffable = true
  }

  /// Asks the data source for its sections and rows again and remakes every visible
  /// cell, as UIKit's `reloadData()`: the counts at once, the cells at the next layout.
  public func reloadData() {
    let state = tableState
    guard let dataSource = state.dataSource, !state.isDiffable else { return }
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
    if tableState.needsReload { reloadData() }
  }

  /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes
  /// for an identifier, as UIKit's `register(_:forCellReuseIdentifier:)`.
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` class; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      tableState.registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UITableViewCell class")
    }
    tableState.registrations[identifier] = cellType
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
    let registrations = tableState.registrations
    guard let cellType = registrations[identifier] else {
      preconditionFailure(
        "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no class registered "
          + "for it; registered: "
          + (registrations.isEmpty
            ? "none" : registrations.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
          + ". Call register(_:forCellReuseIdentifier:) first.")
    }
    // Cells under an identifier are made only here, of a registered UITableViewCell class.
    return dequeueReusableCell(reuseIdentifier: identifier) {
      cellType.init()  // the subclass's init(style:reuseIdentifier:) runs
    } as! UITableViewCell
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
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cell(at: indexPath) as? UITableViewCell
  }

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

/// Row and section updates announced to a table with a classic data source, checked as
/// UIKit checks them when they end.
struct TableUpdates {
  var insertedRows: [Int: Int] = [:]
  var deletedRows: [Int: Int] = [:]
  var insertedSections = 0
  var deletedSections = 0
  var sectionsChanged = false
}

extension UITableView {
  /// How rows animate in and out, as UIKit's `UITableView.RowAnimation`: accepted,
  /// nothing moves headlessly.
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide to the right.
    case right = 1
    /// Slide to the left.
    case left = 2
    /// Slide up.
    case top = 3
    /// Slide down.
    case bottom = 4
    /// None.
    case none = 5
    /// Stay in the middle.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// Whether the table is in editing mode, as UIKit's `isEditing` (set with
  /// `setEditing(_:animated:)`): kept for the code that reads it; rows are deleted and
  /// moved with `swipeToDelete(at:)` and `dragRow(from:to:)` either way.
  public var isEditing: Bool {
    get { tableState.isEditing }
    set { tableState.isEditing = newValue }
  }

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored.
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Removes rows whose data the data source no longer has, as UIKit's
  /// `deleteRows(at:with:)`: the counts are asked again and must match (inside
  /// `performBatchUpdates(_:completion:)`, at its end).
  /// - Parameters:
  ///   - indexPaths: The rows, as they were.
  ///   - animation: Ignored.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { for path in indexPaths { $0.deletedRows[path.section, default: 0] += 1 } }
  }

  /// Adds rows the data source now has, as UIKit's `insertRows(at:with:)`.
  /// - Parameters:
  ///   - indexPaths: The rows, as they are now.
  ///   - animation: Ignored.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { for path in indexPaths { $0.insertedRows[path.section, default: 0] += 1 } }
  }

  /// Remakes the cells of rows, as UIKit's `reloadRows(at:with:)`.
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: Ignored.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { _ in }
  }

  /// Moves a row, as UIKit's `moveRow(at:to:)`: the data source already has it there.
  /// - Parameters:
  ///   - indexPath: Where it was.
  ///   - newIndexPath: Where it is now.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update {
      $0.deletedRows[indexPath.section, default: 0] += 1
      $0.insertedRows[newIndexPath.section, default: 0] += 1
    }
  }

  /// Adds sections, as UIKit's `insertSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices, as they are now.
  ///   - animation: Ignored.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update {
      $0.insertedSections += sections.count
      $0.sectionsChanged = true
    }
  }

  /// Removes sections, as UIKit's `deleteSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices, as they were.
  ///   - animation: Ignored.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update {
      $0.deletedSections += sections.count
      $0.sectionsChanged = true
    }
  }

  /// Remakes sections, as UIKit's `reloadSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices.
  ///   - animation: Ignored.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.sectionsChanged = true }
  }

  /// Runs `updates` (row and section insertions, deletions, moves) as one, as UIKit's
  /// `performBatchUpdates(_:completion:)`: checked against the data source at the end;
  /// `completion` runs with `true` after the next flush, as an animation's does.
  /// - Parameters:
  ///   - updates: The updates.
  ///   - completion: Called once, with `true`.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    if let completion { View.animate(withDuration: 0, animations: {}, completion: completion) }
  }

  /// Starts a group of updates, as UIKit's `beginUpdates()`.
  public func beginUpdates() {
    let state = tableState
    if state.batchDepth == 0 { state.batch = TableUpdates() }
    state.batchDepth += 1
  }

  /// Ends a group of updates, as UIKit's `endUpdates()`: the data source is asked again
  /// and the counts checked.
  public func endUpdates() {
    let state = tableState
    guard state.batchDepth > 0 else { return }
    state.batchDepth -= 1
    guard state.batchDepth == 0, let updates = state.batch else { return }
    state.batch = nil
    applyUpdates(updates)
  }

  /// Records one update; outside a group, applies it at once.
  private func update(_ record: (inout TableUpdates) -> Void) {
    let state = tableState
    loadRowsIfNeeded()
    if state.batchDepth > 0, state.batch != nil {
      record(&state.batch!)
      return
    }
    var updates = TableUpdates()
    record(&updates)
    applyUpdates(updates)
  }

  /// Checks the data source's new counts against the shown ones and the updates, as
  /// UIKit does (a mismatch stops, naming the section and the counts, as UIKit's
  /// "Invalid update" exception does), then shows the new rows.
  private func applyUpdates(_ updates: TableUpdates) {
    guard let dataSource = tableState.dataSource else { return }
    let before = snapshot.sections.map(\.items.count)
    let sections = max(0, dataSource.numberOfSections(in: self))
    let expectedSections = before.count + updates.insertedSections - updates.deletedSections
    precondition(
      sections == expectedSections,
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(sections)) must be equal to the number of sections "
        + "before the update (\(before.count)), plus or minus the number of sections inserted "
        + "or deleted (\(updates.insertedSections) inserted, \(updates.deletedSections) deleted).")
    if !updates.sectionsChanged {
      for section in 0..<sections {
        let after = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
        let inserted = updates.insertedRows[section] ?? 0
        let deleted = updates.deletedRows[section] ?? 0
        precondition(
          after == before[section] + inserted - deleted,
          "Invalid update: invalid number of rows in section \(section). The number of rows "
            + "contained in an existing section after the update (\(after)) must be equal to "
            + "the number of rows contained in that section before the update "
            + "(\(before[section])), plus or minus the number of rows inserted or deleted from "
            + "that section (\(inserted) inserted, \(deleted) deleted).")
      }
    }
    reloadData()
  }
}
