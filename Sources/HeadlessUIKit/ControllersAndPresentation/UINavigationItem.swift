import HeadlessKit
/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`.
///
/// Its title is the controller's `Controller/title`: setting either sets both, and the
/// navigation bar, which reads it in a tracked hook, shows the change.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  private weak var controller: Controller?

  init(controller: Controller) {
    self.controller = controller
    super.init()
  }

  /// The title shown in the bar.
  public var title: String? {
    get { controller?.title }
    set { controller?.title = newValue }
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
