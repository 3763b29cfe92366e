import HeadlessKit
/// The state UIKit keeps on a view controller that HeadlessKit's `Controller` does not
/// have: attached to the controller on first use.
@MainActor
final class ControllerUIKitState {
  var modalPresentationStyle = UIModalPresentationStyle.automatic
  var sheet: UISheetPresentationController?
  var popover: UIPopoverPresentationController?
  var plainPresentation: UIPresentationController?
  var navigationItem: UINavigationItem?
  var tabBarItem: UITabBarItem?
  var toolbarItems: [UIBarButtonItem]?
  var definesPresentationContext = false
  var providesPresentationContextTransitionStyle = false

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
    let style = ControllerUIKitState.of(self).modalPresentationStyle
    guard style.isSheet, style != .popover else { return nil }
    return sheetSettings
  }

  /// The sheet's settings, made on first use: the sheet's own, or the one a popover
  /// adapts to.
  var sheetSettings: UISheetPresentationController {
    let state = ControllerUIKitState.of(self)
    if let sheet = state.sheet { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: self)
    state.sheet = sheet
    return sheet
  }

  /// The popover's settings when the controller's `modalPresentationStyle` is
  /// `.popover`, as UIKit's `popoverPresentationController`; else `nil`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    let state = ControllerUIKitState.of(self)
    guard state.modalPresentationStyle == .popover else { return nil }
    if let popover = state.popover { return popover }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    state.popover = popover
    return popover
  }

  /// The presentation controller of the nearest controller that is (or will be)
  /// presented, this one or the outermost of its parents, as UIKit's
  /// `presentationController`: its popover's, its sheet's, or a plain one, made on first
  /// use, so `presentationController?.delegate = self` works before `present`.
  public var presentationController: UIPresentationController? {
    var root: Controller = self
    while let parent = root.parent { root = parent }
    guard let root = root as? UIViewController else { return nil }
    if let popover = root.popoverPresentationController { return popover }
    if let sheet = root.sheetPresentationController { return sheet }
    let state = ControllerUIKitState.of(root)
    if let plain = state.plainPresentation { return plain }
    let plain = UIPresentationController(presentedViewController: root)
    state.plainPresentation = plain
    return plain
  }

  /// Whether this controller's view is covered when a controller it or a child presents
  /// over the current context, as UIKit's `definesPresentationContext`; `false` by
  /// default. Kept for code to read: a `UISearchController` in this controller's
  /// navigation item presents over this controller's content whatever it says.
  public var definesPresentationContext: Bool {
    get { ControllerUIKitState.of(self).definesPresentationContext }
    set { ControllerUIKitState.of(self).definesPresentationContext = newValue }
  }

  /// Whether this controller's presentation context sets the transition style, as
  /// UIKit's `providesPresentationContextTransitionStyle`. Kept for code to read: nothing
  /// animates headlessly.
  public var providesPresentationContextTransitionStyle: Bool {
    get { ControllerUIKitState.of(self).providesPresentationContextTransitionStyle }
    set { ControllerUIKitState.of(self).providesPresentationContextTransitionStyle = newValue }
  }

  /// The items a navigation controller's toolbar shows while this controller is on top,
  /// as UIKit's `toolbarItems`. Setting it is `setToolbarItems(_:animated:)`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
  public var toolbarItems: [UIBarButtonItem]? {
    get { ControllerUIKitState.of(self).toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets the toolbar's items for this controller, as UIKit's
  /// `setToolbarItems(_:animated:)`: the navigation controller's toolbar shows them at
  /// its next layout while this controller is on top.
  /// - Parameters:
  ///   - toolbarItems: The items, leading to trailing.
  ///   - animated: Ignored.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    ControllerUIKitState.of(self).toolbarItems = toolbarItems
    navigationController?.viewIfLoaded?.setNeedsLayout()
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
  /// `sheetPresentationController`'s detents. `.overFullScreen`, `.overCurrentContext`
  /// and `.custom` (unless its presentation controller's `shouldRemovePresentersView`
  /// says so) leave the presenter in the window, visible, as UIKit does. A
  /// `transitioningDelegate`'s animator runs the transition, which ends when it calls
  /// `completeTransition(_:)`; the `transitionCoordinator` is set meanwhile. Nothing
  /// animates headlessly.
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
    if viewControllerToPresent.modalPresentationStyle.isSheet {
      let sheet = viewControllerToPresent.sheetSettings
      style = .sheet(detents: sheet.detents.map(\.detent))
      viewControllerToPresent.largestUndimmedDetent = sheet.undimmedDetent
      selected = sheet.pendingSelection.map { $0.coreDetent(among: sheet.detents) }
    } else if viewControllerToPresent.modalPresentationStyle.keepsPresenterVisible(
      viewControllerToPresent)
    {
      style = .overFullScreen
    } else {
      style = .fullScreen
    }
    presentWithTransition(
      viewControllerToPresent, animated: flag, style: style, completion: completion)
    if let selected, viewControllerToPresent.presentingController != nil {
      viewControllerToPresent.selectedDetent = selected
    }
  }

  /// Dismisses the controller this one presented (or this one, when it was presented),
  /// as UIKit's `dismiss(animated:completion:)`. With a `transitioningDelegate`'s animator,
  /// the dismissed controller's `viewWillDisappear(_:)` (and, after a `.fullScreen`
  /// presentation, the presenter's `viewWillAppear(_:)`) run before the animator's
  /// `animateTransition(using:)`, their "did" counterparts once it calls
  /// `completeTransition(true)`; `completeTransition(false)` undoes both.
  /// - Parameters:
  ///   - flag: Ignored.
  ///   - completion: Runs after the dismissed controller disappeared.
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    dismissWithTransition(animated: flag, completion: completion)
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
