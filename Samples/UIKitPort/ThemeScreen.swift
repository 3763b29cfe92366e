// Seed 001's screen written as for iOS: only the import differs. On iOS this file
// compiles against UIKit; on Linux against HeadlessUIKit, which runs it on HeadlessKit's
// update cycle.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Observation

/// The app's theme, shared by the screen and the picker.
@Observable
public final class AppTheme {
  /// The accents the picker offers; each names a colour set in the asset catalog.
  public enum AccentColor: String, CaseIterable, Sendable {
    case forest, coral, sage
  }

  /// The chosen accent.
  public var accent: AccentColor = .forest

  /// Creates the theme, on forest.
  public init() {}
}

/// The screen that reflects the theme: a coloured header, a label and a button that opens
/// the picker as a half sheet.
public final class ViewController: UIViewController {
  private let theme: AppTheme
  /// Where the theme is applied: `updateProperties()` on iOS 26, `viewWillLayoutSubviews()`
  /// on iOS 18 (tracked there with `UIObservationTrackingEnabled`). An iOS app decides with
  /// `#available(iOS 26, *)`; the platform is emulated at run time here, so it is passed in.
  private let appliesInUpdateProperties: Bool

  /// The header; its colour follows the theme.
  public private(set) var headerView: UIView!
  /// The label; its text follows the theme.
  public private(set) var themeLabel: UILabel!

  /// Creates the screen.
  /// - Parameters:
  ///   - theme: The shared theme.
  ///   - appliesInUpdateProperties: `true` on iOS 26, `false` on iOS 18.
  public init(theme: AppTheme, appliesInUpdateProperties: Bool) {
    self.theme = theme
    self.appliesInUpdateProperties = appliesInUpdateProperties
    super.init(nibName: nil, bundle: nil)
  }

  /// Not used: there are no storyboards.
  public required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // The system blue is 4:1 against white; text needs 4.5:1 (WCAG AA): a darker tint.
    view.tintColor = UIColor(red: 0, green: 0.38, blue: 0.8, alpha: 1)
    headerView = UIView()
    headerView.accessibilityIdentifier = "header"
    themeLabel = UILabel()
    themeLabel.accessibilityIdentifier = "themeLabel"
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Change theme"
    // A UIAction instead of @objc and #selector.
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [unowned self] _ in showThemePicker() })
    button.accessibilityIdentifier = "changeTheme"
    // Laid out with anchors, as most UIKit code is: the header across the top, the label
    // and the button below it; the label's width follows its text.
    for subview in [headerView!, themeLabel!, button] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: view.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 120),
      themeLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 20),
      themeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      button.topAnchor.constraint(equalTo: themeLabel.bottomAnchor, constant: 20),
      button.leadingAnchor.constraint(equalTo: themeLabel.leadingAnchor),
    ])
  }

  private func showThemePicker() {
    let navigation = UINavigationController(
      rootViewController: ThemePickerViewController(theme: theme))
    navigation.modalPresentationStyle = .pageSheet
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.medium()]
      sheet.prefersGrabberVisible = true
    }
    present(navigation, animated: true)
  }

  // iOS 26: tracked; a change to what it reads runs it again.
  public override func updateProperties() {
    super.updateProperties()
    if appliesInUpdateProperties { applyTheme() }
  }

  // iOS 18: tracked when Info.plist has UIObservationTrackingEnabled = YES.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if !appliesInUpdateProperties { applyTheme() }
  }

  private func applyTheme() {
    headerView.backgroundColor = UIColor(named: theme.accent.rawValue)
    themeLabel.text = theme.accent.rawValue.capitalized
  }
}

/// The picker: a table of accents in a navigation controller titled "Theme".
public final class ThemePickerViewController: UIViewController, UITableViewDelegate {
  private enum Section: Hashable, Sendable { case accents }

  private let theme: AppTheme
  private let tableView = UITableView()
  private var dataSource: UITableViewDiffableDataSource<Section, AppTheme.AccentColor>!

  /// Creates the picker.
  /// - Parameter theme: The shared theme it writes.
  public init(theme: AppTheme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }

  /// Not used: there are no storyboards.
  public required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Theme"
    tableView.accessibilityIdentifier = "accents"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "accent")
    tableView.delegate = self
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [theme] tableView, indexPath, accent in
      let cell = tableView.dequeueReusableCell(withIdentifier: "accent", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = accent.rawValue.capitalized
      cell.contentConfiguration = content
      // Read in the cell's configuration handler: the check mark follows the theme.
      cell.configurationUpdateHandler = { cell, _ in
        cell.accessoryType = theme.accent == accent ? .checkmark : .none
      }
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, AppTheme.AccentColor>()
    snapshot.appendSections([.accents])
    snapshot.appendItems(AppTheme.AccentColor.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The user picked an accent: the theme takes it.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let accent = dataSource.itemIdentifier(for: indexPath) { theme.accent = accent }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

#if !canImport(UIKit)
  /// Adds this sample's asset catalog, which iOS would compile into the app: call once
  /// at start-up.
  public func addThemeAssetCatalog() throws {
    try UIColor.addAssetCatalogs(from: .module)
  }
#endif
