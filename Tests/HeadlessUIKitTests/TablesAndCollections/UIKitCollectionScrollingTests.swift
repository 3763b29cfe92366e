import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A collection view's own scrolling: its contentOffset moves the items, the visible items
// follow it, the delegate hears scrollViewDidScroll(_:), scrollToItem(at:at:animated:)
// places an item, and a finger dragging across scrolls it; sections of a compositional
// layout that scroll sideways keep an offset of their own.

/// A grid of 30 tiles of 100 x 100 in a 390 x 400 collection view: 3 a line
/// ((390 + 10) / 110), lines 110 apart, 10 lines: 1,090 high, so offsets up to 690.
private final class GridWatcher: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var offsets: [CGFloat] = []
  var animationsEnded = 0

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationsEnded += 1 }
}

@MainActor
private func showGrid(
  _ watcher: some UICollectionViewDataSource & UICollectionViewDelegate
) -> (UICollectionView, TestHost) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
  collectionView.dataSource = watcher
  collectionView.delegate = watcher
  let controller = UIViewController()
  controller.view.addSubview(collectionView)
  let host = TestHost()
  host.show(controller)
  return (collectionView, host)
}

private func items(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
  range.map { IndexPath(item: $0, section: section) }
}

@MainActor
@Suite struct UIKitCollectionScrollingTests {
  /// UICollectionView is a UIScrollView: its contentOffset scrolls the items
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset), its
  /// visible items follow (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems,
  /// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells), and
  /// its delegate, a UIScrollViewDelegate, hears scrollViewDidScroll(_:)
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:));
  /// an animated setContentOffset ends with scrollViewDidEndScrollingAnimation(_:).
  @Test func theContentOffsetScrollsTheItemsAndTellsTheDelegate() throws {
    let watcher = GridWatcher()
    let (collectionView, host) = showGrid(watcher)
    #expect(collectionView.contentSize == CGSize(width: 390, height: 1_090))
    #expect(collectionView.indexPathsForVisibleItems == items(0..<12))
    #expect(watcher.offsets.isEmpty)
    collectionView.setContentOffset(CGPoint(x: 0, y: 330), animated: false)
    host.flush()
    #expect(watcher.offsets == [330])
    // Lines from y 330 to 730: lines 3 to 6.
    #expect(collectionView.indexPathsForVisibleItems == items(9..<21))
    #expect(
      collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }
        == items(9..<21))
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 9, section: 0)))
    #expect(first.frame.minY == 330)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // Past the end: kept in the content (1,090 - 400).
    collectionView.setContentOffset(CGPoint(x: 0, y: 5_000), animated: true)
    host.flush()
    #expect(collectionView.contentOffset.y == 690)
    #expect(watcher.offsets == [330, 690])
    #expect(watcher.animationsEnded == 1)
    #expect(collectionView.indexPathsForVisibleItems == items(18..<30))
  }

  /// scrollToItem(at:at:animated:) scrolls so the item is at the top, centre or bottom
  /// of the bounds (https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:),
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition).
  @Test func scrollToItemPlacesTheItem() {
    let watcher = GridWatcher()
    let (collectionView, host) = showGrid(watcher)
    let item = IndexPath(item: 15, section: 0)  // line 5: y 550 to 650
    collectionView.scrollToItem(at: item, at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 550)
    collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 400)
    collectionView.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(collectionView.contentOffset.y == 250)
    // No position: as little as shows the item; item 0 is above the bounds.
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: true)
    #expect(collectionView.contentOffset.y == 0)
    host.flush()
    #expect(collectionView.indexPathsForVisibleItems == items(0..<12))
    #expect(watcher.animationsEnded == 1)
  }

  /// A finger dragging up a scroll view scrolls its content up with it (the scroll view's
  /// pan, https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer):
  /// TestHost's swipe drags 100 points.
  @Test func aSwipeScrollsTheCollectionView() {
    let watcher = GridWatcher()
    let (collectionView, host) = showGrid(watcher)
    host.swipe(collectionView, direction: .up)
    host.flush()
    #expect(collectionView.contentOffset.y == 100)
    #expect(watcher.offsets.last == 100)
    // From y 100 to 500: lines 1 to 4 (line 0 ends at 100).
    #expect(collectionView.indexPathsForVisibleItems == items(3..<15))
    host.swipe(collectionView, direction: .down)
    host.flush()
    #expect(collectionView.contentOffset.y == 0)
    #expect(watcher.offsets.last == 0)
  }
}

/// Two sections: a row of 10 cards of 150 x 100, 10 apart, scrolling sideways (1,590
/// wide in a 390-wide view), then a plain section of 4 items of the view's width.
private final class ShelfSource: NSObject, UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section == 0 ? 10 : 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

@MainActor
private final class HandlerLog {
  var calls: [(offset: CGPoint, items: [IndexPath])] = []
}

@MainActor
@Suite struct UIKitOrthogonalScrollingTests {
  private func makeShelf(_ log: HandlerLog) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      if index == 0 {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(150), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(150), heightDimension: .absolute(100)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
          log.calls.append((offset, items.map(\.indexPath)))
        }
        return section
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
  }

  /// A section with an orthogonalScrollingBehavior scrolls sideways on its own
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior):
  /// a sideways swipe over it moves its items, not the other section's; the visible
  /// items follow its offset, and its visibleItemsInvalidationHandler hears the visible
  /// items and the offset
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler).
  @Test func anOrthogonalSectionScrollsSidewaysOnItsOwn() throws {
    let log = HandlerLog()
    let source = ShelfSource()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      collectionViewLayout: makeShelf(log))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    // Cards at x 0, 160, 320 meet the 390 points across.
    #expect(collectionView.indexPathsForVisibleItems == items(0..<3) + items(0..<4, section: 1))
    #expect(log.calls.last?.offset == .zero)
    #expect(log.calls.last?.items == items(0..<3))
    host.swipe(collectionView, direction: .left, from: CGPoint(x: 195, y: 50))
    host.flush()
    #expect(collectionView.contentOffset == .zero)
    // Moved 100 to the left: cards 0 to 3 (x -100, 60, 220, 380) meet the bounds.
    #expect(collectionView.indexPathsForVisibleItems == items(0..<4) + items(0..<4, section: 1))
    let card = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(card.frame.minX == 60)
    let row = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
    #expect(row.frame.minX == 0)
    #expect(log.calls.last?.offset == CGPoint(x: 100, y: 0))
    #expect(log.calls.last?.items == items(0..<4))
    // The last card at the right edge: the row's end (1,590 - 390).
    collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .right, animated: false)
    host.flush()
    #expect(collectionView.indexPathsForVisibleItems == items(7..<10) + items(0..<4, section: 1))
    #expect(log.calls.last?.offset == CGPoint(x: 1_200, y: 0))
  }
}

private final class LongTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var offsets: [CGFloat] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }
}

@MainActor
@Suite struct UIKitTableSwipeScrollTests {
  /// A table is a scroll view too: a finger dragging up scrolls its rows with it (the
  /// scroll view's pan,
  /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer)
  /// and its delegate hears scrollViewDidScroll(_:); a sideways swipe does not scroll it.
  @Test func aSwipeScrollsATable() {
    let source = LongTable()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    let controller = UIViewController()
    controller.view.addSubview(table)
    let host = TestHost()
    host.show(controller)
    host.swipe(table, direction: .up)
    host.flush()
    #expect(table.contentOffset.y == 100)
    #expect(source.offsets.last == 100)
    // Row 2 (88 to 132) is the first in the band from 100.
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
    host.swipe(table, direction: .left)
    host.flush()
    #expect(table.contentOffset.y == 100)
  }
}

@MainActor
@Suite struct UIKitCollectionScrollingPictureTests {
  /// What the scrolled collection view shows: the rows at the offset at the top of its
  /// bounds (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset),
  /// drawn once, in the picture as on screen.
  @Test func theScrolledRowsShowAtTheTopOfTheBounds() throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<30).map { "Item \($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    collectionView.contentOffset = CGPoint(x: 0, y: 440)
    host.flush()
    // Rows of 44: rows 10 to 19 fill the 440 points; row 10 at the top.
    let lines = host.window.renderText(compact: false).split(separator: "\n")
    let top = try #require(lines.firstIndex { $0.contains("Item 10") })
    #expect(top < 3)
    #expect(lines.contains { $0.contains("Item 19") })
    #expect(!lines.contains { $0.contains("Item 5") })
    #expect(lines.filter { $0.contains("Item 12") }.count == 1)
  }
}

private final class DisplayWatcher: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  var log: [String] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.item)")
  }
}

@MainActor
@Suite struct UIKitCollectionDisplayTests {
  /// The delegate hears collectionView(_:willDisplay:forItemAt:) as items come into the
  /// bounds and collectionView(_:didEndDisplaying:forItemAt:) as they leave
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:),
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:));
  /// indexPathForItem(at:) finds the item at a point of the scrolled content
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)).
  @Test func itemsEnteringAndLeavingTheBoundsAreTold() {
    let watcher = DisplayWatcher()
    let (collectionView, host) = showGrid(watcher)
    #expect(watcher.log == (0..<12).map { "willDisplay \($0)" })
    watcher.log = []
    collectionView.contentOffset = CGPoint(x: 0, y: 330)
    host.flush()
    #expect(
      watcher.log
        == (0..<9).map { "didEndDisplaying \($0)" } + (12..<21).map { "willDisplay \($0)" })
    // Line 3 (y 330 to 430), column 1 (x 145 to 245): item 10; none in the gap before.
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 150, y: 340))
        == IndexPath(item: 10, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 120, y: 340)) == nil)
  }
}
