import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UICollectionViewController as public code subclasses it: it registers a cell class in
// viewDidLoad and overrides the data source and delegate methods.
// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller

private final class NumberCell: UICollectionViewCell {
  static let reuseIdentifier = "NumberCell"
  let numberLabel = UILabel()
  private(set) var madeThroughCommonInit = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    madeThroughCommonInit = true
    contentView.addSubview(numberLabel)
  }
}

private final class NumbersViewController: UICollectionViewController {
  var numbers = [1, 2, 3, 4, 5]
  private(set) var tapped: [Int] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    numbers.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.numberLabel.text = "\(numbers[indexPath.item])"
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    tapped.append(numbers[indexPath.item])
  }
}

@MainActor
@Suite struct UICollectionViewControllerTests {
  /// Apple: the controller's view is a collection view made with the layout passed to
  /// `init(collectionViewLayout:)`, whose data source and delegate are the controller.
  @Test func theCollectionViewIsTheViewWithTheControllerAsDataSourceAndDelegate() {
    let layout = UICollectionViewFlowLayout()
    let controller = UICollectionViewController(collectionViewLayout: layout)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.view === controller.collectionView)
    #expect(controller.collectionView.collectionViewLayout === layout)
    #expect(controller.collectionView.dataSource === controller)
    #expect(controller.collectionView.delegate === controller)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(!controller.useLayoutToLayoutNavigationTransitions)
  }

  @Test func aSubclassRegistersACellReturnsItemsAndIsShown() {
    let controller = NumbersViewController()
    let host = TestHost()
    host.show(controller)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 5)
    let cells = controller.collectionView.visibleCells.compactMap { $0 as? NumberCell }
    #expect(cells.map { $0.numberLabel.text } == ["1", "2", "3", "4", "5"])
    #expect(cells.allSatisfy { $0.madeThroughCommonInit })
  }

  @Test func aTapReachesTheOverriddenDelegateMethod() {
    let controller = NumbersViewController()
    let host = TestHost()
    host.show(controller)
    controller.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    host.flush()
    #expect(controller.tapped == [3])
  }

  @Test func aControllerFromTheArchiveInitializerWorks() throws {
    let controller = try #require(NumbersViewController(coder: NSCoder()))
    let host = TestHost()
    host.show(controller)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 5)
  }

  /// Apple: with `clearsSelectionOnViewWillAppear` (the default) the selection is
  /// cleared when the view is about to appear.
  @Test func theSelectionIsClearedWhenTheViewAppearsAgain() {
    let controller = NumbersViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let host = TestHost()
    host.show(navigation)
    controller.collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(
      controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    navigation.pushViewController(UIViewController(), animated: false)
    host.flush()
    navigation.popViewController(animated: false)
    host.flush()
    #expect(controller.collectionView.indexPathsForSelectedItems == [])
  }

  @Test func reloadDataAsksTheOverriddenMethodsAgain() {
    let controller = NumbersViewController()
    let host = TestHost()
    host.show(controller)
    controller.numbers = [7, 8]
    controller.collectionView.reloadData()
    host.flush()
    let cells = controller.collectionView.visibleCells.compactMap { $0 as? NumberCell }
    #expect(cells.map { $0.numberLabel.text } == ["7", "8"])
  }
}
