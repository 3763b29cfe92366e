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

  static func of(_ controller: Controller) -> ControllerUIKitState {
    attachment(in: &controller.attachments, ControllerUIKitState.init)
  }
}

extension Controller {
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
  public var presentingViewController: UIViewController? { presentingController }

  /// The controller this one or an ancestor presents, as UIKit's
  /// `presentedViewController`.
  public var presentedViewController: UIViewController? { presentedController }

  /// The nearest ancestor that is a tab controller, as UIKit's `tabBarController`.
  public var tabBarController: TabController? { tabController }
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
}
