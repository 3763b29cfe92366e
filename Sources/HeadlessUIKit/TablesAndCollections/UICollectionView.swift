public import HeadlessKit

// UIKit's collection view for the two layouts screens use most: a list
// (`UICollectionViewCompositionalLayout.list(using:)`) and a grid of fixed-size items
// (`UICollectionViewFlowLayout`), with cell registrations and a diffable data source. Its
// items live in a HeadlessKit `ListView` that fills it: rows for the list, the list's
// grid layout for the flow layout.

/// A grid or list of items, as UIKit's `UICollectionView`, with a
/// ``UICollectionViewFlowLayout`` or a ``UICollectionViewCompositionalLayout`` list.
///
/// Give it a ``UICollectionViewDiffableDataSource`` and cells made through a
/// ``CellRegistration``; a user's tap (``tapItem(at:)``) tells the ``delegate``.
@preconcurrency @MainActor
open class UICollectionView: ScrollView {
  /// The list holding the items, filling the collection view.
  package let itemList = ListView()
  /// How items are placed, as UIKit's `collectionViewLayout`.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// Told when the user selects an item, as UIKit's `delegate` (held weakly).
  public weak var delegate: (any UICollectionViewDelegate)?

  /// Supplies the items and cells the classic way, as UIKit's `dataSource` (held
  /// weakly): the items load at the next layout, and again at each ``reloadData()``. A
  /// diffable data source does not use it.
  public weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      guard dataSource != nil else {
        itemList.prepareForLayout = nil
        return
      }
      needsReload = true
      itemList.cellProvider = { [unowned self] list, indexPath, _ in
        guard let source = self.dataSource else { return list.dequeueReusableCell() }
        return source.collectionView(self, cellForItemAt: indexPath)
      }
      itemList.prepareForLayout = { [unowned self] _ in
        if self.needsReload { self.reloadData() }
      }
      setNeedsLayout()
      itemList.setNeedsLayout()
    }
  }
  private var needsReload = false

  /// Asks the classic data source for its sections and items again and remakes every
  /// cell, as UIKit's `reloadData()`.
  public func reloadData() {
    guard let dataSource else { return }
    needsReload = false
    var snapshot = ListSnapshot<AnyHashable, AnyHashable>()
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      snapshot.appendSections([AnyHashable(section)])
      let items = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
      snapshot.appendItems(
        (0..<items).map { AnyHashable(IndexPath(item: $0, section: section)) },
        toSection: AnyHashable(section))
    }
    itemList.applyRemakingEveryCell(snapshot)
  }
  /// The layout asks for supplementary section headers.
  var wantsSupplementaryHeaders = false {
    didSet { updateHeaderProvider() }
  }
  /// Makes supplementary views: the diffable data source's provider.
  var supplementaryProvider: (@MainActor (UICollectionView, String, IndexPath) -> UIView?)?
  {
    didSet { updateHeaderProvider() }
  }

  /// The kind of a section header supplementary view, as UIKit's
  /// `elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer supplementary view, as UIKit's
  /// `elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  private func updateHeaderProvider() {
    guard wantsSupplementaryHeaders, supplementaryProvider != nil else {
      itemList.headerViewProvider = nil
      return
    }
    itemList.headerViewProvider = { [unowned self] _, section, _ in
      self.supplementaryProvider?(
        self, Self.elementKindSectionHeader, IndexPath(item: 0, section: section))
    }
  }

  /// A supplementary view configured by the registration's handler, as UIKit's
  /// `dequeueConfiguredReusableSupplementary(using:for:)`.
  /// - Parameters:
  ///   - registration: The view's class, kind and configuration.
  ///   - indexPath: The position (the section's, item 0 for a header).
  public func dequeueConfiguredReusableSupplementary<Supplementary: View>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = registration.make()
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
  private var registrations: [String: UICollectionViewCell.Type] = [:]
  /// Shows the rows' swipe actions of a list layout.
  var swipeActions: SwipeActionsPresenter?

  /// Creates a collection view, as UIKit's `init(frame:collectionViewLayout:)`.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - layout: How items are placed.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    addSubview(itemList)
    itemList.frame = bounds
    layout.collectionView = self
    layout.apply(to: itemList)
    itemList.onSelect = { [unowned self] indexPath, _ in
      self.delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
  }

  /// The list fills the collection view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if itemList.frame != bounds {
      itemList.frame = bounds
      collectionViewLayout.invalidateLayout()
    }
  }

  /// A cell for an item, reused or made, configured by the registration's handler, as
  /// UIKit's `dequeueConfiguredReusableCell(using:for:item:)`.
  /// - Parameters:
  ///   - registration: The cell class and its configuration.
  ///   - indexPath: The item's position.
  ///   - item: The item.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell =
      itemList.dequeueReusableCell(reuseIdentifier: "\(Cell.self)") { Cell() } as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Registers the class of cells `dequeueReusableCell(withReuseIdentifier:for:)` makes
  /// for an identifier, as UIKit's `register(_:forCellWithReuseIdentifier:)`.
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` class; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure(
        "register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UICollectionViewCell class")
    }
    registrations[identifier] = cellType
  }

  /// A cell of the class registered for `identifier`, reused or made, as UIKit's
  /// `dequeueReusableCell(withReuseIdentifier:for:)`; stops with a message naming the
  /// identifier when nothing is registered for it, as UIKit does.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item's position.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellType = registrations[identifier] else {
      preconditionFailure(
        "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for:): no class "
          + "registered for it; registered: "
          + (registrations.isEmpty
            ? "none" : registrations.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
          + ". Call register(_:forCellWithReuseIdentifier:) first.")
    }
    return itemList.dequeueReusableCell(reuseIdentifier: identifier) { cellType.init() }
      as! UICollectionViewCell
  }

  /// The supplementary view shown for a kind and position, as UIKit's
  /// `supplementaryView(forElementKind:at:)`: a section's header while it is visible.
  /// - Parameters:
  ///   - elementKind: The kind; headers only here.
  ///   - indexPath: The position (the section's).
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UIView?
  {
    guard elementKind == Self.elementKindSectionHeader else { return nil }
    return itemList.providedHeader(inSection: indexPath.section)
  }

  /// The cell showing an item if it is visible, as UIKit's `cellForItem(at:)`.
  /// - Parameter indexPath: The item.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    itemList.cell(at: indexPath) as? UICollectionViewCell
  }

  /// The cells alive now, in order, as UIKit's `visibleCells`.
  public var visibleCells: [UICollectionViewCell] {
    itemList.visibleCells.compactMap { $0 as? UICollectionViewCell }
  }

  /// The number of sections, as UIKit's `numberOfSections`.
  public var numberOfSections: Int {
    if needsReload { reloadData() }
    return itemList.snapshot.numberOfSections
  }

  /// The number of items in a section, as UIKit's `numberOfItems(inSection:)`.
  /// - Parameter section: The section.
  public func numberOfItems(inSection section: Int) -> Int {
    if needsReload { reloadData() }
    let sections = itemList.snapshot.sections
    return sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// Taps an item as a user would: it is selected and the delegate is told.
  /// - Parameter indexPath: The item.
  public func tapItem(at indexPath: IndexPath) { itemList.tapRow(at: indexPath) }

  /// Selects an item, as UIKit's `selectItem(at:animated:scrollPosition:)`: the delegate
  /// is not told; `nil` deselects.
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Ignored.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    if let indexPath {
      itemList.selectRow(at: indexPath)
    } else if let selected = itemList.selectedIndexPath {
      itemList.deselectRow(at: selected)
    }
  }

  /// Deselects an item, as UIKit's `deselectItem(at:animated:)`.
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    itemList.deselectRow(at: indexPath)
  }

  /// The selected items, as UIKit's `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? {
    itemList.selectedIndexPath.map { [$0] } ?? []
  }

}
