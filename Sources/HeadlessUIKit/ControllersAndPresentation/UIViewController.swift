public import HeadlessKit
/// The status bar's style, as UIKit's `UIStatusBarStyle`. HeadlessKit draws no status
/// bar: a controller's preference is kept for code and tests to read.
public enum UIStatusBarStyle: Int, Sendable, Equatable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// UIKit's `UIViewController`: a HeadlessKit `Controller` with UIKit's declarations.
///
/// Its overridable methods are UIKit's (`viewDidLoad()`, `viewWillAppear(_:)`,
/// `viewWillLayoutSubviews()`…), called where UIKit calls them; HeadlessKit's own hooks
/// (`didLoad()`, `willAppear()`, `willLayout()`…) call them and cannot be overridden
/// here, so each hook has one spelling. `loadView()` and `updateProperties()` have the
/// same name in both. Diagnostics and traces name the UIKit methods:
/// "re-ran MyViewController.viewWillLayoutSubviews()". `TestHost`, pictures and
/// diagnostics take a `UIViewController` as they take any controller.
///
/// Tracked as UIKit tracks: `updateProperties()` (platform 26), `viewWillLayoutSubviews()`
/// and `viewDidLayoutSubviews()` (platform 26; 18 with `UIObservationTrackingEnabled`).
/// Nothing animates headlessly: every `animated` argument is `false`.
@preconcurrency @MainActor
open class UIViewController: Controller {
  /// Creates a controller, as UIKit's `init(nibName:bundle:)`: there are no nibs, so both
  /// arguments are ignored and the view is made by `loadView()`.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public init(nibName: String?, bundle: Bundle?) {
    super.init()
    adoptUIKitNames()
  }

  /// Creates a controller through `init(nibName: nil, bundle: nil)`; its view loads on
  /// first access. A convenience initializer, as Objective-C imports NSObject's `init()`
  /// on UIKit's controllers: a subclass declares its own `init()` without `override`
  /// (calling `super.init(nibName: nil, bundle: nil)`), and one that overrides
  /// `init(nibName:bundle:)` and `init?(coder:)` inherits this one.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer. There are no storyboards or archives: it makes a plain
  /// controller, as `init(nibName: nil, bundle: nil)` does.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init()
    adoptUIKitNames()
  }

  private func adoptUIKitNames() {
    Self.registerLayoutProbes()
    SimulatedKeyboard.install()
  }

  /// Whether the controller is in editing mode, as UIKit's `isEditing`; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
  open var isEditing: Bool {
    get { editingNow }
    set { setEditing(newValue, animated: false) }
  }
  private var editingNow = false
  private var madeEditButtonItem: UIBarButtonItem?

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: the
  /// ``editButtonItem`` shows Done while editing and Edit otherwise. A table or
  /// collection view controller also sets its view's editing mode. An override calls
  /// `super`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether it would animate on iOS.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingNow = editing
    guard let item = madeEditButtonItem else { return }
    item.title = editing ? "Done" : "Edit"
    item.style = editing ? .done : .plain
  }

  /// A bar button item that toggles editing mode, as UIKit's `editButtonItem`: titled
  /// Edit, or Done (in the done style) while editing; a tap calls
  /// ``setEditing(_:animated:)`` with the opposite of ``isEditing``.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
  public var editButtonItem: UIBarButtonItem {
    if let madeEditButtonItem { return madeEditButtonItem }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction(title: "") { [unowned self] _ in
        self.setEditing(!self.isEditing, animated: true)
      })
    item.style = isEditing ? .done : .plain
    madeEditButtonItem = item
    return item
  }

  /// Called before the window resizes the controller's view (a rotation, a new window
  /// size), as UIKit's `viewWillTransition(to:with:)`
  /// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)):
  /// the coordinator's alongside blocks run at once and its completion blocks once the
  /// views have their new sizes. The default tells the children, so an override calls
  /// `super`.
  /// - Parameters:
  ///   - size: The view's new size.
  ///   - coordinator: The transition's coordinator.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      if let child = child as? UIViewController {
        child.viewWillTransition(to: size, with: coordinator)
      } else {
        child.willTransition(to: size)
      }
    }
  }

  /// HeadlessKit's size transition, told in UIKit's terms: `viewWillTransition(to:with:)`.
  /// - Parameter size: The view's new size.
  open override func willTransition(to size: Size) {
    let container: UIView = viewIfLoaded?.window ?? view
    let coordinator = HeadlessTransition(
      from: self, to: self, container: container, animated: true,
      style: modalPresentationStyle)
    viewWillTransition(to: size, with: coordinator)
    Controller.afterSizeTransition.append { coordinator.completeTransition(true) }
  }

  // MARK: UIKit's spelling in diagnostics, traces and fixes

  /// UIKit's name of the method: `viewDidLoad()` for `ControllerMethod.didLoad`,
  /// `viewWillLayoutSubviews()` for `ControllerMethod.willLayout`; the methods UIKit
  /// and HeadlessKit spell alike keep their name.
  /// - Parameter method: The method.
  /// - Returns: Its name in UIKit, as a subclass overrides it.
  open override class func name(of method: ControllerMethod) -> StaticString {
    switch method {
    case .didLoad: return "viewDidLoad()"
    case .willAppear: return "viewWillAppear(_:)"
    case .isAppearing: return "viewIsAppearing(_:)"
    case .didAppear: return "viewDidAppear(_:)"
    case .willDisappear: return "viewWillDisappear(_:)"
    case .didDisappear: return "viewDidDisappear(_:)"
    case .updateConstraints: return "updateViewConstraints()"
    case .willLayout: return "viewWillLayoutSubviews()"
    case .didLayout: return "viewDidLayoutSubviews()"
    case .updateProperties: return super.name(of: method)
    }
  }

  /// UIKit's name of a HeadlessKit class in a `UIViewController`'s tree: `UILabel` for
  /// `Label`, `NSLayoutConstraint` for `LayoutConstraint`; `nil` for other classes.
  /// - Parameter type: A view class or `LayoutConstraint`.
  /// - Returns: UIKit's name of the class, or `nil`.
  open override class func name(ofClass type: AnyClass) -> String? {
    uikitClassNames[ObjectIdentifier(type)]
  }

  /// UIKit's names of HeadlessKit's classes, by class.
  private static let uikitClassNames: [ObjectIdentifier: String] = [
    ObjectIdentifier(View.self): "UIView", ObjectIdentifier(Window.self): "UIWindow",
    ObjectIdentifier(Label.self): "UILabel", ObjectIdentifier(Button.self): "UIButton",
    ObjectIdentifier(ImageView.self): "UIImageView", ObjectIdentifier(Switch.self): "UISwitch",
    ObjectIdentifier(SegmentedControl.self): "UISegmentedControl",
    ObjectIdentifier(ActivityIndicator.self): "UIActivityIndicatorView",
    ObjectIdentifier(StackView.self): "UIStackView",
    ObjectIdentifier(ScrollView.self): "UIScrollView",
    ObjectIdentifier(LayoutConstraint.self): "NSLayoutConstraint",
  ]

  // MARK: UIKit's lifecycle methods, called from HeadlessKit's hooks

  /// Called once after the view loaded. Not tracked: state read here never refreshes
  /// anything; read it in `updateProperties()`.
  open func viewDidLoad() {}
  /// The view is about to appear. Not tracked.
  /// - Parameter animated: Always `false`.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is in the window and laid out, about to appear: geometry is final here.
  /// Not tracked.
  /// - Parameter animated: Always `false`.
  open func viewIsAppearing(_ animated: Bool) {}
  /// The view appeared, after the pass that followed `viewWillAppear(_:)`. Not tracked.
  /// - Parameter animated: Always `false`.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to disappear. Not tracked.
  /// - Parameter animated: Always `false`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view disappeared. Not tracked.
  /// - Parameter animated: Always `false`.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Updates the constraints of the controller's views, as UIKit's
  /// `updateViewConstraints()`: tracked, called in the constraints phase before the root
  /// view's `updateConstraints()`, when the root view is flagged for it
  /// (`view.setNeedsUpdateConstraints()`, or once when a constraint is first installed on
  /// it).
  open func updateViewConstraints() {}
  /// Called in the layout phase before the root view lays out; tracked on platform 26,
  /// and on 18 with `UIObservationTrackingEnabled`.
  open func viewWillLayoutSubviews() {}
  /// Called in the layout phase after the root view laid out; tracked like
  /// `viewWillLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}

  /// Called before the controller is added to or removed from a parent, as UIKit's. An
  /// override calls `super`: with `nil`, it marks the controller as moving from its
  /// parent until `removeFromParent()`, so the disappearance callbacks see
  /// `isMovingFromParent`, as Apple's removal steps expect.
  /// - Parameter parent: The new parent, or `nil` when being removed.
  open func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: movingTo ?? parent)
  }
  /// Called after the controller was added to or removed from a parent.
  /// - Parameter parent: The new parent, or `nil` after removal.
  open func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: movingTo ?? parent)
  }

  /// UIKit's memory warning. HeadlessKit's processes receive none, so it runs only when
  /// code or a test calls it; the default does nothing.
  open func didReceiveMemoryWarning() {}

  /// Whether the controller prefers the status bar hidden; `false` by default. HeadlessKit
  /// draws no status bar: the preference is kept for code and tests to read.
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar style the controller prefers; `.default` by default. Kept, not drawn.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Tells the system the status bar preferences changed: nothing to redraw headlessly.
  public func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: Showing controllers

  /// Shows a controller in the primary context, as UIKit's `show(_:sender:)`: a
  /// navigation controller (this one, or the nearest above) pushes it; in a split view
  /// without one, the split view shows it; otherwise it is presented.
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object asking.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else if let split = self as? UISplitViewController ?? splitViewController {
      split.show(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows a controller in the detail context, as UIKit's
  /// `showDetailViewController(_:sender:)`: in a split view, the split view shows it
  /// (as its secondary, or pushed when collapsed); otherwise it is presented.
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object asking.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = splitViewController {
      split.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: HeadlessKit's hooks, spelled once

  /// The parent a containment call passes while UIKit's spelling of it runs: HeadlessKit
  /// gets its own parent back even when that parent is not a `UIViewController`.
  private var movingTo: Controller??

  /// Whether the controller keeps a person from swiping its sheet away, as UIKit's
  /// `isModalInPresentation`; `false` by default. A subclass may override it (to refuse
  /// while there are unsaved changes); the presentation controller's delegate then hears
  /// `presentationControllerDidAttemptToDismiss(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  open var isModalInPresentation = false

  /// UIKit's answer: not while this controller or, for the presented one, any of its
  /// children `isModalInPresentation` (the delegate is then not asked); else the
  /// presented controller asks its presentation controller's delegate.
  public override var allowsInteractiveDismissal: Bool {
    if isModalInPresentation { return false }
    guard presentingController != nil, parent == nil else { return true }
    var descendants = children
    while let child = descendants.popLast() {
      if (child as? UIViewController)?.isModalInPresentation == true { return false }
      descendants += child.children
    }
    guard let presentation = presentationController, let delegate = presentation.delegate
    else { return true }
    return delegate.presentationControllerShouldDismiss(presentation)
  }

  /// Tells the presentation controller's delegate, as UIKit does.
  public override func interactiveDismissalWasRefused() {
    guard let presentation = presentationController else { return }
    presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
  }

  /// Tells the presentation controller's delegate, as UIKit does.
  public override func willBeDismissedInteractively() {
    guard let presentation = presentationController else { return }
    presentation.delegate?.presentationControllerWillDismiss(presentation)
  }

  /// Tells the presentation controller's delegate, as UIKit does.
  public override func wasDismissedInteractively() {
    guard let presentation = presentationController else { return }
    presentation.delegate?.presentationControllerDidDismiss(presentation)
  }

  public override func didLoad() { viewDidLoad() }
  public override func willAppear() { viewWillAppear(false) }
  public override func isAppearing() { viewIsAppearing(false) }
  public override func didAppear() { viewDidAppear(false) }
  public override func willDisappear() { viewWillDisappear(false) }
  public override func didDisappear() { viewDidDisappear(false) }
  public override func updateConstraints() { updateViewConstraints() }
  public override func willLayout() { viewWillLayoutSubviews() }
  public override func didLayout() { viewDidLayoutSubviews() }

  public override func willMove(toParent parent: Controller?) {
    let outer = movingTo
    movingTo = .some(parent)
    defer { movingTo = outer }
    willMove(toParent: parent as? UIViewController)
  }

  public override func didMove(toParent parent: Controller?) {
    let outer = movingTo
    movingTo = .some(parent)
    defer { movingTo = outer }
    didMove(toParent: parent as? UIViewController)
  }

  // MARK: Platform 18's diagnostic

  private static var probesRegistered = false

  /// Tells HeadlessKit's "updateProperties() is never called on platform 18" diagnostic
  /// about UIKit's layout hooks, so a controller that overrides one is not reported.
  private static func registerLayoutProbes() {
    guard !probesRegistered else { return }
    probesRegistered = true
    // This module's classes are the framework's: their overrides are not a user's.
    OverrideProbe.registerFrameworkModule(of: UIViewController.self)
    HookOverrides.companionLayoutProbes += [
      (
        "UIViewController.viewWillLayoutSubviews()",
        OverrideProbe(
          overriding: ProbeWillLayoutSubviews.self, plain: ProbePlain.self,
          plainToo: ProbePlainToo.self)
      ),
      (
        "UIViewController.viewDidLayoutSubviews()",
        OverrideProbe(
          overriding: ProbeDidLayoutSubviews.self, plain: ProbePlain.self,
          plainToo: ProbePlainToo.self)
      ),
    ]
  }
}

// The probes: never instantiated; only their metadata is read.
private final class ProbePlain: UIViewController {}
private final class ProbePlainToo: UIViewController {}
private final class ProbeWillLayoutSubviews: UIViewController {
  override func viewWillLayoutSubviews() {}
}
private final class ProbeDidLayoutSubviews: UIViewController {
  override func viewDidLayoutSubviews() {}
}
