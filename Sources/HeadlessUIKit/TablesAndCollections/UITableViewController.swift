public import HeadlessKit

/// A controller that manages a table view, as UIKit's `UITableViewController`
/// (https://developer.apple.com/documentation/uikit/uitableviewcontroller).
///
/// Its view is a `UITableView` of the style it was made with, whose data source and
/// delegate are the controller; a subclass overrides the data source and delegate
/// methods (`override func tableView(_:numberOfRowsInSection:)`), as on iOS. When the
/// view is about to appear, the selected row is deselected unless
/// `clearsSelectionOnViewWillAppear` is `false`. Its `refreshControl` is the table
/// view's.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let style: UITableView.Style

  /// Creates a controller whose table view has `style`, as UIKit's `init(style:)`.
  /// - Parameter style: The table view's style.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table view, as UIKit's `init(nibName:bundle:)`.
  /// - Parameters:
  ///   - nibName: Ignored: there are no nibs.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// UIKit's archive initializer: there are no archives, so it makes a controller with
  /// a plain table view, as `init(nibName: nil, bundle: nil)` does.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table view, which is the controller's `view`, as UIKit's `tableView`. Setting
  /// it sets the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selected row is deselected when the view is about to appear; `true` by
  /// default, as UIKit's `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table view, with the controller as its data source and delegate.
  /// Enters or leaves editing mode, as UIKit's: the tableView too.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether it would animate on iOS.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    if isViewLoaded { tableView?.setEditing(editing, animated: animated) }
  }

  open override func loadView() {
    let table = UITableView(frame: Window.defaultFrame, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected rows (all of them, with multiple selection) when
  /// `clearsSelectionOnViewWillAppear` is `true`, then runs the superclass's method, as
  /// UIKit's does; a first appearance loads the rows.
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear
  /// - Parameter animated: Always `false`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear else { return }
    for selected in tableView.indexPathsForSelectedRows ?? [] {
      tableView.deselectRow(at: selected, animated: animated)
    }
  }

  // MARK: UITableViewDataSource, for subclasses to override

  /// One section, as a data source that does not implement the method has.
  /// - Parameter tableView: The table view.
  /// - Returns: 1.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows: a subclass overrides this.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: 0.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain `.default` cell: a subclass overrides this (it is called only for rows
  /// `tableView(_:numberOfRowsInSection:)` reports).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: A new cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }

  /// No header title.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// No footer title.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// No context menu: a subclass overrides it to give a row one.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  ///   - point: Where the touch is.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// Every row can be edited.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing: a subclass overrides it to delete the row's data and the row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` for a swipe's Delete.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Every row can be moved.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing: a subclass overrides it to move the row's data.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it is now.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UITableViewDelegate, for subclasses to override

  /// Does nothing: a subclass overrides it to act on a tap.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// The table's `rowHeight`.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `tableView.rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }

  /// Does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row whose accessory button was tapped.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// No leading swipe actions; a subclass overrides it, as UIKit's
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// No trailing swipe actions; a subclass overrides it, as UIKit's
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// A row's cell is about to show, as UIKit's `tableView(_:willDisplay:forRowAt:)`: told from
  /// the table's layout, after the data source made or reused the cell.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
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
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// A section's footer view is about to show, as UIKit's
  /// `tableView(_:willDisplayFooterView:forSection:)`: told from the table's layout when
  /// the view comes into the visible bounds.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// A row's cell left the visible rows, as UIKit's `tableView(_:didEndDisplaying:forRowAt:)`:
  /// told from the table's layout before the cell goes back for reuse.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// A section's header view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingHeaderView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// A section's footer view left the visible bounds, as UIKit's
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`: told from the table's layout.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  open func tableView(
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
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// A section footer's height, as UIKit's `tableView(_:heightForFooterInSection:)`.
  /// `UITableView.automaticDimension` (the default) gives a footer view what its constraints
  /// need, a title footer the table's `sectionFooterHeight`, and a section with neither no
  /// footer.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// A row's estimated height, as UIKit's `tableView(_:estimatedHeightForRowAt:)`: not asked
  /// here; the table's `estimatedRowHeight` serves.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `tableView.estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// A section header's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForHeaderInSection:)`: not asked here; headers are measured.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// A section footer's estimated height, as UIKit's
  /// `tableView(_:estimatedHeightForFooterInSection:)`: not asked here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `UITableView.automaticDimension`.
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
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
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// A section's footer view, as UIKit's `tableView(_:viewForFooterInSection:)`; `nil` shows
  /// the data source's footer title, if any.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Whether a touch highlights a row, as UIKit's `tableView(_:shouldHighlightRowAt:)`; a row
  /// that is not highlighted is not selected by the tap either.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// A touch highlighted a row, as UIKit's `tableView(_:didHighlightRowAt:)`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// The touch on a row ended, as UIKit's `tableView(_:didUnhighlightRowAt:)`: told before the
  /// selection.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row a tap is about to select, as UIKit's `tableView(_:willSelectRowAt:)`: return it,
  /// another row to select instead, or `nil` to select nothing.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row tapped.
  /// - Returns: `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  { indexPath }
  /// The row a tap on another row is about to deselect, as UIKit's
  /// `tableView(_:willDeselectRowAt:)`: return it, another row, or `nil` to keep it selected in
  /// the delegate's eyes (the table keeps one selected row).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  /// - Returns: `indexPath`.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// A tap on another row deselected a row, as UIKit's `tableView(_:didDeselectRowAt:)` (not
  /// told for `deselectRow(at:animated:)`).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// UIKit's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`: not asked here (there
  /// is no two-finger pan).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// UIKit's `tableView(_:didBeginMultipleSelectionInteractionAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// UIKit's `tableViewDidEndMultipleSelectionInteraction(_:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableviewdidendmultipleselectioninteraction(_:)
  /// - Parameter tableView: The table view.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// A row's editing style, as UIKit's `tableView(_:editingStyleForRowAt:)`: not asked here;
  /// rows the data source lets edit are deleted by a swipe.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
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
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// UIKit's `tableView(_:shouldIndentWhileEditingRowAt:)`: not asked here (rows are not
  /// indented).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// UIKit's `tableView(_:willBeginEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// UIKit's `tableView(_:didEndEditingRowAt:)`: not told here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, if any.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Where a dragged row may go, as UIKit's
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: not asked here; the
  /// row goes where it is dropped.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath::)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: The row dragged.
  ///   - proposedDestinationIndexPath: Where it would go.
  /// - Returns: `proposedDestinationIndexPath`.
  open func tableView(
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
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// UIKit's `tableView(_:canFocusRowAt:)`: not asked here (there is no focus engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canfocusrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  /// UIKit's `tableView(_:selectionFollowsFocusForRowAt:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:selectionfollowsfocusforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  /// UIKit's `indexPathForPreferredFocusedView(in:)`: not asked here (there is no focus
  /// engine).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/indexpathforpreferredfocusedview(in:)
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  /// UIKit's `tableView(_:canPerformPrimaryActionForRowAt:)`: not asked here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canperformprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's `tableView(_:performPrimaryActionForRowAt:)`: not told here; a tap selects.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:performprimaryactionforrowat:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
  }
  /// No section index.
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The index title.
  ///   - index: Its position in the index.
  /// - Returns: `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  // MARK: UIScrollViewDelegate, which UITableViewDelegate inherits, for subclasses

  /// The table scrolled (told at the layout after its offset changed), as UIKit's
  /// `scrollViewDidScroll(_:)`. Does nothing.
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  /// - Parameter scrollView: The table view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// UIKit's `scrollViewWillBeginDragging(_:)`: not told here (no finger drags). Does
  /// nothing.
  /// - Parameter scrollView: The table view.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: not told
  /// here. Does nothing.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - velocity: The velocity.
  ///   - targetContentOffset: Where scrolling will stop.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`: not told here. Does nothing.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - decelerate: Whether scrolling goes on.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// UIKit's `scrollViewDidEndDecelerating(_:)`: not told here. Does nothing.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Told when `setContentOffset(_:animated:)` with animation ends, as UIKit's
  /// `scrollViewDidEndScrollingAnimation(_:)`. Does nothing.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
