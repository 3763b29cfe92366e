import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Custom content configurations as public iOS code writes them: a configuration struct
// that makes its own content view, and the view that applies it when set.

/// A row with a title and a check mark, checked while the cell is selected.
private struct TaskConfiguration: UIContentConfiguration, Hashable {
  var title: String?
  var isDone = false

  func makeContentView() -> any UIView & UIContentView {
    TaskContentView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> TaskConfiguration {
    guard let state = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isDone = state.isSelected
    return updated
  }
}

private final class TaskContentView: UIView, UIContentView {
  let titleLabel = UILabel()
  let checkLabel = UILabel()
  private(set) var appliedCount = 0
  private var currentConfiguration: TaskConfiguration!

  var configuration: any UIContentConfiguration {
    get { currentConfiguration }
    set {
      guard let newConfiguration = newValue as? TaskConfiguration else { return }
      apply(configuration: newConfiguration)
    }
  }

  init(configuration: TaskConfiguration) {
    super.init(frame: .zero)
    titleLabel.numberOfLines = 0
    addSubview(titleLabel)
    addSubview(checkLabel)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    checkLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      checkLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      checkLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
    ])
    apply(configuration: configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply(configuration: TaskConfiguration) {
    guard currentConfiguration != configuration else { return }
    currentConfiguration = configuration
    appliedCount += 1
    titleLabel.text = configuration.title
    checkLabel.text = configuration.isDone ? "Done" : nil
  }
}

/// A configuration whose view shows anything it is given, and says so.
private struct BannerConfiguration: UIContentConfiguration {
  var message = ""
  /// Run when the banner is tapped: a closure, which a `Sendable` protocol would refuse.
  var onTap: () -> Void = {}

  func makeContentView() -> any UIView & UIContentView { BannerView(configuration: self) }
}

private final class BannerView: UIView, UIContentView {
  let messageLabel = UILabel()
  var configuration: any UIContentConfiguration {
    didSet { messageLabel.text = (configuration as? BannerConfiguration)?.message }
  }

  init(configuration: BannerConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    messageLabel.text = configuration.message
    addSubview(messageLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Never reused: each configuration gets a new banner.
  func supports(_ configuration: any UIContentConfiguration) -> Bool { false }
}

private final class TaskListController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
  var titles = ["Write tests", "Ship"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
    cell.contentConfiguration = TaskConfiguration(title: titles[indexPath.row])
    return cell
  }
}

@MainActor
@Suite struct UIKitCustomContentConfigurationTests {
  private func taskCell(
    _ screen: TaskListController, row: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (UITableViewCell, TaskContentView) {
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)),
      sourceLocation: sourceLocation)
    let views = cell.contentView.subviews.compactMap { $0 as? TaskContentView }
    #expect(views.count == 1, sourceLocation: sourceLocation)
    return (cell, try #require(views.first, sourceLocation: sourceLocation))
  }

  /// UITableViewCell.contentConfiguration
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox):
  /// setting a configuration shows "a new content view instance from the configuration"
  /// (makeContentView(),
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()),
  /// which fills the cell's content area; its labels sit in its own layout margins.
  @Test func aCustomConfigurationShowsTheViewItMakes() throws {
    let screen = TaskListController()
    let host = TestHost()
    host.show(screen)
    let (cell, view) = try taskCell(screen)
    #expect(view.superview === cell.contentView)
    #expect(view.frame == cell.contentView.bounds)
    #expect(cell.contentView.bounds.height == 44)
    #expect(view.titleLabel.text == "Write tests")
    #expect(view.titleLabel.frame.minX == 8, "the view's default layout margin")
    #expect(host.staticTexts["Ship"].exists)
    #expect(cell.textLabel == nil, "a content configuration replaces the text label")
    #expect(cell.contentConfiguration is TaskConfiguration)
  }

  /// "directly applies the configuration to the existing content view if the
  /// configuration is compatible with the existing content view type"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox);
  /// UIContentView.supports(_:)'s default accepts the type of the view's configuration
  /// (https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)).
  @Test func aCompatibleConfigurationIsSetOnTheExistingView() throws {
    let screen = TaskListController()
    let host = TestHost()
    host.show(screen)
    let (cell, view) = try taskCell(screen)
    #expect(view.supports(TaskConfiguration(title: "Other")))
    #expect(!view.supports(BannerConfiguration()))
    let applied = view.appliedCount
    cell.contentConfiguration = TaskConfiguration(title: "Write more tests")
    host.flush()
    let (_, same) = try taskCell(screen)
    #expect(same === view, "no new view is made")
    #expect(view.titleLabel.text == "Write more tests")
    #expect(view.appliedCount == applied + 1)
    #expect(host.staticTexts["Write more tests"].exists)
  }

  /// A configuration the view does not support replaces the view with its own; `nil`
  /// "replaces the current content view with a new, empty content view"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox).
  @Test func anIncompatibleConfigurationReplacesTheViewAndNilRemovesIt() throws {
    let screen = TaskListController()
    let host = TestHost()
    host.show(screen)
    let (cell, view) = try taskCell(screen)
    var taps = 0
    cell.contentConfiguration = BannerConfiguration(message: "Offline") { taps += 1 }
    host.flush()
    #expect(view.superview == nil)
    let banners = cell.contentView.subviews.compactMap { $0 as? BannerView }
    let banner = try #require(banners.first)
    #expect(banners.count == 1)
    #expect(banner.messageLabel.text == "Offline")
    (banner.configuration as? BannerConfiguration)?.onTap()
    #expect(taps == 1)
    // BannerView.supports(_:) says no: each banner configuration makes a new view.
    cell.contentConfiguration = BannerConfiguration(message: "Back online")
    host.flush()
    let next = cell.contentView.subviews.compactMap { $0 as? BannerView }
    #expect(next.count == 1)
    #expect(next.first !== banner)
    #expect(next.first?.messageLabel.text == "Back online")
    cell.contentConfiguration = nil
    host.flush()
    #expect(cell.contentView.subviews.isEmpty)
    #expect(cell.textLabel != nil, "the text label is back without a configuration")
    #expect(!host.staticTexts["Back online"].exists)
  }

  /// automaticallyUpdatesContentConfiguration: "the cell automatically calls
  /// updated(for:) on its contentConfiguration when the cell's configurationState
  /// changes, and applies the updated configuration back to the cell"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/automaticallyupdatescontentconfiguration);
  /// the view made once gets each updated configuration.
  @Test func selectingTheRowUpdatesTheCustomConfigurationForItsState() throws {
    let screen = TaskListController()
    let host = TestHost()
    host.show(screen)
    let (_, view) = try taskCell(screen)
    #expect(view.checkLabel.text == nil)
    host.tables.cells.element(boundBy: 0).tap()
    let (_, same) = try taskCell(screen)
    #expect(same === view)
    #expect(view.checkLabel.text == "Done")
    #expect(host.staticTexts["Done"].exists)
    screen.tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    host.flush()
    #expect(view.checkLabel.text == nil)
  }

  /// Self-sizing rows (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension)
  /// take their height from the configuration's view: its label (20 points a line) in
  /// its layout margins (8 points above and below).
  @Test func rowsAreAsTallAsTheConfigurationsViewNeeds() throws {
    let screen = TaskListController()
    screen.titles = ["one line", "three\nlines\nhere"]
    screen.tableView.rowHeight = UITableView.automaticDimension
    screen.tableView.estimatedRowHeight = 44
    let host = TestHost()
    host.show(screen)
    let frames = screen.tableView.visibleCells.map(\.frame)
    #expect(frames.map(\.height) == [36, 76])
    let (_, view) = try taskCell(screen, row: 1)
    #expect(view.titleLabel.frame.height == 60)
  }

  /// UICollectionViewCell.contentConfiguration
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k)
  /// shows "a new content view instance from the configuration" (makeContentView(),
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview())
  /// over the cell's whole content area. Apple's page says it replaces the cell's
  /// contentView; HeadlessKit's cells keep theirs, so the made view is its only subview,
  /// filling it: the item's whole size.
  @Test func aCollectionCellShowsTheMadeViewInItsContentView() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, _, title in
      cell.contentConfiguration = TaskConfiguration(title: title)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
      collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Write tests", "Ship"])
    dataSource.apply(snapshot)
    let screen = UIViewController()
    screen.view.addSubview(grid)
    let host = TestHost()
    host.show(screen)
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    let view = try #require(
      cell.contentView.subviews.compactMap { $0 as? TaskContentView }.first)
    #expect(view.superview === cell.contentView)
    #expect(cell.contentView.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(view.frame == cell.contentView.bounds)
    #expect(view.titleLabel.text == "Ship")
    #expect(host.staticTexts["Ship"].exists)
  }

  /// UITableViewHeaderFooterView.contentConfiguration
  /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg):
  /// a custom configuration's view takes the header's content area (Apple's page: it
  /// replaces the contentView; here it is the contentView's subview, filling it), and
  /// `nil` takes it away.
  @Test func aHeaderFooterViewShowsTheMadeViewInItsContentView() throws {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let host = showInPlainController(header, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    header.contentConfiguration = TaskConfiguration(title: "Today")
    host.flush()
    let view = try #require(
      header.contentView.subviews.compactMap { $0 as? TaskContentView }.first)
    #expect(view.superview === header.contentView)
    #expect(header.contentView.bounds == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(view.frame == header.contentView.bounds)
    #expect(host.staticTexts["Today"].exists)
    header.contentConfiguration = nil
    host.flush()
    #expect(view.superview == nil)
  }

  /// With automaticallyUpdatesContentConfiguration false the cell leaves the
  /// configuration as set
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/automaticallyupdatescontentconfiguration).
  @Test func withoutAutomaticUpdatesTheConfigurationStaysAsSet() throws {
    let screen = TaskListController()
    let host = TestHost()
    host.show(screen)
    let (cell, view) = try taskCell(screen)
    cell.automaticallyUpdatesContentConfiguration = false
    host.tables.cells.element(boundBy: 0).tap()
    #expect(cell.isSelected)
    #expect(view.checkLabel.text == nil)
  }
}
