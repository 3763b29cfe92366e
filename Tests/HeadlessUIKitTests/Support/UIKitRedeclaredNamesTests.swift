import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIKit's views, buttons and cells have no `identifier`, `shadow`, `title`, `image`,
// `style`, `label`, `detailLabel` or `indexPath` property, so public iOS code declares its
// own under those names. They compile here as on iOS, and are the subclass's own: the
// engine, `TestHost` and UIKit's members read the view's own state.
// https://developer.apple.com/documentation/uikit/uiview
// https://developer.apple.com/documentation/uikit/uibutton
// https://developer.apple.com/documentation/uikit/uitableviewcell

/// A cell as public code writes one: its own labels, model number, row and style.
private final class TeamMemberCell: UITableViewCell {
  static let reuseIdentifier = "TeamMemberCell"
  let label = UILabel()
  let detailLabel = UILabel()
  var identifier = 0
  var indexPath: IndexPath?
  var style = "compact"
  var shadow = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.accessibilityIdentifier = "contact.name"
    contentView.addSubview(label)
    contentView.addSubview(detailLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(name: String, number: Int, at indexPath: IndexPath) {
    label.text = name
    detailLabel.text = "#\(number)"
    identifier = number
    self.indexPath = indexPath
  }
}

/// A button subclass with a model title, an image name and a style of its own.
private final class InvitePillButton: UIButton {
  enum Style { case primary, secondary }
  var title: String
  var image: String?
  var style: Style = .primary

  init(title: String) {
    self.title = title
    super.init(frame: .zero)
    setTitle(title.uppercased(), for: .normal)
    accessibilityIdentifier = "pill"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A label with an alignment of its own (UIKit's is `textAlignment`).
private final class CaptionLabel: UILabel {
  var alignment = "baseline"
}

/// An image view naming its asset itself.
private final class AssetImageView: UIImageView {
  let imageName: String
  init(imageName: String) {
    self.imageName = imageName
    super.init(frame: .zero)
    image = UIImage(systemName: imageName)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell with an accessory model of its own (UIKit's are `accessoryType` and
/// `accessoryView`).
private final class ChevronCell: UITableViewCell {
  var accessory: String? = "chevron"
}

/// A table with a selection callback of its own.
private final class CallbackTableView: UITableView {
  var onSelect: ((Int) -> Void)?
}

/// A table controller whose table is a ``CallbackTableView``.
private final class CallbackListViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let table = CallbackTableView(frame: .zero, style: .plain)
  private(set) var delegateRows: [Int] = []
  private(set) var callbackRows: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.accessibilityIdentifier = "callbacks"
    table.dataSource = self
    table.delegate = self
    table.onSelect = { [unowned self] row in callbackRows.append(row) }
    table.frame = view.bounds
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    delegateRows.append(indexPath.row)
    table.onSelect?(indexPath.row)
  }
}

/// A view with an identifier and a shadow flag of its own.
private final class ModelBadgeView: UIView {
  var identifier = "badge-model"
  var shadow = true
}

private final class TeamListViewController: UITableViewController {
  let names = ["Ada", "Grace", "Linus"]
  let pill = InvitePillButton(title: "Invite")
  let badge = ModelBadgeView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "contacts"
    tableView.register(TeamMemberCell.self, forCellReuseIdentifier: TeamMemberCell.reuseIdentifier)
    badge.accessibilityIdentifier = "badge"
    view.addSubview(badge)
    view.addSubview(pill)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: TeamMemberCell.reuseIdentifier, for: indexPath)
      as! TeamMemberCell
    cell.configure(name: names[indexPath.row], number: 100 + indexPath.row, at: indexPath)
    return cell
  }
}

@MainActor struct UIKitRedeclaredNamesTests {
  /// The cell's own `label`, `identifier` and `indexPath` hold what the app put there,
  /// and the table shows the label the app added, not UIKit's `textLabel`.
  @Test func aCellsOwnLabelAndIdentifierAreTheCells() throws {
    let controller = TeamListViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    #expect(host.staticTexts["Grace"].exists)
    #expect(host.staticTexts["#101"].exists)
    let cell = try #require(
      controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TeamMemberCell)
    #expect(cell.identifier == 101)
    #expect(cell.indexPath == IndexPath(row: 1, section: 0))
    #expect(cell.style == "compact")
    #expect(cell.shadow == false)
    #expect(cell.label.text == "Grace")
    #expect(cell.textLabel?.text == nil)
    #expect(cell.label !== cell.textLabel)
    #expect(host.label("contact.name")?.text == "Ada")
  }

  /// A button's own `title` is its model; what it shows is what `setTitle(_:for:)` set.
  @Test func aButtonsOwnTitleIsNotTheShownTitle() {
    let controller = TeamListViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    #expect(controller.pill.title == "Invite")
    #expect(controller.pill.style == .primary)
    #expect(controller.pill.image == nil)
    #expect(controller.pill.title(for: .normal) == "INVITE")
    #expect(host.buttons["INVITE"].exists)
    #expect(!host.buttons["Invite"].exists)
  }

  /// A label's own `alignment`, an image view's `imageName` and a cell's `accessory`
  /// leave UIKit's `textAlignment`, `image` and `accessoryType` as set.
  @Test func aLabelsImageViewsAndCellsOwnNamesAreTheirs() {
    let caption = CaptionLabel()
    caption.textAlignment = .center
    #expect(caption.alignment == "baseline")
    #expect(caption.textAlignment == .center)
    let icon = AssetImageView(imageName: "star")
    #expect(icon.imageName == "star")
    #expect(icon.image != nil)
    let cell = ChevronCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .checkmark
    #expect(cell.accessory == "chevron")
    #expect(cell.accessoryType == .checkmark)
  }

  /// A table's own `onSelect` is the app's: a tap reaches the delegate, which calls it.
  @Test func aTablesOwnOnSelectIsTheApps() {
    let controller = CallbackListViewController()
    let host = TestHost()
    host.show(controller)
    #expect(host.select(row: 2, in: "callbacks"))
    #expect(controller.delegateRows == [2])
    #expect(controller.callbackRows == [2])
  }

  /// A view's own `identifier` does not hide it from `TestHost`, which finds it by its
  /// `accessibilityIdentifier`.
  @Test func aViewsOwnIdentifierLeavesTheAccessibilityIdentifier() {
    let controller = TeamListViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    #expect(controller.badge.identifier == "badge-model")
    #expect(controller.badge.shadow)
    #expect(controller.badge.accessibilityIdentifier == "badge")
    #expect(host.view("badge") === controller.badge)
  }
}
