import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Two screens as public iOS code writes them, with only the import changed: a to-do
// list whose rows swipe to delete through UIContextualAction, and a profile grid whose
// cells set themselves up in commonInit() from both initializers.

final class TodoListViewController: UITableViewController {
  var todos = ["Buy milk", "Walk the dog", "Call mum"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "To Do"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TodoCell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = todos[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let deleteAction = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] (_, _, completionHandler) in
      self?.todos.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
      completionHandler(true)
    }
    deleteAction.image = UIImage(systemName: "trash")
    let configuration = UISwipeActionsConfiguration(actions: [deleteAction])
    configuration.performsFirstActionWithFullSwipe = true
    return configuration
  }
}

final class ProfileCell: UICollectionViewCell {
  static let reuseIdentifier = "ProfileCell"

  let nameLabel = UILabel()
  private(set) var madeByCommonInit = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    madeByCommonInit = true
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 10
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.textAlignment = .center
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    NSLayoutConstraint.activate([
      nameLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      nameLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: contentView.leadingAnchor, constant: 4),
    ])
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    contentView.backgroundColor = state.isSelected ? .systemBlue : .secondarySystemBackground
    nameLabel.textColor = state.isSelected ? .white : .label
  }
}

final class ProfilesViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  let names = ["Ada", "Grace", "Linus", "Margaret"]
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(
      ProfileCell.self, forCellWithReuseIdentifier: ProfileCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return names.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: ProfileCell.reuseIdentifier, for: indexPath) as! ProfileCell
    cell.nameLabel.text = names[indexPath.item]
    return cell
  }
}

@MainActor
@Suite struct UIKitCellScreenTests {
  /// A swipe to the left shows the delegate's trailing actions; tapping Delete runs its
  /// handler, which removes the row
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)).
  @Test func theToDoListDeletesARowBySwipingIt() {
    let todo = TodoListViewController(style: .plain)
    let host = TestHost()
    host.show(UINavigationController(rootViewController: todo))
    #expect(host.tables.cells.count == 3)
    host.tables.cells.element(boundBy: 1).swipeLeft()
    #expect(host.buttons["Delete"].exists)
    host.buttons["Delete"].tap()
    #expect(todo.todos == ["Buy milk", "Call mum"])
    #expect(host.tables.cells.count == 2)
    #expect(host.staticTexts["Walk the dog"].exists == false)
    #expect(host.staticTexts["Call mum"].exists)
  }

  /// A cell made by the collection view and one made from an archive both run
  /// commonInit() (https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(frame:),
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)); its label,
  /// centred in the content view, shows the name; selecting it restyles it through
  /// updateConfiguration(using:).
  @Test func profileCellsSetThemselvesUpInCommonInit() throws {
    let screen = ProfilesViewController()
    let host = TestHost()
    host.show(screen)
    let cell = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ProfileCell)
    #expect(cell.madeByCommonInit)
    #expect(cell.nameLabel.text == "Grace")
    #expect(cell.contentView.frame.size == CGSize(width: 160, height: 100))
    #expect(abs(cell.nameLabel.frame.midX - 80) < 0.5)
    #expect(abs(cell.nameLabel.frame.midY - 50) < 0.5)
    #expect(cell.nameLabel.frame.width > 0)
    #expect(host.staticTexts["Grace"].exists)
    #expect(cell.contentView.backgroundColor == .secondarySystemBackground)
    host.cells.element(boundBy: 1).tap()
    #expect(cell.contentView.backgroundColor == .systemBlue)
    #expect(cell.nameLabel.textColor == .white)

    let archived = try #require(ProfileCell(coder: NSCoder()))
    #expect(archived.madeByCommonInit)
    #expect(archived.nameLabel.superview === archived.contentView)
  }
}
