/// Sections and items to show, as UIKit's `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private(set) var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Items to reconfigure when the snapshot is applied.
  private(set) var reconfigured: [ItemIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.section) }
  /// Every item, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// The items of a section.
  /// - Parameter identifier: The section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    sections.first { $0.section == identifier }?.items ?? []
  }

  /// The items to reconfigure when the snapshot is applied, as UIKit's
  /// `reconfiguredItemIdentifiers`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigured }

  /// Adds sections at the end.
  /// - Parameter identifiers: The sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where !sections.contains(where: { $0.section == identifier }) {
      sections.append((identifier, []))
    }
  }

  /// Adds items at the end of a section, as UIKit's `appendItems(_:toSection:)`: the
  /// last section when `section` is `nil`. Like UIKit, stops with a message when there is
  /// no such section.
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - section: The section; the last one by default.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    let index =
      section.flatMap { wanted in sections.firstIndex { $0.section == wanted } }
      ?? (section == nil && !sections.isEmpty ? sections.count - 1 : nil)
    guard let index else {
      preconditionFailure(
        section.map { "appendItems(_:toSection:): no section \($0) in the snapshot" }
          ?? "appendItems(_:): the snapshot has no section; call appendSections(_:) first")
    }
    sections[index].items += identifiers
  }

  /// Removes items.
  /// - Parameter identifiers: The items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let removed = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { removed.contains($0) } }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    sections = []
    reconfigured = []
  }

  /// Asks the cells of these items to configure themselves again when the snapshot is
  /// applied (their configuration hooks re-run; the cells are kept).
  /// - Parameter identifiers: The items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfigured += identifiers
  }

  /// As `reconfigureItems(_:)`: HeadlessKit keeps cells, so a reload reconfigures.
  /// - Parameter identifiers: The items.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reconfigured += identifiers
  }
}

/// Supplies a table view's rows from snapshots, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// Items of any hashable type are shown through HeadlessKit's `ListView`, which names
/// rows by string: each item gets its description (`"coral"`), made unique when two items
/// describe alike, so cells are named by their item in diagnostics and trees.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the cell of an item.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var names: [ItemIdentifierType: String] = [:]
  private var items: [String: ItemIdentifierType] = [:]

  /// Creates the data source and makes it the table view's.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cellProvider: Makes the cell of an item (dequeue it from the table view).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    tableView.cellProvider = { [self] list, indexPath, name in
      guard let item = items[name], let cell = cellProvider(list, indexPath, item) else {
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
    current = snapshot
    var sections: [ListSnapshot.Section] = []
    for (section, sectionItems) in snapshot.sections {
      sections.append(
        ListSnapshot.Section(identifier: "\(section)", items: sectionItems.map(name(of:))))
    }
    // Forget the names of items that left, so the table of names stays the snapshot's size.
    let present = Set(sections.flatMap(\.items))
    if present.count < items.count {
      items = items.filter { present.contains($0.key) }
      names = names.filter { present.contains($0.value) }
    }
    tableView?.apply(ListSnapshot(sections: sections))
    if !snapshot.reconfigured.isEmpty {
      tableView?.reconfigureItems(snapshot.reconfigured.map(name(of:)))
      current.deleteReconfigured()
    }
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
    guard current.sections.indices.contains(indexPath.section) else { return nil }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The row of an item, as UIKit's `indexPath(for:)`.
  /// - Parameter itemIdentifier: The item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in current.sections.enumerated() {
      if let row = entry.items.firstIndex(of: itemIdentifier) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The string the list knows an item by: its description, unique among the items seen.
  private func name(of item: ItemIdentifierType) -> String {
    if let name = names[item] { return name }
    let base = "\(item)"
    var name = base
    var suffix = 2
    while items[name] != nil {
      name = "\(base)#\(suffix)"
      suffix += 1
    }
    names[item] = name
    items[name] = item
    return name
  }
}

extension NSDiffableDataSourceSnapshot {
  fileprivate mutating func deleteReconfigured() { reconfigured = [] }
}
