import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A photo grid as public iOS code writes it: a `UICollectionViewController` whose
// extension sizes the items from the collection view's width through
// `UICollectionViewDelegateFlowLayout`.

private final class PhotoGridController: UICollectionViewController {
  let photos = (1...6).map { "Photo \($0)" }

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}

extension PhotoGridController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - 8 * 2 - 4 * 2) / 3
    return CGSize(width: side, height: side)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    4
  }
}

@MainActor
@Suite struct UIKitFlowLayoutDelegateTests {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:):
  /// the flow layout asks its delegate for each item's size (here, a third of the width
  /// less insets and spacing) and for the section's insets and spacing.
  @Test func theDelegateSizesTheItemsFromTheWidth() throws {
    let grid = PhotoGridController()
    let host = TestHost()
    host.show(grid)
    let cells = grid.collectionView.visibleCells.sorted {
      ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
    }
    #expect(cells.count == 6)
    let side: CGFloat = (390 - 16 - 8) / 3
    let first = try #require(cells.first)
    #expect(first.frame.width == side)
    #expect(first.frame.height == side)
    let firstInCollection = first.convert(first.bounds, to: grid.collectionView)
    #expect(firstInCollection.minX == 8, "the delegate's left inset")
    let rowOne = cells.prefix(3).map { $0.convert($0.bounds, to: grid.collectionView).minX }
    let expected: [CGFloat] = [8, 8 + side + 4, 8 + 2 * (side + 4)]
    #expect(rowOne == expected, "three a line, 4 points apart")
  }
}

@MainActor
@Suite struct UIKitViewCoordinateTests {
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1vzh4: frames
  /// add up the tree, a scroll view's content moves by its `contentOffset`, and `nil`
  /// means the window.
  @Test func pointsAndRectsConvertBetweenViews() {
    let root = UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    let badge = UIView(frame: CGRect(x: 10, y: 15, width: 30, height: 30))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
    let row = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
    root.view.addSubview(card)
    card.addSubview(badge)
    root.view.addSubview(scroll)
    scroll.contentSize = CGSize(width: 390, height: 1_000)
    scroll.addSubview(row)
    let host = TestHost()
    host.show(root)
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 120))
    #expect(badge.convert(CGPoint.zero, to: card) == CGPoint(x: 10, y: 15))
    #expect(card.convert(CGPoint(x: 35, y: 120), from: nil) == CGPoint(x: 15, y: 20))
    #expect(
      badge.convert(badge.bounds, to: root.view) == CGRect(x: 30, y: 115, width: 30, height: 30))
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 450))
    #expect(scroll.convert(CGPoint(x: 0, y: 300), to: nil) == CGPoint(x: 0, y: 450))
    #expect(row.convert(row.bounds, to: scroll).origin == CGPoint(x: 0, y: 300))
  }
}
