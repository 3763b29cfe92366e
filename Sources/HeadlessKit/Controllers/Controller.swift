public import Foundation
public import Observation

/// Manages a root view and its lifecycle: UIViewController's role.
///
/// Read `@Observable` state in ``updateProperties()`` (or, on platform 18 with the
/// opt-in key, in ``willLayout()``) and HeadlessKit re-runs it when that state changes:
///
/// ```swift
/// final class ThemeController: Controller {
///   let theme: AppTheme
///   let label = Label()
///   init(theme: AppTheme) { self.theme = theme; super.init() }
///   override func didLoad() { view.addSubview(label) }
///   override func updateProperties() {
///     view.backgroundColor = Color(named: theme.accent.rawValue)
///     label.text = theme.accent.rawValue.capitalized
///   }
/// }
/// ```
@preconcurrency @MainActor
open class Controller: Responder, Observable {
  private var loadedView: View?
  private var isLoadingView = false
  /// Watches of this controller's untracked callbacks that read something;
  /// its tracked hooks run in its root view's scopes.
  var untrackedWatches: [UntrackedReadWatch] = []
  /// Trait overrides and handlers: made on first use.
  var traitStateIfAny: TraitState?
  var appearance = AppearanceState()
  /// The hook HeadlessKit is running on this controller, if any.
  @exclusivity(unchecked) var hookInProgress: Hook?
  /// Set from being added to a parent until the first `didAppear()` after it.
  var isMovingToParentNow = false
  /// Set from a removal's `willMove(toParent: nil)` until `didMove(toParent: nil)`.
  var isMovingFromParentNow = false
  /// Work to do right after the next `didAppear()`: a container's `didMove(toParent:)`,
  /// completion handlers.
  final var afterDidAppear: [@MainActor () -> Void] = []
  /// Untracked callbacks whose reads are being watched (once each). A short array searched
  /// in order: a controller usually has a handful, compared as small strings far faster
  /// than hashed (every screen test shows a new controller, so each of its callbacks is a
  /// first); past 16 (actions of many distinct views) they move to a set.
  private var watchedCallbacks: [String] = []
  private var manyWatchedCallbacks: Set<String>?
  /// The untracked callback running now, if any: names the tasks it starts.
  var currentUntrackedCallback: String?

  /// A title, shown by containers such as navigation bars. Observable: a hook that
  /// reads it re-runs when it changes.
  public var title: String? {
    get {
      titleRegistrar.access(self, keyPath: \.title)
      return storedTitle
    }
    set {
      guard newValue != storedTitle else { return }
      titleRegistrar.withMutation(of: self, keyPath: \.title) { storedTitle = newValue }
    }
  }
  private var storedTitle: String?

  // Lazy: most controllers never have their title read, so most never pay for it.
  lazy var titleRegistrar = ObservationRegistrar()

  /// State that containers and companion modules of this package attach to a controller,
  /// keyed by the attaching type.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// The parent in a containment hierarchy.
  public internal(set) weak var parent: Controller?
  /// The child controllers, in the order they were added.
  public internal(set) var children: [Controller] = []
  /// The controller this one presents itself (see ``presentedController``).
  var ownPresented: Controller?
  /// The controller that presented this one itself (see ``presentingController``).
  weak var ownPresenting: Controller?
  /// Set while this controller is being presented, until its `didAppear()`.
  var isBeingPresentedNow = false
  /// Set while this controller is being dismissed, until its `didDisappear()`.
  var isBeingDismissedNow = false
  /// `isAppearing()` ran for the appearance in progress.
  var hasAnnouncedIsAppearing = false

  /// The controller presented by this one or, when it presents none, by its nearest
  /// ancestor that does, as UIKit's `presentedViewController`.
  public var presentedController: Controller? { nearestInParents { $0.ownPresented } }

  /// The controller that presented this one or, when this one was not presented, the
  /// one that presented its nearest presented ancestor, as UIKit's
  /// `presentingViewController`.
  public var presentingController: Controller? { nearestInParents { $0.ownPresenting } }

  /// The first non-nil `value` of this controller, its parent, grandparent…
  func nearestInParents<Value>(_ value: (Controller) -> Value?) -> Value? {
    var node: Controller? = self
    while let current = node {
      if let found = value(current) { return found }
      node = current.parent
    }
    return nil
  }

  /// How this controller was presented, when it was.
  public internal(set) var presentationStyle: PresentationStyle?
  /// The detent chosen with `selectedDetent`, when it was set.
  package internal(set) var chosenDetent: Detent?
  /// The largest detent at which a sheet leaves the screen beneath undimmed; `nil` dims
  /// it at every detent.
  package var largestUndimmedDetent: Detent?
  /// Where a full-screen presentation took the presenter's view from, to put it back.
  var hiddenForPresentation: (superview: View, index: Int)?
  /// How diagnostics, traces and suggested fixes name `method` of this class: HeadlessKit's
  /// own name (``ControllerMethod/name``) unless the class calls the method under another.
  ///
  /// A layer above HeadlessKit whose controller class declares the lifecycle under names
  /// of its own, called from HeadlessKit's hooks, overrides this, so that messages name
  /// the method its users override and read in:
  ///
  /// ```swift
  /// open override class func name(of method: ControllerMethod) -> StaticString {
  ///   method == .willLayout ? "beforeLayout()" : super.name(of: method)
  /// }
  /// ```
  /// - Parameter method: The method.
  /// - Returns: Its name as this class's authors write it, with its argument labels.
  open class func name(of method: ControllerMethod) -> StaticString { method.name }

  /// How diagnostics name an object of the HeadlessKit class `type` (a view, a constraint)
  /// that belongs to this controller's tree: `nil`, its own name, unless a layer above
  /// HeadlessKit gives the class a name of its own there.
  /// - Parameter type: A view class or ``LayoutConstraint``.
  /// - Returns: The layer's name of the class, or `nil` for the class's own.
  open class func name(ofClass type: AnyClass) -> String? { nil }

  /// This class's name of `method`, as an untracked callback is named.
  func callbackName(_ method: ControllerMethod) -> String {
    Swift.type(of: self).name(of: method).description
  }

  /// This class's name of the method that runs as `hook` when it is not HeadlessKit's
  /// (``name(of:)`` overridden), else `nil`: what readers and diagnostics record.
  func ownName(of hook: Hook) -> StaticString? {
    guard let method = ControllerMethod(hook) else { return nil }
    let name = Swift.type(of: self).name(of: method)
    return name.hasSameText(as: method.name) ? nil : name
  }

  /// Whether pictures draw this controller, presented as a sheet, as a sheet's card
  /// (dimming, rounded top, grabber); a companion module's alert, presented over the
  /// screen the same way, draws itself instead.
  package var drawsAsSheetCard = true
  /// Where an untracked-read report tells the reader to move the read, when not the
  /// tracked hook's own name (HeadlessSwiftUI's hosting controller says `body`).
  package var untrackedReadFix: String?
  /// Whether the tracked hooks of every view in this controller's view count as its own
  /// when deciding whether a value an untracked callback read is also read properly
  /// (HeadlessSwiftUI's bodies run in the hooks of views inside its hosting controller).
  package var countsSubviewHooksAsOwn = false

  /// Creates a controller; its view loads on first access.
  public override init() {
    super.init()
    if HookOverrides.controllerCallsTraitCollectionDidChange(Self.self) {
      traitState.callsDidChange = true
      traitState.watch()
    }
  }

  /// The root view, loaded on first access: `loadView()`, the view is flagged for
  /// properties, then `didLoad()`.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.node.owningController = nil
      newValue.node.owningController = self
      loadedView = newValue
    }
  }

  /// The next responder, as UIKit's `next`: the controller that presented this one, else
  /// its view's superview (the window, for a window's root controller); `nil` before the
  /// view loads.
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: Responder? { ownPresenting ?? loadedView?.superview }

  override var responderWindow: Window? { loadedView?.window }

  /// The root view if it has loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }
  /// Whether the root view has loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it has not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    if isLoadingView {
      // `view` read inside loadView() before it was set: give it the default view.
      view = View()
      return
    }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { view = View() }
    loadedView!.invalidate(.properties)
    runUntracked(callbackName(.didLoad)) { didLoad() }
  }

  /// Runs an untracked callback. The first run of each callback is watched: if a value
  /// it read later changes and none of this controller's tracked hooks read it, the
  /// application reports an untracked read. Later runs are not watched, so
  /// registrations stay bounded.
  package func runUntracked(_ callback: String, _ body: () -> Void) {
    let enclosing = currentUntrackedCallback
    currentUntrackedCallback = callback
    let enclosingReader = TraitSystem.untrackedReader
    TraitSystem.untrackedReader = (Unmanaged.passUnretained(self), callback)
    defer {
      currentUntrackedCallback = enclosing
      TraitSystem.untrackedReader = enclosingReader
    }
    guard isFirstRun(of: callback) else {
      body()
      return
    }
    var watch = UntrackedReadWatch(owner: self)
    watch.attach(to: visibleApplication?.changeSink)
    watch.watch(callback, body)
    // Kept only when a scope was installed (its callback holds the watch): a callback
    // that read nothing leaves nothing behind.
    if !isKnownUniquelyReferenced(&watch) { untrackedWatches.append(watch) }
  }

  /// Whether `callback` runs for the first time (it is noted as run).
  private func isFirstRun(of callback: String) -> Bool {
    if manyWatchedCallbacks != nil { return manyWatchedCallbacks!.insert(callback).inserted }
    if watchedCallbacks.contains(callback) { return false }
    watchedCallbacks.append(callback)
    if watchedCallbacks.count > 16 {
      manyWatchedCallbacks = Set(watchedCallbacks)
      watchedCallbacks = []
    }
    return true
  }

  // MARK: Lifecycle hooks

  /// Creates the root view; the default creates a plain ``View`` as large as a default
  /// window (390 x 844), as UIKit's starts as large as the screen, so code that sizes
  /// subviews from `view.bounds` in `viewDidLoad()` sees a screen's size. Showing the
  /// controller sizes the view to its window or container. Set ``view`` here.
  open func loadView() { view = View(frame: Window.defaultFrame) }
  /// Called once after the view loaded. Not tracked: state read here never refreshes
  /// anything. Build the view tree here; read state in `updateProperties()`.
  open func didLoad() {}
  /// Applies state to views; tracked, `.v26` only. Runs in the
  /// properties phase before the root view's own `updateProperties()`.
  /// Call ``setNeedsUpdateProperties()`` rather than this method: a direct call that
  /// reaches this implementation is reported.
  open func updateProperties() { checkFrameworkCall(.updateProperties) }
  /// Updates the constraints of the controller's views; tracked, like the view's
  /// `updateConstraints()`. Runs in the constraints phase, before the root view's own
  /// `updateConstraints()`, when the root view is flagged for it
  /// (``setNeedsUpdateConstraints()``, or once when a constraint is first installed on
  /// it). Call ``setNeedsUpdateConstraints()`` rather than this method.
  open func updateConstraints() { checkFrameworkCall(.updateConstraints) }
  /// Called in the layout phase before the root view lays out; tracked.
  /// On platform 18 with the opt-in key this is where state is read.
  open func willLayout() { checkFrameworkCall(.willLayout) }
  /// Called in the layout phase after the root view laid out; tracked.
  open func didLayout() { checkFrameworkCall(.didLayout) }

  /// Reports a hook reached outside a framework run of it.
  private func checkFrameworkCall(_ hook: Hook) {
    guard hookInProgress != hook, let application = viewIfLoaded?.window?.host else {
      return
    }
    application.reportDirectCall(of: hook, on: String(describing: type(of: self)))
  }
  /// The view is about to appear. Not tracked.
  open func willAppear() {}
  /// The view is in the window and laid out, and is about to appear: called once per
  /// appearance, after `willAppear()` and the pass that laid the view out, before
  /// `didAppear()`; parents before children. The counterpart of UIKit's
  /// `viewIsAppearing(_:)`: geometry is final here. Not tracked.
  open func isAppearing() {}
  /// The view appeared: called after the pass that followed `willAppear()`. Not tracked.
  open func didAppear() {}
  /// The view is about to disappear. Not tracked.
  open func willDisappear() {}
  /// The view disappeared. Not tracked.
  open func didDisappear() {}
  /// Called before the controller is added to or removed from a parent. An override
  /// calls `super` (with `nil`, the default marks the controller as moving from its
  /// parent until ``removeFromParent()``, as UIKit's does).
  /// - Parameter parent: The new parent, or `nil` when being removed.
  open func willMove(toParent parent: Controller?) {
    // Apple's removal recipe starts here (`willMove(toParent: nil)`, remove the view,
    // `removeFromParent()`): from now until `removeFromParent()`, the controller is
    // moving from its parent, so its disappearance callbacks see `isMovingFromParent`.
    if parent == nil && self.parent != nil { isMovingFromParentNow = true }
  }
  /// Called after the controller was added to or removed from a parent.
  /// - Parameter parent: The new parent, or `nil` after removal.
  open func didMove(toParent parent: Controller?) {}

  /// Called in the trait phase after the controller's traits changed, with the traits
  /// before, as UIKit's `traitCollectionDidChange(_:)` (deprecated there since iOS 17 in
  /// favour of ``TraitEnvironment/registerForTraitChanges(_:handler:)``, still called).
  /// Only a type that overrides it is watched for it.
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the window resizes this controller's view (a rotation, a new window
  /// size), with the size it is about to get, as UIKit's
  /// `viewWillTransition(to:with:)`; the default tells the children, so an override
  /// calls `super`.
  /// - Parameter size: The view's new size.
  open func willTransition(to size: Size) {
    for child in children { child.willTransition(to: size) }
  }

  /// Work to run once the window has given the views their new sizes (a size
  /// transition's completion blocks).
  package static var afterSizeTransition: [@MainActor () -> Void] = []

  // MARK: Interactive dismissal

  /// Whether a person may dismiss this controller's sheet by swiping it down
  /// (``dismissInteractively()``); `true` by default. A controller with unsaved changes
  /// returns `false` to keep its sheet on screen. Asked of the presented controller and of
  /// its children, any of which can refuse.
  open var allowsInteractiveDismissal: Bool { true }

  /// A person tried to swipe this presented controller's sheet away and
  /// ``allowsInteractiveDismissal`` refused: say why (an alert, say). Does nothing by
  /// default.
  open func interactiveDismissalWasRefused() {}

  /// A person's swipe is about to dismiss this presented controller. Does nothing by
  /// default.
  open func willBeDismissedInteractively() {}

  /// A person's swipe dismissed this controller, which is no longer presented. Does
  /// nothing by default.
  open func wasDismissedInteractively() {}

  // MARK: Invalidation

  /// Flags the root view for the properties phase; no effect before the view
  /// loads, whose first pass runs `updateProperties()` anyway.
  public func setNeedsUpdateProperties() {
    viewIfLoaded?.setNeedsUpdateProperties()
  }

  /// Runs the pending properties work of the root view's subtree now.
  public func updatePropertiesIfNeeded() {
    viewIfLoaded?.updatePropertiesIfNeeded()
  }

  /// Flags the root view for the constraints phase, in which ``updateConstraints()``
  /// runs; no effect before the view loads.
  public func setNeedsUpdateConstraints() {
    viewIfLoaded?.setNeedsUpdateConstraints()
  }

  /// Flags the root view for layout.
  public func setNeedsLayout() {
    viewIfLoaded?.setNeedsLayout()
  }

  // MARK: Appearance forwarding

  /// Whether this controller forwards appearance callbacks to its children
  /// automatically; `true` by default, as in UIKit. A custom container that decides
  /// itself when its children appear overrides it to return `false` and calls
  /// ``beginAppearanceTransition(_:)`` and ``endAppearanceTransition()`` on them.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// What this controller's platform does: its view's policy (the detached one when
  /// the view is not loaded or not shown). Containers ask it for the hook that reads
  /// state: `updateProperties()` on 26, `willLayout()` on 18.
  var policy: PlatformPolicy { viewIfLoaded?.policy ?? .detached }

  /// Asks for the state-reading hook of this platform to run again.
  func setNeedsRefresh() {
    if policy.stateHook == .updateProperties {
      setNeedsUpdateProperties()
    } else {
      setNeedsLayout()
    }
  }

  /// The application showing this controller's view, if its window is visible.
  var visibleApplication: (any LoopHost)? { viewIfLoaded?.window?.visibleApplication }
}
