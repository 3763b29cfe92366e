import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A diffable data source subclassed as UIKit code does to title sections and allow
// deleting and moving (UITableViewDiffableDataSource,
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource: "subclass
// it to provide section titles and support editing").

private enum Group: String, Hashable, Sendable { case favourites, others }

private final class PlacesDataSource: UITableViewDiffableDataSource<Group, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    snapshot().sectionIdentifiers[section].rawValue.capitalized
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
}

private final class PlacesViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: PlacesDataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    view.addSubview(tableView)
    dataSource = PlacesDataSource(tableView: tableView) { tableView, indexPath, place in
      let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = place
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Group, String>()
    snapshot.appendSections([.favourites, .others])
    snapshot.appendItems(["Home", "Work"], toSection: .favourites)
    snapshot.appendItems(["Gym", "Park"], toSection: .others)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite struct UIKitDiffableSubclassTests {
  @Test func aSubclassTitlesSectionsAndIsTheTablesDataSource() {
    let screen = PlacesViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.tableView.dataSource === screen.dataSource)
    #expect(host.view(withText: "Favourites") != nil && host.view(withText: "Others") != nil)
    // Header 0-28, two rows to 116, header 116-144, rows to 232.
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 144)
    #expect(screen.dataSource.defaultRowAnimation == .automatic)
  }

  @Test func deletingAndMovingGoThroughTheOverrides() {
    let screen = PlacesViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.tableView.swipeToDelete(at: IndexPath(row: 1, section: 0)))
    host.flush()
    #expect(screen.dataSource.snapshot().itemIdentifiers == ["Home", "Gym", "Park"])
    #expect(
      screen.tableView.dragRow(
        from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0)))
    host.flush()
    #expect(
      screen.dataSource.snapshot().itemIdentifiers(inSection: .favourites) == ["Park", "Home"])
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.itemIdentifier
        == AnyHashable("Park"))
  }

  // The base class's defaults are UIKit's: no titles, and rows can neither be deleted
  // nor moved until a subclass allows it.
  @Test func theDefaultsRefuseEditing() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let dataSource = UITableViewDiffableDataSource<Group, String>(tableView: table) {
      tableView, _, _ in UITableViewCell()
    }
    var snapshot = NSDiffableDataSourceSnapshot<Group, String>()
    snapshot.appendSections([.others])
    snapshot.appendItems(["Gym"])
    dataSource.apply(snapshot)
    table.layoutIfNeeded()
    #expect(!table.swipeToDelete(at: IndexPath(row: 0, section: 0)))
    #expect(!table.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
  }
}
