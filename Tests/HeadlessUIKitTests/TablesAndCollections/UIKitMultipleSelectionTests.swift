import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Multiple selection in tables and collection views: taps add rows or items to the
// selection and a tap on a selected one deselects it, in UIKit's delegate order;
// programmatic selection tells no delegate; cells see their state.

private final class SelectionTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  var keepSelected: Set<Int> = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.row)")
    return keepSelected.contains(indexPath.row) ? nil : indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

@MainActor
private func showTable(_ source: SelectionTable) -> (UITableView, TestHost) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  table.dataSource = source
  table.delegate = source
  table.accessibilityIdentifier = "rows"
  let controller = UIViewController()
  controller.view.addSubview(table)
  let host = TestHost()
  host.show(controller)
  return (table, host)
}

private func rows(_ numbers: Int...) -> [IndexPath] {
  numbers.map { IndexPath(row: $0, section: 0) }
}

@MainActor
@Suite struct UIKitTableMultipleSelectionTests {
  /// "When the value of this property is true, the user can select additional rows by
  /// tapping on them. The user must tap a currently selected row to deselect it."
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection);
  /// the tap's messages are the delegate's willSelectRowAt/didSelectRowAt and
  /// willDeselectRowAt/didDeselectRowAt
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)),
  /// whose nil keeps the row selected.
  @Test func tapsAddRowsAndATapOnASelectedRowDeselectsIt() {
    let source = SelectionTable()
    let (table, host) = showTable(source)
    table.allowsMultipleSelection = true
    #expect(host.select(row: 3, in: "rows"))
    #expect(host.select(row: 1, in: "rows"))
    #expect(source.log == ["willSelect 3", "didSelect 3", "willSelect 1", "didSelect 1"])
    #expect(table.indexPathsForSelectedRows == rows(1, 3))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    source.log = []
    #expect(host.select(row: 3, in: "rows"))
    #expect(source.log == ["willDeselect 3", "didDeselect 3"])
    #expect(table.indexPathsForSelectedRows == rows(1))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
    source.keepSelected = [1]
    source.log = []
    #expect(host.select(row: 1, in: "rows"))
    #expect(source.log == ["willDeselect 1"])
    #expect(table.indexPathsForSelectedRows == rows(1))
  }

  /// Without multiple selection a tap on another row deselects the one selected before,
  /// telling the delegate; "Calling this method doesn't cause the delegate to receive a
  /// tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:) message"
  /// (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)),
  /// which with multiple selection adds the row; nil clears the selection.
  @Test func programmaticSelectionTellsNoDelegate() {
    let source = SelectionTable()
    let (table, host) = showTable(source)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == rows(2))
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == rows(2, 4))
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == rows(4))
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(source.log.isEmpty)
    table.allowsMultipleSelection = false
    #expect(host.select(row: 0, in: "rows"))
    #expect(host.select(row: 1, in: "rows"))
    #expect(
      source.log == [
        "willSelect 0", "didSelect 0", "willSelect 1", "willDeselect 0", "didDeselect 0",
        "didSelect 1",
      ])
    #expect(table.indexPathsForSelectedRows == rows(1))
  }

  /// allowsMultipleSelectionDuringEditing: "users can select more than one row ... in
  /// editing mode"
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting),
  /// while outside editing the single selection holds.
  @Test func multipleSelectionDuringEditing() {
    let source = SelectionTable()
    let (table, host) = showTable(source)
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    #expect(host.select(row: 0, in: "rows"))
    #expect(host.select(row: 2, in: "rows"))
    #expect(table.indexPathsForSelectedRows == rows(0, 2))
    table.setEditing(false, animated: false)
    #expect(host.select(row: 4, in: "rows"))
    #expect(table.indexPathsForSelectedRows == rows(4))
  }
}

private final class SelectionGrid: NSObject, UICollectionViewDelegate {
  var log: [String] = []
  var refuseDeselect: Set<Int> = []

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    log.append("shouldHighlight \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldDeselect \(indexPath.item)")
    return !refuseDeselect.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.item)")
  }
}

@MainActor
private final class StateLog {
  var selected: [String: Bool] = [:]
}

@MainActor
@Suite struct UIKitCollectionMultipleSelectionTests {
  private func showList(
    _ delegate: SelectionGrid, _ states: StateLog
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>, TestHost) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    collectionView.delegate = delegate
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      let handler: UICollectionViewCell.ConfigurationUpdateHandler = { _, state in
        states.selected[name] = state.isSelected
      }
      cell.configurationUpdateHandler = handler
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["A", "B", "C", "D"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    return (collectionView, dataSource, host)
  }

  /// With allowsMultipleSelection
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection)
  /// taps add items; a tap on a selected item asks shouldDeselectItemAt and tells
  /// didDeselectItemAt
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:),
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:));
  /// a tap first asks shouldHighlightItemAt, then shouldSelectItemAt before
  /// didSelectItemAt. The cells' configuration state follows the selection
  /// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isselected).
  @Test func tapsSelectAndDeselectItemsInUIKitsOrder() {
    let delegate = SelectionGrid()
    let states = StateLog()
    let (collectionView, _, host) = showList(delegate, states)
    collectionView.allowsMultipleSelection = true
    #expect(host.select(row: 2))
    #expect(host.select(row: 0))
    #expect(
      delegate.log == [
        "shouldHighlight 2", "shouldSelect 2", "didSelect 2",
        "shouldHighlight 0", "shouldSelect 0", "didSelect 0",
      ])
    #expect(
      collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
      ])
    #expect(states.selected == ["A": true, "B": false, "C": true, "D": false])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    delegate.log = []
    #expect(host.select(row: 2))
    #expect(delegate.log == ["shouldHighlight 2", "shouldDeselect 2", "didDeselect 2"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(states.selected["C"] == false)
    delegate.refuseDeselect = [0]
    delegate.log = []
    #expect(host.select(row: 0))
    #expect(delegate.log == ["shouldHighlight 0", "shouldDeselect 0"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  /// Without multiple selection a tap on another item deselects the first
  /// (didDeselectItemAt); selectItem(at:animated:scrollPosition:) and
  /// deselectItem(at:animated:) tell no delegate
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:),
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:));
  /// with allowsSelection false a tap selects nothing
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection).
  @Test func singleSelectionAndProgrammaticSelection() {
    let delegate = SelectionGrid()
    let states = StateLog()
    let (collectionView, _, host) = showList(delegate, states)
    #expect(host.select(row: 1))
    #expect(host.select(row: 3))
    #expect(
      delegate.log == [
        "shouldHighlight 1", "shouldSelect 1", "didSelect 1",
        "shouldHighlight 3", "shouldSelect 3", "didDeselect 1", "didSelect 3",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(states.selected["B"] == false)
    #expect(states.selected["D"] == true)
    delegate.log = []
    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [])
    #expect(delegate.log.isEmpty)
    collectionView.allowsSelection = false
    #expect(host.select(row: 2))
    #expect(delegate.log.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == [])
  }
}

private final class ChecklistController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.allowsMultipleSelection = true
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

@MainActor
@Suite struct UIKitTableControllerMultipleSelectionTests {
  /// clearsSelectionOnViewWillAppear: the table "clears its current selection when it
  /// receives a viewWillAppear(_:) message"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear):
  /// every selected row, with multiple selection.
  @Test func everySelectedRowIsClearedWhenTheViewAppearsAgain() {
    let controller = ChecklistController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    let host = TestHost()
    host.show(navigation)
    #expect(host.select(row: 1))
    #expect(host.select(row: 3))
    #expect(controller.tableView.indexPathsForSelectedRows == rows(1, 3))
    navigation.pushViewController(UIViewController(), animated: false)
    host.flush()
    navigation.popViewController(animated: false)
    host.flush()
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
  }
}
