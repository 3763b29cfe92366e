import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UISearchController and UISearchBar: typing in the bar updates the results.
// https://developer.apple.com/documentation/uikit/uisearchcontroller
// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
// https://developer.apple.com/documentation/uikit/uisearchbar
// https://developer.apple.com/documentation/uikit/uisearchbardelegate

private final class SearchLog: UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate
{
  var log: [String] = []
  var refused: Set<String> = []
  func updateSearchResults(for searchController: UISearchController) {
    log.append("update \"\(searchController.searchBar.text ?? "")\"")
  }
  func willPresentSearchController(_ searchController: UISearchController) {
    log.append("willPresent")
  }
  func didPresentSearchController(_ searchController: UISearchController) {
    log.append("didPresent")
  }
  func willDismissSearchController(_ searchController: UISearchController) {
    log.append("willDismiss")
  }
  func didDismissSearchController(_ searchController: UISearchController) {
    log.append("didDismiss")
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.append("textDidChange \(searchText)")
  }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    !refused.contains(text)
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    log.append("scope \(selectedScope)")
  }
}

private final class ResultsController: UIViewController {}

/// Where a view's origin is in its window.
@MainActor
private func windowOrigin(of view: UIView) -> CGPoint {
  var origin = view.frame.origin
  var ancestor = view.superview
  while let current = ancestor {
    origin.x += current.frame.minX - current.bounds.minX
    origin.y += current.frame.minY - current.bounds.minY
    ancestor = current.superview
  }
  return origin
}

@MainActor
@Suite struct UISearchControllerTests {
  private func makeScreen(results: UIViewController? = nil)
    -> (UINavigationController, UIViewController, UISearchController, SearchLog)
  {
    let log = SearchLog()
    let content = UIViewController()
    content.title = "Fruit"
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = log
    search.delegate = log
    content.navigationItem.searchController = search
    return (UINavigationController(rootViewController: content), content, search, log)
  }

  /// Apple's defaults: the background is obscured, the navigation bar hides while
  /// searching, the Cancel button and scope bar show automatically.
  @Test func theDefaultsAreApples() {
    let search = UISearchController(searchResultsController: nil)
    #expect(search.obscuresBackgroundDuringPresentation)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.automaticallyShowsCancelButton)
    #expect(search.automaticallyShowsScopeBar)
    #expect(!search.isActive)
    #expect(search.searchResultsController == nil)
    #expect(search.searchBar.text == "")
    #expect(search.searchBar.placeholder == nil)
    #expect(!search.searchBar.showsCancelButton)
    let item = UIViewController().navigationItem
    #expect(item.hidesSearchBarWhenScrolling)
  }

  /// The navigation bar shows the search bar of the top controller's navigation item
  /// below the bar, and the content below it.
  @Test func theSearchBarShowsBelowTheNavigationBar() {
    let (navigation, content, search, _) = makeScreen()
    let host = TestHost()
    host.show(navigation)
    #expect(search.searchBar.window === host.window)
    #expect(search.searchBar.frame.minY == navigation.navigationBar.frame.maxY)
    #expect(content.navigationItem.searchBarPlacement == .stacked)
    #expect(windowOrigin(of: content.view).y == search.searchBar.frame.maxY)
    #expect(host.textFields["Search"].exists)
  }

  /// Typing into the search bar activates the search, then asks the updater at each
  /// character, as iOS does.
  @Test func typingActivatesTheSearchAndUpdatesTheResultsAtEachCharacter() {
    let (navigation, _, search, log) = makeScreen()
    search.searchBar.delegate = log
    let host = TestHost()
    host.show(navigation)
    host.textFields["Search"].typeText("ap")
    #expect(search.isActive)
    #expect(search.searchBar.text == "ap")
    #expect(search.searchBar.showsCancelButton)
    #expect(navigation.navigationBar.isHidden)
    #expect(
      log.log == [
        "willPresent", "didPresent", "update \"\"", "textDidChange a", "update \"a\"",
        "textDidChange ap", "update \"ap\"",
      ])
  }

  @Test func cancelEndsTheSearchClearsTheTextAndUpdatesOnceMore() {
    let (navigation, _, search, log) = makeScreen()
    search.searchBar.delegate = log
    let host = TestHost()
    host.show(navigation)
    host.textFields["Search"].typeText("kiwi")
    log.log = []
    host.tapButton(titled: "Cancel")
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(!search.searchBar.showsCancelButton)
    #expect(!navigation.navigationBar.isHidden)
    #expect(log.log == ["cancel", "willDismiss", "didDismiss", "update \"\""])
  }

  @Test func theDelegateCanRefuseCharactersAndReturnIsSearch() {
    let (navigation, _, search, log) = makeScreen()
    search.searchBar.delegate = log
    log.refused = ["x"]
    let host = TestHost()
    host.show(navigation)
    host.textFields["Search"].typeText("axb")
    #expect(search.searchBar.text == "ab")
    search.searchBar.searchTextField.pressReturn()
    #expect(log.log.last == "search")
  }

  /// The scope bar shows while searching; picking a scope tells the delegate and asks
  /// the updater.
  @Test func theScopeBarShowsWhileSearchingAndAScopeUpdatesTheResults() {
    let (navigation, _, search, log) = makeScreen()
    search.searchBar.delegate = log
    search.searchBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
    let host = TestHost()
    host.show(navigation)
    #expect(!search.searchBar.showsScopeBar)
    search.isActive = true
    host.flush()
    #expect(search.searchBar.showsScopeBar)
    log.log = []
    host.select(segment: 2, in: "searchBarScope")
    #expect(search.searchBar.selectedScopeButtonIndex == 2)
    #expect(log.log == ["scope 2", "update \"\""])
  }

  /// With a results controller, it shows over the content once there is text; without
  /// text the content is obscured.
  @Test func theResultsControllerShowsOverTheContentOnceThereIsText() {
    let results = ResultsController()
    let (navigation, content, search, _) = makeScreen(results: results)
    let host = TestHost()
    host.show(navigation)
    search.isActive = true
    host.flush()
    #expect(host.view("searchDimming")?.isHidden == false)
    #expect(results.viewIfLoaded?.window == nil)
    host.textFields["Search"].typeText("p")
    #expect(search.showsSearchResultsController)
    #expect(results.view.window === host.window)
    #expect(windowOrigin(of: results.view) == windowOrigin(of: content.view))
    #expect(results.view.frame.size == content.view.frame.size)
    search.isActive = false
    host.flush()
    #expect(results.viewIfLoaded?.window == nil)
    #expect(host.view("searchDimming") == nil)
  }

  @Test func settingTheTextInCodeDoesNotTellTheBarsDelegate() {
    let (navigation, _, search, log) = makeScreen()
    search.searchBar.delegate = log
    let host = TestHost()
    host.show(navigation)
    search.searchBar.text = "pear"
    #expect(!log.log.contains { $0.hasPrefix("textDidChange") })
    #expect(search.searchBar.searchTextField.text == "pear")
  }

  /// A search bar placed in a view (a table header, as older code does) drives its
  /// search controller the same way: typing activates it and updates the results.
  @Test func aSearchBarInAViewUpdatesResultsToo() {
    let log = SearchLog()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = log
    let controller = UIViewController()
    controller.view.addSubview(search.searchBar)
    search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
    let host = TestHost()
    host.show(controller)
    host.textFields["Search"].typeText("fig")
    #expect(search.isActive)
    #expect(log.log == ["update \"\"", "update \"f\"", "update \"fi\"", "update \"fig\""])
  }
}
