public import HeadlessKit
/// The messages a table view sends about rows, as UIKit's `UITableViewDelegate`; every
/// method is optional, as in UIKit. It inherits `UIScrollViewDelegate`, as in UIKit: the
/// table sends `scrollViewDidScroll(_:)` when it scrolls.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
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
  /// The actions a swipe to the right shows at the row's leading edge, as UIKit's
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`; none when `nil`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe to the left shows at the row's trailing edge, as UIKit's
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; none when `nil`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// A row's cell is about to show, as UIKit's `tableView(_:willDisplay:forRowAt:)`: told from
  /// the table's layout, after the data source made or reused the cell.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A section's header view is about to show, as UIKit's
  /// `tableView(_:willDisplayHeaderView:forSection:)`: told from the table's layout when
  /// a view from `tableView(_:viewForHeaderInSection:)` comes into the visible bounds
  /// (title headers are not views here).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A section's footer view is about to show, as UIKit's
  /// `tableView(_:willDisplayFooterView:forSection:)`: told from the table's layout when
  /// a view from `tableView(_:viewForFooterInSection:)` comes into the visible bounds.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A row's cell left the visible rows, as UIKit's `tableView(_:didEndDisplaying:forRowAt:)`:
  /// told from the table's layout before the cell goes back for reuse.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A section's header view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingHeaderView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A section's footer view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// A section header's height, as UIKit's `tableView(_:heightForHeaderInSection:)`.
  /// `UITableView.automaticDimension` (the default) gives a header view what its constraints
  /// need, a title header the table's `sectionHeaderHeight`, and a section with neither no
  /// header; zero or more is the height.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height, as UIKit's `tableView(_:heightForFooterInSection:)`.
  /// `UITableView.automaticDimension` (the default) gives a footer view what its constraints
  /// need, a title footer the table's `sectionFooterHeight`, and a section with neither no
  /// footer; zero or more is the height.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A row's estimated height, as UIKit's `tableView(_:estimatedHeightForRowAt:)`: not asked
  /// here; the table's `estimatedRowHeight` serves.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForHeaderInSection:)`: not asked here; headers are measured.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// A section footer's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForFooterInSection:)`: not asked here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// A section's header view, as UIKit's `tableView(_:viewForHeaderInSection:)`; `nil` shows
  /// the data source's title, if any. Asked when the sections are laid out (UIKit asks as the
  /// header comes into view); return a view from
  /// `dequeueReusableHeaderFooterView(withIdentifier:)` or a new one.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view, as UIKit's `tableView(_:viewForFooterInSection:)`; `nil` shows
  /// the data source's footer title, if any. Asked when the sections are laid out; return a
  /// view from `dequeueReusableHeaderFooterView(withIdentifier:)` or a new one.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Whether a touch highlights a row, as UIKit's `tableView(_:shouldHighlightRowAt:)`; a row
  /// that is not highlighted is not selected by the tap either.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A touch highlighted a row, as UIKit's `tableView(_:didHighlightRowAt:)`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The touch on a row ended, as UIKit's `tableView(_:didUnhighlightRowAt:)`: told before the
  /// selection.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap is about to select, as UIKit's `tableView(_:willSelectRowAt:)`: return it,
  /// another row to select instead, or `nil` to select nothing.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row tapped.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row a tap on another row is about to deselect, as UIKit's
  /// `tableView(_:willDeselectRowAt:)`: return it, another row, or `nil` to keep it selected in
  /// the delegate's eyes (the table keeps one selected row).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A tap on another row deselected a row, as UIKit's `tableView(_:didDeselectRowAt:)` (not
  /// told for `deselectRow(at:animated:)`).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// UIKit's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`: not asked here (there
  /// is no two-finger pan).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// UIKit's `tableView(_:didBeginMultipleSelectionInteractionAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// UIKit's `tableViewDidEndMultipleSelectionInteraction(_:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableviewdidendmultipleselectioninteraction(_:)
  /// - Parameter tableView: The table view.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  /// A row's editing style, as UIKit's `tableView(_:editingStyleForRowAt:)`: not asked here;
  /// rows the data source lets edit are deleted by a swipe.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The delete button's title, as UIKit's
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; `nil` for "Delete". Not asked
  /// here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:titlefordeleteconfirmationbuttonforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// UIKit's `tableView(_:shouldIndentWhileEditingRowAt:)`: not asked here (rows are not
  /// indented).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// UIKit's `tableView(_:willBeginEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// UIKit's `tableView(_:didEndEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, if any.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Where a dragged row may go, as UIKit's
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: not asked here; the
  /// row goes where it is dropped.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath::)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: The row dragged.
  ///   - proposedDestinationIndexPath: Where it would go.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// A row's indentation level, as UIKit's `tableView(_:indentationLevelForRowAt:)`: not asked
  /// here (rows are not indented).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:indentationlevelforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// UIKit's `tableView(_:canFocusRowAt:)`: not asked here (there is no focus engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canfocusrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// UIKit's `tableView(_:selectionFollowsFocusForRowAt:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:selectionfollowsfocusforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  /// UIKit's `indexPathForPreferredFocusedView(in:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/indexpathforpreferredfocusedview(in:)
  /// - Parameter tableView: The table view.
  func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  /// UIKit's `tableView(_:canPerformPrimaryActionForRowAt:)`: not asked here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canperformprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
    -> Bool
  /// UIKit's `tableView(_:performPrimaryActionForRowAt:)`: not told here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:performprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  /// The context menu of a row, as UIKit's
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)`: asked when a touch and hold
  /// opens it (`TestHost.openMenu(_:)` on the cell), `nil` for none.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  ///   - point: Where the touch is, in the table's coordinates.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  /// No context menu.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  ///   - point: Where the touch is.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
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
  /// No leading actions.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No trailing actions.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// A row's cell is about to show, as UIKit's `tableView(_:willDisplay:forRowAt:)`: told from
  /// the table's layout, after the data source made or reused the cell.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// A section's header view is about to show, as UIKit's
  /// `tableView(_:willDisplayHeaderView:forSection:)`: told from the table's layout when
  /// a view from `tableView(_:viewForHeaderInSection:)` comes into the visible bounds
  /// (title headers are not views here).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// A section's footer view is about to show, as UIKit's
  /// `tableView(_:willDisplayFooterView:forSection:)`: told from the table's layout when
  /// a view from `tableView(_:viewForFooterInSection:)` comes into the visible bounds.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// A row's cell left the visible rows, as UIKit's `tableView(_:didEndDisplaying:forRowAt:)`:
  /// told from the table's layout before the cell goes back for reuse.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// A section's header view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingHeaderView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// A section's footer view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// A section header's height, as UIKit's `tableView(_:heightForHeaderInSection:)`.
  /// `UITableView.automaticDimension` (the default) gives a header view what its constraints
  /// need, a title header the table's `sectionHeaderHeight`, and a section with neither no
  /// header; zero or more is the height.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { UITableView.automaticDimension }
  /// A section footer's height, as UIKit's `tableView(_:heightForFooterInSection:)`.
  /// `UITableView.automaticDimension` (the default) gives a footer view what its constraints
  /// need, a title footer the table's `sectionFooterHeight`, and a section with neither no
  /// footer; zero or more is the height.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { UITableView.automaticDimension }
  /// A row's estimated height, as UIKit's `tableView(_:estimatedHeightForRowAt:)`: not asked
  /// here; the table's `estimatedRowHeight` serves.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `tableView.estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// A section header's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForHeaderInSection:)`: not asked here; headers are measured.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// A section footer's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForFooterInSection:)`: not asked here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// A section's header view, as UIKit's `tableView(_:viewForHeaderInSection:)`; `nil` shows
  /// the data source's title, if any. Asked when the sections are laid out (UIKit asks as the
  /// header comes into view); return a view from
  /// `dequeueReusableHeaderFooterView(withIdentifier:)` or a new one.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// A section's footer view, as UIKit's `tableView(_:viewForFooterInSection:)`; `nil` shows
  /// the data source's footer title, if any. Asked when the sections are laid out; return a
  /// view from `dequeueReusableHeaderFooterView(withIdentifier:)` or a new one.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Whether a touch highlights a row, as UIKit's `tableView(_:shouldHighlightRowAt:)`; a row
  /// that is not highlighted is not selected by the tap either.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  { true }
  /// A touch highlighted a row, as UIKit's `tableView(_:didHighlightRowAt:)`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// The touch on a row ended, as UIKit's `tableView(_:didUnhighlightRowAt:)`: told before the
  /// selection.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row a tap is about to select, as UIKit's `tableView(_:willSelectRowAt:)`: return it,
  /// another row to select instead, or `nil` to select nothing.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row tapped.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// The row a tap on another row is about to deselect, as UIKit's
  /// `tableView(_:willDeselectRowAt:)`: return it, another row, or `nil` to keep it selected in
  /// the delegate's eyes (the table keeps one selected row).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// A tap on another row deselected a row, as UIKit's `tableView(_:didDeselectRowAt:)` (not
  /// told for `deselectRow(at:animated:)`).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// UIKit's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`: not asked here (there
  /// is no two-finger pan).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// UIKit's `tableView(_:didBeginMultipleSelectionInteractionAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// UIKit's `tableViewDidEndMultipleSelectionInteraction(_:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableviewdidendmultipleselectioninteraction(_:)
  /// - Parameter tableView: The table view.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// A row's editing style, as UIKit's `tableView(_:editingStyleForRowAt:)`: not asked here;
  /// rows the data source lets edit are deleted by a swipe.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// The delete button's title, as UIKit's
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; `nil` for "Delete". Not asked
  /// here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:titlefordeleteconfirmationbuttonforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// UIKit's `tableView(_:shouldIndentWhileEditingRowAt:)`: not asked here (rows are not
  /// indented).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's `tableView(_:willBeginEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// UIKit's `tableView(_:didEndEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, if any.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Where a dragged row may go, as UIKit's
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: not asked here; the
  /// row goes where it is dropped.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath::)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: The row dragged.
  ///   - proposedDestinationIndexPath: Where it would go.
  /// - Returns: `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// A row's indentation level, as UIKit's `tableView(_:indentationLevelForRowAt:)`: not asked
  /// here (rows are not indented).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:indentationlevelforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `0`.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// UIKit's `tableView(_:canFocusRowAt:)`: not asked here (there is no focus engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canfocusrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's `tableView(_:selectionFollowsFocusForRowAt:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:selectionfollowsfocusforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// UIKit's `indexPathForPreferredFocusedView(in:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/indexpathforpreferredfocusedview(in:)
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  /// UIKit's `tableView(_:canPerformPrimaryActionForRowAt:)`: not asked here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canperformprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's `tableView(_:performPrimaryActionForRowAt:)`: not told here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:performprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  {}
}
