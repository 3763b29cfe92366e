import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: an inbox whose rows swipe to delete or flag, as public iOS
// code writes it with `UIContextualAction`.

private final class InboxViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
  var messages = ["Lunch?", "Invoice", "Flight"]
  var flagged: [String] = []
  var archived: [String] = []
  var fullSwipeEnabled = true

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completionHandler in
      self?.messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completionHandler(true)
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") {
      [weak self] _, _, completionHandler in
      guard let self else { return }
      self.flagged.append(self.messages[indexPath.row])
      completionHandler(true)
    }
    flag.backgroundColor = .systemOrange
    let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
    configuration.performsFirstActionWithFullSwipe = fullSwipeEnabled
    return configuration
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let archive = UIContextualAction(style: .normal, title: "Archive") {
      [weak self] _, _, completionHandler in
      guard let self else { return }
      self.archived.append(self.messages[indexPath.row])
      completionHandler(true)
    }
    archive.image = UIImage(systemName: "archivebox")
    return UISwipeActionsConfiguration(actions: [archive])
  }
}

@MainActor
@Suite struct UIKitSwipeActionsTests {
  /// https://developer.apple.com/documentation/uikit/uicontextualaction:
  /// "actions that can be performed when the user swipes left or right on a table row";
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  /// gives the actions "to display on the trailing edge of the row"; the first action is
  /// the one nearest the edge.
  @Test func swipingARowLeftShowsItsTrailingActionsAndATapRunsTheHandler() throws {
    let inbox = InboxViewController()
    let host = TestHost()
    host.show(inbox)
    #expect(host.buttons["Delete"].exists == false)
    host.tables.cells.element(boundBy: 1).swipeLeft()
    #expect(host.buttons["Delete"].exists)
    #expect(host.buttons["Flag"].exists)
    let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.configurationState.isSwiped)
    let buttons = cell.subviews.compactMap { $0 as? UIButton }
    #expect(buttons.map(\.title) == ["Delete", "Flag"])
    // Delete, first, sits at the trailing edge; Flag left of it, in their colours.
    #expect(buttons[0].frame.maxX == 390)
    #expect(buttons[1].frame.maxX == buttons[0].frame.minX)
    #expect(buttons[0].backgroundColor == .systemRed)
    #expect(buttons[1].backgroundColor == .systemOrange)

    host.buttons["Delete"].tap()
    #expect(inbox.messages == ["Lunch?", "Flight"])
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 2)
    #expect(host.buttons["Delete"].exists == false, "the completion closes the actions")
    #expect(host.tables.cells.count == 2)
  }

  /// UISwipeActionsConfiguration.performsFirstActionWithFullSwipe: "a full swipe
  /// automatically performs the first action"
  /// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe).
  @Test func aFullSwipeRunsTheFirstActionUnlessTheConfigurationSaysNo() throws {
    let inbox = InboxViewController()
    let host = TestHost()
    host.show(inbox)
    let first = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    host.drag(first, by: Point(x: -300, y: 0))
    #expect(inbox.messages == ["Invoice", "Flight"])
    #expect(host.buttons["Delete"].exists == false)

    inbox.fullSwipeEnabled = false
    let next = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    host.drag(next, by: Point(x: -300, y: 0))
    #expect(inbox.messages == ["Invoice", "Flight"], "no full-swipe action: the buttons show")
    #expect(host.buttons["Delete"].exists)
    host.buttons["Flag"].tap()
    #expect(inbox.flagged == ["Invoice"])
  }

  /// tableView(_:leadingSwipeActionsConfigurationForRowAt:): the actions "to display on
  /// the leading edge of the row"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)).
  @Test func swipingRightShowsTheLeadingActions() throws {
    let inbox = InboxViewController()
    let host = TestHost()
    host.show(inbox)
    host.tables.cells.element(boundBy: 2).swipeRight()
    let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    let archive = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
    #expect(archive.title == "Archive")
    #expect(archive.frame.minX == 0)
    #expect(archive.backgroundColor == .systemGray, "a normal action is gray unless set")
    #expect(archive.image == "archivebox")
    host.buttons["Archive"].tap()
    #expect(inbox.archived == ["Flight"])
    #expect(!cell.configurationState.isSwiped)
  }

  /// UIContextualAction's members as UIKit declares them
  /// (https://developer.apple.com/documentation/uikit/uicontextualaction).
  @Test func contextualActionsKeepUIKitsValues() {
    var ran = 0
    let action = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
      ran += 1
      done(true)
    }
    #expect(action.style == .destructive)
    #expect(UIContextualAction.Style.normal.rawValue == 0)
    #expect(UIContextualAction.Style.destructive.rawValue == 1)
    #expect(action.title == "Remove")
    #expect(action.backgroundColor == .systemRed)
    action.backgroundColor = .systemPurple
    #expect(action.backgroundColor == .systemPurple)
    #expect(action.image == nil)
    var performed: Bool?
    action.handler(action, UIView()) { performed = $0 }
    #expect(ran == 1)
    #expect(performed == true)
    let configuration = UISwipeActionsConfiguration(actions: [action])
    #expect(configuration.actions == [action])
    #expect(configuration.performsFirstActionWithFullSwipe)
  }

  /// UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
  /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider).
  @Test func aListCollectionViewShowsItsProvidersActions() throws {
    var deleted: [IndexPath] = []
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        deleted.append(indexPath)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let controller = UIViewController()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    controller.view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["One", "Two"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let host = TestHost()
    host.show(controller)
    host.cells.element(boundBy: 1).swipeLeft()
    host.buttons["Delete"].tap()
    #expect(deleted == [IndexPath(item: 1, section: 0)])
  }
}

private final class ScrollWatcher: NSObject, UITableViewDataSource, UITableViewDelegate {
  var offsets: [CGFloat] = []
  var animationsEnded = 0
  var insetChanges = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationsEnded += 1 }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
}

@MainActor
@Suite struct UIKitTableScrollDelegateTests {
  /// UITableViewDelegate inherits UIScrollViewDelegate
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate), so the
  /// table's delegate hears scrollViewDidScroll(_:) when the table scrolls
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:));
  /// an animated setContentOffset ends with scrollViewDidEndScrollingAnimation(_:)
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)).
  @Test func aTableDelegateHearsTheTableScroll() {
    let watcher = ScrollWatcher()
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = watcher
    table.delegate = watcher
    controller.view.addSubview(table)
    let host = TestHost()
    host.show(controller)
    #expect(watcher.offsets.isEmpty)
    table.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    host.flush()
    #expect(watcher.offsets == [220])
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
    host.flush()
    #expect(watcher.offsets == [220, 440])
    #expect(watcher.animationsEnded == 1)
    // Row 2 (88...132) is above the bounds: the least scroll shows it at the top.
    table.scrollRectToVisible(CGRect(x: 0, y: 88, width: 390, height: 44), animated: false)
    host.flush()
    #expect(table.contentOffset.y == 88)
    #expect(watcher.offsets.last == 88)
    table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    #expect(table.adjustedContentInset.bottom == 20)
    #expect(watcher.insetChanges == 1)
    table.maximumZoomScale = 3
    table.setZoomScale(5, animated: false)
    #expect(table.zoomScale == 3)
  }
}
