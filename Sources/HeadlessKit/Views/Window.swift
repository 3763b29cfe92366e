public import Foundation

/// The root of a view tree, shown by an ``Application``.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// window.rootController = ThemeController()
/// app.show(window)
/// app.flush()
/// ```
@preconcurrency @MainActor
public final class Window: View {
  /// HeadlessKit's own code in every phase, but for a presented sheet's custom detents,
  /// whose height closures ``layoutSubviews()`` runs: layout is then tracked, so a
  /// closure's reads of observable state lay the window out again after a change.
  override var userCodePhases: UserCodePhases {
    presentations.isEmpty || !presentations.contains(where: \.hasCustomDetents) ? [] : .layout
  }

  /// The controller whose view fills the window. Replacing it while the window is
  /// visible makes the old one disappear and the new one appear.
  public var rootController: Controller? {
    didSet {
      guard rootController !== oldValue else { return }
      if let oldValue { uninstall(oldValue) }
      if let rootController { install(rootController) }
    }
  }

  /// The loop showing this window (its application), while it is or was shown.
  var host: (any LoopHost)? {
    get { shown.host }
    set { shown.host = newValue }
  }
  /// Whether the window is visible (between `Application.show` and `hide`).
  public internal(set) var isVisible: Bool {
    get { shown.isVisible }
    set { shown.isVisible = newValue }
  }
  /// The storage of `host` and `isVisible`, read by every invalidation. Stored
  /// with `@exclusivity(unchecked)` for the reason given on ``ViewNode``: touched only on
  /// the main actor by HeadlessKit, never through overlapping `inout` accesses.
  @exclusivity(unchecked) var shown = Shown()

  /// Which application shows the window, and whether it is visible now.
  struct Shown {
    weak var host: (any LoopHost)?
    var isVisible = false
  }
  /// The order in which windows were shown; passes service windows in this order.
  var showOrder = 0

  /// What the screen's edges cover: a status bar, a notch, a home indicator. Zero by
  /// default: a headless window has none, and pictures draw none. Set a phone's to lay
  /// out as on that phone, for example `EdgeInsets(top: 47, left: 0, bottom: 34, right:
  /// 0)` for a 390 x 844 iPhone in portrait; views' ``View/safeAreaInsets`` and
  /// ``View/safeAreaLayoutGuide`` follow.
  public var screenInsets: EdgeInsets {
    get { screenInsetsIfAny ?? .zero }
    set {
      guard newValue != screenInsets else { return }
      screenInsetsIfAny = newValue == .zero ? nil : newValue
      setNeedsConstraintSolve()
      setNeedsLayout()
    }
  }
  /// ``screenInsets`` when not zero.
  private(set) var screenInsetsIfAny: EdgeInsets?

  /// Presented controllers, bottom to top, laid out by this window.
  var presentations: [Controller] = []

  /// This window's first responder (see ``Responder/becomeFirstResponder()``).
  weak var firstResponderSlot: Responder?

  /// A typical phone's screen, 390 x 844: a window's frame unless given one, and the
  /// frame a controller's default view starts with.
  public static let defaultFrame = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Creates a window; a typical phone is 390 x 844.
  /// - Parameter frame: The window's frame.
  public override init(frame: Rect = Window.defaultFrame) {
    super.init(frame: frame)
    node.window = self
  }

  /// The application when the window is visible, else `nil`.
  var visibleApplication: (any LoopHost)? { isVisible ? host : nil }

  /// Sizes the root controller's view to the window and presented views to their style.
  /// Controllers whose view the window resizes hear it first (`willTransition(to:)`).
  public override func layoutSubviews() {
    if let root = rootController, let view = root.viewIfLoaded {
      if view.frame.size != bounds.size { root.willTransition(to: bounds.size) }
      view.frame = bounds
    }
    for presented in presentations {
      guard let view = presented.viewIfLoaded else { continue }
      let frame = presented.presentationFrame(in: bounds)
      if view.frame.size != frame.size, lastLaidOutSize != bounds.size {
        presented.willTransition(to: frame.size)
      }
      view.frame = frame
    }
    lastLaidOutSize = bounds.size
    guard !Controller.afterSizeTransition.isEmpty else { return }
    let work = Controller.afterSizeTransition
    Controller.afterSizeTransition = []
    for item in work { item() }
  }

  /// The window's size at its last layout: a presented view resized for another reason
  /// (a sheet's detent) is no size transition.
  private var lastLaidOutSize: Size?

  private func install(_ controller: Controller) {
    controller.unembed()
    let rootView = controller.view
    insertSubview(rootView, at: 0)
    rootView.frame = bounds
    if let application = visibleApplication {
      controller.beginAppearance(true)
      application.awaitDidAppear(controller)
    }
  }

  private func uninstall(_ controller: Controller) {
    let visible = isVisible && controller.appearance.isVisible
    if visible { controller.beginAppearance(false) }
    controller.viewIfLoaded?.removeFromSuperview()
    if visible { controller.endAppearance(false) }
  }
}
