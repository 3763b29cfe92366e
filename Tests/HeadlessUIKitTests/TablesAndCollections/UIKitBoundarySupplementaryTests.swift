import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A compositional screen with section headers, as public iOS code writes it: a header
// class registered as a supplementary view, a featured row scrolling sideways.

private final class SectionHeaderView: UICollectionReusableView {
  static let reuseIdentifier = "SectionHeaderView"
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      titleLabel.topAnchor.constraint(equalTo: topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class DiscoverViewController: UIViewController {
  enum Section: Int, CaseIterable { case trending, recent }
  let titles = ["Trending", "Recently added"]
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    view.addSubview(collectionView)
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, _, _ in
      cell.contentView.backgroundColor = .systemPink
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      header.titleLabel.text = self?.titles[indexPath.section]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(["t1", "t2", "t3"], toSection: .trending)
    snapshot.appendItems(["r1", "r2"], toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 10
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }
}

private final class ClassicHeaderController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [footer]
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      SectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: SectionHeaderView.reuseIdentifier)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let footer =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier, for: indexPath)
      as! SectionHeaderView
    footer.titleLabel.text = "4 items"
    return footer
  }
}

@MainActor
@Suite struct UIKitBoundarySupplementaryTests {
  /// A top boundary supplementary item is the section's header, made by the data
  /// source's supplementaryViewProvider
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem,
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/supplementaryviewprovider-swift.property);
  /// an orthogonal section puts its groups side by side
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior).
  @Test func sectionHeadersAppearAboveTheirOrthogonalRows() throws {
    let screen = DiscoverViewController()
    let host = TestHost()
    host.show(screen)
    let collectionView = try #require(screen.collectionView)
    let first = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? SectionHeaderView)
    let second = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)) as? SectionHeaderView)
    #expect(first.titleLabel.text == "Trending")
    #expect(second.titleLabel.text == "Recently added")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
    #expect(second.frame == CGRect(x: 0, y: 140, width: 390, height: 40), "below 40 + 100")
    #expect(first.titleLabel.frame.size == CGSize(width: 390, height: 40))
    #expect(host.staticTexts["Trending"].exists)
    #expect(host.staticTexts["Recently added"].exists)
    // The trending row's groups sit side by side below its header.
    let cells = collectionView.visibleCells.map(\.frame)
    #expect(cells.contains(CGRect(x: 0, y: 40, width: 150, height: 100)))
    #expect(cells.contains(CGRect(x: 160, y: 40, width: 150, height: 100)))
    #expect(cells.contains(CGRect(x: 0, y: 180, width: 150, height: 100)))
  }

  /// A classic data source's collectionView(_:viewForSupplementaryElementOfKind:at:)
  /// dequeues a registered class
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)).
  @Test func aClassicDataSourceMakesABottomFooter() throws {
    let screen = ClassicHeaderController()
    let host = TestHost()
    host.show(screen)
    let footer = try #require(
      screen.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)) as? SectionHeaderView)
    #expect(footer.titleLabel.text == "4 items")
    #expect(footer.frame == CGRect(x: 0, y: 160, width: 390, height: 30), "below two lines")
    #expect(host.staticTexts["4 items"].exists)
  }
}
