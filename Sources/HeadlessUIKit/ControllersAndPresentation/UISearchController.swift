public import HeadlessKit

/// A controller that runs a search with its ``searchBar``, as UIKit's
/// `UISearchController` (https://developer.apple.com/documentation/uikit/uisearchcontroller).
///
/// Put it in a bar with `navigationItem.searchController = searchController`: a
/// `UINavigationController` shows the search bar below its bar while that controller is
/// on top. The search becomes active when the user begins editing in the bar (or when
/// ``isActive`` is set): the delegate hears `willPresentSearchController(_:)` and
/// `didPresentSearchController(_:)`, the Cancel button and the scope bar show
/// (``automaticallyShowsCancelButton``, ``automaticallyShowsScopeBar``), and the
/// ``searchResultsUpdater`` is asked to `updateSearchResults(for:)`. It is asked again at
/// each change of the text (a user's typing or `searchBar.text = …`) and of the scope,
/// and when Cancel ends the search (the text cleared). While active with text, the
/// ``searchResultsController`` is shown over the searching controller's content, and
/// with ``hidesNavigationBarDuringPresentation`` the navigation bar hides.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// When the scope bar shows, as UIKit's `UISearchController.ScopeBarActivation`.
  public enum ScopeBarActivation: Int, Sendable {
    /// The search controller chooses (on search activation here).
    case automatic = 0
    /// Code shows it with `searchBar.showsScopeBar`.
    case manual = 1
    /// Once the user types.
    case onTextEntry = 2
    /// When the search becomes active.
    case onSearchActivation = 3
  }

  /// The search bar, as UIKit's `searchBar`.
  public let searchBar = UISearchBar(frame: .zero)
  /// The controller showing results, as UIKit's `searchResultsController`; `nil` when the
  /// searching controller shows them itself.
  public let searchResultsController: UIViewController?
  /// Asked to update the results, as UIKit's `searchResultsUpdater` (held weakly).
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Told when the search is presented and dismissed, as UIKit's `delegate` (held
  /// weakly).
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content under the search is dimmed while searching, as UIKit's
  /// `obscuresBackgroundDuringPresentation`; `true` by default. The dimming view
  /// (identifier `"searchDimming"`) covers the searching controller's content while the
  /// search is active and no results controller is shown.
  open var obscuresBackgroundDuringPresentation = true
  /// The deprecated name of ``obscuresBackgroundDuringPresentation``.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching, as UIKit's
  /// `hidesNavigationBarDuringPresentation`; `true` by default.
  open var hidesNavigationBarDuringPresentation = true {
    didSet { hostingNavigation?.view.setNeedsLayout() }
  }
  /// Whether the Cancel button shows while searching, as UIKit's
  /// `automaticallyShowsCancelButton`; `true` by default.
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while searching, as UIKit's
  /// `automaticallyShowsScopeBar`; `true` by default.
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller shows once there is text, as UIKit's
  /// `automaticallyShowsSearchResultsController`; `true` by default.
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller shows, as UIKit's `showsSearchResultsController`:
  /// set while searching from the text when
  /// ``automaticallyShowsSearchResultsController`` is `true`.
  open var showsSearchResultsController = false {
    didSet { if showsSearchResultsController != oldValue { refreshOverlay() } }
  }
  /// When the scope bar shows, as UIKit's `scopeBarActivation` (iOS 16).
  open var scopeBarActivation: ScopeBarActivation = .automatic
  /// The scroll view whose scrolling collapses the bar, as UIKit's
  /// `searchControllerObservedScrollView`. Kept: nothing scrolls the bar away
  /// headlessly.
  open weak var searchControllerObservedScrollView: UIScrollView?

  /// The navigation item that holds this controller.
  weak var navigationItem_: UINavigationItem?
  private let dimmingView = UIView()

  /// Creates a search controller, as UIKit's `init(searchResultsController:)`.
  /// - Parameter searchResultsController: The controller that shows results, or `nil`
  ///   to show them in the searching controller.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// Creates a search controller without a results controller.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    searchResultsController = nil
    super.init(nibName: nibName, bundle: bundle)
    searchBar.searchController = self
  }

  /// UIKit's archive initializer: a search controller without a results controller.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// Whether the search is active, as UIKit's `isActive`. Setting it to `true` presents
  /// the search (as the user's tap in the bar does, without editing); `false` dismisses
  /// it, ending editing.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activate() } else { deactivate() }
    }
  }
  private var active = false

  private func activate() {
    delegate?.willPresentSearchController(self)
    active = true
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
    if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty,
      scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation
    {
      searchBar.showsScopeBar = true
    }
    updateShowsResults()
    refreshOverlay()
    hostingNavigation?.view.setNeedsLayout()
    delegate?.didPresentSearchController(self)
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    active = false
    searchBar.resignFirstResponder()
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
    if automaticallyShowsScopeBar, scopeBarActivation != .manual {
      searchBar.showsScopeBar = false
    }
    showsSearchResultsController = false
    refreshOverlay()
    hostingNavigation?.view.setNeedsLayout()
    delegate?.didDismissSearchController(self)
  }

  // MARK: From the search bar

  func searchBarDidBeginEditing() {
    if !active { isActive = true }
  }

  func searchTextDidChange() {
    if !active { isActive = true }
    if scopeBarActivation == .onTextEntry, automaticallyShowsScopeBar,
      !(searchBar.scopeButtonTitles ?? []).isEmpty
    {
      searchBar.showsScopeBar = true
    }
    updateShowsResults()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchTextWasSet() {
    guard active else { return }
    updateShowsResults()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func scopeDidChange() {
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func cancelTapped() {
    searchBar.searchTextField.text = ""
    isActive = false
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func updateShowsResults() {
    guard automaticallyShowsSearchResultsController, searchResultsController != nil else {
      return
    }
    showsSearchResultsController = active && !(searchBar.text ?? "").isEmpty
  }

  // MARK: Presenting over the searching controller

  /// The controller whose navigation item holds this search controller.
  private var searchingController: UIViewController? {
    navigationItem_?.owner as? UIViewController
  }

  /// The navigation controller showing the search bar.
  var hostingNavigation: UINavigationController? {
    searchingController?.navigationController
  }

  /// Shows the results controller (or the dimming view) over the searching controller's
  /// content while active.
  private func refreshOverlay() {
    let showsResults = active && showsSearchResultsController
    let dims = active && !showsResults && obscuresBackgroundDuringPresentation
    guard let host = searchingController, host.isViewLoaded,
      let container = host.view.superview
    else { return }
    if showsResults || dims {
      if parent !== host {
        host.addChild(self)
        container.addSubview(view)
        didMove(toParent: host)
      }
      view.frame = host.view.frame
      dimmingView.isHidden = !dims
      if let results = searchResultsController {
        if showsResults, results.parent !== self {
          embed(results, in: view)
        } else if !showsResults, results.parent === self {
          results.unembed()
        }
        results.viewIfLoaded?.frame = view.bounds
      }
    } else if parent != nil {
      if let results = searchResultsController, results.parent === self { results.unembed() }
      unembed()
    }
  }

  /// Keeps the overlay over the searching controller's content.
  func layoutOverlay() {
    guard parent != nil, let host = searchingController, host.isViewLoaded else { return }
    view.frame = host.view.frame
    dimmingView.frame = view.bounds
    searchResultsController?.viewIfLoaded?.frame = view.bounds
  }

  /// A clear view holding the dimming view and the results controller's view.
  open override func loadView() {
    let root = UIView(frame: Window.defaultFrame)
    dimmingView.identifier = "searchDimming"
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
    root.addSubview(dimmingView)
    view = root
  }

  public override func didLayout() {
    dimmingView.frame = view.bounds
    searchResultsController?.viewIfLoaded?.frame = view.bounds
    super.didLayout()
  }
}

/// Asked to update search results, as UIKit's `UISearchResultsUpdating`
/// (https://developer.apple.com/documentation/uikit/uisearchresultsupdating).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar's text, scope or activity changed: update the results.
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search is presented and dismissed, as UIKit's
/// `UISearchControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uisearchcontrollerdelegate). Every
/// method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  /// - Parameter searchController: The search controller.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search became active.
  /// - Parameter searchController: The search controller.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to end.
  /// - Parameter searchController: The search controller.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search ended.
  /// - Parameter searchController: The search controller.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Presents the search controller yourself. Not asked: the search presents itself over
  /// the searching controller's content.
  /// - Parameter searchController: The search controller.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  /// - Parameter searchController: The search controller.
  public func presentSearchController(_ searchController: UISearchController) {}
}
