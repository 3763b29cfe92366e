import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A settings screen with the classic table API: footers, a row of its own height, an
// info button, a switch as accessory view, a row that does not highlight. Each behaviour
// after its Apple page; frames worked out by hand (headers and footers 28 high).

private final class SettingsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let syncSwitch = UISwitch()
  var infoTapped: [IndexPath] = []
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 2 : 1
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Account" : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "Signed in as ada" : nil
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    switch (indexPath.section, indexPath.row) {
    case (0, 0):
      content.text = "Profile"
      cell.accessoryType = .detailDisclosureButton
    case (0, 1):
      content.text = "About this device"
      cell.selectionStyle = .none
    default:
      content.text = "Sync"
      cell.accessoryView = syncSwitch
    }
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath == IndexPath(row: 1, section: 0) ? 88 : 44
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    infoTapped.append(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
@Suite struct UIKitTableExtrasTests {
  // tableView(_:titleForFooterInSection:)
  // (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:))
  // and tableView(_:heightForRowAt:)
  // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)):
  // header 0-28, rows 28-72 and 72-160, footer 160-188, the next section's row 188-232.
  @Test func footersAndRowsOfTheirOwnHeight() {
    let screen = SettingsViewController()
    let host = TestHost()
    host.show(screen)
    let table = screen.tableView
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 28)
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame
        == CGRect(x: 0, y: 72, width: 390, height: 88))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 188)
    #expect(table.contentSize.height == 232)
    #expect(host.view(withText: "Signed in as ada")?.frame.minY == 160)
  }

  // accessoryType .detailDisclosureButton and
  // tableView(_:accessoryButtonTappedForRowWith:)
  // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)):
  // the info button tells the delegate and does not select the row.
  @Test func theInfoButtonTellsTheDelegate() {
    let screen = SettingsViewController()
    let host = TestHost()
    host.show(screen)
    screen.tableView.tapAccessory(at: IndexPath(row: 0, section: 0))
    screen.tableView.tapAccessory(at: IndexPath(row: 1, section: 0))  // no info button
    #expect(screen.infoTapped == [IndexPath(row: 0, section: 0)])
    #expect(screen.selected.isEmpty && screen.tableView.indexPathForSelectedRow == nil)
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
        == .detailDisclosureButton)
  }

  // accessoryView (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview)
  // replaces the accessory type at the trailing edge: a 51 x 31 switch, 16 from the edge,
  // centred in the 44-point row; selectionStyle .none
  // (https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property)
  // draws no highlight when the row is selected.
  @Test func anAccessoryViewAndARowThatDoesNotHighlight() {
    let screen = SettingsViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.syncSwitch.frame == CGRect(x: 323, y: 7, width: 51, height: 31))
    let about = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(about.selectionStyle == .none)
    screen.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    host.flush()
    #expect(about.isSelected)
    #expect(about.lastDrawing?.commands.contains { "\($0)".contains("fill") } != true)
  }
}

/// A to-do list edited the classic way: swipe to delete, drag to reorder.
private final class TodoViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  var items = ["Milk", "Eggs", "Bread"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    items[indexPath.row] != "Bread"
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = items.remove(at: sourceIndexPath.row)
    items.insert(item, at: destinationIndexPath.row)
  }
}

@MainActor
@Suite struct UIKitTableEditingTests {
  private func texts(_ table: UITableView) -> [String?] {
    (0..<table.numberOfRows(inSection: 0)).map {
      table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
    }
  }

  // tableView(_:commit:forRowAt:)
  // (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:))
  // with deleteRows(at:with:); tableView(_:canEditRowAt:) refuses "Bread".
  @Test func swipeToDeleteCommitsAndTheTableFollows() {
    let screen = TodoViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.tableView.swipeToDelete(at: IndexPath(row: 0, section: 0)))
    host.flush()
    #expect(screen.items == ["Eggs", "Bread"])
    #expect(texts(screen.tableView) == ["Eggs", "Bread"])
    #expect(!screen.tableView.swipeToDelete(at: IndexPath(row: 1, section: 0)))
    #expect(screen.items == ["Eggs", "Bread"])
  }

  // tableView(_:moveRowAt:to:)
  // (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)):
  // the data source updates its data; the table shows the row where it was dropped.
  @Test func draggingARowMovesIt() {
    let screen = TodoViewController()
    let host = TestHost()
    host.show(screen)
    screen.tableView.setEditing(true, animated: false)
    #expect(screen.tableView.isEditing)
    #expect(
      screen.tableView.dragRow(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
    host.flush()
    #expect(screen.items == ["Bread", "Milk", "Eggs"])
    #expect(texts(screen.tableView) == ["Bread", "Milk", "Eggs"])
  }

  // performBatchUpdates(_:completion:)
  // (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)):
  // the counts are checked once, at the end; the completion runs after the next pass.
  @Test func batchUpdatesAreCheckedAtTheEnd() {
    let screen = TodoViewController()
    let host = TestHost()
    host.show(screen)
    var finished = false
    screen.tableView.performBatchUpdates(
      {
        screen.items.append("Tea")
        screen.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        screen.items.remove(at: 0)
        screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }, completion: { finished = $0 })
    #expect(!finished)
    host.flush()
    #expect(finished)
    #expect(texts(screen.tableView) == ["Eggs", "Bread", "Tea"])
  }
}
