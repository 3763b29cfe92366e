import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Lines public iOS code writes that failed to compile or drew wrongly on Linux.

/// A view with the `@IBInspectable` trio, as `headless port` leaves it once the attribute
/// is removed: its own `cornerRadius`, `borderWidth` and `borderColor` over the layer's.
private final class RoundedCardView: UIView {
  var cornerRadius: CGFloat {
    get { layer.cornerRadius }
    set { layer.cornerRadius = newValue }
  }
  var borderWidth: CGFloat {
    get { layer.borderWidth }
    set { layer.borderWidth = newValue }
  }
  var borderColor: UIColor? {
    get { layer.borderColor.map { UIColor(cgColor: $0) } }
    set { layer.borderColor = newValue?.cgColor }
  }
}

/// A collection cell whose label is pinned to its content view by anchors.
private final class PinnedLabelCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PinnedGridController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 150, height: 60)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(PinnedLabelCell.self, forCellWithReuseIdentifier: "probe")
    collectionView.dataSource = self
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 40 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath)
      as! PinnedLabelCell
    cell.titleLabel.text = "Item \(indexPath.item)"
    return cell
  }
}

@MainActor
@Suite struct UIKitPortingDefectsTests {
  /// A view subclass may declare `cornerRadius`, `borderWidth` and `borderColor` of its
  /// own, as on iOS, where UIView has none of them
  /// (https://developer.apple.com/documentation/uikit/uiview): they reach the layer's
  /// (https://developer.apple.com/documentation/quartzcore/calayer/cornerradius).
  @Test func aViewSubclassDeclaresItsOwnCornerRadius() throws {
    let card = RoundedCardView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.backgroundColor = .systemTeal
    card.cornerRadius = 12
    card.borderWidth = 2
    card.borderColor = .systemRed
    #expect(card.layer.cornerRadius == 12)
    #expect(card.cornerRadius == 12)
    #expect(card.borderColor == .systemRed)
    let controller = UIViewController()
    controller.view.addSubview(card)
    let host = TestHost()
    host.show(controller)
    let svg = host.window.renderSVG()
    #expect(svg.contains(#"rx="12""#))
    #expect(svg.contains(#"stroke-width="2""#))
  }

  /// UIBarButtonItem.SystemItem in UIKit's order, with UIKit's raw values
  /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem; the
  /// UIBarButtonSystemItem enum of UIBarButtonItem.h counts from done = 0 to close = 24).
  @Test func systemItemsHaveUIKitsCasesAndRawValues() {
    typealias Item = UIBarButtonItem.SystemItem
    let order: [Item] = [
      .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
      .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
      .pause, .rewind, .fastForward, .undo, .redo,
    ]
    #expect(order.map(\.rawValue) == Array(0...22))
    #expect(Item(rawValue: 23) != nil, "pageCurl, deprecated")
    #expect(Item.close.rawValue == 24)
    let refresh = UIBarButtonItem(systemItem: .refresh)
    #expect(refresh.image == UIImage(systemName: "arrow.clockwise"))
    #expect(UIBarButtonItem(systemItem: .done).title == "Done")
  }

  /// `CGSize(width:height: .greatestFiniteMagnitude)`, the bound public code passes to
  /// `boundingRect(with:)` and `sizeThatFits(_:)`, compiles as on iOS, meaning CGFloat's.
  @Test func anImplicitFloatingPointMemberInACoreGraphicsInitializerCompiles() {
    let bound = CGSize(width: 100, height: .greatestFiniteMagnitude)
    #expect(bound.height == CGFloat.greatestFiniteMagnitude)
    let corner = CGPoint(x: 0, y: .pi)
    #expect(corner.y == CGFloat.pi)
    let open = CGRect(x: 0, y: 0, width: .infinity, height: .leastNormalMagnitude)
    #expect(open.width == CGFloat.infinity)
    let double: Double = .greatestFiniteMagnitude
    #expect(double == 1.7976931348623157e308)
    #expect(Double.pi == 3.141592653589793)
    #expect(Double.leastNonzeroMagnitude.bitPattern == 1)
    #expect(Double.nan.isNaN && Double.signalingNaN.isSignalingNaN)
  }

  /// A cell's content view fills the cell, so subviews pinned to it by anchors get the
  /// cell's size less their constants
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
  @Test func aCollectionCellsPinnedContentGetsTheCellsSize() throws {
    let controller = UIViewController()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 150, height: 60)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: flow)
    controller.view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<PinnedLabelCell, String> {
      cell, _, item in
      cell.titleLabel.text = item
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Alpha", "Beta"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let host = TestHost()
    host.show(controller)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PinnedLabelCell)
    #expect(cell.frame.size == CGSize(width: 150, height: 60))
    #expect(cell.contentView.frame.size == CGSize(width: 150, height: 60))
    #expect(cell.titleLabel.frame == CGRect(x: 8, y: 8, width: 134, height: 44))
    #expect(host.window.renderText().contains("Alpha"))
  }
}

@MainActor
@Suite struct UIKitCompositionalPinnedCellTests {
  /// The same pinned cell in a compositional grid: its label fills the content view
  /// less the constants (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
  @Test func aCompositionalCellsPinnedContentGetsTheCellsSize() throws {
    let controller = UIViewController()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    controller.view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<PinnedLabelCell, String> {
      cell, _, item in
      cell.titleLabel.text = item
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Alpha", "Beta", "Gamma"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let host = TestHost()
    host.show(controller)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PinnedLabelCell)
    #expect(cell.frame == CGRect(x: 0, y: 80, width: 195, height: 80))
    #expect(cell.titleLabel.frame == CGRect(x: 8, y: 8, width: 179, height: 64))
    #expect(host.window.renderText().contains("Gamma"))
  }
}

@MainActor
@Suite struct UIKitPinnedCellReuseTests {
  /// A constraint-pinned collection view of pinned cells, scrolled so cells are reused:
  /// each cell's label fills its content view less the constants
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
  @Test func pinnedCellsInAPinnedCollectionViewKeepTheirSizeWhenReused() throws {
    let screen = PinnedGridController()
    let host = TestHost()
    host.show(screen)
    let first = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PinnedLabelCell)
    #expect(first.titleLabel.frame.size == CGSize(width: 134, height: 44))
    screen.collectionView.contentOffset = CGPoint(x: 0, y: 500)
    host.flush()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? PinnedLabelCell }
    #expect(cells.contains { $0.titleLabel.text == "Item 30" }, "rows past the first screen")
    for cell in cells {
      #expect(
        cell.titleLabel.frame.size == CGSize(width: 134, height: 44),
        "\(cell.titleLabel.text ?? "")")
    }
  }
}
