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
@preconcurrency @MainActor
open class ListView: ScrollView {
  /// Creates (or, with ``dequeueReusableCell(of:)``, reuses) the cell for an item; the
  /// item is the snapshot's identifier, as `AnyHashable`.
  public var cellProvider: (@MainActor (ListView, IndexPath, AnyHashable) -> ListCell)?
  /// ``RedeclarableMembers/onSelect``'s storage.
  package final var onSelectStorage: (@MainActor (IndexPath, AnyHashable) -> Void)?
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

  /// How the list places its items; ``ItemLayout/rows`` by default. A change lays the
  /// list out again.
  public var itemLayout: ItemLayout = .rows {
    didSet {
      guard itemLayout != oldValue else { return }
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// A companion module's layout of whole sections (HeadlessUIKit's compositional
  /// layout), in place of ``itemLayout``: for a section's index, its item count and the
  /// list's width, each item's frame from the section's top and the section's height.
  /// Setting it lays the list out again.
  package var sectionLayout:
    (
      @MainActor (_ section: Int, _ count: Int, _ width: Double) -> (frames: [Rect], height: Double)
    )?
  {
    didSet {
      updateContentSize()
      setNeedsLayout()
    }
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
  var measuredHeights: [AnyHashable: Double] = [:]
  /// Self-sizing rows reconfigured since they were measured: measured again when next
  /// placed.
  var needsMeasuring: Set<AnyHashable> = []
  /// The height of a section header, in points: 28 by default (a plain UITableView's
  /// header with one line of text).
  public var sectionHeaderHeight: Double = 28 {
    didSet { if sectionHeaderHeight != oldValue { updateContentSize() } }
  }

  /// The current snapshot, its identifiers as `AnyHashable`.
  public internal(set) var snapshot = ListSnapshot<AnyHashable, AnyHashable>()
  /// The selected row, if any: the last one selected when several are.
  public var selectedIndexPath: IndexPath? { selectedIndexPaths.last }
  /// The selected rows, in the order they were selected: one, unless a companion
  /// module's multiple selection (HeadlessUIKit's `allowsMultipleSelection`) extends it.
  package internal(set) var selectedIndexPaths: [IndexPath] = []
  /// Runs a row tap in place of the list's own selection (inside a user action): a
  /// companion module's collection view selects and tells its delegate as UIKit does.
  package var tapHandler: (@MainActor (IndexPath) -> Void)?

  var rows: [(indexPath: IndexPath, id: AnyHashable)] = []
  /// Where each section starts, in ``rows``, and its header's title.
  var sectionStarts: [(firstRow: Int, count: Int, title: String?, footer: String?)] = []
  var cellsByItem: [AnyHashable: ListCell] = [:]
  var headersBySection: [Int: Label] = [:]
  var footersBySection: [Int: Label] = [:]
  var providedHeaders: [Int: View] = [:]
  /// A companion module's table hooks (HeadlessUIKit's `UITableView`), if any.
  var tableHooks: ListTableHooks?
  var reusePool: [ListCell] = []
  /// Identifiers the last snapshot repeats, reported once the list is on screen.
  var unreportedDuplicates: [String] = []
  /// Whether a read in the cell provider was reported (once per list).
  private var reportedProviderRead = false
  /// Cells created since the list was made (tests check reuse).
  package internal(set) var cellsCreated = 0
  /// Runs at the start of each layout, before rows are placed: HeadlessUIKit's classic
  /// data source loads its rows there, as UIKit's table view does at its first layout.
  package var prepareForLayout: (@MainActor (ListView) -> Void)?

  /// Creates a list.
  /// - Parameter frame: The initial frame.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
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

extension RedeclarableMembers where Self: ListView {
  /// Called when the user taps a row (not for ``ListView/selectRow(at:)``, as UIKit's
  /// delegate is not told of programmatic selection), with the row's item.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `onSelect` of its own.
  @preconcurrency @MainActor public var onSelect: (@MainActor (IndexPath, AnyHashable) -> Void)? {
    get { onSelectStorage }
    set { onSelectStorage = newValue }
  }
}
