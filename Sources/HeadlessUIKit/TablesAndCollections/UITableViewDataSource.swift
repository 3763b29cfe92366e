public import HeadlessKit
/// Supplies a table view's sections, rows and cells, as UIKit's classic
/// `UITableViewDataSource`: the number of rows and the cells are required, the rest
/// optional, as in UIKit.
///
/// The table view asks for the counts when it first lays out after `dataSource` is set
/// (or when asked for `numberOfSections`/`numberOfRows(inSection:)`), and again at each
/// `reloadData()`; it asks for a cell when its row becomes visible, as UIKit does. The
/// rows are identified by their index paths, so after a change to the data, call
/// `reloadData()`.
@preconcurrency @MainActor
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
  /// The titles of the section index at the table's side, as UIKit's
  /// `sectionIndexTitles(for:)`: not asked here (no index is drawn).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  /// - Parameter tableView: The table view.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section an index title jumps to, as UIKit's
  /// `tableView(_:sectionForSectionIndexTitle:at:)`: not asked here.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The index title.
  ///   - index: Its position in the index.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
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
  /// No section index.
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The index title.
  ///   - index: Its position in the index.
  /// - Returns: `index`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
