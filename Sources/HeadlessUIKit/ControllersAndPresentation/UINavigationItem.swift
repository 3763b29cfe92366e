public import HeadlessKit
/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`.
///
/// Its title is the controller's `Controller/title`: setting either sets both, and the
/// navigation bar, which reads it in a tracked hook, shows the change.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  private weak var controller: Controller?

  /// The title of an item that belongs to no controller (a bar of your own).
  private var ownTitle: String?

  init(controller: Controller) {
    self.controller = controller
    super.init()
  }

  /// Creates an item for a navigation bar of your own, as UIKit's `init(title:)`.
  /// - Parameter title: The title the bar shows.
  public init(title: String) {
    ownTitle = title
    super.init()
  }

  /// UIKit's archive initializer: an item without a title (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The title shown in the bar: a controller's item's is the controller's `title`.
  public var title: String? {
    get { controller.map(\.title) ?? ownTitle }
    set {
      if let controller { controller.title = newValue } else { ownTitle = newValue }
    }
  }

  /// When the title shows large, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below in the stack (large at the root when the bar prefers it).
    case automatic = 0
    /// Large, when the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// In the bar's row (iOS 17), as `.never` here.
    case inline = 3
  }

  /// A view shown in the navigation bar in place of the title, as UIKit's `titleView`;
  /// `nil` by default. While this item's controller is on top, its navigation controller
  /// puts the view in the bar, centred in the bar's row at its intrinsic size (else at
  /// its frame's size), so it shows in pictures and `TestHost` finds what it holds.
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
  public var titleView: UIView? {
    didSet {
      (controller as? UIViewController)?.navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// When this item's title shows large, as UIKit's `largeTitleDisplayMode`;
  /// `.automatic` by default. The bar's `prefersLargeTitles` must be `true` for any large
  /// title.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet {
      (controller as? UIViewController)?.navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The items at the bar's trailing edge, the first rightmost, as UIKit's
  /// `rightBarButtonItems`.
  public var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { controller?.trailingBarButtons = (rightBarButtonItems ?? []).map(\.button) }
  }
  /// The item at the bar's trailing edge, as UIKit's `rightBarButtonItem`: the first of
  /// ``rightBarButtonItems``. Setting it replaces the first item (an item already in the
  /// array moves to the front instead); `nil` removes the first item.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = Self.settingFirst(newValue, of: rightBarButtonItems) }
  }
  /// The items at the bar's leading edge, the first leftmost, shown instead of the back
  /// button, as UIKit's `leftBarButtonItems`.
  public var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { controller?.leadingBarButtons = (leftBarButtonItems ?? []).map(\.button) }
  }
  /// The item at the bar's leading edge, as UIKit's `leftBarButtonItem`, set as
  /// ``rightBarButtonItem`` is.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = Self.settingFirst(newValue, of: leftBarButtonItems) }
  }

  /// The controller this item describes.
  var owner: Controller? { controller }

  /// The search controller whose search bar the navigation bar shows, as UIKit's
  /// `searchController`: a `UINavigationController` shows its search bar below the bar
  /// while this item's controller is on top.
  public var searchController: UISearchController? {
    didSet {
      if oldValue !== searchController {
        if oldValue?.navigationItem_ === self { oldValue?.navigationItem_ = nil }
        oldValue?.searchBar.removeFromSuperview()
      }
      searchController?.navigationItem_ = self
      (controller as? UIViewController)?.navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }
  /// Whether scrolling hides the search bar, as UIKit's `hidesSearchBarWhenScrolling`;
  /// `true` by default. Kept: the search bar is shown below the bar, as iOS shows it
  /// before any scroll, and nothing scrolls it away headlessly.
  public var hidesSearchBarWhenScrolling = true
  /// Where the search bar goes, as UIKit's `UINavigationItem.SearchBarPlacement`.
  public enum SearchBarPlacement: Int, Sendable {
    /// The system chooses (stacked here).
    case automatic = 0
    /// In the bar's row. Shown stacked here.
    case inline = 1
    /// Below the bar.
    case stacked = 2
  }
  /// Where you prefer the search bar, as UIKit's `preferredSearchBarPlacement`. The
  /// search bar is shown stacked below the bar whatever this says.
  public var preferredSearchBarPlacement: SearchBarPlacement = .automatic
  /// Where the search bar is, as UIKit's `searchBarPlacement`: `.stacked` once a search
  /// controller is set.
  public var searchBarPlacement: SearchBarPlacement {
    searchController == nil ? .automatic : .stacked
  }

  /// UIKit's rule for the single-item setters: replace the first item, or move an item
  /// already there to the front; `nil` removes the first.
  private static func settingFirst(
    _ item: UIBarButtonItem?, of items: [UIBarButtonItem]?
  ) -> [UIBarButtonItem]? {
    var items = items ?? []
    if let item {
      if let index = items.firstIndex(where: { $0 === item }) {
        items.remove(at: index)
        items.insert(item, at: 0)
      } else if items.isEmpty {
        items = [item]
      } else {
        items[0] = item
      }
    } else if !items.isEmpty {
      items.removeFirst()
    }
    return items.isEmpty ? nil : items
  }
}
