import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A table filtered by a search controller, as public iOS code writes it: the
// UITableViewController is the search results updater, the search controller sits in
// the navigation item, scopes narrow the search. Only the import differs from iOS.
// https://developer.apple.com/documentation/uikit/uisearchcontroller

private struct Fruit {
  enum Kind: String, CaseIterable {
    case all = "All"
    case berry = "Berries"
    case citrus = "Citrus"
  }
  let name: String
  let kind: Kind
}

private final class FruitListViewController: UITableViewController {
  private let fruits = [
    Fruit(name: "Blueberry", kind: .berry),
    Fruit(name: "Lemon", kind: .citrus),
    Fruit(name: "Lime", kind: .citrus),
    Fruit(name: "Raspberry", kind: .berry),
    Fruit(name: "Strawberry", kind: .berry),
  ]
  private var filteredFruits: [Fruit] = []
  let searchController = UISearchController(searchResultsController: nil)

  private var isSearchBarEmpty: Bool {
    searchController.searchBar.text?.isEmpty ?? true
  }

  private var isFiltering: Bool {
    let scopeFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
    return searchController.isActive && (!isSearchBarEmpty || scopeFiltering)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruit"
    tableView.accessibilityIdentifier = "fruit"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Fruit"
    searchController.searchBar.scopeButtonTitles = Fruit.Kind.allCases.map { $0.rawValue }
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  private func filterContentForSearchText(_ searchText: String, kind: Fruit.Kind = .all) {
    filteredFruits = fruits.filter { fruit in
      let matchesKind = kind == .all || fruit.kind == kind
      if isSearchBarEmpty { return matchesKind }
      return matchesKind && fruit.name.lowercased().contains(searchText.lowercased())
    }
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    isFiltering ? filteredFruits.count : fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
    let fruit = isFiltering ? filteredFruits[indexPath.row] : fruits[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = fruit.name
    content.secondaryText = fruit.kind.rawValue
    cell.contentConfiguration = content
    return cell
  }
}

extension FruitListViewController: UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController) {
    let searchBar = searchController.searchBar
    let kind = Fruit.Kind.allCases[searchBar.selectedScopeButtonIndex]
    filterContentForSearchText(searchBar.text!, kind: kind)
  }
}

extension FruitListViewController: UISearchBarDelegate {
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    filterContentForSearchText(searchBar.text!, kind: Fruit.Kind.allCases[selectedScope])
  }
}

@MainActor
@Suite struct SearchScreenTests {
  private func rows(_ list: FruitListViewController, _ host: TestHost) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).compactMap { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  @Test func theSearchBarShowsAboveTheFullList() {
    let list = FruitListViewController(style: .plain)
    let host = TestHost()
    host.show(UINavigationController(rootViewController: list))
    #expect(host.textFields["Search Fruit"].exists)
    #expect(rows(list, host) == ["Blueberry", "Lemon", "Lime", "Raspberry", "Strawberry"])
    #expect(!list.searchController.searchBar.showsScopeBar)
  }

  /// Typing filters the table at each character, as the updater is asked on iOS.
  @Test func typingFiltersTheTable() {
    let list = FruitListViewController(style: .plain)
    let host = TestHost()
    host.show(UINavigationController(rootViewController: list))
    host.textFields["Search Fruit"].typeText("berry")
    #expect(list.searchController.isActive)
    #expect(rows(list, host) == ["Blueberry", "Raspberry", "Strawberry"])
    #expect(host.view(withText: "Lemon") == nil)
    #expect(host.view("searchDimming") == nil)  // obscuresBackgroundDuringPresentation = false
  }

  @Test func aScopeNarrowsTheSearchAndCancelRestoresTheList() {
    let list = FruitListViewController(style: .plain)
    let host = TestHost()
    host.show(UINavigationController(rootViewController: list))
    host.textFields["Search Fruit"].typeText("l")
    #expect(list.searchController.searchBar.showsScopeBar)
    #expect(rows(list, host) == ["Blueberry", "Lemon", "Lime"])
    host.select(segment: 2, in: "searchBarScope")
    #expect(rows(list, host) == ["Lemon", "Lime"])
    host.tapButton(titled: "Cancel")
    #expect(!list.searchController.isActive)
    #expect(rows(list, host) == ["Blueberry", "Lemon", "Lime", "Raspberry", "Strawberry"])
  }
}
