import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

private final class ProbeCell: UICollectionViewCell {
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

private final class ProbeController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 150, height: 60)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
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
      as! ProbeCell
    cell.titleLabel.text = "Item \(indexPath.item)"
    return cell
  }
}

@MainActor
@Suite struct UIKitPinnedCellProbeTests {
  /// A constraint-pinned collection view of pinned cells, scrolled (through the item list,
  /// as UICollectionView.contentOffset does not scroll items yet) so cells are reused:
  /// each cell's label fills its content view less the constants
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
  @Test func pinnedCellsInAPinnedCollectionViewKeepTheirSizeWhenReused() throws {
    let screen = ProbeController()
    let host = TestHost()
    host.show(screen)
    let first = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ProbeCell)
    #expect(first.titleLabel.frame.size == CGSize(width: 134, height: 44))
    screen.collectionView.itemList.scroll(to: Point(x: 0, y: 500))
    host.flush()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? ProbeCell }
    #expect(cells.contains { $0.titleLabel.text == "Item 30" }, "rows past the first screen")
    for cell in cells {
      #expect(
        cell.titleLabel.frame.size == CGSize(width: 134, height: 44),
        "\(cell.titleLabel.text ?? "")")
    }
  }
}
