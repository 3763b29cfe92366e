import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a table fed by the classic data source, as most UIKit
// screens written before diffable data sources are.

final class FruitsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
  var sections: [(title: String, fruits: [String])] = []
  var cellRequests: [IndexPath] = []
  var tapped: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "fruits"
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    view.addSubview(tableView)
    // Loaded after the data source is set, as screens often do: the table asks later.
    sections = [("Red", ["Apple", "Cherry"]), ("Yellow", ["Banana", "Lemon", "Pear", "Quince"])]
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].fruits.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = sections[indexPath.section].fruits[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tapped.append(indexPath)
  }
}

/// A data source implementing only the two required methods.
final class PlainList: UITableViewDataSource {
  var names = ["one", "two"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

@MainActor
@Suite struct UIKitClassicTableTests {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource: the table
  /// asks for the number of sections and rows, then for the cells of the rows it shows
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)),
  /// with the section headers' titles from `tableView(_:titleForHeaderInSection:)`.
  @Test func theTableAsksItsDataSourceForSectionsRowsAndVisibleCells() {
    let controller = FruitsViewController()
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
    // 200 points: header (28), 2 rows (88), header (28), 1 row and part of another (56).
    #expect(table.visibleCells.map(\.label.text) == ["Apple", "Cherry", "Banana", "Lemon"])
    #expect(
      controller.cellRequests == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ], "only the visible rows' cells are asked for")
    let headers = table.subviews.compactMap { $0 as? UILabel }.map(\.text)
    #expect(headers.contains("Red") && headers.contains("Yellow"))
    #expect(host.select(row: 1, section: 1, in: "fruits"))
    #expect(controller.tapped == [IndexPath(row: 1, section: 1)])
  }

  /// `reloadData()` (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()):
  /// the counts are asked again and every visible row's cell is asked for again.
  @Test func reloadDataAsksAgainForCountsAndEveryVisibleCell() {
    let controller = FruitsViewController()
    let host = TestHost()
    host.show(controller)
    controller.sections[0].fruits.insert("Raspberry", at: 0)
    controller.cellRequests = []
    controller.tableView.reloadData()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3, "the counts at once")
    host.flush()
    #expect(
      controller.tableView.visibleCells.map(\.label.text)
        == ["Raspberry", "Apple", "Cherry", "Banana"])
    #expect(controller.cellRequests.count == 4, "every visible cell made again")
    host.flush()
    #expect(controller.cellRequests.count == 4, "and not again without a reload")
  }

  /// `numberOfSections(in:)` is optional and one section is the default
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:));
  /// without `tableView(_:titleForHeaderInSection:)` there is no header. The data source
  /// is held weakly, as UIKit's `dataSource` is.
  @Test func onlyTheRequiredMethodsGiveOneSectionWithoutHeader() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    var list: PlainList? = PlainList()
    table.dataSource = list
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(table)
    host.show(root)
    #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map(\.label.text) == ["one", "two"])
    #expect(table.visibleCells.first?.frame.minY == 0, "no header above the first row")
    weak let weakList = list
    list = nil
    #expect(weakList == nil && table.dataSource == nil)
    table.dataSource = nil
    host.flush()
    #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
  }

  /// The classic cell styles
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle): every
  /// style has a `textLabel`; `detailTextLabel` exists for the styles that support a
  /// secondary label and is `nil` for `.default`
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel).
  /// `.value1` puts the detail at the trailing edge, `.subtitle` beneath the text.
  @Test func classicCellStylesHaveUIKitsLabels() {
    let plain = UITableViewCell(style: .default, reuseIdentifier: "plain")
    plain.textLabel?.text = "Wi-Fi"
    #expect(plain.textLabel?.text == "Wi-Fi" && plain.detailTextLabel == nil)
    let value = UITableViewCell(style: .value1, reuseIdentifier: "value")
    value.textLabel?.text = "Wi-Fi"
    value.detailTextLabel?.text = "Home"
    value.accessoryType = .disclosureIndicator
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
    subtitle.textLabel?.text = "Ada"
    subtitle.detailTextLabel?.text = "Engineer"
    for cell in [value, subtitle] {
      cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
      cell.layoutIfNeeded()
    }
    let detail = value.detailTextLabel!
    #expect(detail.textAlignment == .right)
    #expect(detail.frame.maxX <= 390 - 36, "clear of the disclosure indicator")
    #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY)
  }

  /// `init(frame:style:)` (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)):
  /// the style is fixed at creation; `UITableView(frame:)` is plain.
  @Test func aTableViewKeepsTheStyleItWasMadeWith() {
    let grouped = UITableView(frame: .zero, style: .insetGrouped)
    #expect(grouped.style == .insetGrouped)
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    #expect(UITableView(frame: .zero).style == .plain)
  }
}

/// A cell laid out with constraints in its content view, as self-sizing cells are.
final class NoteCell: UITableViewCell {
  let body = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    body.numberOfLines = 0
    body.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(body)
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
      body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NotesDataSource: UITableViewDataSource {
  let notes = ["one line", "three\nlines\nhere", "two\nlines"]
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
    cell.body.text = notes[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct UIKitSelfSizingTests {
  // Self-sizing cells (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension):
  // with rowHeight = automaticDimension, each row is as tall as its content view's
  // constraints make it: 8 + 20 per line + 8.
  @Test func rowsAreAsTallAsTheirCellsConstraints() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    let source = NotesDataSource()
    table.dataSource = source
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(table)
    host.show(root)
    let frames = table.visibleCells.map(\.frame)
    #expect(frames.map(\.minY) == [0, 36, 112])
    #expect(frames.map(\.height) == [36, 76, 56])
    #expect(table.contentSize.height == 168)
    withExtendedLifetime(source) {}
  }
}
