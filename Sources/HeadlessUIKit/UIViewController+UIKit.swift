public import Observation
import HeadlessKit

/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`
/// (the cases HeadlessKit presents; raw values are UIKit's).
public enum UIModalPresentationStyle: Int, Sendable, Equatable {
  /// The system's choice: a page sheet.
  case automatic = -2
  /// Covers the whole screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet over the presenter, sized by its sheet presentation controller's detents.
  case pageSheet = 1
  /// A sheet, as `pageSheet` on a phone.
  case formSheet = 2
}

/// The state UIKit keeps on a view controller that HeadlessKit's `Controller` does not
/// have: attached to the controller on first use.
@MainActor
final class ControllerUIKitState {
  var modalPresentationStyle = UIModalPresentationStyle.automatic
  var sheet: UISheetPresentationController?
  var navigationItem: UINavigationItem?
  var tabBarItem: UITabBarItem?

  static func of(_ controller: UIViewController) -> ControllerUIKitState {
    attachment(in: &controller.attachments, ControllerUIKitState.init)
  }
}

extension UIViewController {
  /// How the controller is presented by `present(_:animated:completion:)`, as UIKit's
  /// `modalPresentationStyle`; `.automatic` (a page sheet) by default.
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { ControllerUIKitState.of(self).modalPresentationStyle }
    set { ControllerUIKitState.of(self).modalPresentationStyle = newValue }
  }

  /// The sheet's settings when the controller is (or will be) presented as a sheet, as
  /// UIKit's `sheetPresentationController`; `nil` for a full-screen style.
  public var sheetPresentationController: UISheetPresentationController? {
    let state = ControllerUIKitState.of(self)
    guard state.modalPresentationStyle != .fullScreen else { return nil }
    if let sheet = state.sheet { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: self)
    state.sheet = sheet
    return sheet
  }

  /// What a navigation bar shows for this controller, as UIKit's `navigationItem`.
  public var navigationItem: UINavigationItem {
    let state = ControllerUIKitState.of(self)
    if let item = state.navigationItem { return item }
    let item = UINavigationItem(controller: self)
    state.navigationItem = item
    return item
  }

  /// Presents a controller as UIKit's `present(_:animated:completion:)`: in the style of
  /// its `modalPresentationStyle` and, for a sheet, its
  /// `sheetPresentationController`'s detents. Nothing animates headlessly.
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Ignored.
  ///   - completion: Runs after the presented controller appeared.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let style: PresentationStyle
    var selected: Detent?
    if let sheet = viewControllerToPresent.sheetPresentationController {
      style = .sheet(detents: sheet.detents.map(\.detent))
      selected = sheet.pendingSelection.map(\.detent)
    } else {
      style = .fullScreen
    }
    present(viewControllerToPresent, style: style, completion: completion)
    if let selected, viewControllerToPresent.presentingController != nil {
      viewControllerToPresent.selectedDetent = selected
    }
  }

  /// Dismisses the controller this one presented (or this one, when it was presented),
  /// as UIKit's `dismiss(animated:completion:)`.
  /// - Parameters:
  ///   - flag: Ignored.
  ///   - completion: Runs after the dismissed controller disappeared.
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    dismiss(completion: completion)
  }

  /// The controller that presented this one or an ancestor, as UIKit's
  /// `presentingViewController`.
  public var presentingViewController: UIViewController? {
    presentingController as? UIViewController
  }

  /// The controller this one or an ancestor presents, as UIKit's
  /// `presentedViewController`.
  public var presentedViewController: UIViewController? {
    presentedController as? UIViewController
  }

  /// What a tab bar shows for this controller, as UIKit's `tabBarItem`: made on first
  /// use, without a title of its own (the tab then shows the controller's `title`).
  public var tabBarItem: UITabBarItem! {
    get {
      let state = ControllerUIKitState.of(self)
      if let item = state.tabBarItem { return item }
      let item = UITabBarItem(title: nil, image: nil, tag: 0)
      state.tabBarItem = item
      return item
    }
    set { ControllerUIKitState.of(self).tabBarItem = newValue }
  }

  /// The tab bar item if one was made or set.
  var tabBarItemIfMade: UITabBarItem? { ControllerUIKitState.of(self).tabBarItem }
}

/// What a tab bar shows for a controller, as UIKit's `UITabBarItem`. Observable: the tab
/// bar reads it in a tracked hook, so a change of title or badge refreshes the bar.
@MainActor
@Observable
public final class UITabBarItem {
  /// The tab's title; the controller's `title` when `nil`.
  public var title: String?
  /// The tab's image.
  public var image: UIImage?
  /// The image when the tab is selected.
  public var selectedImage: UIImage?
  /// The badge's text, as UIKit's `badgeValue`; `nil` shows none.
  public var badgeValue: String?
  /// An integer to tell items apart.
  public var tag: Int

  /// Creates an item, as UIKit's `init(title:image:tag:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: An integer to tell items apart.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item, as UIKit's `init(title:image:selectedImage:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image when selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.tag = 0
  }
}

/// A sheet's settings, as UIKit's `UISheetPresentationController`: the detents the sheet
/// can rest at, the one it rests at, and the grabber.
@MainActor
public final class UISheetPresentationController {
  /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
  public final class Detent: Sendable {
    /// Names a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier.
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// About half the screen.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    let detent: HeadlessKit.Detent
    /// The detent's identifier.
    public var identifier: Identifier { detent == .medium ? .medium : .large }

    init(_ detent: HeadlessKit.Detent) { self.detent = detent }

    /// About half the screen.
    public static func medium() -> Detent { Detent(.medium) }
    /// The full height.
    public static func large() -> Detent { Detent(.large) }
  }

  /// The controller the sheet presents.
  public private(set) weak var presentedViewController: UIViewController?

  /// The heights the sheet can rest at; `[.large()]` by default. Read when the sheet is
  /// presented.
  public var detents: [Detent] = [.large()]

  /// Whether the sheet shows a grabber; `false` by default, as in UIKit. Kept for code
  /// written against UIKit; HeadlessKit's pictures always draw the grabber.
  public var prefersGrabberVisible = false

  /// The detent the sheet rests at, as UIKit's `selectedDetentIdentifier`: `nil` means the
  /// smallest. Setting it before presentation picks where the sheet starts; on screen it
  /// moves the sheet (an identifier the sheet's detents lack is reported and ignored).
  public var selectedDetentIdentifier: Detent.Identifier? {
    get {
      if let controller = presentedViewController, controller.presentingController != nil {
        return controller.selectedDetent.map { Detent($0).identifier }
      }
      return pendingSelection?.identifier
    }
    set {
      let detent = newValue.map { Detent($0 == .medium ? .medium : .large) }
      if let controller = presentedViewController, controller.presentingController != nil {
        controller.selectedDetent = detent?.detent
      } else {
        pendingSelection = detent
      }
    }
  }

  /// Runs `changes` at once: nothing animates headlessly.
  /// - Parameter changes: The changes to the sheet.
  public func animateChanges(_ changes: () -> Void) { changes() }

  var pendingSelection: Detent?

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }
}

/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`.
///
/// Its title is the controller's `Controller/title`: setting either sets both, and the
/// navigation bar, which reads it in a tracked hook, shows the change.
@MainActor
public final class UINavigationItem {
  private weak var controller: Controller?

  init(controller: Controller) { self.controller = controller }

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

/// A button in a navigation bar, as UIKit's `UIBarButtonItem` (the closure forms; the
/// target-action form needs `#selector`). It shows as a HeadlessKit `Button` in the bar,
/// which `TestHost.tapButton(titled:)` (or `tap(_:)` with its
/// ``accessibilityIdentifier``) taps.
@MainActor
public final class UIBarButtonItem {
  /// The system's standard items, as UIKit's `UIBarButtonItem.SystemItem` (shown by
  /// their English titles, or a symbol's name for the iconic ones).
  public enum SystemItem: Int, Sendable {
    /// "Done".
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save".
    case save
    /// A plus symbol.
    case add
    /// "Close" (an xmark symbol on iOS).
    case close
    /// A share symbol.
    case action
    /// A trash symbol.
    case trash
  }
  /// The item's style, as UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Emphasised (bold on iOS).
    case done
  }

  let button = Button()
  /// The title.
  public var title: String? {
    get { button.title }
    set { button.title = newValue }
  }
  /// The image.
  public var image: UIImage? {
    didSet { button.image = image?.name }
  }
  /// The style.
  public var style: Style = .plain
  /// What a tap runs, as UIKit's `primaryAction`.
  public var primaryAction: UIAction?
  /// Whether it can be tapped; `true` by default.
  public var isEnabled: Bool {
    get { button.isEnabled }
    set { button.isEnabled = newValue }
  }
  /// Finds the item's button in tests, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String? {
    get { button.identifier }
    set { button.identifier = newValue }
  }

  /// Creates an item, as UIKit's `init(title:image:primaryAction:menu:)` without the
  /// menu: the action's title and image stand in for missing ones, as in UIKit.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: What a tap runs.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.primaryAction = primaryAction
    let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    button.title = title ?? actionTitle
    self.image = image ?? primaryAction?.image
    button.image = self.image?.name
    button.addAction { [unowned self] in self.primaryAction?.perform(from: self) }
  }

  /// Creates a system item, as UIKit's `init(systemItem:primaryAction:menu:)` without the
  /// menu.
  /// - Parameters:
  ///   - systemItem: Which item.
  ///   - primaryAction: What a tap runs.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    let titles: [SystemItem: String] = [
      .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save",
    ]
    let symbols: [SystemItem: String] = [
      .add: "plus", .close: "xmark", .action: "square.and.arrow.up", .trash: "trash",
    ]
    self.init(
      title: titles[systemItem], image: symbols[systemItem].flatMap { UIImage(systemName: $0) },
      primaryAction: primaryAction)
    if systemItem == .done { style = .done }
  }
}
