public import HeadlessKit

// UIKit's collection view for the layouts screens use: a list
// (`UICollectionViewCompositionalLayout.list(using:)`), a flow layout
// (`UICollectionViewFlowLayout`) and a compositional layout's sections, with cell
// registrations and a diffable data source. Its items live in a HeadlessKit `ListView`
// that fills it: rows for the list, the layout's item frames section by section for the
// others, whose headers and footers the collection view places itself.

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
      itemList.sectionLayout = nil
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
      updateHeaderProvider()
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
  /// The offset the delegate last heard of (`scrollViewDidScroll(_:)`).
  var reportedOffset = CGPoint.zero
  /// Scrolls the collection view as the user's finger drags.
  var scrolling: ScrollingPan?
  /// UIKit's selection settings, as the table's.
  var selectionSettings = (
    allowsSelection: true, allowsMultipleSelection: false,
    allowsSelectionDuringEditing: false, allowsMultipleSelectionDuringEditing: false
  )
  /// Whether the collection view is in editing mode, as UIKit's `isEditing` (iOS 14):
  /// the selection settings "during editing" then apply.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/isediting
  open var isEditing = false
  /// The sideways offsets of the sections that scroll sideways, by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// Asks the classic data source for its sections and items again and remakes every
  /// cell, as UIKit's `reloadData()`.
  public func reloadData() {
    guard let dataSource else { return }
    needsReload = false
    lastFlowLayout = nil  // the layout asks its delegate again
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
    didSet {
      updateHeaderProvider()
      setNeedsLayout()
    }
  }

  /// The kind of a section header supplementary view, as UIKit's
  /// `elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer supplementary view, as UIKit's
  /// `elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The supplementary view of a kind for a section, from the diffable data source's
  /// provider or, for a flow layout, the classic data source.
  private func providedSupplementary(ofKind kind: String, section: Int) -> UIView? {
    let indexPath = IndexPath(item: 0, section: section)
    if let supplementaryProvider { return supplementaryProvider(self, kind, indexPath) }
    return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  /// Points the list's section headers at the supplementary views a list layout asks
  /// for.
  func updateHeaderProvider() {
    let canProvide = supplementaryProvider != nil || dataSource != nil
    if canProvide, wantsSupplementaryHeaders {
      itemList.headerViewProvider = { [unowned self] _, section, _ in
        self.providedSupplementary(ofKind: Self.elementKindSectionHeader, section: section)
      }
    } else if itemList.headerViewProvider != nil {
      itemList.headerViewProvider = nil
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
  /// The supplementary views a compositional layout's boundary items show, by kind and
  /// section.
  private var boundaryViews: [String: (view: UIView, kind: String, indexPath: IndexPath)] = [:]
  /// Classes registered for supplementary views, by kind and reuse identifier.
  private var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]

  /// Registers the class of the supplementary views
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes, as UIKit's
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` class; `nil` removes the registration.
  ///   - elementKind: The kind (`elementKindSectionHeader`...).
  ///   - identifier: The reuse identifier.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = elementKind + "/" + identifier
    guard let viewClass else {
      supplementaryRegistrations[key] = nil
      return
    }
    guard let viewType = viewClass as? UICollectionReusableView.Type else {
      preconditionFailure(
        "register(_:forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: "
          + "\"\(identifier)\"): \(viewClass) is not a UICollectionReusableView class")
    }
    supplementaryRegistrations[key] = viewType
  }

  /// A supplementary view of the class registered for the kind and identifier, as
  /// UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; stops
  /// with a message naming them when nothing is registered, as UIKit does.
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The position (the section's, item 0 for a header).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let viewType = supplementaryRegistrations[elementKind + "/" + identifier] else {
      preconditionFailure(
        "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: "
          + "\"\(identifier)\", for:): no class registered for them. Call "
          + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first.")
    }
    return viewType.init()
  }

  /// Shows the supplementary views the layout places itself (a flow layout's headers
  /// and footers, a compositional layout's boundary items) where it places them, in the
  /// scrolling content, while they meet the visible bounds: each made by the data
  /// source's `supplementaryViewProvider` (or a classic data source's
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`) when it comes into view,
  /// the delegate told `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`
  /// then and `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`
  /// when it leaves, as UIKit does.
  func placeBoundarySupplementaries() {
    let wanted = collectionViewLayout.visibleSupplementaries() ?? []
    let keys = Set(wanted.map { "\($0.kind)/\($0.indexPath.section)" })
    for (key, shown) in boundaryViews.sorted(by: { $0.key < $1.key }) where !keys.contains(key) {
      shown.view.removeFromSuperview()
      boundaryViews[key] = nil
      if let delegate, let view = shown.view as? UICollectionReusableView {
        delegate.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: shown.kind,
          at: shown.indexPath)
      }
    }
    let provider: (@MainActor (String, IndexPath) -> UIView?)? =
      if let supplementaryProvider {
        { [unowned self] kind, indexPath in supplementaryProvider(self, kind, indexPath) }
      } else if let dataSource {
        { [unowned self] kind, indexPath in
          dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
      } else { nil }
    guard let provider else { return }
    let list = itemList
    for (kind, indexPath, frame) in wanted {
      let key = "\(kind)/\(indexPath.section)"
      let view: UIView
      var appearing = false
      if let existing = boundaryViews[key] {
        view = existing.view
      } else {
        guard let made = provider(kind, indexPath) else { continue }
        view = made
        boundaryViews[key] = (made, kind, indexPath)
        appearing = true
      }
      view.frame = frame
      if view.superview !== list { list.addSubview(view) }
      if appearing, let delegate, let view = view as? UICollectionReusableView {
        delegate.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
      }
    }
  }

  /// Gives the visible cells the `alpha` and `isHidden` of a flow layout subclass's
  /// attributes for their items.
  private func showFlowItemAttributes() {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let shown = flow.shownItemAttributes()
    guard !shown.isEmpty else { return }
    for cell in visibleCells {
      guard let indexPath = itemList.indexPath(for: cell), let attributes = shown[indexPath]
      else { continue }
      if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
      if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
    }
  }

  /// Tells the delegate of the list layout's supplementary headers that came on screen
  /// and left it at this layout, as ``placeBoundarySupplementaries()`` does for the
  /// views it places: the list shows those headers itself.
  private func tellListHeaderDisplay() {
    var shown: [Int: UICollectionReusableView] = [:]
    if itemList.headerViewProvider != nil {
      for section in 0..<itemList.snapshot.numberOfSections {
        if let view = itemList.providedHeader(inSection: section) as? UICollectionReusableView,
          view.superview === itemList
        {
          shown[section] = view
        }
      }
    }
    let old = displayedListHeaders
    displayedListHeaders = shown
    guard let delegate else { return }
    let kind = Self.elementKindSectionHeader
    for (section, view) in old.sorted(by: { $0.key < $1.key }) where shown[section] !== view {
      delegate.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
        at: IndexPath(item: 0, section: section))
    }
    for (section, view) in shown.sorted(by: { $0.key < $1.key }) where old[section] !== view {
      delegate.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: kind,
        at: IndexPath(item: 0, section: section))
    }
  }
  /// The size and offset at the last layout of a flow layout with a delegate.
  private var lastFlowLayout: (size: CGSize, offset: CGPoint)?
  /// The list layout's header views the delegate was told are on screen, by section.
  private var displayedListHeaders: [Int: UICollectionReusableView] = [:]

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
    itemList.tapHandler = { [unowned self] indexPath in self.performTap(at: indexPath) }
    // Headers keep the list's height (the list layout's 38, a flow layout's reference
    // height), not their views' measured one.
    itemList.tableHeaderHeightProvider = { [unowned self] _ in itemList.sectionHeaderHeight }
    itemList.tableDisplayHandler = { [unowned self] cell, indexPath, appearing in
      guard let delegate, let cell = cell as? UICollectionViewCell else { return }
      if appearing {
        delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      } else {
        delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
    scrolling = ScrollingPan(self)
  }

  /// Lays the items out where the collection view is scrolled to, then tells the
  /// delegate of a scroll since the last layout (`scrollViewDidScroll(_:)`, which
  /// `UICollectionViewDelegate` inherits, as in UIKit). The list of items stays in the
  /// visible bounds and scrolls with the collection view's `contentOffset`, whose
  /// `contentSize` is the items'.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if itemList.frame.size != bounds.size {
      itemList.frame = CGRect(origin: contentOffset, size: bounds.size)
      collectionViewLayout.invalidateLayout()
    }
    if needsReload { reloadData() }
    // A flow layout asks its delegate again at a layout, as UIKit's does when
    // invalidated: the sizes may follow the width or the data. A scroll alone does not
    // invalidate it (UIKit's `shouldInvalidateLayout(forBoundsChange:)` is `false` for
    // it), so a layout that only follows a new offset keeps the placement.
    if collectionViewLayout is UICollectionViewFlowLayout,
      delegate is any UICollectionViewDelegateFlowLayout
    {
      let scrolledOnly =
        lastFlowLayout.map { $0.size == bounds.size && $0.offset != contentOffset } ?? false
      if !scrolledOnly { collectionViewLayout.apply(to: itemList) }
      lastFlowLayout = (bounds.size, contentOffset)
    }
    followOffset()
    if measureSelfSizingItems() { followOffset() }
    placeBoundarySupplementaries()
    showFlowItemAttributes()
    tellListHeaderDisplay()
    invalidateVisibleItems()
    tellPrefetching()
    attachItemContextMenus()
    guard contentOffset != reportedOffset else { return }
    reportedOffset = contentOffset
    swipeActions?.hide()
    delegate?.scrollViewDidScroll(self)
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
  /// `supplementaryView(forElementKind:at:)`: a section's header or footer while it is
  /// visible.
  /// - Parameters:
  ///   - elementKind: The kind (`elementKindSectionHeader`...).
  ///   - indexPath: The position (the section's).
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UIView?
  {
    if let boundary = boundaryViews["\(elementKind)/\(indexPath.section)"] {
      return boundary.view
    }
    if elementKind == Self.elementKindSectionFooter {
      return itemList.providedFooter(inSection: indexPath.section)
    }
    guard elementKind == Self.elementKindSectionHeader else { return nil }
    return itemList.providedHeader(inSection: indexPath.section)
  }

  /// Where the layout places an item, as UIKit's `layoutAttributesForItem(at:)`: the
  /// layout's attributes, its frame in the collection view's content; `nil` for an item
  /// the collection view does not have.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    if needsReload { reloadData() }
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Where the layout places a supplementary view, as UIKit's
  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`: the layout's attributes.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
  /// - Parameters:
  ///   - kind: The kind (`elementKindSectionHeader`...).
  ///   - indexPath: The position (the section's, item 0 for a header).
  /// - Returns: Its attributes.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    if needsReload { reloadData() }
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Measures the visible cells of a self-sizing flow layout (its `estimatedItemSize`
  /// not zero), as UIKit asks a cell's `preferredLayoutAttributesFitting(_:)`; returns
  /// whether a size changed (the items are placed again).
  private func measureSelfSizingItems() -> Bool {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.isSelfSizing
    else { return false }
    var changed = false
    let automatic = flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
    for cell in visibleCells {
      guard let indexPath = itemList.indexPath(for: cell) else { continue }
      let target = automatic ? CGSize(width: 50, height: 50) : flow.estimatedItemSize
      let size = cell.systemLayoutSizeFitting(target)
      if flow.recordMeasuredSize(size, at: indexPath) { changed = true }
    }
    guard changed else { return false }
    flow.apply(to: itemList)
    return true
  }

  /// The cell showing an item if it is visible, as UIKit's `cellForItem(at:)`.
  /// - Parameter indexPath: The item.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    itemList.cell(at: indexPath) as? UICollectionViewCell
  }

  /// The cells of the visible items, in index-path order, as UIKit's `visibleCells`: they
  /// follow the collection view's `contentOffset`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
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

  /// Taps an item as a user would: it is selected (or, with multiple selection, a
  /// selected item deselected) and the delegate is told, in UIKit's order.
  /// - Parameter indexPath: The item.
  public func tapItem(at indexPath: IndexPath) { itemList.tapRow(at: indexPath) }
}
