import HeadlessKit
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
}
