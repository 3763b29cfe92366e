import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// A cell written for a nib, as public UIKit samples write them: it overrides
/// `awakeFromNib()` and `setSelected(_:animated:)` and records the calls.
private final class RecordingCell: UITableViewCell {
  var awoke = 0
  var selections: [Bool] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke += 1
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selections.append(selected)
  }
}

private final class RecordingCollectionCell: UICollectionViewCell {
  var awoke = 0
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke += 1
  }
}

private final class FruitTableController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(RecordingCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = ["Apple", "Pear", "Plum"][indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct UIKitCellNibAndSelectionTests {
  private func cell(_ row: Int, of screen: FruitTableController) throws -> RecordingCell {
    try #require(
      screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RecordingCell)
  }

  // awakeFromNib() (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib())
  // runs only for objects loaded from a nib; cells made in code never get it, and there
  // are no nibs here.
  @Test func cellsMadeInCodeDoNotAwakeFromANib() throws {
    let screen = FruitTableController()
    let host = TestHost()
    host.show(screen)
    #expect(try cell(0, of: screen).awoke == 0)
    #expect(RecordingCollectionCell(frame: .zero).awoke == 0)
  }

  // setSelected(_:animated:) (https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)):
  // the table calls it on the cell when its row is selected or deselected, by a tap or
  // by selectRow / deselectRow.
  @Test func theTableCallsSetSelectedWhenARowIsSelected() throws {
    let screen = FruitTableController()
    let host = TestHost()
    host.show(screen)
    let pear = try cell(1, of: screen)
    let plum = try cell(2, of: screen)
    #expect(pear.selections.isEmpty)
    screen.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    host.flush()
    #expect(pear.selections == [true])
    #expect(pear.isSelected)
    screen.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    host.flush()
    #expect(pear.selections == [true, false])
    #expect(plum.selections == [true])
    screen.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
    host.flush()
    #expect(plum.selections == [true, false])
    #expect(!plum.isSelected)
  }

  // Called directly, setSelected(_:animated:) selects the cell: here its row in its table.
  @Test func callingSetSelectedSelectsTheCellsRow() throws {
    let screen = FruitTableController()
    let host = TestHost()
    host.show(screen)
    let apple = try cell(0, of: screen)
    apple.setSelected(true, animated: false)
    host.flush()
    #expect(apple.isSelected)
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(apple.selections == [true, true], "the direct call, then the table's report")
    apple.setSelected(false, animated: false)
    host.flush()
    #expect(!apple.isSelected)
    #expect(screen.tableView.indexPathForSelectedRow == nil)
  }
}
