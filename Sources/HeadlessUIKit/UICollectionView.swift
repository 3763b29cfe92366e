public import HeadlessKit

// UIKit's collection view for the two layouts screens use most: a list
// (`UICollectionViewCompositionalLayout.list(using:)`) and a grid of fixed-size items
// (`UICollectionViewFlowLayout`), with cell registrations and a diffable data source. Its
// items live in a HeadlessKit `ListView` that fills it: rows for the list, the list's
// grid layout for the flow layout.

/// How a collection view places its items, as UIKit's `UICollectionViewLayout`: one of
/// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout``'s list.
@MainActor
open class UICollectionViewLayout {
  /// The collection view using the layout, as UIKit's `collectionView`.
  public internal(set) weak var collectionView: UICollectionView?

  init() {}

  /// Applies the layout to the list that shows the items.
  func apply(to list: ListView) {}

  /// Lays the collection view out again, as UIKit's `invalidateLayout()`.
  public func invalidateLayout() {
    guard let collectionView else { return }
    apply(to: collectionView.itemList)
    collectionView.setNeedsLayout()
  }
}

/// Items of one size in lines, as UIKit's `UICollectionViewFlowLayout` (vertical
/// scrolling): as many items a line as fit with at least `minimumInteritemSpacing`
/// between them, the space left spread between them so that items line up in columns.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The items' size, as UIKit's `itemSize`: 50 x 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between items of a line, as UIKit's `minimumInteritemSpacing`: 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space between lines, as UIKit's `minimumLineSpacing`: 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Each section's insets, as UIKit's `sectionInset`: zero by default.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  override func apply(to list: ListView) {
    list.itemLayout = .grid(
      itemSize: itemSize, interitemSpacing: minimumInteritemSpacing,
      lineSpacing: minimumLineSpacing, sectionInset: sectionInset)
  }
}

/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable, Equatable {
  /// The list's look, as UIKit's `Appearance`.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// What heads a section, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view of the kind `UICollectionView.elementKindSectionHeader`, from
    /// the data source's `supplementaryViewProvider`.
    case supplementary
    /// The section's first item, drawn as a header (here: as a row).
    case firstItemInSection
  }

  /// The look.
  public var appearance: Appearance
  /// What heads each section, as UIKit's `headerMode`: `.none` by default.
  public var headerMode = HeaderMode.none
  /// Whether rows are separated by lines, as UIKit's `showsSeparators`: `true`.
  public var showsSeparators = true
  /// The list's background; the appearance's when `nil`.
  public var backgroundColor: UIColor?

  /// Creates a list configuration, as UIKit's `init(appearance:)`.
  /// - Parameter appearance: The look.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

/// A layout made of sections, as UIKit's `UICollectionViewCompositionalLayout`: here its
/// list, made with ``list(using:)``, whose rows are 44 points high.
@MainActor
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list's configuration.
  public let listConfiguration: UICollectionLayoutListConfiguration

  private init(list: UICollectionLayoutListConfiguration) {
    listConfiguration = list
    super.init()
  }

  /// A list layout, as UIKit's `list(using:)`.
  /// - Parameter configuration: The list's look.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(list: configuration)
  }

  override func apply(to list: ListView) {
    list.itemLayout = .rows
    list.rowHeight = 44
    list.sectionHeaderHeight = 38
    collectionView?.wantsSupplementaryHeaders = listConfiguration.headerMode == .supplementary
    let grouped =
      listConfiguration.appearance != .plain
      && listConfiguration.appearance != .sidebarPlain
    list.backgroundColor =
      listConfiguration.backgroundColor ?? (grouped ? .systemGroupedBackground : nil)
  }
}

/// Supplies a collection view's sections, items and cells, as UIKit's classic
/// `UICollectionViewDataSource`: the number of items and the cells are required, the
/// number of sections optional (1). Asked at the first layout after `dataSource` is set
/// and at each `reloadData()`; items are identified by their index paths.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of an item: dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell
  /// The number of sections; 1 unless implemented.
  /// - Parameter collectionView: The collection view.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section.
  /// - Parameter collectionView: The collection view.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Told when the user selects an item, as UIKit's `UICollectionViewDelegate`.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  /// The user tapped an item (not sent for `selectItem(at:animated:scrollPosition:)`).
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}

/// A collection view's cell, as UIKit's `UICollectionViewCell`: put subviews in its
/// `contentView`, or set a `contentConfiguration`. It draws no separator.
@MainActor
open class UICollectionViewCell: ListCell {
  /// Creates a cell, as UIKit's `init(frame:)`: the designated initializer a subclass
  /// overrides to set itself up.
  /// - Parameter frame: The initial frame.
  public init(frame: CGRect) {
    super.init(style: .default)
    self.frame = frame
    showsSeparator = false
  }

  /// Creates a cell with a zero frame.
  public required convenience init() {
    self.init(frame: .zero)
  }
}

/// A list's row, as UIKit's `UICollectionViewListCell`: separated by lines, with a
/// default content configuration (`defaultContentConfiguration()`) and accessories.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// Creates a list cell.
  /// - Parameter frame: The initial frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    showsSeparator = true
  }

  /// Creates a list cell with a zero frame.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// What the row shows at its trailing edge, as UIKit's `accessories`: the first
  /// disclosure indicator or checkmark is drawn.
  public var accessories: [UICellAccessory] = [] {
    didSet {
      accessory =
        accessories.lazy.compactMap {
          switch $0.kind {
          case .disclosureIndicator: ListCell.Accessory.disclosureIndicator
          case .checkmark: ListCell.Accessory.checkmark
          case .detail: ListCell.Accessory.detailButton
          }
        }.first ?? .none
    }
  }
}

/// A list cell's accessory, as UIKit's `UICellAccessory`.
public struct UICellAccessory: Sendable, Equatable {
  enum Kind: Sendable, Equatable { case disclosureIndicator, checkmark, detail }
  let kind: Kind

  /// A chevron, as UIKit's `disclosureIndicator()`.
  public static func disclosureIndicator() -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator)
  }
  /// A check mark, as UIKit's `checkmark()`.
  public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
  /// An info button, as UIKit's `detail()`.
  public static func detail() -> UICellAccessory { UICellAccessory(kind: .detail) }
}

/// A grid or list of items, as UIKit's `UICollectionView`, with a
/// ``UICollectionViewFlowLayout`` or a ``UICollectionViewCompositionalLayout`` list.
///
/// Give it a ``UICollectionViewDiffableDataSource`` and cells made through a
/// ``CellRegistration``; a user's tap (``tapItem(at:)``) tells the ``delegate``.
@MainActor
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

  /// Makes and configures supplementary views of one class and kind, as UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  public struct SupplementaryRegistration<Supplementary: View>: Sendable {
    /// Configures a view for a kind and position.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    let make: @MainActor @Sendable () -> Supplementary
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

  /// Makes and configures cells of one class for items, as UIKit's
  /// `UICollectionView.CellRegistration`.
  public struct CellRegistration<Cell: UICollectionViewCell, Item>: Sendable {
    /// Configures a cell for an item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let handler: Handler

    /// Creates a registration, as UIKit's `init(handler:)`.
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.handler = handler
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

  /// Where a scrolled-to item ends up, as UIKit's `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates a position from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Vertically centred.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }
}

/// A view shown as a collection view's supplementary view (a section header), as UIKit's
/// `UICollectionReusableView`. A `UICollectionViewListCell` serves too, as in UIKit.
@MainActor
open class UICollectionReusableView: View {
  /// Creates the view, as UIKit's `init(frame:)`; required, so a registration can make
  /// any subclass.
  /// - Parameter frame: The frame.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }
}

extension UICollectionView.SupplementaryRegistration where Supplementary: UICollectionReusableView {
  /// Creates a registration of a reusable view class, as UIKit's
  /// `init(elementKind:handler:)`.
  /// - Parameters:
  ///   - elementKind: The kind (`UICollectionView.elementKindSectionHeader`).
  ///   - handler: Configures a view.
  public init(elementKind: String, handler: @escaping Handler) {
    self.init(elementKind: elementKind, handler: handler) { Supplementary(frame: .zero) }
  }
}

extension UICollectionView.SupplementaryRegistration where Supplementary: UICollectionViewCell {
  /// Creates a registration of a cell class (a list cell as a header), as UIKit's
  /// `init(elementKind:handler:)`: the cell draws no separator, and its
  /// `defaultContentConfiguration()` is a header's (`UIListContentConfiguration.header()`).
  /// - Parameters:
  ///   - elementKind: The kind (`UICollectionView.elementKindSectionHeader`).
  ///   - handler: Configures a cell.
  public init(elementKind: String, handler: @escaping Handler) {
    self.init(elementKind: elementKind, handler: handler) {
      let cell = Supplementary()
      cell.showsSeparator = false
      CellUIKitState.of(cell).isHeader = true
      return cell
    }
  }
}

/// Supplies a collection view's items from snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`.
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the cell of an item.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Makes a supplementary view (a section header), as UIKit's
  /// `supplementaryViewProvider`.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UIView?

  /// Makes the sections' supplementary views, as UIKit's `supplementaryViewProvider`:
  /// asked for headers when the list layout's `headerMode` is `.supplementary`.
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { collectionView?.supplementaryProvider = supplementaryViewProvider }
  }

  /// Creates the data source for a collection view, as UIKit's
  /// `init(collectionView:cellProvider:)`.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cellProvider: Makes the cell of an item (with a registration, typically).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    collectionView.itemList.cellProvider = { [weak collectionView] list, indexPath, item in
      guard let collectionView, let item = item as? ItemIdentifierType,
        let cell = cellProvider(collectionView, indexPath, item)
      else { return list.dequeueReusableCell(of: UICollectionViewCell.self) }
      return cell
    }
  }

  /// Shows a snapshot, as UIKit's `apply(_:animatingDifferences:completion:)`.
  /// - Parameters:
  ///   - snapshot: The sections and items.
  ///   - animatingDifferences: Ignored.
  ///   - completion: Runs after the collection view took the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    current = snapshot.withoutRequests()
    collectionView?.itemList.apply(snapshot)
    completion?()
  }

  /// The snapshot shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// The item at a position, as UIKit's `itemIdentifier(for:)`.
  /// - Parameter indexPath: The position.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// The position of an item, as UIKit's `indexPath(for:)`.
  /// - Parameter itemIdentifier: The item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(ofItem: itemIdentifier)
  }

}
