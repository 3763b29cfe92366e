/// A node of a headless screen: UIView's role (SPEC 1.2).
///
/// Subclass it and override the tracked hooks. Whatever `@Observable` state a hook
/// reads, HeadlessKit watches; when it changes, the hook runs again in the next pass.
///
/// ```swift
/// final class BadgeView: View {
///   let model: Inbox
///   init(model: Inbox) { self.model = model; super.init() }
///   override func updateProperties() {
///     backgroundColor = model.unread > 0 ? Color(named: "coral") : nil
///   }
/// }
/// ```
@MainActor
open class View: HookOwner {
  /// The view's rectangle in its superview's coordinates. Changing its size flags the
  /// view for layout (SPEC 2.8).
  public var frame: Rect {
    didSet {
      guard frame != oldValue else { return }
      if frame.size != oldValue.size {
        invalidate(.layout)
        invalidate(.display)
      }
    }
  }

  /// The view's own rectangle: origin zero, the frame's size. Setting it sets the size.
  public var bounds: Rect {
    get { Rect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The fill drawn behind the content; `nil` draws nothing. Flags display (SPEC 2.9).
  public var backgroundColor: Color? {
    didSet { if backgroundColor != oldValue { invalidate(.display) } }
  }

  /// Whether the view is hidden. Flags display, and the superview's layout (stacks give
  /// hidden views no space).
  public var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue else { return }
      invalidate(.display)
      superview?.invalidate(.layout)
    }
  }

  /// The opacity, 0...1. Flags display only (SPEC 2.9).
  public var alpha: Double = 1 {
    didSet { if alpha != oldValue { invalidate(.display) } }
  }

  /// A name to find the view by in tests and the command line.
  public var identifier: String?

  /// The view containing this one.
  @exclusivity(unchecked) public internal(set) weak var superview: View?
  /// The contained views, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  /// The window at the root of this view's tree, if any.
  @exclusivity(unchecked) public internal(set) weak var window: Window?

  /// The controller whose root view this is.
  @exclusivity(unchecked) public internal(set) weak var owningController: Controller?

  // Flags (SPEC 2.7: a new view starts flagged for everything). The pass-loop state
  // below skips dynamic exclusivity checks, like the application's (see `passCount`).
  @exclusivity(unchecked) var flagsProperties = true
  @exclusivity(unchecked) var flagsLayout = true
  @exclusivity(unchecked) var flagsDisplay = true

  /// Whether the properties phase has work for this view.
  public var needsUpdateProperties: Bool { flagsProperties }
  /// Whether the layout phase has work for this view.
  public var needsLayout: Bool { flagsLayout }
  /// Whether the display phase has work for this view.
  public var needsDisplay: Bool { flagsDisplay }

  /// Position in `superview.subviews`, kept current for tree-order sorting.
  @exclusivity(unchecked) var indexInSuperview = 0
  /// Whether the view is in its application's dirty list.
  @exclusivity(unchecked) var isQueued = false
  /// The tracker of this view's hooks, created at the first tracked run.
  @exclusivity(unchecked) var tracker: HookTracker?

  /// What the last `draw(in:)` drew.
  @exclusivity(unchecked) public internal(set) var lastDrawing: Canvas?

  /// The hook HeadlessKit is running on this view, if any (direct calls are reported).
  @exclusivity(unchecked) var hookInProgress: Hook?

  /// Whether this view is exactly one of HeadlessKit's own classes (not a subclass). Their
  /// hooks read only plain stored properties, never `@Observable` state, so a phase made
  /// of nothing else needs no tracking scope: skipping it changes no behaviour and saves
  /// a scope install and retirement per run (the `cycle` benchmark's largest cost).
  let hasOnlyBuiltInHooks: Bool

  /// Creates a view.
  /// - Parameter frame: The initial frame; `.zero` by default.
  public init(frame: Rect = .zero) {
    self.frame = frame
    let type = Swift.type(of: self)
    hasOnlyBuiltInHooks =
      type == View.self || type == Label.self || type == Button.self || type == Window.self
      || type == TextField.self || type == Switch.self || type == Slider.self
      || type == StackView.self || type == ScrollView.self || type == ImageView.self
      || type == ActivityIndicator.self || type == ListView.self || type == ListCell.self
  }

  // MARK: Hooks

  /// Applies state to the view's properties; tracked on `.v26`, never called on `.v18`.
  ///
  /// Runs in the properties phase, after the owning controller's `updateProperties()`.
  ///
  /// Call ``setNeedsUpdateProperties()`` rather than this method: a direct call that
  /// reaches this implementation is reported (SPEC 6.4).
  open func updateProperties() { checkFrameworkCall(.updateProperties) }

  /// Positions subviews; tracked. Runs in the layout phase between the owning
  /// controller's `willLayout()` and `didLayout()`.
  open func layoutSubviews() { checkFrameworkCall(.layoutSubviews) }

  /// Draws the view's content; tracked. The default fills the background colour.
  /// - Parameter canvas: The drawing surface, in the view's own coordinates.
  open func draw(in canvas: Canvas) {
    checkFrameworkCall(.draw)
    if let backgroundColor {
      canvas.fill(bounds, color: backgroundColor)
    }
  }

  /// The size the view wants for its content; zero by default. Widgets override it.
  open var intrinsicContentSize: Size { .zero }

  /// Reports a hook reached outside a framework run of it.
  func checkFrameworkCall(_ hook: Hook) {
    guard hookInProgress != hook, let application = window?.application else { return }
    application.reportDirectCall(of: hook, on: diagnosticName)
  }

  /// Key properties shown by ``treeDescription()`` after the frame, as `name=value`.
  /// Widgets override it to add theirs.
  open var treeDetails: [String] { [] }

  /// Widgets with a configuration hook override this to run it, tracked, at the end of
  /// their properties phase.
  func runConfigurationHooks(in application: Application?) {}

  /// Whether the user supplied a configuration hook (a closure: user code, tracked).
  var hasConfigurationHook: Bool { false }

  // MARK: HookOwner

  func invalidate(for hook: Hook) {
    invalidate(hook.invalidation)
  }

  /// A short name for diagnostics: the type, and the identifier when there is one.
  var diagnosticName: String {
    let type = String(describing: Swift.type(of: self))
    if let identifier { return "\(type)(\(identifier))" }
    return type
  }
}
