public import HeadlessKit

/// Supplies a table view's rows from snapshots, as UIKit's
/// `UITableViewDiffableDataSource`: the table's `dataSource`, whose data-source methods
/// a subclass overrides (section titles, editing, moving), as in UIKit.
///
/// Items of any hashable type are shown through HeadlessKit's `ListView`; cells are named
/// by their item's description in diagnostics and trees (`UITableViewCell(coral)`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// Makes the cell of an item.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider

  /// How rows animate when a snapshot is applied, as UIKit's `defaultRowAnimation`:
  /// kept; nothing moves headlessly.
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates the data source and makes it the table view's.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cellProvider: Makes the cell of an item (dequeue it from the table view).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.useDiffableDataSource(self)
    tableView.cellProvider = { [unowned tableView] _, indexPath, item in
      guard let item = item as? ItemIdentifierType,
        let cell = cellProvider(tableView, indexPath, item)
      else {
        return tableView.dequeueReusableCell(of: UITableViewCell.self)
      }
      return cell
    }
    // Each through the overridable method, so a subclass's override is the one called.
    tableView.titleForHeader = { [unowned self] index, _ in
      guard let list = self.tableView else { return nil }
      return self.tableView(list, titleForHeaderInSection: index)
    }
    tableView.titleForFooter = { [unowned self] index, _ in
      guard let list = self.tableView else { return nil }
      return self.tableView(list, titleForFooterInSection: index)
    }
    tableView.canDeleteRow = { [unowned self] indexPath, _ in
      guard let list = self.tableView else { return false }
      return self.tableView(list, canEditRowAt: indexPath)
    }
    tableView.onDeleteRow = { [unowned self] indexPath, _ in
      guard let list = self.tableView else { return }
      self.tableView(list, commit: .delete, forRowAt: indexPath)
    }
    tableView.canMoveRow = { [unowned self] indexPath, _ in
      guard let list = self.tableView else { return false }
      return self.tableView(list, canMoveRowAt: indexPath)
    }
    tableView.onMoveRow = { [unowned self] source, destination in
      guard let list = self.tableView else { return }
      self.moveItem(from: source, to: destination)
      self.tableView(list, moveRowAt: source, to: destination)
    }
  }

  /// Moves an item in the current snapshot as a user's drag does, and shows it.
  private func moveItem(from source: IndexPath, to destination: IndexPath) {
    guard let item = itemIdentifier(for: source) else { return }
    var snapshot = current
    snapshot.deleteItems([item])
    let sections = snapshot.sectionIdentifiers
    guard sections.indices.contains(destination.section) else { return }
    let items = snapshot.itemIdentifiers(inSection: sections[destination.section])
    if destination.row < items.count {
      snapshot.insertItems([item], beforeItem: items[destination.row])
    } else {
      snapshot.appendItems([item], toSection: sections[destination.section])
    }
    apply(snapshot, animatingDifferences: false)
  }

  // MARK: UITableViewDataSource, overridable as in UIKit

  /// The number of sections in the current snapshot.
  /// - Parameter tableView: The table view.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The number of items in a section of the current snapshot.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(section)
      ? current.itemIdentifiers(inSection: sections[section]).count : 0
  }

  /// The cell the cell provider makes for the row's item.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else { return tableView.dequeueReusableCell(of: UITableViewCell.self) }
    return cell
  }

  /// No header; override to title sections.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer; override to give sections one.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// `false`, as UIKit's: override to let rows be deleted.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing: override to delete the item (apply a snapshot without it).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` for a swipe's Delete.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// `false`, as UIKit's: override to let rows be moved.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Called after a user's move, the current snapshot already updated; does nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

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
    // Titles may have changed with the sections.
    tableView?.setNeedsLayout()
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
    current.itemIdentifier(at: indexPath)
  }

  /// The row of an item, as UIKit's `indexPath(for:)`.
  /// - Parameter itemIdentifier: The item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(ofItem: itemIdentifier)
  }

}
