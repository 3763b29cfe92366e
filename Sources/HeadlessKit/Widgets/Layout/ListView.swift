public import Foundation

/// A scrolling list of rows in sections that keeps only the visible cells alive:
/// UITableView's (and a list-style UICollectionView's) role, fed by a ``ListSnapshot``,
/// the shape of UIKit's diffable snapshot.
///
/// ```swift
/// list.cellProvider = { list, indexPath, id in
///   let cell = list.dequeueReusableCell(of: PostCell.self)
///   cell.post = feed.post(id as! Post.ID)
///   return cell
/// }
/// list.titleForHeader = { _, section in "\(section)" }   // optional section headers
/// list.apply(ListSnapshot(items: feed.ids))
/// list.onSelect = { indexPath, id in open(id as! Post.ID) }
/// ```
///
/// A snapshot's identifiers can be of any `Hashable` type; the list keeps them as
/// `AnyHashable` and hands them back so (`id as! Post.ID`, `id as? String`). Cells are
/// created for rows in the visible bounds only; scrolling hands cells that leave the
/// bounds to rows that enter them. ``apply(_:)`` keeps the cells of items that are still
/// present, configured as they were; only new items' cells are configured, and
/// ``reconfigureItems(_:)`` (or a snapshot's `reconfigureItems(_:)`) asks for specific
/// ones again.
@MainActor
open class ListView: ScrollView {
  /// Creates (or, with ``dequeueReusableCell(of:)``, reuses) the cell for an item; the
  /// item is the snapshot's identifier, as `AnyHashable`.
  public var cellProvider: (@MainActor (ListView, IndexPath, AnyHashable) -> ListCell)?
  /// Called when the user taps a row (not for ``selectRow(at:)``, as UIKit's delegate is
  /// not told of programmatic selection), with the row's item.
  public var onSelect: (@MainActor (IndexPath, AnyHashable) -> Void)?
  /// The title of a section's header, as UIKit's `tableView(_:titleForHeaderInSection:)`:
  /// given the section's index and identifier; `nil` (or no provider) shows no header.
  public var titleForHeader: (@MainActor (_ index: Int, _ section: AnyHashable) -> String?)? {
    didSet {
      updateContentSize()
      setNeedsLayout()
    }
  }
  /// Makes the view of a section's header (a collection view's supplementary header),
  /// given the section's index and identifier: every section then has a header
  /// ``sectionHeaderHeight`` high, drawn by that view (``titleForHeader`` is not drawn).
  /// A new snapshot makes them again.
  public var headerViewProvider: (@MainActor (ListView, Int, AnyHashable) -> View?)? {
    didSet {
      for view in providedHeaders.values { view.removeFromSuperview() }
      providedHeaders = [:]
      updateContentSize()
      setNeedsLayout()
    }
  }
  /// The title of a section's footer, as UIKit's `tableView(_:titleForFooterInSection:)`:
  /// given the section's index and identifier; `nil` (or no provider) shows no footer.
  public var titleForFooter: (@MainActor (_ index: Int, _ section: AnyHashable) -> String?)? {
    didSet {
      updateContentSize()
      setNeedsLayout()
    }
  }
  /// The height of a section footer, in points: 28 by default.
  public var sectionFooterHeight: Double = 28 {
    didSet { if sectionFooterHeight != oldValue { updateContentSize() } }
  }
  /// A row's own height, as UIKit's `tableView(_:heightForRowAt:)`: given the row and its
  /// item; `nil` uses ``rowHeight``, a negative height (``automaticDimension``) sizes the
  /// row from its cell's constraints. Rows are then laid out one by one.
  public var heightForRow: (@MainActor (IndexPath, AnyHashable) -> Double?)? {
    didSet {
      updateContentSize()
      setNeedsLayout()
    }
  }
  /// Called when the user taps a row's info button (a ``ListCell/Accessory/detailButton``
  /// or ``ListCell/Accessory/detailDisclosureButton``; ``tapAccessory(at:)``), as UIKit's
  /// `tableView(_:accessoryButtonTappedForRowWith:)`.
  public var onAccessoryTap: (@MainActor (IndexPath, AnyHashable) -> Void)?
  /// Whether the user may delete a row (``swipeToDelete(at:)``), as UIKit's
  /// `tableView(_:canEditRowAt:)` with a delete editing style; every row when `nil`.
  public var canDeleteRow: (@MainActor (IndexPath, AnyHashable) -> Bool)?
  /// Called when the user deletes a row, as UIKit's
  /// `tableView(_:commit:forRowAt:)` with `.delete`: update the data, then the list (a new
  /// snapshot, or a classic data source's `deleteRows(at:with:)`). Without it rows cannot
  /// be deleted.
  public var onDeleteRow: (@MainActor (IndexPath, AnyHashable) -> Void)?
  /// Called when the user drags a row to another place (``dragRow(from:to:)``), as
  /// UIKit's `tableView(_:moveRowAt:to:)`: update the data; the list then shows the row
  /// there. Without it rows cannot be moved.
  public var onMoveRow: (@MainActor (_ from: IndexPath, _ to: IndexPath) -> Void)?
  /// Whether the user may drag a row, as UIKit's `tableView(_:canMoveRowAt:)`; every row
  /// when `nil`.
  public var canMoveRow: (@MainActor (IndexPath, AnyHashable) -> Bool)?
  /// How the list places its items: in rows as wide as the list (the default, a table's
  /// layout), or in a grid of items of one size (a collection view's flow layout).
  public enum ItemLayout: Equatable, Sendable {
    /// Rows as wide as the list, ``rowHeight`` high.
    case rows
    /// Items of `itemSize` in lines across the list, each section inset by
    /// `sectionInset`: as many items a line as fit with at least `interitemSpacing`
    /// between them, the space left spread between them so that lines fill the width
    /// and items line up in columns (a last, shorter line too); `lineSpacing` between
    /// lines.
    case grid(
      itemSize: Size, interitemSpacing: Double = 10, lineSpacing: Double = 10,
      sectionInset: EdgeInsets = .zero)
  }

  /// How the list places its items; ``ItemLayout/rows`` by default. A change lays the
  /// list out again.
  public var itemLayout: ItemLayout = .rows {
    didSet {
      guard itemLayout != oldValue else { return }
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// The grid's columns and spacing at the list's width.
  private func gridMetrics(
    _ size: Size, _ interitem: Double, _ inset: EdgeInsets
  ) -> (columns: Int, spacing: Double) {
    let available = max(0, bounds.width - inset.left - inset.right)
    let columns = max(1, Int((available + interitem) / max(1, size.width + interitem)))
    let spacing =
      columns > 1 ? (available - Double(columns) * size.width) / Double(columns - 1) : 0
    return (columns, max(spacing, columns > 1 ? interitem : 0))
  }

  /// The height of a grid section of `count` items, its insets included.
  private func gridHeight(
    count: Int, _ size: Size, _ interitem: Double, _ line: Double, _ inset: EdgeInsets
  ) -> Double {
    let columns = gridMetrics(size, interitem, inset).columns
    let lines = (count + columns - 1) / columns
    return inset.top + inset.bottom
      + (lines == 0 ? 0 : Double(lines) * size.height + Double(lines - 1) * line)
  }

  /// The height of every row, in points, or ``automaticDimension`` for rows as tall as
  /// their cells' constraints make them; a change lays the list out again.
  public var rowHeight: Double = 44 {
    didSet { if rowHeight != oldValue { updateContentSize() } }
  }
  /// The `rowHeight` that sizes each row from its cell's constraints, as UIKit's
  /// `UITableView.automaticDimension`: a row's height is measured when its cell is
  /// configured (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// at the list's width); rows not measured yet count ``estimatedRowHeight``.
  public static let automaticDimension = -1.0
  /// The height counted for a self-sizing row not measured yet, and for a cell whose
  /// constraints give it no height; 44 by default.
  public var estimatedRowHeight: Double = 44 {
    didSet { if estimatedRowHeight != oldValue, rowHeight < 0 { updateContentSize() } }
  }
  /// Measured heights of self-sizing rows, by item.
  private var measuredHeights: [AnyHashable: Double] = [:]
  /// Self-sizing rows reconfigured since they were measured: measured again when next
  /// placed.
  private var needsMeasuring: Set<AnyHashable> = []
  /// The height of a section header, in points: 28 by default (a plain UITableView's
  /// header with one line of text).
  public var sectionHeaderHeight: Double = 28 {
    didSet { if sectionHeaderHeight != oldValue { updateContentSize() } }
  }

  /// The current snapshot, its identifiers as `AnyHashable`.
  public private(set) var snapshot = ListSnapshot<AnyHashable, AnyHashable>()
  /// The selected row, if any.
  public private(set) var selectedIndexPath: IndexPath?

  private var rows: [(indexPath: IndexPath, id: AnyHashable)] = []
  /// Where each section starts, in ``rows``, and its header's title.
  private var sectionStarts: [(firstRow: Int, count: Int, title: String?, footer: String?)] = []
  private var cellsByItem: [AnyHashable: ListCell] = [:]
  private var headersBySection: [Int: Label] = [:]
  private var footersBySection: [Int: Label] = [:]
  private var providedHeaders: [Int: View] = [:]
  private var reusePool: [ListCell] = []
  /// Identifiers the last snapshot repeats, reported once the list is on screen.
  private var unreportedDuplicates: [String] = []
  /// Whether a read in the cell provider was reported (once per list).
  private var reportedProviderRead = false
  /// Cells created since the list was made (tests check reuse).
  package private(set) var cellsCreated = 0
  /// Runs at the start of each layout, before rows are placed: HeadlessUIKit's classic
  /// data source loads its rows there, as UIKit's table view does at its first layout.
  package var prepareForLayout: (@MainActor (ListView) -> Void)?

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

  /// Shows a snapshot. Cells of items still present keep their configuration; cells
  /// of removed items go back to the reuse pool; new items get cells when visible. The
  /// snapshot's reconfigured items run their configuration hooks again; its reloaded
  /// items get new cells from the cell provider.
  /// - Parameter snapshot: The new sections and items.
  public func apply<Section: Hashable, Item: Hashable>(_ snapshot: ListSnapshot<Section, Item>) {
    var erased = ListSnapshot<AnyHashable, AnyHashable>()
    for (section, items) in snapshot.sections {
      erased.appendSections([AnyHashable(section)])
      erased.appendItems(items.map { AnyHashable($0) }, toSection: AnyHashable(section))
    }
    self.snapshot = erased
    for view in providedHeaders.values { view.removeFromSuperview() }
    providedHeaders = [:]
    var seen: Set<AnyHashable> = []
    var repeated: [AnyHashable] = []
    for id in erased.itemIdentifiers where !seen.insert(id).inserted && !repeated.contains(id) {
      repeated.append(id)
    }
    unreportedDuplicates = repeated.map { "\($0.base)" }
    reportDuplicates()
    rows = []
    rows.reserveCapacity(erased.numberOfItems)
    for (section, entry) in erased.sections.enumerated() {
      for (item, id) in entry.items.enumerated() {
        rows.append((IndexPath(item: item, section: section), id))
      }
    }
    let present = Set(rows.map(\.id))
    let reloaded = Set(snapshot.reloadedItemIdentifiers.map { AnyHashable($0) })
    for (id, cell) in cellsByItem where !present.contains(id) || reloaded.contains(id) {
      recycle(cell)
      cellsByItem[id] = nil
    }
    if let selected = selectedIndexPath, !rows.contains(where: { $0.indexPath == selected }) {
      selectedIndexPath = nil
    }
    reconfigureItems(snapshot.reconfiguredItemIdentifiers)
    updateContentSize()
    setNeedsLayout()
  }

  /// Shows a snapshot with every cell made anew by the cell provider, as UIKit's
  /// `reloadData()` asks for every visible row's cell again.
  /// - Parameter snapshot: The new sections and items.
  package func applyRemakingEveryCell(_ snapshot: ListSnapshot<AnyHashable, AnyHashable>) {
    for cell in cellsByItem.values { recycle(cell) }
    cellsByItem = [:]
    apply(snapshot)
  }

  /// Asks the cells of these items to run their configuration hooks again.
  /// - Parameter identifiers: Item identifiers.
  public func reconfigureItems<Item: Hashable>(_ identifiers: [Item]) {
    for id in identifiers { cellsByItem[AnyHashable(id)]?.setNeedsUpdateConfiguration() }
    // A self-sizing row's new content may change its height: measure it again.
    if rowHeight < 0, !identifiers.isEmpty {
      for id in identifiers { needsMeasuring.insert(AnyHashable(id)) }
      setNeedsLayout()
    }
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

  /// Swipes a row and taps Delete, as a user would: when ``onDeleteRow`` is set and
  /// ``canDeleteRow`` allows it, ``onDeleteRow`` runs (the data and the list are its
  /// work).
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the row offered a Delete action.
  @discardableResult
  public func swipeToDelete(at indexPath: IndexPath) -> Bool {
    guard let row = rows.first(where: { $0.indexPath == indexPath }), let onDeleteRow,
      canDeleteRow?(indexPath, row.id) ?? true
    else { return false }
    runUserAction(named: "delete") { onDeleteRow(indexPath, row.id) }
    return true
  }

  /// Drags a row to another place as a user would (the list in editing mode): when
  /// ``onMoveRow`` is set and ``canMoveRow`` allows it, ``onMoveRow`` updates the data.
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: Where it is dropped.
  /// - Returns: Whether the row could be moved.
  @discardableResult
  public func dragRow(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let row = rows.first(where: { $0.indexPath == source }), let onMoveRow,
      canMoveRow?(source, row.id) ?? true, source != destination
    else { return false }
    runUserAction(named: "move") { onMoveRow(source, destination) }
    return true
  }

  /// Taps a row's info button as a user would: when its cell shows one
  /// (``ListCell/Accessory/detailButton``, ``ListCell/Accessory/detailDisclosureButton``),
  /// ``onAccessoryTap`` hears it; the row is not selected, as in UIKit.
  /// - Parameter indexPath: The row.
  public func tapAccessory(at indexPath: IndexPath) {
    guard let row = rows.first(where: { $0.indexPath == indexPath }),
      let cell = cell(at: indexPath), cell.accessoryView == nil,
      cell.accessory == .detailButton || cell.accessory == .detailDisclosureButton
    else { return }
    if let onAccessoryTap {
      runUserAction(named: "accessory tap") { onAccessoryTap(indexPath, row.id) }
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

  /// Lays the sections out: where each starts and which have a header.
  private func updateContentSize() {
    sectionStarts = []
    var first = 0
    var height = 0.0
    for (index, entry) in snapshot.sections.enumerated() {
      // A provided header view stands for a title (an empty one: it draws itself).
      let title = titleForHeader?(index, entry.section) ?? (headerViewProvider == nil ? nil : "")
      let footer = titleForFooter?(index, entry.section)
      sectionStarts.append((first, entry.items.count, title, footer))
      let items: Double
      if case .grid(let size, let interitem, let line, let inset) = itemLayout {
        items = gridHeight(count: entry.items.count, size, interitem, line, inset)
      } else {
        items = rowsHeight(from: first, count: entry.items.count)
      }
      height +=
        (title == nil ? 0 : sectionHeaderHeight) + items
        + (footer == nil ? 0 : sectionFooterHeight)
      first += entry.items.count
    }
    contentSize = Size(width: bounds.width, height: height)
  }

  /// The height of one row: `rowHeight`, or a self-sizing row's measured (or estimated)
  /// height.
  private func height(ofRow row: Int) -> Double {
    if let own = ownHeight(ofRow: row) {
      if own >= 0 { return own }
    } else if rowHeight >= 0 {
      return rowHeight
    }
    return measuredHeights[rows[row].id] ?? estimatedRowHeight
  }

  /// The height ``heightForRow`` gives a row, if any.
  private func ownHeight(ofRow row: Int) -> Double? {
    guard let heightForRow else { return nil }
    let (indexPath, id) = rows[row]
    return heightForRow(indexPath, id)
  }

  /// Whether a row is sized from its cell's constraints.
  private func isSelfSizing(_ row: Int) -> Bool {
    !isGrid && (ownHeight(ofRow: row) ?? rowHeight) < 0
  }

  /// Whether items are placed in a grid.
  private var isGrid: Bool {
    if case .grid = itemLayout { return true }
    return false
  }

  /// Whether rows are laid out one by one (their heights may differ).
  private var walksRows: Bool { rowHeight < 0 || heightForRow != nil }

  /// The height of `count` rows from `first`.
  private func rowsHeight(from first: Int, count: Int) -> Double {
    guard walksRows else { return Double(count) * rowHeight }
    var total = 0.0
    for row in first..<(first + count) { total += height(ofRow: row) }
    return total
  }

  /// Measures a self-sizing row's configured cell; returns whether its height changed.
  private func measure(_ cell: ListCell, row: Int) -> Bool {
    cell.frame.size.width = bounds.width
    cell.updatePropertiesIfNeeded()
    let fitted = cell.systemLayoutSizeFitting(
      Size(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    let measured = fitted > 0 ? fitted : estimatedRowHeight
    let id = rows[row].id
    guard measuredHeights[id] != measured else { return false }
    measuredHeights[id] = measured
    return true
  }

  private func recycle(_ cell: ListCell) {
    cell.removeFromSuperview()
    cell.itemIdentifier = nil
    cell.indexPath = nil
    cell.isSelected = false
    reusePool.append(cell)
  }

  /// The rows and headers whose frames meet the band from `top` to `bottom`, with their
  /// frames' origins: O(sections + visible rows), whatever the list's length.
  private func visibleElements(from top: Double, to bottom: Double) -> (
    rows: [(row: Int, frame: Rect)], headers: [(section: Int, title: String, y: Double)],
    footers: [(section: Int, title: String, y: Double)]
  ) {
    var visibleRows: [(row: Int, frame: Rect)] = []
    var headers: [(section: Int, title: String, y: Double)] = []
    var footers: [(section: Int, title: String, y: Double)] = []
    var y = 0.0
    func footer(_ section: Int, _ title: String?) {
      guard let title else { return }
      if y < bottom && y + sectionFooterHeight > top { footers.append((section, title, y)) }
      y += sectionFooterHeight
    }
    for (section, start) in sectionStarts.enumerated() {
      if let title = start.title {
        if y < bottom && y + sectionHeaderHeight > top { headers.append((section, title, y)) }
        y += sectionHeaderHeight
      }
      if case .grid(let size, let interitem, let line, let inset) = itemLayout {
        let (columns, spacing) = gridMetrics(size, interitem, inset)
        let sectionTop = y + inset.top
        for item in 0..<start.count {
          let x = inset.left + Double(item % columns) * (size.width + spacing)
          let itemY = sectionTop + Double(item / columns) * (size.height + line)
          if itemY + size.height > top && itemY < bottom {
            visibleRows.append(
              (start.firstRow + item, Rect(x: x, y: itemY, width: size.width, height: size.height)))
          }
        }
        y += gridHeight(count: start.count, size, interitem, line, inset)
        if y >= bottom { break }
        footer(section, start.footer)
        continue
      }
      if walksRows {
        // Rows of their own heights: walk them, each at its own height.
        for item in 0..<start.count {
          let height = height(ofRow: start.firstRow + item)
          if y + height > top && y < bottom {
            visibleRows.append(
              (start.firstRow + item, Rect(x: 0, y: y, width: bounds.width, height: height)))
          }
          y += height
          if y >= bottom { break }
        }
        if y >= bottom { break }
        footer(section, start.footer)
        continue
      }
      let end = y + Double(start.count) * rowHeight
      if end > top && y < bottom && rowHeight > 0 {
        let firstItem = max(0, Int((top - y) / rowHeight))
        let lastItem = min(start.count, Int(((bottom - y) / rowHeight).rounded(.up)))
        if firstItem < lastItem {
          for item in firstItem..<lastItem {
            visibleRows.append(
              (
                start.firstRow + item,
                Rect(
                  x: 0, y: y + Double(item) * rowHeight, width: bounds.width, height: rowHeight)
              ))
          }
        }
      }
      y = end
      if y >= bottom { break }
      footer(section, start.footer)
    }
    return (visibleRows, headers, footers)
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

  /// Creates, reuses and positions the cells of the rows in the visible bounds, and the
  /// headers of the sections there.
  open override func layoutSubviews() {
    super.layoutSubviews()
    prepareForLayout?(self)
    reportDuplicates()
    if contentSize.width != bounds.width { updateContentSize() }
    // Self-sizing rows: measuring a new cell can move the rows below it, so place again
    // until every visible row has its measured height (twice at most, in practice).
    var placements = 1
    while placeRows(), placements < 3 { placements += 1 }
  }

  /// Creates, reuses and positions the visible rows' cells and the headers; returns
  /// whether a self-sizing row's measured height changed (the rows must be placed again).
  private func placeRows() -> Bool {
    var remeasured = false
    let (visible, headers, footers) = visibleElements(
      from: contentOffset.y, to: contentOffset.y + bounds.height)
    let visibleIDs = Set(visible.map { rows[$0.row].id })
    for (id, cell) in cellsByItem where !visibleIDs.contains(id) {
      recycle(cell)
      cellsByItem[id] = nil
    }
    for (row, frame) in visible {
      let (indexPath, id) = rows[row]
      let cell: ListCell
      if let existing = cellsByItem[id] {
        cell = existing
        if isSelfSizing(row), needsMeasuring.remove(id) != nil, measure(cell, row: row) {
          remeasured = true
        }
      } else {
        cell = cellProvider?(self, indexPath, id) ?? dequeueReusableCell()
        cell.itemIdentifier = id
        cell.isSelected = indexPath == selectedIndexPath
        cell.setNeedsUpdateConfiguration()  // configure for its new item
        cellsByItem[id] = cell
        if cell.superview !== self { addSubview(cell) }
        if isSelfSizing(row), measure(cell, row: row) { remeasured = true }
      }
      cell.indexPath = indexPath
      // A row's height as measured just now; a grid item's size is fixed.
      cell.frame =
        isGrid ? frame : Rect(x: 0, y: frame.minY, width: bounds.width, height: height(ofRow: row))
    }
    if let headerViewProvider {
      placeProvidedHeaders(headers, headerViewProvider)
    } else {
      place(
        headers, in: &headersBySection, height: sectionHeaderHeight, make: ListSectionHeader.init)
    }
    place(footers, in: &footersBySection, height: sectionFooterHeight, make: ListSectionFooter.init)
    if remeasured { updateContentSize() }
    return remeasured
  }

  /// The provided header view of a section while it is shown.
  /// - Parameter section: The section's index.
  package func providedHeader(inSection section: Int) -> View? { providedHeaders[section] }

  /// Shows the provided header views of the sections meeting the visible band, each made
  /// once while its section stays visible.
  private func placeProvidedHeaders(
    _ headers: [(section: Int, title: String, y: Double)],
    _ provider: @MainActor (ListView, Int, AnyHashable) -> View?
  ) {
    let visible = Set(headers.map(\.section))
    for (section, view) in providedHeaders where !visible.contains(section) {
      view.removeFromSuperview()
      providedHeaders[section] = nil
    }
    for (section, _, y) in headers {
      guard snapshot.sections.indices.contains(section) else { continue }
      let view: View
      if let existing = providedHeaders[section] {
        view = existing
      } else {
        guard let made = provider(self, section, snapshot.sections[section].section) else {
          continue
        }
        view = made
        providedHeaders[section] = made
      }
      view.frame = Rect(x: 0, y: y, width: bounds.width, height: sectionHeaderHeight)
      if view.superview !== self { addSubview(view) }
    }
  }

  /// Shows the section headers (or footers) meeting the visible band, each `height`
  /// high at its y, and drops the others.
  private func place(
    _ titles: [(section: Int, title: String, y: Double)], in shown: inout [Int: Label],
    height: Double, make: () -> Label
  ) {
    let visible = Set(titles.map(\.section))
    for (section, view) in shown where !visible.contains(section) {
      view.removeFromSuperview()
      shown[section] = nil
    }
    for (section, title, y) in titles {
      let view = shown[section] ?? make()
      shown[section] = view
      view.text = title
      view.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
      if view.superview !== self { addSubview(view) }
    }
  }

  /// Layout calls the cell provider, the user's code.
  override var userCodePhases: UserCodePhases {
    declaredUserCode(ListView.self, cellProvider == nil ? [] : .layout)
  }

  /// Rows, visible cells and the selection.
  open override var treeDetails: [String] {
    super.treeDetails + ["rows=\(rows.count)", "cells=\(cellsByItem.count)"]
      + (snapshot.numberOfSections > 1 ? ["sections=\(snapshot.numberOfSections)"] : [])
      + (selectedIndexPath.map { ["selected=\($0)"] } ?? [])
  }
}

/// A section's footer: its text in the secondary colour, as a UITableView draws it.
final class ListSectionFooter: Label {
  init() {
    super.init()
    textColor = Palette.secondaryLabel
  }

  /// The text, inset by 16 points as UIKit insets a footer's text.
  override func draw(in canvas: Canvas) {
    canvas.text(
      text ?? "", in: Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height),
      color: textColor, fontSize: Font.caption.size, alignment: .leading)
  }
}

/// A section's header: its title on a grouped background, as a plain UITableView draws it.
final class ListSectionHeader: Label {
  init() {
    super.init()
    backgroundColor = Palette.bar
    textColor = Palette.secondaryLabel
  }

  /// The title, inset by 16 points as UIKit insets a header's text.
  override func draw(in canvas: Canvas) {
    canvas.fill(bounds, color: backgroundColor ?? Palette.bar)
    canvas.text(
      text ?? "", in: Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height),
      color: textColor, fontSize: Font.caption.size, alignment: .leading)
  }
}
