public import HeadlessKit

/// A controller that manages a table view, as UIKit's `UITableViewController`
/// (https://developer.apple.com/documentation/uikit/uitableviewcontroller).
///
/// Its view is a `UITableView` of the style it was made with, whose data source and
/// delegate are the controller; a subclass overrides the data source and delegate
/// methods (`override func tableView(_:numberOfRowsInSection:)`), as on iOS. When the
/// view is about to appear, the selected row is deselected unless
/// `clearsSelectionOnViewWillAppear` is `false`. Not provided: `refreshControl` (there is
/// no `UIRefreshControl` yet).
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
  open override func loadView() {
    let table = UITableView(frame: Window.defaultFrame, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected row when `clearsSelectionOnViewWillAppear` is `true`, then
  /// runs the superclass's method, as UIKit's does; a first appearance loads the rows.
  /// - Parameter animated: Always `false`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
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
}
