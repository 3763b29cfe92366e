import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A screen written as public iOS code writes it: a UITableViewController subclass that
// overrides the data source and delegate methods, with a custom cell that works from
// code and from an archive through `commonInit()`. Only the import differs from iOS.
// https://developer.apple.com/documentation/uikit/uitableviewcontroller

private struct Person {
  let name: String
  let phone: String
}

private final class PersonCell: UITableViewCell {
  static let reuseIdentifier = "PersonCell"

  let nameLabel = UILabel()
  let phoneLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    phoneLabel.textColor = .secondaryLabel
    contentView.addSubview(nameLabel)
    contentView.addSubview(phoneLabel)
  }

  func configure(with person: Person) {
    nameLabel.text = person.name
    phoneLabel.text = person.phone
  }
}

private final class PeopleTableViewController: UITableViewController {
  var people = [
    Person(name: "Ada", phone: "555-0100"),
    Person(name: "Grace", phone: "555-0101"),
    Person(name: "Linus", phone: "555-0102"),
  ]
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.register(PersonCell.self, forCellReuseIdentifier: PersonCell.reuseIdentifier)
    tableView.accessibilityIdentifier = "people"
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    people.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(
        withIdentifier: PersonCell.reuseIdentifier, for: indexPath) as! PersonCell
    cell.configure(with: people[indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Favourites" }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(people[indexPath.row].name)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      people.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}

@MainActor
@Suite struct UIKitTableViewControllerScreenTests {
  /// Apple: the controller "creates an unconfigured UITableView instance with the
  /// correct dimensions and resizing mask" and sets its data source and delegate to
  /// itself.
  @Test func theTableIsTheViewWithTheControllerAsDataSourceAndDelegate() {
    let controller = PeopleTableViewController(style: .insetGrouped)
    #expect(controller.view === controller.tableView)
    #expect(controller.tableView.style == .insetGrouped)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
  }

  @Test func theRowsShowTheCustomCellsMadeThroughCommonInit() {
    let controller = PeopleTableViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? PersonCell }
    #expect(cells.map { $0.nameLabel.text } == ["Ada", "Grace", "Linus"])
    #expect(cells.map { $0.phoneLabel.text } == ["555-0100", "555-0101", "555-0102"])
    #expect(cells.allSatisfy { $0.nameLabel.superview === $0.contentView })
  }

  @Test func aTapReachesTheOverriddenDelegateMethod() {
    let controller = PeopleTableViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    #expect(host.select(row: 1, in: "people"))
    #expect(controller.opened == ["Grace"])
  }

  /// Apple: with `clearsSelectionOnViewWillAppear` (the default) the table "clears its
  /// current selection when it receives a viewWillAppear(_:) message".
  @Test func theSelectionIsClearedWhenTheViewAppearsAgain() {
    let controller = PeopleTableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    let host = TestHost()
    host.show(navigation)
    controller.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    navigation.pushViewController(UIViewController(), animated: false)
    host.flush()
    navigation.popViewController(animated: false)
    host.flush()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func deletingARowThroughTheDataSourceRemovesIt() {
    let controller = PeopleTableViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    controller.tableView(
      controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    host.flush()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    let names = controller.tableView.visibleCells.compactMap {
      ($0 as? PersonCell)?.nameLabel.text
    }
    #expect(names == ["Grace", "Linus"])
  }
}
