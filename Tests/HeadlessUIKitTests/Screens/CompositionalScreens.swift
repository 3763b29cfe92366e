import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A store front as public iOS code writes it: a compositional layout from a section
// provider, a featured row that scrolls sideways, and a two-column grid below.

private enum StoreSection: Int, CaseIterable, Hashable, Sendable {
  case featured
  case grid
}

private final class StoreViewController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<StoreSection, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, indexPath, _ in
      cell.backgroundColor = indexPath.section == 0 ? .systemIndigo : .systemTeal
      cell.layer.cornerRadius = 12
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<StoreSection, String>()
    snapshot.appendSections(StoreSection.allCases)
    snapshot.appendItems(["f1", "f2", "f3", "f4"], toSection: .featured)
    snapshot.appendItems(["g1", "g2", "g3"], toSection: .grid)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      switch StoreSection(rawValue: sectionIndex) {
      case .featured:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(200)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
      default:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(150)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
      }
    }
  }
}

@MainActor
@Suite struct UIKitCompositionalScreenTests {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension:
  /// fractions are of the container (the section inside its content insets for a group,
  /// the group for an item); an orthogonal section lays its groups out in one row
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior);
  /// a top boundary item sits above the section's items; item content insets shrink the
  /// cell inside its size.
  @Test func theFeaturedRowScrollsSidewaysAboveATwoColumnGrid() throws {
    let screen = StoreViewController()
    let host = TestHost()
    host.show(screen)
    let layout = try #require(
      screen.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // The group is half of 358 (390 less 16 each side): 179 wide; the item inset by 8.
    #expect(frame(0, 0) == CGRect(x: 24, y: 52, width: 163, height: 184))
    #expect(frame(1, 0) == CGRect(x: 215, y: 52, width: 163, height: 184))
    #expect(frame(3, 0)?.minX == 597, "one row past the width: 24 + 3 x (179 + 12)")
    // The grid starts below 44 + 200 + 16: two halves of 390 a line, lines 160 apart.
    #expect(frame(0, 1) == CGRect(x: 0, y: 260, width: 195, height: 150))
    #expect(frame(1, 1) == CGRect(x: 195, y: 260, width: 195, height: 150))
    #expect(frame(2, 1) == CGRect(x: 0, y: 420, width: 195, height: 150))
    #expect(frame(3, 1) == nil)
    let cells = screen.collectionView.visibleCells.map(\.frame)
    #expect(cells.contains(CGRect(x: 215, y: 52, width: 163, height: 184)))
    #expect(cells.contains(CGRect(x: 195, y: 260, width: 195, height: 150)))
    host.flush()
    try host.window.render(to: URL(fileURLWithPath: "/tmp/uikit-compositional-screen.svg"))
  }
}
