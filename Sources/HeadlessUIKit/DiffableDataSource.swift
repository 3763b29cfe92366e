public import HeadlessKit

/// Sections and items to show, as UIKit's `NSDiffableDataSourceSnapshot`: HeadlessKit's
/// `ListSnapshot`, which has UIKit's shape, with UIKit's `Sendable`
/// requirement on the identifiers.
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = ListSnapshot<SectionIdentifierType, ItemIdentifierType>

/// Supplies a table view's rows from snapshots, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// Items of any hashable type are shown through HeadlessKit's `ListView`; cells are named
/// by their item's description in diagnostics and trees (`UITableViewCell(coral)`).
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the cell of an item.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Creates the data source and makes it the table view's.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cellProvider: Makes the cell of an item (dequeue it from the table view).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    tableView.cellProvider = { list, indexPath, item in
      guard let item = item as? ItemIdentifierType, let cell = cellProvider(list, indexPath, item)
      else {
        return list.dequeueReusableCell()
      }
      return cell
    }
  }

  /// Shows a snapshot, as UIKit's `apply(_:animatingDifferences:completion:)`: cells of
  /// items still present are kept, the snapshot's reconfigured items re-run their
  /// configuration, and `completion` runs at once (nothing animates).
  /// - Parameters:
  ///   - snapshot: The sections and items.
  ///   - animatingDifferences: Ignored.
  ///   - completion: Runs after the table view took the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    current = snapshot.withoutRequests()
    tableView?.apply(snapshot)
    completion?()
  }

  /// The snapshot shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// The item of a row, as UIKit's `itemIdentifier(for:)`.
  /// - Parameter indexPath: The row.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The row of an item, as UIKit's `indexPath(for:)`.
  /// - Parameter itemIdentifier: The item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
      let sectionIndex = current.indexOfSection(section),
      let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }
}
