import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UICollectionViewFlowLayout as iOS places items: each item at the size its delegate
// gives it, lines wrapping when the next item does not fit, per-section insets and
// spacing, sections side by side when it scrolls horizontally, and the layout-attribute
// methods reporting where everything is.

/// Items of the sizes listed, by section, with each section's insets, spacing and
/// header size from the flow layout delegate; records the items it was asked to size.
private final class SizedItems: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var sizes: [[CGSize]]
  var insets: [UIEdgeInsets] = []
  var lineSpacings: [CGFloat] = []
  var headerHeights: [CGFloat] = []
  var sized: [IndexPath] = []
  var shown: [String] = []

  init(_ sizes: [[CGSize]]) { self.sizes = sizes }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sizes[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sized.append(indexPath)
    return sizes[indexPath.section][indexPath.item]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    insets.indices.contains(section) ? insets[section] : .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    lineSpacings.indices.contains(section) ? lineSpacings[section] : 10
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: 0, height: headerHeights.indices.contains(section) ? headerHeights[section] : 0)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    shown.append("will \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    shown.append("end \(indexPath.section)")
  }
}

/// The left-aligned flow layout iOS code writes: its superclass's attributes, copied,
/// each line's items moved to the left inset and packed at the minimum spacing.
private final class LeftAlignedLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect)?
      .map { $0.copy() as! UICollectionViewLayoutAttributes }
    var left = sectionInset.left
    var lineBottom: CGFloat = -1
    for item in attributes ?? [] where item.representedElementCategory == .cell {
      if item.frame.minY >= lineBottom { left = sectionInset.left }
      item.frame.origin.x = left
      left += item.frame.width + minimumInteritemSpacing
      lineBottom = max(lineBottom, item.frame.maxY)
      item.alpha = item.indexPath.item == 2 ? 0.5 : 1
    }
    return attributes
  }
}

@MainActor
private func show(
  _ source: SizedItems, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
  size: CGSize = CGSize(width: 300, height: 600)
) -> (UICollectionView, TestHost) {
  let collectionView = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
  collectionView.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  collectionView.dataSource = source
  collectionView.delegate = source
  let controller = UIViewController()
  controller.view.addSubview(collectionView)
  let host = TestHost()
  host.show(controller)
  return (collectionView, host)
}

@MainActor
private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
  collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@MainActor
@Suite struct UIKitFlowLayoutPlacementTests {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout: "Cells
  /// can be the same sizes or different sizes"; the delegate's
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  /// is asked for every item. A line holds as many items as fit with the minimum
  /// spacing between them, and that spacing is "adjusted upward" so that the line
  /// reaches both insets
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing);
  /// lines are minimumLineSpacing apart, each as tall as its tallest item.
  @Test func eachItemHasItsOwnSizeAndLinesWrap() throws {
    let source = SizedItems([
      [
        CGSize(width: 100, height: 40), CGSize(width: 80, height: 60),
        CGSize(width: 120, height: 40), CGSize(width: 200, height: 30),
        CGSize(width: 50, height: 30),
      ]
    ])
    source.insets = [UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)]
    let (collectionView, _) = show(source)
    #expect(Set(source.sized) == Set((0..<5).map { IndexPath(item: $0, section: 0) }))
    let sizes = (0..<5).compactMap { frame(collectionView, $0)?.size }
    #expect(sizes == source.sizes[0])
    // Line 1: 100 + 10 + 80 fits in 280, 120 more does not; spread to both insets.
    #expect(frame(collectionView, 0)?.minX == 10)
    #expect(frame(collectionView, 1)?.maxX == 290)
    // The line is 60 tall: the 40-tall item sits on its centre.
    #expect(frame(collectionView, 1)?.minY == 10)
    #expect(frame(collectionView, 0)?.minY == 20)
    // Line 2 (120 alone: 200 more does not fit) 10 below; line 3 holds 200 and 50.
    #expect(frame(collectionView, 2)?.minY == 80)
    #expect(frame(collectionView, 3)?.minY == 130)
    #expect(frame(collectionView, 4)?.minY == 130)
    #expect(frame(collectionView, 3)?.minX == 10)
    // 130 + 30 + the bottom inset.
    #expect(collectionView.contentSize == CGSize(width: 300, height: 170))
    #expect(
      collectionView.collectionViewLayout.collectionViewContentSize == collectionView.contentSize)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.frame == frame(collectionView, 1))
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout:
  /// insets, line spacing and header sizes are asked section by section
  /// (collectionView(_:layout:insetForSectionAt:),
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:),
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)); the header sits above
  /// the section's insets, as wide as the collection view
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
  @Test func eachSectionHasItsOwnInsetsSpacingAndHeader() throws {
    let square = CGSize(width: 100, height: 100)
    let source = SizedItems([
      Array(repeating: square, count: 4), Array(repeating: square, count: 4),
    ])
    source.insets = [
      UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
      UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 40),
    ]
    source.lineSpacings = [10, 30]
    source.headerHeights = [0, 44]
    let (collectionView, _) = show(source)
    // Section 0: 2 a line (a third does not fit in 300), spread to both edges.
    #expect(frame(collectionView, 1)?.minX == 200)
    #expect(frame(collectionView, 3) == CGRect(x: 200, y: 115, width: 100, height: 100))
    // Section 0 ends at 5 + 100 + 10 + 100 + 5 = 220; section 1's header is 44 tall.
    let header = try #require(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(header.frame == CGRect(x: 0, y: 220, width: 300, height: 44))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        == nil, "a header of height zero is none")
    // Section 1: 220 inset 40 both sides -> 2 a line, 30 apart vertically.
    #expect(frame(collectionView, 0, 1) == CGRect(x: 40, y: 284, width: 100, height: 100))
    #expect(frame(collectionView, 1, 1)?.maxX == 260)
    #expect(frame(collectionView, 2, 1)?.minY == 414)
    let shownHeader = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(shownHeader?.frame == header.frame)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection:
  /// scrolling horizontally, items fill columns as tall as the collection view, the
  /// sections sit side by side, the header before its section as wide as its reference
  /// width, and the content grows sideways; contentOffset.x scrolls it, a sideways swipe
  /// too.
  @Test func aHorizontalFlowFillsColumnsAndScrollsSideways() throws {
    let source = SizedItems([Array(repeating: CGSize(width: 80, height: 80), count: 12)])
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 80, height: 80)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    // 2 a column (80 + 10 + 80 fits in 200), spread to the top and bottom edges.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(frame(collectionView, 1) == CGRect(x: 0, y: 120, width: 80, height: 80))
    #expect(frame(collectionView, 2) == CGRect(x: 90, y: 0, width: 80, height: 80))
    // 6 columns: 6 * 80 + 5 * 10.
    #expect(collectionView.contentSize == CGSize(width: 530, height: 200))
    collectionView.contentOffset = CGPoint(x: 200, y: 0)
    host.flush()
    // From x 200 to 500: columns 2 (180-260) to 5.
    #expect(
      collectionView.indexPathsForVisibleItems == (4..<12).map { IndexPath(item: $0, section: 0) })
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 460, y: 130))
        == IndexPath(item: 11, section: 0))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 11, section: 0)))
    // In the collection view's coordinates (its content's), where the layout puts it.
    #expect(cell.convert(cell.bounds, to: collectionView).minX == 450)
    host.swipe(collectionView, direction: .right)
    host.flush()
    #expect(collectionView.contentOffset.x == 100)
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: false)
    host.flush()
    #expect(collectionView.contentOffset.x == 0)
  }

  /// The header of a horizontal flow: as wide as headerReferenceSize's width and as tall
  /// as the collection view
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
  @Test func aHorizontalHeaderStandsBeforeItsSection() throws {
    let source = SizedItems([Array(repeating: CGSize(width: 80, height: 80), count: 2)])
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.headerReferenceSize = CGSize(width: 30, height: 999)
    layout.itemSize = CGSize(width: 80, height: 80)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    // No delegate: the layout's own values.
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
    #expect(frame(collectionView, 0)?.minX == 30)
    #expect(layout.collectionViewContentSize.width == 110)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:):
  /// the attributes of every cell and view whose frame meets the rectangle, each with
  /// its index path and category
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes).
  @Test func layoutAttributesForElementsInARect() {
    // 3 a line: 90 + 10 + 90 + 10 + 90 <= 300, spread 15 apart.
    let source = SizedItems([Array(repeating: CGSize(width: 90, height: 100), count: 9)])
    source.headerHeights = [20]
    let (collectionView, _) = show(source)
    let layout = collectionView.collectionViewLayout
    // The band from y 0 to 50: the header (0-20) and the first line (20-120).
    let band = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 50))
    let categories = band?.map(\.representedElementCategory)
    #expect(categories == [.supplementaryView, .cell, .cell, .cell])
    #expect(band?.dropFirst().map(\.indexPath.item) == [0, 1, 2])
    let cell = band?.last
    #expect(cell?.representedElementKind == nil)
    #expect(cell?.center == CGPoint(x: 255, y: 70))
    #expect(cell?.alpha == 1)
    #expect(cell?.zIndex == 0)
    #expect(cell?.isHidden == false)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0)) == nil)
    // Below the last line (20 + 3 * 100 + 2 * 10 = 340): nothing.
    let below = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 345, width: 300, height: 100))
    #expect(below?.isEmpty == true)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:):
  /// a scroll does not invalidate a flow layout, so its delegate is not asked again;
  /// reloadData() does
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()).
  @Test func aScrollDoesNotAskForTheSizesAgain() {
    let source = SizedItems([Array(repeating: CGSize(width: 90, height: 100), count: 30)])
    let (collectionView, host) = show(source)
    source.sized = []
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    host.flush()
    #expect(source.sized.isEmpty)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
    source.sizes[0][0] = CGSize(width: 90, height: 150)
    collectionView.reloadData()
    host.flush()
    #expect(Set(source.sized).count == 30, "every item asked again")
    #expect(frame(collectionView, 0)?.height == 150)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:):
  /// "Subclasses must override this method and use it to return layout information for
  /// all items whose view intersects the specified rectangle": a flow layout subclass's
  /// attributes place the cells, as a left-aligned layout relies on.
  @Test func aSubclassesAttributesPlaceTheCells() throws {
    let source = SizedItems([
      [
        CGSize(width: 100, height: 40), CGSize(width: 80, height: 40),
        CGSize(width: 120, height: 40),
      ]
    ])
    let layout = LeftAlignedLayout()
    let (collectionView, _) = show(source, layout: layout)
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(first.frame.minX == 0)
    #expect(second.frame.minX == 110, "packed, not spread to the right edge")
    #expect(third.frame.minX == 0)
    #expect(third.alpha == 0.5)
    // layoutAttributesForItem(at:) is not overridden: the flow layout's own frame.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.maxX == 300)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  /// and
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:):
  /// a header's view is told to the delegate when it comes into view and when it
  /// leaves.
  @Test func headersComingIntoViewAndLeavingAreTold() {
    let tile = CGSize(width: 90, height: 100)
    let source = SizedItems(Array(repeating: Array(repeating: tile, count: 6), count: 4))
    source.headerHeights = [40, 40, 40, 40]
    // Each section: 40 + 100 + 10 + 100 = 250; the view shows 300.
    let (collectionView, host) = show(source, size: CGSize(width: 300, height: 300))
    #expect(source.shown == ["will 0", "will 1"])
    source.shown = []
    collectionView.contentOffset = CGPoint(x: 0, y: 260)
    host.flush()
    // From 260 to 560: section 1 (250-500, its header 250-290) and 2's header (500-540).
    #expect(source.shown == ["end 0", "will 2"])
    source.shown = []
    collectionView.contentOffset = CGPoint(x: 0, y: 295)
    host.flush()
    #expect(source.shown == ["end 1"])
  }
}

/// A cell whose content is 140 x 30 by its constraints (below required, so that the
/// cell shows at its estimated size without a conflict before it is measured).
private final class FixedContentCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let block = UIView()
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    let width = block.widthAnchor.constraint(equalToConstant: 140)
    let height = block.heightAnchor.constraint(equalToConstant: 30)
    width.priority = UILayoutPriority(999)
    height.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      width, height,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class SelfSizingSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "fixed", for: indexPath)
  }
}

@MainActor
@Suite struct UIKitFlowLayoutSelfSizingTests {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  /// and https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize:
  /// an estimated size makes items size themselves from their cells' constraints.
  @Test func automaticSizeMeasuresTheCells() {
    let source = SelfSizingSource()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    collectionView.register(FixedContentCell.self, forCellWithReuseIdentifier: "fixed")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    let size = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
    #expect(size == CGSize(width: 140, height: 30))
    // Two a line (140 + 10 + 140 <= 300), then one: two lines of 30, 10 apart.
    #expect(collectionView.contentSize.height == 70)
  }
}

@MainActor
@Suite struct UIKitCompositionalLayoutAttributesTests {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  /// and
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
  /// for a compositional layout: its items and boundary items where it places them.
  @Test func aCompositionalLayoutReportsItsItemsAndHeaders() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let source = SizedItems([Array(repeating: .zero, count: 4)])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    let band = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 50))
    #expect(band?.map(\.representedElementCategory) == [.supplementaryView, .cell, .cell])
    #expect(band?.last?.frame == CGRect(x: 200, y: 40, width: 200, height: 80))
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 200, y: 120, width: 200, height: 80))
  }

  /// A list layout's item is its row
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)).
  @Test func aListLayoutsItemIsItsRow() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let source = SizedItems([Array(repeating: .zero, count: 3)])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
  }
}

@MainActor
@Suite struct UIKitListLayoutScrollTests {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  /// on a list layout: the row's frame is found in the whole list (its rows of one
  /// height), and the collection view scrolls to it.
  @Test func scrollToItemInAListLayout() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let source = SizedItems([Array(repeating: .zero, count: 40)])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
    host.flush()
    #expect(collectionView.contentOffset.y == 880)
  }
}
