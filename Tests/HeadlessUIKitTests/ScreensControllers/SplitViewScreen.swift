import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A list and a detail in a split view, as public iOS 14+ code builds it: a column-style
// UISplitViewController with a UITableViewController as the primary column, a detail
// controller as the secondary, and a delegate that keeps the list on top on an iPhone.
// Only the import differs from iOS.
// https://developer.apple.com/documentation/uikit/uisplitviewcontroller

private struct Recipe {
  let name: String
  let minutes: Int
}

private final class RecipeDetailViewController: UIViewController {
  private let nameLabel = UILabel()
  private let timeLabel = UILabel()

  var recipe: Recipe? {
    didSet { if isViewLoaded { configure() } }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
    nameLabel.accessibilityIdentifier = "recipeName"
    timeLabel.textColor = .secondaryLabel
    timeLabel.accessibilityIdentifier = "recipeTime"
    let stack = UIStackView(arrangedSubviews: [nameLabel, timeLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    ])
    configure()
  }

  private func configure() {
    title = recipe?.name
    nameLabel.text = recipe?.name ?? "Select a recipe"
    timeLabel.text = recipe.map { "\($0.minutes) min" }
  }
}

private final class RecipeListViewController: UITableViewController {
  let recipes = [
    Recipe(name: "Pancakes", minutes: 20),
    Recipe(name: "Risotto", minutes: 45),
    Recipe(name: "Salad", minutes: 10),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    tableView.accessibilityIdentifier = "recipes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = recipes[indexPath.row].name
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard
      let detail = splitViewController?.viewController(for: .secondary)
        as? RecipeDetailViewController
    else { return }
    detail.recipe = recipes[indexPath.row]
    splitViewController?.show(.secondary)
  }
}

private final class SplitCoordinator: UISplitViewControllerDelegate {
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    .primary
  }
}

@MainActor
private func makeRecipesSplit(_ coordinator: SplitCoordinator) -> UISplitViewController {
  let split = UISplitViewController(style: .doubleColumn)
  split.preferredDisplayMode = .oneBesideSecondary
  split.preferredSplitBehavior = .tile
  split.delegate = coordinator
  split.setViewController(RecipeListViewController(style: .insetGrouped), for: .primary)
  split.setViewController(RecipeDetailViewController(), for: .secondary)
  return split
}

@MainActor
@Suite struct SplitViewScreenTests {
  /// On an iPhone the split view is collapsed: the list shows alone under its title,
  /// and picking a recipe pushes the detail with a back button to the list.
  @Test func onAnIPhoneTheListShowsAndARowPushesTheDetail() {
    let coordinator = SplitCoordinator()
    let split = makeRecipesSplit(coordinator)
    let host = TestHost()
    host.show(split)
    #expect(split.isCollapsed)
    #expect(host.label("navigationTitle")?.text == "Recipes")
    #expect(host.view(withText: "Risotto") != nil)
    #expect(host.label("recipeName") == nil)
    #expect(host.select(row: 1, in: "recipes"))
    #expect(host.label("navigationTitle")?.text == "Risotto")
    #expect(host.label("recipeName")?.text == "Risotto")
    #expect(host.label("recipeTime")?.text == "45 min")
    #expect(host.button("back")?.title == "< Recipes")
    #expect(host.tapButton(titled: "< Recipes"))
    #expect(host.label("navigationTitle")?.text == "Recipes")
    #expect(host.label("recipeName") == nil)
  }

  /// On an iPad in landscape the list and the detail show side by side; picking a
  /// recipe updates the detail and the list stays.
  @Test func onAnIPadTheListAndDetailShowSideBySide() {
    let coordinator = SplitCoordinator()
    let split = makeRecipesSplit(coordinator)
    let host = TestHost(size: CGSize(width: 1180, height: 820))
    host.show(split)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(host.label("recipeName")?.text == "Select a recipe")
    #expect(host.view(withText: "Pancakes") != nil)
    #expect(host.select(row: 0, in: "recipes"))
    #expect(host.label("recipeName")?.text == "Pancakes")
    #expect(host.label("recipeTime")?.text == "20 min")
    #expect(host.view(withText: "Salad") != nil)
    let detailFrame = split.viewControllers[1].view.frame
    #expect(detailFrame.minX == split.primaryColumnWidth)
  }
}
