import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A photo grid as public iOS code writes it: a UICollectionViewController subclass with
// a flow layout, a custom cell made from code or a coder through `commonInit()`, and a
// tap that pushes a detail screen. Only the import differs from iOS.
// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout

private final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let captionLabel = UILabel()
  let thumbnailView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 8
    thumbnailView.contentMode = .scaleAspectFill
    captionLabel.font = .preferredFont(forTextStyle: .caption1)
    captionLabel.textAlignment = .center
    contentView.addSubview(thumbnailView)
    contentView.addSubview(captionLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    thumbnailView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 24)
    captionLabel.frame = CGRect(x: 0, y: bounds.height - 24, width: bounds.width, height: 24)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = nil
  }
}

private final class PhotoDetailViewController: UIViewController {
  let photoName: String
  init(photoName: String) {
    self.photoName = photoName
    super.init(nibName: nil, bundle: nil)
    title = photoName
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PhotoGridViewController: UICollectionViewController {
  private let photos = (1...7).map { "Photo \($0)" }

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 110, height: 110)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    collectionView.backgroundColor = .systemBackground
    collectionView.accessibilityIdentifier = "photos"
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
    else {
      fatalError("Unable to dequeue PhotoCell")
    }
    cell.captionLabel.text = photos[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    let detail = PhotoDetailViewController(photoName: photos[indexPath.item])
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
@Suite struct CollectionGridScreenTests {
  /// A 390-point-wide iPhone fits three 110-point items a line; the flow layout spreads
  /// the space left between them, so the columns start at 8, 140 and 272.
  @Test func theGridShowsThreeColumnsOfPhotos() {
    let grid = PhotoGridViewController()
    let host = TestHost()
    host.show(UINavigationController(rootViewController: grid))
    #expect(host.label("navigationTitle")?.text == "Photos")
    let cells = grid.collectionView.visibleCells.compactMap { $0 as? PhotoCell }
    #expect(cells.map { $0.captionLabel.text } == (1...7).map { "Photo \($0)" })
    #expect(cells.prefix(4).map(\.frame.minX) == [8, 140, 272, 8])
    #expect(cells.prefix(4).map(\.frame.minY) == [8, 8, 8, 126])
    #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 110, height: 110) })
    #expect(host.view(withText: "Photo 5") != nil)
  }

  @Test func tappingAPhotoPushesItsDetail() {
    let grid = PhotoGridViewController()
    let navigation = UINavigationController(rootViewController: grid)
    let host = TestHost()
    host.show(navigation)
    grid.collectionView.tapItem(at: IndexPath(item: 4, section: 0))
    host.flush()
    #expect(navigation.topViewController?.title == "Photo 5")
    #expect(host.label("navigationTitle")?.text == "Photo 5")
    #expect(host.button("back")?.title == "< Photos")
  }
}
