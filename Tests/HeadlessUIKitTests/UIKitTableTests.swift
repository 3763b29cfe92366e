import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// App code in UIKit's names: a table of accents with a diffable data source.

@Observable final class Picker: @unchecked Sendable {
  var chosen = "forest"
}

final class AccentsViewController: UIViewController, UITableViewDelegate {
  enum Section: Hashable, Sendable { case main }

  let picker: Picker
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
  var dataSource: UITableViewDiffableDataSource<Section, String>!
  var selected: [IndexPath] = []

  init(picker: Picker) {
    self.picker = picker
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "accents"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "accent")
    tableView.delegate = self
    view.addSubview(tableView)
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [picker] tableView, indexPath, accent in
      let cell = tableView.dequeueReusableCell(withIdentifier: "accent", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = accent.capitalized
      cell.contentConfiguration = content
      // Read in the cell's configuration handler, so a change re-configures it.
      cell.configurationUpdateHandler = { cell, _ in
        cell.accessoryType = picker.chosen == accent ? .checkmark : .none
      }
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["forest", "coral", "sage"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
    if let accent = dataSource.itemIdentifier(for: indexPath) { picker.chosen = accent }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

final class SubtitleCell: UITableViewCell {
  var madeWithStyle: UITableViewCell.CellStyle?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    madeWithStyle = self.style
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }
}

@MainActor
@Suite struct UIKitTableTests {
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  @Test func aDiffableTableShowsItsItemsAndTellsTheDelegateOfTaps() throws {
    let picker = Picker()
    let controller = AccentsViewController(picker: picker)
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView
    #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
    let cells = table.visibleCells
    #expect(cells.map(\.label.text) == ["Forest", "Coral", "Sage"])
    #expect(cells.map(\.accessoryType) == [.checkmark, .none, .none])
    #expect(cells.allSatisfy { $0.reuseIdentifier == "accent" })
    #expect(host.select(row: 1, in: "accents"))
    #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    #expect(picker.chosen == "coral" && table.indexPathForSelectedRow == nil)
    // The handlers read `picker.chosen`: the change re-configured the cells.
    #expect(table.visibleCells.map(\.accessoryType) == [.none, .checkmark, .none])
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(controller.selected.count == 1, "programmatic selection is not reported")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(controller.dataSource.indexPath(for: "sage") == IndexPath(row: 2, section: 0))
  }

  @Test func applyKeepsCellsAndReconfiguresWhatTheSnapshotAsks() {
    let controller = AccentsViewController(picker: Picker())
    let host = TestHost()
    host.show(controller)
    let coral = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    var snapshot = controller.dataSource.snapshot()
    snapshot.deleteItems(["forest"])
    snapshot.appendItems(["ink"], toSection: .main)
    snapshot.reconfigureItems(["coral"])
    controller.dataSource.apply(snapshot)
    host.flush()
    #expect(controller.tableView.visibleCells.map(\.label.text) == ["Coral", "Sage", "Ink"])
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === coral)
    #expect(controller.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func aRegisteredSubclassIsMadeThroughItsOverriddenInitializer() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    table.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
    let cell = table.dequeueReusableCell(
      withIdentifier: "subtitle", for: IndexPath(row: 0, section: 0))
    #expect((cell as? SubtitleCell)?.madeWithStyle == .subtitle)
    #expect(cell.reuseIdentifier == "subtitle")
    var content = cell.defaultContentConfiguration()
    content.text = "Title"
    content.secondaryText = "detail"
    cell.contentConfiguration = content
    // UIKit: a content configuration and textLabel/detailTextLabel are mutually
    // exclusive (https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel);
    // the configuration's texts show in the cell's labels.
    #expect(cell.textLabel == nil && cell.detailTextLabel == nil)
    #expect(cell.label.text == "Title" && cell.detailLabel?.text == "detail")
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "detail")
  }

  // UITableView's designated initializer is init(frame:style:)
  // (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)),
  // which a subclass overrides; init(frame:) makes a plain table. HeadlessKit's own
  // ListView is made with init(frame:).
  @Test func aUITableViewSubclassIsMadeThroughItsOverriddenInitializer() {
    final class FeedTable: UITableView {
      var madeWithStyle: Style?
      override init(frame: CGRect, style: Style) {
        super.init(frame: frame, style: style)
        madeWithStyle = style
      }
      required init?(coder: NSCoder) { nil }
    }
    let feed = FeedTable(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .insetGrouped)
    #expect(feed.madeWithStyle == .insetGrouped && feed.style == .insetGrouped)
    #expect(FeedTable(frame: .zero).madeWithStyle == .plain)
    #expect(UITableView().style == .plain)
    #expect(feed.treeDescription().hasPrefix("FeedTable "))
    #expect(ListView().treeDescription().hasPrefix("ListView "))
  }

  // UITableViewCell is made with init(style:reuseIdentifier:)
  // (https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)),
  // its designated initializer; HeadlessKit's own ListCell is made with init(style:).
  @Test func aUITableViewCellIsMadeWithUIKitsInitializerAndNamedAsSuch() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "row")
    #expect(cell.reuseIdentifier == "row" && cell.style == .value1)
    #expect(cell.detailTextLabel != nil && UITableViewCell().detailTextLabel == nil)
    #expect(cell.treeDescription().hasPrefix("UITableViewCell "))
    let own = ListCell(style: .subtitle)
    #expect(own.reuseIdentifier == nil && own.treeDescription().hasPrefix("ListCell "))
  }
}
