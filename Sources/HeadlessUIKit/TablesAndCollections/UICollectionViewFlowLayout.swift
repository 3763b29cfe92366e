public import HeadlessKit

extension UICollectionView {
  /// The direction a layout scrolls, as UIKit's `UICollectionView.ScrollDirection`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, Sendable {
    /// The content scrolls up and down.
    case vertical = 0
    /// The content scrolls left and right.
    case horizontal = 1
  }
}

/// Items in lines, as UIKit's `UICollectionViewFlowLayout`: each section's items flow
/// from one line to the next (rows when it scrolls vertically, columns when it scrolls
/// horizontally), each line holding as many items as fit with at least
/// `minimumInteritemSpacing` between them; the space left is spread between a line's
/// items, so that a full line reaches both insets. A section's last line is not spread:
/// items of one size keep the columns a full line has; items of different sizes keep
/// the spacing of the line before when it fits, else the minimum. A line is as thick as
/// its largest item, the others centred on it; lines are `minimumLineSpacing` apart. Each section has its insets, and a header before and a footer after its items
/// when their reference sizes are not zero.
///
/// The collection view's delegate, when it is a ``UICollectionViewDelegateFlowLayout``,
/// gives each item's size and each section's insets, spacing and header and footer
/// sizes; it is asked at each layout, as UIKit's layout asks when invalidated.
///
/// A subclass that overrides `layoutAttributesForElements(in:)` (a left-aligned layout,
/// say) places the cells: they show at the frames, `alpha` and `isHidden` its
/// attributes give.
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The items' size, as UIKit's `itemSize`: 50 x 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between items of a line, as UIKit's `minimumInteritemSpacing`: 10.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space between lines, as UIKit's `minimumLineSpacing`: 10 by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Each section's insets, as UIKit's `sectionInset`: zero by default.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The size of each section's header, as UIKit's `headerReferenceSize`: scrolling
  /// vertically, a height above zero gives every section a header of that height, as
  /// wide as the collection view; scrolling horizontally, a width above zero gives one
  /// of that width, as tall as the collection view. Its view the data source makes for
  /// `UICollectionView.elementKindSectionHeader`. Zero by default: no headers.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer, as UIKit's `footerReferenceSize`: as
  /// ``headerReferenceSize``, after the section's items; its view the data source makes
  /// for `UICollectionView.elementKindSectionFooter`. Zero by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The direction the content scrolls, as UIKit's `scrollDirection`: `.vertical` by
  /// default. Scrolling horizontally, sections sit side by side, each a run of columns
  /// as tall as the collection view, and a finger dragging sideways scrolls them. A
  /// cell's `frame` is then measured from the visible part's left edge, not the
  /// content's (a difference from UIKit); its `convert(_:to:)` to the collection view
  /// and the layout attributes give the content's.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size counted for items before their cells are measured, as UIKit's
  /// `estimatedItemSize`: zero (the default) gives items their `itemSize` (or the
  /// delegate's); any other size, ``automaticSize`` included, makes items self-sizing: an
  /// item's size is its cell's `systemLayoutSizeFitting(_:)` once the cell shows, the
  /// estimate until then.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  open var estimatedItemSize = CGSize.zero {
    didSet {
      measuredSizes = [:]
      invalidateLayout()
    }
  }
  /// The `estimatedItemSize` that sizes items from their cells, as UIKit's
  /// `automaticSize`; such items are counted 50 x 50 until measured.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 0)

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// The sizes of self-sizing items' cells, measured when they showed.
  var measuredSizes: [IndexPath: CGSize] = [:]
  /// The placement last computed, and what it was computed for.
  private var cached: FlowPlacement? {
    didSet { shown = nil }
  }
  /// A subclass's attributes of the items, by index path, for the placement cached.
  private var shown: [IndexPath: UICollectionViewLayoutAttributes]?
  /// The collection view's `contentOffset.x` the list's items are placed for, scrolling
  /// horizontally.
  var placedOffsetX: CGFloat = 0

  /// Whether the layout scrolls sideways.
  var isHorizontal: Bool { scrollDirection == .horizontal }

  /// Asks the delegate again (the placement is recomputed) and gives the list the
  /// sections' item frames, if they changed.
  override func apply(to list: ListView) {
    let previous = cached
    cached = nil
    guard list.sectionLayout == nil || previous == nil || placement() != previous else { return }
    list.sectionLayout = { [weak self] section, _, _ in
      guard let self else { return ([], 0) }
      let placed = self.placement()
      guard placed.sections.indices.contains(section) else { return ([], 0) }
      let entry = placed.sections[section]
      let shown = self.shownItemAttributes()
      let items =
        shown.isEmpty
        ? entry.items
        : entry.items.enumerated().map { item, frame in
          shown[IndexPath(item: item, section: section)]?.frame ?? frame
        }
      if self.isHorizontal {
        // Side by side: every section starts at the list's top; the list is placed at
        // the collection view's offset, so items move left by it.
        let dx = -self.placedOffsetX
        return (items.map { $0.offsetBy(dx: dx, dy: 0) }, 0)
      }
      let top = entry.extent.minY
      return (items.map { $0.offsetBy(dx: 0, dy: -top) }, entry.extent.height)
    }
  }

  /// The items' attributes as a subclass gives them (its
  /// `layoutAttributesForElements(in:)` over the whole content, which may move items,
  /// hide them or change their alpha, as a left-aligned flow layout does); empty for the
  /// flow layout itself, whose items are where ``placement()`` puts them.
  func shownItemAttributes() -> [IndexPath: UICollectionViewLayoutAttributes] {
    guard type(of: self) != UICollectionViewFlowLayout.self else { return [:] }
    if let shown { return shown }
    let placed = placement()
    var byItem: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    let content = CGRect(origin: .zero, size: placed.contentSize).insetBy(dx: -1, dy: -1)
    for attributes in layoutAttributesForElements(in: content) ?? []
    where attributes.representedElementCategory == .cell {
      byItem[attributes.indexPath] = attributes
    }
    shown = byItem
    return byItem
  }

  override var scrollingContentSize: CGSize? {
    isHorizontal ? placement().contentSize : nil
  }

  /// The content the collection view scrolls over, as UIKit's
  /// `collectionViewContentSize`: scrolling vertically, as wide as the collection view
  /// and as tall as its sections; horizontally, as tall and as wide as its sections.
  open override var collectionViewContentSize: CGSize { placement().contentSize }

  /// The attributes of the items, headers and footers whose frames meet a rectangle of
  /// the content, as UIKit's `layoutAttributesForElements(in:)`: each section's header,
  /// items and footer, section by section.
  /// - Parameter rect: A rectangle in the collection view's content.
  /// - Returns: The attributes.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var attributes: [UICollectionViewLayoutAttributes] = []
    for (index, section) in placement().sections.enumerated()
    where section.extent.intersects(rect) {
      if let header = section.header, header.intersects(rect) {
        attributes.append(
          supplementary(UICollectionView.elementKindSectionHeader, index, header))
      }
      for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
        let cell = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        cell.frame = frame
        attributes.append(cell)
      }
      if let footer = section.footer, footer.intersects(rect) {
        attributes.append(
          supplementary(UICollectionView.elementKindSectionFooter, index, footer))
      }
    }
    return attributes
  }

  /// The attributes of an item, as UIKit's `layoutAttributesForItem(at:)`: its frame in
  /// the content; `nil` for an item the collection view does not have.
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let sections = placement().sections
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  /// The attributes of a section's header or footer, as UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`; `nil` for a section without
  /// one (its reference size zero) or a kind the flow layout does not show.
  /// - Parameters:
  ///   - elementKind: `UICollectionView.elementKindSectionHeader` or
  ///     `elementKindSectionFooter`.
  ///   - indexPath: The section's index path (item 0).
  /// - Returns: Its attributes.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let sections = placement().sections
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let frame =
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: section.header
      case UICollectionView.elementKindSectionFooter: section.footer
      default: CGRect?.none
      }
    return frame.map { supplementary(elementKind, indexPath.section, $0) }
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }

  /// The headers and footers meeting the visible bounds, in the item list's
  /// coordinates.
  override func visibleSupplementaries() -> [(kind: String, indexPath: IndexPath, frame: CGRect)]? {
    guard let collectionView else { return [] }
    let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
    let dx = isHorizontal ? -placedOffsetX : 0
    var shown: [(kind: String, indexPath: IndexPath, frame: CGRect)] = []
    for attributes in layoutAttributesForElements(in: visible) ?? []
    where attributes.representedElementCategory == .supplementaryView && !attributes.isHidden {
      guard let kind = attributes.representedElementKind else { continue }
      shown.append((kind, attributes.indexPath, attributes.frame.offsetBy(dx: dx, dy: 0)))
    }
    return shown
  }

  /// Records a self-sizing item's measured size; returns whether it changed.
  func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard measuredSizes[indexPath] != size else { return false }
    measuredSizes[indexPath] = size
    cached = nil
    return true
  }

  /// Whether items size themselves from their cells.
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// The placement for the collection view's size and items, computed once until the
  /// layout is applied again.
  func placement() -> FlowPlacement {
    guard let collectionView else { return FlowPlacement() }
    let list = collectionView.itemList
    let counts = list.snapshot.sections.map(\.items.count)
    let size = list.bounds.size == .zero ? collectionView.bounds.size : list.bounds.size
    if let cached, cached.size == size, cached.counts == counts { return cached }
    let placed = place(counts: counts, in: size, collectionView: collectionView)
    cached = placed
    return placed
  }

  /// Places every section's header, items and footer in a collection view of `size`.
  private func place(counts: [Int], in size: CGSize, collectionView: UICollectionView)
    -> FlowPlacement
  {
    let flow = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let vertical = !isHorizontal
    // Along: the scrolling axis; across: the other. Frames are made from them.
    func rect(across: CGFloat, along: CGFloat, acrossSize: CGFloat, alongSize: CGFloat) -> CGRect {
      vertical
        ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
        : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
    }
    let acrossExtent = vertical ? size.width : size.height
    var placement = FlowPlacement()
    placement.size = size
    placement.counts = counts
    var cursor: CGFloat = 0
    for (section, count) in counts.enumerated() {
      let inset =
        flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let interitem = max(
        0,
        flow?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing)
      let lineSpacing = max(
        0,
        flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing)
      let headerSize =
        flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footerSize =
        flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let start = cursor
      var entry = FlowPlacement.Section()
      let headerThickness = max(0, vertical ? headerSize.height : headerSize.width)
      if headerThickness > 0 {
        entry.header = rect(
          across: 0, along: cursor, acrossSize: acrossExtent, alongSize: headerThickness)
        cursor += headerThickness
      }
      let acrossStart = vertical ? inset.left : inset.top
      let available = max(
        0, acrossExtent - acrossStart - (vertical ? inset.right : inset.bottom))
      cursor += vertical ? inset.top : inset.left
      let sizes: [CGSize] = (0..<count).map { item in
        let indexPath = IndexPath(item: item, section: section)
        let own =
          isSelfSizing
          ? measuredSizes[indexPath] ?? estimate
          : flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            ?? itemSize
        return CGSize(width: max(0, own.width), height: max(0, own.height))
      }
      let across = sizes.map { vertical ? $0.width : $0.height }
      let along = sizes.map { vertical ? $0.height : $0.width }
      let uniform = Set(across).count <= 1
      var frames: [CGRect] = []
      frames.reserveCapacity(count)
      var first = 0
      var previousSpacing: CGFloat?
      while first < count {
        // As many items as fit, one at least.
        var end = first + 1
        var used = across[first]
        while end < count, used + interitem + across[end] <= available + 0.001 {
          used += interitem + across[end]
          end += 1
        }
        let items = end - first
        let isLast = end == count
        let spacing: CGFloat
        if !isLast {
          spacing = items > 1 ? (available - used) / CGFloat(items - 1) + interitem : 0
        } else if uniform {
          // Items of one size line up in the columns a full line has.
          let side = across[first]
          let columns = max(1, Int((available + interitem) / max(1, side + interitem)))
          spacing =
            columns > 1
            ? max(interitem, (available - CGFloat(columns) * side) / CGFloat(columns - 1))
            : interitem
        } else if let previousSpacing,
          used + CGFloat(items - 1) * (previousSpacing - interitem) <= available + 0.001
        {
          spacing = previousSpacing
        } else {
          spacing = interitem
        }
        if items > 1 { previousSpacing = spacing }
        let thickness = along[first..<end].max() ?? 0
        var position = acrossStart
        for item in first..<end {
          let offset = (thickness - along[item]) / 2
          frames.append(
            rect(
              across: position, along: cursor + offset, acrossSize: across[item],
              alongSize: along[item]))
          position += across[item] + spacing
        }
        cursor += thickness
        if !isLast { cursor += lineSpacing }
        first = end
      }
      cursor += vertical ? inset.bottom : inset.right
      entry.items = frames
      let footerThickness = max(0, vertical ? footerSize.height : footerSize.width)
      if footerThickness > 0 {
        entry.footer = rect(
          across: 0, along: cursor, acrossSize: acrossExtent, alongSize: footerThickness)
        cursor += footerThickness
      }
      entry.extent = rect(
        across: 0, along: start, acrossSize: acrossExtent, alongSize: cursor - start)
      placement.sections.append(entry)
    }
    placement.contentSize =
      vertical
      ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
    return placement
  }

  /// The size counted for a self-sizing item not measured yet.
  private var estimate: CGSize {
    estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
  }
}

/// Where a flow layout places each section's header, items and footer, in the content.
struct FlowPlacement: Equatable {
  struct Section: Equatable {
    /// The section's whole extent, header and footer included.
    var extent = CGRect.zero
    var header: CGRect?
    var items: [CGRect] = []
    var footer: CGRect?
  }
  var sections: [Section] = []
  var contentSize = CGSize.zero
  /// The collection view size and section counts it was placed for.
  var size = CGSize.zero
  var counts: [Int] = []
}
