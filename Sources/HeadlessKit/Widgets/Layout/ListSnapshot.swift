public import Foundation

/// The sections and items a ``ListView`` shows, in the shape of UIKit's
/// `NSDiffableDataSourceSnapshot`: generic over the identifiers of sections and items.
///
/// ```swift
/// var snapshot = ListSnapshot<String, Post.ID>()
/// snapshot.appendSections(["Pinned", "Recent"])
/// snapshot.appendItems(pinned.map(\.id), toSection: "Pinned")
/// snapshot.appendItems(recent.map(\.id), toSection: "Recent")
/// list.apply(snapshot)
/// ```
///
/// Item identifiers are unique across the snapshot, as UIKit requires (a repeated one is
/// reported when the list shows the snapshot). As in UIKit, adding items to a section the
/// snapshot does not have, or naming an item or section it does not have in an insert or
/// a move, is a programming error that stops with a message.
public struct ListSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  Equatable
{
  /// The sections in order, each with its items in order.
  private var storage: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Items whose cells re-run their configuration when the snapshot is applied.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Items whose cells are made again when the snapshot is applied.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// Two snapshots are equal when they hold the same sections and items in the same
  /// order, and ask for the same reconfigurations and reloads.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage.count == rhs.storage.count
      && zip(lhs.storage, rhs.storage).allSatisfy {
        $0.section == $1.section && $0.items == $1.items
      }
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
      && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
  }

  // MARK: Reading

  /// The number of sections.
  public var numberOfSections: Int { storage.count }
  /// The number of items in every section.
  public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { storage.map(\.section) }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { storage.flatMap(\.items) }

  /// The number of items in a section; 0 when there is no such section.
  /// - Parameter identifier: The section.
  /// - Returns: How many items it holds.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section, in order; empty when there is no such section.
  /// - Parameter identifier: The section.
  /// - Returns: Its items.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    storage.first { $0.section == identifier }?.items ?? []
  }

  /// The section holding an item, or `nil`.
  /// - Parameter identifier: The item.
  /// - Returns: Its section.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    storage.first { $0.items.contains(identifier) }?.section
  }

  /// An item's position among all items, section after section, or `nil`.
  /// - Parameter identifier: The item.
  /// - Returns: Its index in ``itemIdentifiers``.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    var offset = 0
    for entry in storage {
      if let index = entry.items.firstIndex(of: identifier) { return offset + index }
      offset += entry.items.count
    }
    return nil
  }

  /// The item at a position (section index, item index), if there is one: what a
  /// diffable data source's `itemIdentifier(for:)` answers.
  /// - Parameter indexPath: The position.
  public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The position of an item, if the snapshot has it: what a diffable data source's
  /// `indexPath(for:)` answers.
  /// - Parameter identifier: The item.
  public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let item = section.items.firstIndex(of: identifier) {
        return IndexPath(item: item, section: sectionIndex)
      }
    }
    return nil
  }

  /// A section's position, or `nil`.
  /// - Parameter identifier: The section.
  /// - Returns: Its index in ``sectionIdentifiers``.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    storage.firstIndex { $0.section == identifier }
  }

  // MARK: Sections

  /// Adds sections at the end; a section already present is left where it is.
  /// - Parameter identifiers: The sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where indexOfSection(identifier) == nil {
      storage.append((identifier, []))
    }
  }

  /// Adds sections before another one.
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - before: A section of the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    let index = sectionIndex(before, "insertSections(_:beforeSection:)")
    storage.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }

  /// Adds sections after another one.
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - after: A section of the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    let index = sectionIndex(after, "insertSections(_:afterSection:)")
    storage.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
  }

  /// Removes sections and their items.
  /// - Parameter identifiers: The sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let removed = Set(identifiers)
    storage.removeAll { removed.contains($0.section) }
  }

  // MARK: Items

  /// Adds items at the end of a section: the last section when `section` is `nil`.
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - section: The section; the last one by default.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    let index: Int
    if let section {
      index = sectionIndex(section, "appendItems(_:toSection:)")
    } else {
      guard !storage.isEmpty else {
        preconditionFailure(
          "ListSnapshot.appendItems(_:): the snapshot has no section; call appendSections(_:) first"
        )
      }
      index = storage.count - 1
    }
    storage[index].items += identifiers
  }

  /// Adds items before another item.
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - before: An item of the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType
  ) {
    let (section, item) = position(of: before, "insertItems(_:beforeItem:)")
    storage[section].items.insert(contentsOf: identifiers, at: item)
  }

  /// Adds items after another item.
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - after: An item of the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType
  ) {
    let (section, item) = position(of: after, "insertItems(_:afterItem:)")
    storage[section].items.insert(contentsOf: identifiers, at: item + 1)
  }

  /// Removes items; identifiers the snapshot does not hold are ignored.
  /// - Parameter identifiers: The items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let removed = Set(identifiers)
    for index in storage.indices { storage[index].items.removeAll { removed.contains($0) } }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    storage = []
    reconfiguredItemIdentifiers = []
    reloadedItemIdentifiers = []
  }

  /// Moves an item before another one (possibly in another section).
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - before: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType
  ) {
    move(identifier, relativeTo: before, after: false, "moveItem(_:beforeItem:)")
  }

  /// Moves an item after another one (possibly in another section).
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - after: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType
  ) {
    move(identifier, relativeTo: after, after: true, "moveItem(_:afterItem:)")
  }

  /// Asks the cells of these items to run their configuration hooks again when the
  /// snapshot is applied; the cells are kept.
  /// - Parameter identifiers: The items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }

  /// Asks for new cells for these items when the snapshot is applied: their cells are
  /// made again by the cell provider.
  /// - Parameter identifiers: The items.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }

  /// The same snapshot with its reconfigure and reload requests taken away (a list keeps
  /// the sections and items it was given; the requests act once).
  package func withoutRequests() -> Self {
    var copy = self
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedItemIdentifiers = []
    return copy
  }

  /// The sections with their items, for a list to lay out.
  package var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] {
    storage
  }

  // MARK: Lookups that stop on a programming error, as UIKit does

  private func sectionIndex(_ identifier: SectionIdentifierType, _ method: String) -> Int {
    guard let index = indexOfSection(identifier) else {
      preconditionFailure("ListSnapshot.\(method): no section \(identifier) in the snapshot")
    }
    return index
  }

  private func position(of identifier: ItemIdentifierType, _ method: String) -> (Int, Int) {
    for (section, entry) in storage.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) { return (section, item) }
    }
    preconditionFailure("ListSnapshot.\(method): no item \(identifier) in the snapshot")
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool,
    _ method: String
  ) {
    guard identifier != anchor else { return }
    let (section, item) = position(of: identifier, method)
    _ = position(of: anchor, method)
    storage[section].items.remove(at: item)
    let (anchorSection, anchorItem) = position(of: anchor, method)
    storage[anchorSection].items.insert(identifier, at: anchorItem + (after ? 1 : 0))
  }
}

extension ListSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension ListSnapshot where SectionIdentifierType == Int {
  /// A snapshot of one section, `0`, holding `items`: the common single-section list.
  /// - Parameter items: The item identifiers.
  public init(items: [ItemIdentifierType]) {
    self.init()
    appendSections([0])
    appendItems(items)
  }
}
