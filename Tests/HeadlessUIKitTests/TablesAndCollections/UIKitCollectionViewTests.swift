import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Collection views as real screens write them: a list with registrations and a diffable
// data source, and a grid of fixed-size items.

private enum Section: Hashable, Sendable { case main }

private final class PeopleViewController: UIViewController, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var picked: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.delegate = self
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Ada", "Grace", "Linus"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if let name = dataSource.itemIdentifier(for: indexPath) { picked.append(name) }
  }
}

@MainActor
@Suite struct UIKitCollectionViewTests {
  // UICollectionViewCompositionalLayout.list(using:)
  // (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)),
  // CellRegistration and dequeueConfiguredReusableCell(using:for:item:)
  // (https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)):
  // rows of 44 points, configured by the registration; a tap tells the delegate.
  @Test func aListWithRegistrationsAndADiffableDataSource() {
    let screen = PeopleViewController()
    let host = TestHost()
    host.show(screen)
    let cells = screen.collectionView.visibleCells
    #expect(cells.count == 3)
    #expect(cells.map(\.frame.minY) == [0, 44, 88])
    #expect(host.view(withText: "Grace") != nil)
    #expect(cells.first is UICollectionViewListCell)
    #expect((cells.first as? UICollectionViewListCell)?.accessory == .disclosureIndicator)
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
    screen.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(screen.picked == ["Grace"])
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  // UICollectionViewFlowLayout (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout):
  // 100 x 100 items in a 390-wide view inset by 16: (358 + 10) / 110 gives 3 a line, the
  // 58 points left spread into 29 between them: x 16, 145, 274; lines at 16 and 126
  // (100 + 10 apart).
  @Test func aGridOfFixedSizeItems() {
    final class Tile: UICollectionViewCell {
      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: grid) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<5))
    dataSource.apply(snapshot)
    grid.layoutIfNeeded()
    let frames = (0..<5).compactMap { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(
      frames == [
        CGRect(x: 16, y: 16, width: 100, height: 100),
        CGRect(x: 145, y: 16, width: 100, height: 100),
        CGRect(x: 274, y: 16, width: 100, height: 100),
        CGRect(x: 16, y: 126, width: 100, height: 100),
        CGRect(x: 145, y: 126, width: 100, height: 100),
      ])
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) is Tile)
    #expect(grid.visibleCells.count == 5)
    // A new item size lays the grid out again: (358 + 10) / 190 gives one 180-wide item a
    // line, so the second sits on the second line, at 16 + 50 + 10.
    layout.itemSize = CGSize(width: 180, height: 50)
    grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 76)
  }
}

@MainActor
@Suite struct UIKitCollectionHeaderTests {
  // headerMode .supplementary with a SupplementaryRegistration and the data source's
  // supplementaryViewProvider
  // (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.property):
  // each section is headed by the provided view, 38 high, its rows below.
  @Test func supplementaryHeadersHeadTheSections() {
    enum Group: String, Hashable, Sendable { case fruit, vegetables }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Group, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = indexPath.section == 0 ? "FRUIT" : "VEGETABLES"
      header.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Group, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
    snapshot.appendItems(["Kale"], toSection: .vegetables)
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    // Header 0-38, rows 38-126, header 126-164, row 164-208.
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 164)
    let header =
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))
      as? UICollectionViewListCell
    #expect(header?.frame == CGRect(x: 0, y: 126, width: 390, height: 38))
    #expect(header?.label.text == "VEGETABLES")
    #expect(header?.label.textColor == .secondaryLabel)
  }
}

/// A photo grid written the classic way: flow layout, registered cell class, a
/// UICollectionViewDataSource and a delegate.
private final class PhotosViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  var photos = ["a", "b", "c", "d"]
  var opened: [String] = []
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { photos.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.contentView.accessibilityIdentifier = photos[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    opened.append(photos[indexPath.item])
  }
}

@MainActor
@Suite struct UIKitClassicCollectionTests {
  // UICollectionViewDataSource (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource)
  // with reloadData(): 120-point items in 390 points, 5 apart at least: three a line
  // ((390 + 5) / 125), the 30 points left spread: x 0, 135, 270; lines at 0 and 125.
  @Test func aClassicDataSourceFillsAFlowLayout() {
    let screen = PhotosViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(
      screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 0, y: 125, width: 120, height: 120))
    #expect(
      screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 135)
    screen.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(screen.opened == ["c"])
    screen.photos.append("e")
    screen.collectionView.reloadData()
    host.flush()
    #expect(screen.collectionView.visibleCells.count == 5)
    #expect(host.view("e") != nil)
  }
}
