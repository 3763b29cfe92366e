import HeadlessKit
import HeadlessUIKit

// Four more screens written as iOS code is, first in a scratch package importing UIKit or
// HeadlessUIKit (`#if canImport(UIKit)`), which compiled with nothing else changed; here
// without `public` and with the HeadlessUIKit import only: a stack-view subclass, a
// diffable settings screen, a collection-view list, and a tab bar with items.

/// A stack-view subclass: avatar, name and bio, centred.
final class ProfileHeaderView: UIStackView {
  let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let nameLabel = UILabel()
  let bioLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    axis = .vertical
    alignment = .center
    spacing = 8
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    bioLabel.font = .preferredFont(forTextStyle: .subheadline)
    bioLabel.textColor = .secondaryLabel
    bioLabel.numberOfLines = 0
    bioLabel.textAlignment = .center
    [avatar, nameLabel, bioLabel].forEach(addArrangedSubview)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalToConstant: 64),
    ])
  }

  required init(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, bio: String) {
    nameLabel.text = name
    bioLabel.text = bio
  }
}

/// A profile screen: the header pinned under the safe area.
final class ProfileStackViewController: UIViewController {
  let header = ProfileHeaderView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Profile"
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    header.configure(name: "Ada Lovelace", bio: "Analyst")
  }
}

/// A diffable settings screen: sections with titles, switches as accessory views.
final class DiffableSettingsViewController: UIViewController, UITableViewDelegate {
  enum Section: Int, CaseIterable, Sendable {
    case general, privacy
  }

  struct Row: Hashable, Sendable {
    let title: String
    let section: Section
  }

  final class DataSource: UITableViewDiffableDataSource<Section, Row> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      Section(rawValue: section) == .general ? "General" : "Privacy"
    }
  }

  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var dataSource: DataSource!
  private(set) var switches: [String: UISwitch] = [:]
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.delegate = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    dataSource = DataSource(tableView: tableView) { [unowned self] tableView, indexPath, row in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      cell.contentConfiguration = content
      if row.section == .privacy {
        let toggle = self.switches[row.title] ?? UISwitch()
        self.switches[row.title] = toggle
        cell.accessoryView = toggle
        cell.selectionStyle = .none
      } else {
        cell.accessoryType = .disclosureIndicator
      }
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(
      [Row(title: "About", section: .general), Row(title: "Storage", section: .general)],
      toSection: .general)
    snapshot.appendItems(
      [Row(title: "Location", section: .privacy), Row(title: "Analytics", section: .privacy)],
      toSection: .privacy)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let row = dataSource.itemIdentifier(for: indexPath), row.section == .general else {
      return
    }
    opened.append(row.title)
  }
}

/// A collection-view list of books; a tap pushes the book's screen.
final class LibraryViewController: UIViewController, UICollectionViewDelegate {
  enum Section: Sendable { case main }

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  let books = ["Dune", "Emma", "Ulysses"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, book in
      var content = cell.defaultContentConfiguration()
      content.text = book
      content.secondaryText = "\(book.count) letters"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, book in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(books)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let book = dataSource.itemIdentifier(for: indexPath) else { return }
    let detail = UIViewController()
    detail.title = book
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// The app's tabs: the library in a navigation controller, settings, with items.
final class MainTabBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let library = UINavigationController(rootViewController: LibraryViewController())
    library.tabBarItem = UITabBarItem(
      title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
    let settings = UINavigationController(rootViewController: DiffableSettingsViewController())
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    settings.tabBarItem.badgeValue = "1"
    viewControllers = [library, settings]
  }
}

// A sign-in form with anchors, a volume slider and a table of remembered accounts with a
// custom cell: UIKit's UITextField, UISlider, UITableView and UITableViewCell shapes.
/// A login form laid out with anchors, a volume slider, and a remembered-accounts table
/// with a custom cell, written as iOS code is.
final class SignInViewController: UIViewController, UITextFieldDelegate, UITableViewDataSource {
  let usernameField = UITextField()
  let passwordField = UITextField()
  let volumeSlider = UISlider()
  let statusLabel = UILabel()
  let accounts = UITableView(frame: .zero, style: .insetGrouped)
  private(set) var volume: Float = 0.5
  private(set) var submitted: String?
  var remembered = ["kim", "jo"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    usernameField.placeholder = "Username"
    usernameField.borderStyle = .roundedRect
    usernameField.accessibilityIdentifier = "username"
    usernameField.delegate = self
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.borderStyle = .roundedRect
    passwordField.accessibilityIdentifier = "password"
    passwordField.delegate = self
    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 1
    volumeSlider.value = volume
    volumeSlider.accessibilityIdentifier = "volume"
    volumeSlider.addAction(
      UIAction { [unowned self] _ in self.volume = self.volumeSlider.value }, for: .valueChanged)
    accounts.register(AccountCell.self, forCellReuseIdentifier: AccountCell.reuseID)
    accounts.dataSource = self
    for subview in [usernameField, passwordField, volumeSlider, statusLabel, accounts] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      usernameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      usernameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      usernameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      passwordField.topAnchor.constraint(equalTo: usernameField.bottomAnchor, constant: 12),
      passwordField.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: usernameField.trailingAnchor),
      volumeSlider.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 12),
      volumeSlider.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
      volumeSlider.trailingAnchor.constraint(equalTo: usernameField.trailingAnchor),
      statusLabel.topAnchor.constraint(equalTo: volumeSlider.bottomAnchor, constant: 12),
      statusLabel.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
      accounts.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 12),
      accounts.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      accounts.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      accounts.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === usernameField {
      passwordField.becomeFirstResponder()
    } else {
      submitted = (usernameField.text ?? "") + ":" + String((passwordField.text ?? "").count)
      statusLabel.text = "Signed in as \(usernameField.text ?? "")"
      textField.resignFirstResponder()
    }
    return true
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    remembered.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: AccountCell.reuseID, for: indexPath)
    cell.textLabel?.text = remembered[indexPath.row]
    return cell
  }
}

final class AccountCell: UITableViewCell {
  static let reuseID = "account"
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    detailTextLabel?.text = "remembered"
    accessoryType = .disclosureIndicator
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
