public import Foundation

/// A scrolling list of rows that keeps only the visible cells alive: UITableView's (and
/// a list-style UICollectionView's) role, fed by a diffable-style snapshot.
///
/// ```swift
/// list.cellProvider = { list, indexPath, id in
///   let cell = list.dequeueReusableCell(of: PostCell.self)
///   cell.post = feed.post(id)
///   return cell
/// }
/// list.apply(ListSnapshot(items: feed.ids))
/// list.onSelect = { indexPath, id in open(id) }
/// ```
///
/// Cells are created for rows in the visible bounds only; scrolling hands cells that
/// leave the bounds to rows that enter them. ``apply(_:)`` keeps the cells of items
/// that are still present, configured as they were; only new items' cells are
/// configured, and ``reconfigureItems(_:)`` asks for specific ones again.
@MainActor
open class ListView: ScrollView {
  /// Creates (or, with ``dequeueReusableCell(of:)``, reuses) the cell for an item.
  public var cellProvider: (@MainActor (ListView, IndexPath, String) -> ListCell)?
  /// Called when the user taps a row (not for ``selectRow(at:)``, as UIKit's delegate is
  /// not told of programmatic selection).
  public var onSelect: (@MainActor (IndexPath, String) -> Void)?
  /// The height of every row, in points; a change lays the list out again.
  public var rowHeight: Double = 44 {
    didSet { if rowHeight != oldValue { updateContentSize() } }
  }

  /// The current snapshot.
  public private(set) var snapshot = ListSnapshot()
  /// The selected row, if any.
  public private(set) var selectedIndexPath: IndexPath?

  private var rows: [(indexPath: IndexPath, id: String)] = []
  private var cellsByItem: [String: ListCell] = [:]
  private var reusePool: [ListCell] = []
  /// Identifiers the last snapshot repeats, reported once the list is on screen.
  private var unreportedDuplicates: [String] = []
  /// Whether a read in the cell provider was reported (once per list).
  private var reportedProviderRead = false
  /// Cells created since the list was made (tests check reuse).
  package private(set) var cellsCreated = 0

  /// Creates a list.
  /// - Parameter frame: The initial frame.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The cells alive now, top to bottom.
  public var visibleCells: [ListCell] {
    cellsByItem.values.sorted {
      ($0.indexPath ?? IndexPath(item: 0)) < ($1.indexPath ?? IndexPath(item: 0))
    }
  }

  /// A cell to configure: one that left the visible bounds if any is free, else a new one.
  /// - Parameter type: The cell class.
  /// - Returns: The cell.
  public func dequeueReusableCell<Cell: ListCell>(of type: Cell.Type = ListCell.self) -> Cell {
    if let index = reusePool.firstIndex(where: { Swift.type(of: $0) == type }) {
      let cell = reusePool.remove(at: index) as! Cell
      cell.prepareForReuse()
      return cell
    }
    cellsCreated += 1
    return type.init()
  }

  /// A free cell reused under `reuseIdentifier`, prepared for reuse, else a new one from
  /// `make`, given that identifier: the reuse HeadlessUIKit's `dequeueReusableCell(
  /// withIdentifier:for:)` needs.
  package func dequeueReusableCell(
    reuseIdentifier: String, make: () -> ListCell
  ) -> ListCell {
    if let index = reusePool.firstIndex(where: { $0.reuseIdentifier == reuseIdentifier }) {
      let cell = reusePool.remove(at: index)
      cell.prepareForReuse()
      return cell
    }
    cellsCreated += 1
    let cell = make()
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  /// Replaces the items. Cells of items still present keep their configuration; cells
  /// of removed items go back to the reuse pool; new items get cells when visible.
  /// - Parameter snapshot: The new sections and items.
  public func apply(_ snapshot: ListSnapshot) {
    self.snapshot = snapshot
    var seen: Set<String> = []
    var repeated: [String] = []
    for section in snapshot.sections {
      for id in section.items where !seen.insert(id).inserted && !repeated.contains(id) {
        repeated.append(id)
      }
    }
    unreportedDuplicates = repeated
    reportDuplicates()
    rows = snapshot.sections.enumerated().flatMap { section, entry in
      entry.items.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) }
    }
    let present = Set(rows.map(\.id))
    for (id, cell) in cellsByItem where !present.contains(id) {
      recycle(cell)
      cellsByItem[id] = nil
    }
    if let selected = selectedIndexPath, !rows.contains(where: { $0.indexPath == selected }) {
      selectedIndexPath = nil
    }
    updateContentSize()
    setNeedsLayout()
  }

  /// Asks the cells of these items to run their configuration hooks again.
  /// - Parameter identifiers: Item identifiers.
  public func reconfigureItems(_ identifiers: [String]) {
    for id in identifiers { cellsByItem[id]?.setNeedsUpdateConfiguration() }
  }

  /// Selects a row, as UIKit's `selectRow(at:animated:scrollPosition:)`: the row's cell
  /// shows as selected, and ``onSelect`` is not called (UIKit does not tell the delegate
  /// about programmatic selection). Out-of-range rows are ignored.
  /// - Parameter indexPath: The row.
  public func selectRow(at indexPath: IndexPath) {
    guard let row = rows.first(where: { $0.indexPath == indexPath }) else { return }
    selectedIndexPath = indexPath
    for (id, cell) in cellsByItem { cell.isSelected = id == row.id }
  }

  /// Deselects a row, as UIKit's `deselectRow(at:animated:)`; nothing happens when it is
  /// not the selected one.
  /// - Parameter indexPath: The row.
  public func deselectRow(at indexPath: IndexPath) {
    guard selectedIndexPath == indexPath else { return }
    selectedIndexPath = nil
    for cell in cellsByItem.values { cell.isSelected = false }
  }

  /// Taps a row as a user would: selects it, then calls ``onSelect`` (untracked). The
  /// testing module's `TestHost.select(row:section:in:)` uses it; UIKit has no such call.
  /// - Parameter indexPath: The row.
  public func tapRow(at indexPath: IndexPath) {
    guard let row = rows.first(where: { $0.indexPath == indexPath }) else { return }
    selectRow(at: indexPath)
    if let onSelect {
      runUserAction(named: "selection") { onSelect(indexPath, row.id) }
    }
  }

  /// The cell showing a row, or `nil` when the row is not visible (UIKit's
  /// `cellForRow(at:)`).
  /// - Parameter indexPath: The row.
  public func cell(at indexPath: IndexPath) -> ListCell? {
    cellsByItem.values.first { $0.indexPath == indexPath }
  }

  /// The row a visible cell shows, or `nil` for a cell that is not visible in this list
  /// (UIKit's `indexPath(for:)`).
  /// - Parameter cell: The cell.
  public func indexPath(for cell: ListCell) -> IndexPath? {
    guard let id = cell.itemIdentifier, cellsByItem[id] === cell else { return nil }
    return cell.indexPath
  }

  private func updateContentSize() {
    contentSize = Size(width: bounds.width, height: Double(rows.count) * rowHeight)
  }

  private func recycle(_ cell: ListCell) {
    cell.removeFromSuperview()
    cell.itemIdentifier = nil
    cell.indexPath = nil
    cell.isSelected = false
    reusePool.append(cell)
  }

  /// Reports repeated identifiers once the list has an application to report to.
  private func reportDuplicates() {
    guard !unreportedDuplicates.isEmpty, let application = window?.visibleApplication else {
      return
    }
    application.report(
      Diagnostic(.duplicateListItems(list: diagnosticName, items: unreportedDuplicates)))
    unreportedDuplicates = []
  }

  override func trackedReadChanged(_ phase: Invalidation) {
    super.trackedReadChanged(phase)
    // Exactly ListView: its own layout reads nothing observable, so a change that
    // invalidates it came from the cell provider (a subclass may read state legitimately).
    guard phase == .layout, Swift.type(of: self) == ListView.self, cellProvider != nil,
      !reportedProviderRead, let application = window?.visibleApplication
    else { return }
    reportedProviderRead = true
    application.report(Diagnostic(.observableReadInCellProvider(list: diagnosticName, type: nil)))
  }

  /// Creates, reuses and positions the cells of the rows in the visible bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    reportDuplicates()
    if contentSize.width != bounds.width { updateContentSize() }
    guard rowHeight > 0, !rows.isEmpty else { return }
    let first = max(0, Int(contentOffset.y / rowHeight))
    let last = min(rows.count, Int(((contentOffset.y + bounds.height) / rowHeight).rounded(.up)))
    let visible = first < last ? Array(rows[first..<last]) : []
    let visibleIDs = Set(visible.map(\.id))
    for (id, cell) in cellsByItem where !visibleIDs.contains(id) {
      recycle(cell)
      cellsByItem[id] = nil
    }
    for (offset, row) in visible.enumerated() {
      let cell: ListCell
      if let existing = cellsByItem[row.id] {
        cell = existing
      } else {
        cell = cellProvider?(self, row.indexPath, row.id) ?? dequeueReusableCell()
        cell.itemIdentifier = row.id
        cell.isSelected = row.indexPath == selectedIndexPath
        cell.setNeedsUpdateConfiguration()  // configure for its new item
        cellsByItem[row.id] = cell
        if cell.superview !== self { addSubview(cell) }
      }
      cell.indexPath = row.indexPath
      cell.frame = Rect(
        x: 0, y: Double(first + offset) * rowHeight, width: bounds.width, height: rowHeight)
    }
  }

  /// Layout calls the cell provider, the user's code.
  override var userCodePhases: UserCodePhases {
    declaredUserCode(ListView.self, cellProvider == nil ? [] : .layout)
  }

  /// Rows, visible cells and the selection.
  open override var treeDetails: [String] {
    super.treeDetails + ["rows=\(rows.count)", "cells=\(cellsByItem.count)"]
      + (selectedIndexPath.map { ["selected=\($0)"] } ?? [])
  }
}
