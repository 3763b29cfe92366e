public import HeadlessKit

// UIKit's section header views, the views above and below the rows, selection settings
// and the delegate's part in a tap and in display, as UIKit's `UITableView` has them
// (https://developer.apple.com/documentation/uikit/uitableview).
extension UITableView {
  /// Connects the list's hooks to the delegate: a tap runs UIKit's selection sequence,
  /// cells entering and leaving the visible rows are told to the delegate, and section
  /// headers come from `tableView(_:viewForHeaderInSection:)` and
  /// `tableView(_:heightForHeaderInSection:)`.
  func installDelegateHooks() {
    tableTapHandler = { [unowned self] indexPath in performTap(at: indexPath) }
    tableDisplayHandler = { [unowned self] cell, indexPath, appearing in
      guard let delegate = tableState.delegate, let cell = cell as? UITableViewCell else {
        return
      }
      if appearing {
        delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
      } else {
        delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
  }

  /// Points the header hooks at a new delegate (or at none).
  func connectHeaderHooks() {
    guard tableState.delegate != nil else {
      tableHeaderViewProvider = nil
      tableHeaderHeightProvider = nil
      tableFooterViewProvider = nil
      tableFooterHeightProvider = nil
      return
    }
    tableFooterViewProvider = { [unowned self] section in
      tableState.delegate?.tableView(self, viewForFooterInSection: section)
    }
    tableFooterHeightProvider = { [unowned self] section in
      tableState.delegate.map { Double($0.tableView(self, heightForFooterInSection: section)) }
    }
    tableHeaderViewProvider = { [unowned self] section in
      // A new round of sections: views handed out before and not shown are free again.
      if section == 0 { tableState.headerFootersHandedOut = [] }
      return tableState.delegate?.tableView(self, viewForHeaderInSection: section)
    }
    tableHeaderHeightProvider = { [unowned self] section in
      tableState.delegate.map { Double($0.tableView(self, heightForHeaderInSection: section)) }
    }
  }

  /// Tells the delegate of the header and footer views that came on screen at this
  /// layout (`tableView(_:willDisplayHeaderView:forSection:)`,
  /// `tableView(_:willDisplayFooterView:forSection:)`) and of those that left it
  /// (`tableView(_:didEndDisplayingHeaderView:forSection:)`,
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`), as UIKit does as the table
  /// scrolls; the ones leaving first.
  func tellHeaderFooterDisplay() {
    let state = tableState
    var headers: [Int: UIView] = [:]
    var footers: [Int: UIView] = [:]
    if state.delegate != nil {
      for section in 0..<snapshot.numberOfSections {
        if let view = providedHeader(inSection: section), view.superview === self {
          headers[section] = view
        }
        if let view = providedFooter(inSection: section) { footers[section] = view }
      }
    }
    let (oldHeaders, oldFooters) = state.displayedHeaderFooters
    state.displayedHeaderFooters = (headers, footers)
    guard let delegate = state.delegate else { return }
    for (section, view) in oldHeaders.sorted(by: { $0.key < $1.key })
    where headers[section] !== view {
      delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    for (section, view) in oldFooters.sorted(by: { $0.key < $1.key })
    where footers[section] !== view {
      delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
    for (section, view) in headers.sorted(by: { $0.key < $1.key })
    where oldHeaders[section] !== view {
      delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
    }
    for (section, view) in footers.sorted(by: { $0.key < $1.key })
    where oldFooters[section] !== view {
      delegate.tableView(self, willDisplayFooterView: view, forSection: section)
    }
  }

  /// A tap on a row, in UIKit's order: `shouldHighlightRowAt`, `didHighlightRowAt`,
  /// `didUnhighlightRowAt`; then, on a row already selected when the table allows
  /// multiple selection, `willDeselectRowAt` (which may redirect or cancel) and
  /// `didDeselectRowAt`; else `willSelectRowAt` (which may redirect or cancel), for the
  /// rows selected before (single selection) `willDeselectRowAt` and `didDeselectRowAt`,
  /// and last `didSelectRowAt`. Nothing happens when selection is not allowed: while
  /// editing, `allowsSelectionDuringEditing` or `allowsMultipleSelectionDuringEditing`
  /// allows it.
  /// https://developer.apple.com/documentation/uikit/handling-row-selection-in-a-table-view
  func performTap(at indexPath: IndexPath) {
    let state = tableState
    let allowed =
      isEditing
      ? state.allowsSelectionDuringEditing || state.allowsMultipleSelectionDuringEditing
      : state.allowsSelection
    guard allowed else { return }
    let delegate = state.delegate
    if let delegate {
      guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return }
      delegate.tableView(self, didHighlightRowAt: indexPath)
      delegate.tableView(self, didUnhighlightRowAt: indexPath)
    }
    let multiple = selectsMultipleRows
    if multiple, selectedIndexPaths.contains(indexPath) {
      // "The user must tap a currently selected row to deselect it."
      // https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
      if let delegate {
        guard let deselected = delegate.tableView(self, willDeselectRowAt: indexPath) else {
          return
        }
        deselectRow(at: deselected)
        delegate.tableView(self, didDeselectRowAt: deselected)
      } else {
        deselectRow(at: indexPath)
      }
      return
    }
    let target: IndexPath
    if let delegate {
      guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
      target = redirected
    } else {
      target = indexPath
    }
    if !multiple {
      for previous in selectedIndexPaths where previous != target {
        if let delegate {
          if let deselected = delegate.tableView(self, willDeselectRowAt: previous) {
            deselectRow(at: deselected)
            delegate.tableView(self, didDeselectRowAt: deselected)
          }
        } else {
          deselectRow(at: previous)
        }
      }
    }
    selectRow(at: target, extending: multiple)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// Whether a tap adds to the selection: `allowsMultipleSelection`, or while editing
  /// `allowsMultipleSelectionDuringEditing`.
  var selectsMultipleRows: Bool {
    isEditing
      ? tableState.allowsMultipleSelectionDuringEditing : tableState.allowsMultipleSelection
  }

  /// Whether a tap selects a row, as UIKit's `allowsSelection`; `true` by default.
  /// https://developer.apple.com/documentation/uikit/uitableview/allowsselection
  public var allowsSelection: Bool {
    get { tableState.allowsSelection }
    set { tableState.allowsSelection = newValue }
  }

  /// Whether a tap selects a row while the table is editing, as UIKit's
  /// `allowsSelectionDuringEditing`; `false` by default.
  /// https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting
  public var allowsSelectionDuringEditing: Bool {
    get { tableState.allowsSelectionDuringEditing }
    set { tableState.allowsSelectionDuringEditing = newValue }
  }

  /// Whether users can select more than one row outside editing mode, as UIKit's
  /// `allowsMultipleSelection`; `false` by default. When `true`, a tap on another row
  /// adds it to the selection and a tap on a selected row deselects it.
  /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  public var allowsMultipleSelection: Bool {
    get { tableState.allowsMultipleSelection }
    set { tableState.allowsMultipleSelection = newValue }
  }

  /// Whether users can select more than one row in editing mode, as UIKit's
  /// `allowsMultipleSelectionDuringEditing`; `false` by default. When `true`, taps while
  /// editing select and deselect rows as ``allowsMultipleSelection`` does outside it.
  /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { tableState.allowsMultipleSelectionDuringEditing }
    set { tableState.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// The selected rows, as UIKit's `indexPathsForSelectedRows`: in index-path order here
  /// (UIKit does not document an order); `nil` when none is.
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// The rows whose cells are visible, in order, as UIKit's `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCells.compactMap { $0.indexPath }.sorted()
  }

  /// The view above the first section, as UIKit's `tableHeaderView`: the table keeps its
  /// height and gives it its own width. `UIView()` (zero high) shows nothing.
  public var tableHeaderView: UIView? {
    get { tableTopView }
    set { tableTopView = newValue }
  }

  /// The view below the last section, as UIKit's `tableFooterView`: the table keeps its
  /// height and gives it its own width. The common `tableFooterView = UIView()` shows
  /// nothing, as on iOS.
  public var tableFooterView: UIView? {
    get { tableBottomView }
    set { tableBottomView = newValue }
  }

  /// Registers the class whose views `dequeueReusableHeaderFooterView(withIdentifier:)`
  /// makes for an identifier, as UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`.
  /// - Parameters:
  ///   - aClass: A `UITableViewHeaderFooterView` class; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      tableState.headerFooterRegistrations[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure(
        "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not "
          + "a UITableViewHeaderFooterView class")
    }
    tableState.headerFooterRegistrations[identifier] = type
  }

  /// A header or footer view for `identifier`, as UIKit's
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`: one no section shows any more
  /// and not handed out since the table last asked for its headers (after its
  /// `prepareForReuse()`), else a new one of the registered class; `nil` when
  /// nothing is registered under `identifier`.
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    let state = tableState
    let free = state.headerFooterViews[identifier]?.first { view in
      view.superview == nil && !isSectionHeader(view)
        && !state.headerFootersHandedOut.contains(ObjectIdentifier(view))
    }
    if let free {
      state.headerFootersHandedOut.insert(ObjectIdentifier(free))
      free.prepareForReuse()
      return free
    }
    guard let type = state.headerFooterRegistrations[identifier] else { return nil }
    let made = type.init()
    made.reuseIdentifier = identifier
    state.headerFooterViews[identifier, default: []].append(made)
    state.headerFootersHandedOut.insert(ObjectIdentifier(made))
    return made
  }

  /// The header view a section shows, as UIKit's `headerView(forSection:)`: `nil` when
  /// the section is not visible or its header is a title.
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    subviews.lazy.compactMap { $0 as? UITableViewHeaderFooterView }
      .first { [self] view in view === providedTableHeader(inSection: section) }
  }

  /// The footer view a section shows, as UIKit's `footerView(forSection:)`: `nil` when the
  /// section is not visible or its footer is a title.
  /// https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    providedFooter(inSection: section) as? UITableViewHeaderFooterView
  }

  /// The header view a section shows now.
  private func providedTableHeader(inSection section: Int) -> View? {
    let view = providedHeader(inSection: section)
    return view?.superview === self ? view : nil
  }

  /// The estimated height of section headers, as UIKit's `estimatedSectionHeaderHeight`:
  /// kept; headers are measured when laid out.
  public var estimatedSectionHeaderHeight: CGFloat {
    get { tableState.estimatedSectionHeaderHeight }
    set { tableState.estimatedSectionHeaderHeight = newValue }
  }

  /// The estimated height of section footers, as UIKit's `estimatedSectionFooterHeight`:
  /// kept.
  public var estimatedSectionFooterHeight: CGFloat {
    get { tableState.estimatedSectionFooterHeight }
    set { tableState.estimatedSectionFooterHeight = newValue }
  }

  /// Padding above each section header, as UIKit's `sectionHeaderTopPadding`: kept; it is
  /// not added here.
  public var sectionHeaderTopPadding: CGFloat {
    get { tableState.sectionHeaderTopPadding }
    set { tableState.sectionHeaderTopPadding = newValue }
  }

  /// The style of the lines between rows, as UIKit's `separatorStyle`: kept; pictures
  /// draw no separators.
  public var separatorStyle: UITableViewCell.SeparatorStyle {
    get { tableState.separatorStyle }
    set { tableState.separatorStyle = newValue }
  }

  /// The colour of the lines between rows, as UIKit's `separatorColor`: kept; pictures
  /// draw no separators.
  public var separatorColor: UIColor? {
    get { tableState.separatorColor }
    set { tableState.separatorColor = newValue }
  }

  /// The inset of the lines between rows, as UIKit's `separatorInset`: kept; pictures
  /// draw no separators.
  public var separatorInset: UIEdgeInsets {
    get { tableState.separatorInset }
    set { tableState.separatorInset = newValue }
  }

  /// Whether cells' margins follow the readable width, as UIKit's
  /// `cellLayoutMarginsFollowReadableWidth`: kept, no effect here.
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { tableState.cellLayoutMarginsFollowReadableWidth }
    set { tableState.cellLayoutMarginsFollowReadableWidth = newValue }
  }

  /// The view behind the rows, as UIKit's `backgroundView`: it fills the table's bounds,
  /// behind every cell.
  public var backgroundView: UIView? {
    get { tableState.backgroundView }
    set {
      tableState.backgroundView?.removeFromSuperview()
      tableState.backgroundView = newValue
      if let newValue {
        insertSubview(newValue, at: 0)
        newValue.frame = bounds
      }
    }
  }

  /// Scrolls so that a row is visible, as UIKit's `scrollToRow(at:at:animated:)`: at the
  /// top, middle or bottom of the bounds, or (`.none`) as little as needed.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up.
  ///   - animated: Ignored: scrolling is immediate.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = rectForRowIfPresent(at: indexPath) else { return }
    let maxY = max(0, contentSize.height - bounds.height)
    var y: CGFloat
    switch scrollPosition {
    case .top: y = frame.minY
    case .middle: y = frame.midY - bounds.height / 2
    case .bottom: y = frame.maxY - bounds.height
    default:
      y = contentOffset.y
      if frame.minY < y {
        y = frame.minY
      } else if frame.maxY > y + bounds.height {
        y = frame.maxY - bounds.height
      }
    }
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, y), maxY))
  }

  /// The frame of a row in the table's content, as UIKit's `rectForRow(at:)`; `.zero`
  /// for a row the table does not have.
  /// - Parameter indexPath: The row.
  /// - Returns: The frame.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    rectForRowIfPresent(at: indexPath) ?? .zero
  }

  /// The row at a point of the table's content, as UIKit's `indexPathForRow(at:)`.
  /// - Parameter point: A point in the table's coordinates.
  /// - Returns: The row, or `nil`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rowIndexPath(at: point)
  }

  private func rectForRowIfPresent(at indexPath: IndexPath) -> CGRect? {
    rowFrame(at: indexPath)
  }
}

extension UITableViewCell {
  /// The lines between a table's rows, as UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A single line (the default).
    case singleLine
    /// An etched line (deprecated in UIKit; drawn as `singleLine` there).
    case singleLineEtched
  }
}
