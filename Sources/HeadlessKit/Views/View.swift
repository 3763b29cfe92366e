public import Foundation

/// A node of a headless screen: UIView's role.
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
@preconcurrency @MainActor
open class View: Responder, TrackerOwner, RedeclarableMembers {
  /// The view's rectangle in its superview's coordinates. Changing its size flags the
  /// view for layout, and for display when ``contentMode`` is `.redraw`.
  open var frame: Rect {
    get { node.frame }
    set {
      let oldValue = node.frame
      // A deferred drawing is made at the size the display phase saw: a size change that
      // does not redraw shows that drawing placed by the content mode.
      if node.drawingDeferred, node.contentMode != .redraw,
        newValue.size.width != oldValue.size.width || newValue.size.height != oldValue.size.height
      {
        drawDeferredDrawing()
      }
      node.frame = newValue
      // By component: CGRect's == is an out-of-line call into Foundation.
      let sizeChanged =
        newValue.size.width != oldValue.size.width || newValue.size.height != oldValue.size.height
      guard
        sizeChanged || newValue.origin.x != oldValue.origin.x
          || newValue.origin.y != oldValue.origin.y
      else { return }
      if node.feedsLayoutEngine {
        // The engine's own solution for an autoresized view is not a new input.
        if !(node.autoresizedByEngine && LayoutEngine.isApplyingAny) { setNeedsConstraintSolve() }
      } else if node.inLayoutEngine, !LayoutEngine.isApplyingAny {
        // A placed view moved by other code: the next solution puts it back.
        treeRoot.layout?.engine?.placedFrameSetOutside()
      }
      if sizeChanged {
        if node.hostsLayoutEngine { layout?.engine?.rootResized() }
        // A window's size decides its size classes.
        if node.window === self { TraitSystem.traitsMayHaveChanged() }
        if node.hasAutoresizingSubviews { resizeSubviews(from: oldValue.size) }
        invalidate(.layout)
        if node.contentMode == .redraw { invalidate(.display) }
      }
    }
  }

  /// How the last drawing shows when the size changes: `.scaleToFill` (the default, as
  /// UIKit's) stretches it, `.redraw` draws again. ``setNeedsDisplay()`` always redraws.
  public var contentMode: ContentMode {
    get { node.contentMode }
    set { node.contentMode = newValue }
  }

  /// The view's own rectangle: origin zero, the frame's size. Setting it sets the size.
  open var bounds: Rect {
    get { Rect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The fill drawn behind the content; `nil` draws nothing. Flags display.
  open var backgroundColor: Color? {
    get { node.backgroundColor }
    set {
      let oldValue = node.backgroundColor
      node.backgroundColor = newValue
      if newValue != oldValue { invalidate(.display) }
    }
  }

  /// Whether the view is hidden. Flags display, and the superview's layout (stacks give
  /// hidden views no space).
  open var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue else { return }
      invalidate(.display)
      superview?.invalidate(.layout)
    }
  }

  /// The opacity, 0...1. Flags display only.
  open var alpha: Double = 1 {
    didSet { if alpha != oldValue { invalidate(.display) } }
  }

  /// ``RedeclarableMembers/identifier``'s storage. Unchecked: reached only through its
  /// getter and setter, whose accesses are instantaneous and cannot overlap, and a lookup
  /// by identifier reads it on every view of a screen (the `screen-test` row).
  @exclusivity(unchecked) package final var identifierStorage: String?

  /// The first view in this subtree, in pre-order (this view first), whose
  /// ``identifier`` is `identifier`: a walk that reads the stored identifier, with no
  /// dynamic dispatch per view, and stops at the match (a screen test looks views up at
  /// every step).
  package final func firstView(withIdentifier identifier: String) -> View? {
    if let own = identifierStorage, own == identifier { return self }
    let children = node.subviews
    for index in children.indices {
      if let found = children[index].firstView(withIdentifier: identifier) { return found }
    }
    return nil
  }

  // MARK: Accessibility: UIKit's names, UIKit's defaults (View+Accessibility.swift)

  /// Whether assistive technologies read the view as one element (not looking inside):
  /// `true` for controls and labels, `false` for other views, by default.
  open var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? false }
    set { accessibilityStorage.isElement = newValue }
  }
  /// A short name for the element ("Save", not "Save button"); a control's title or a
  /// label's text by default, else `nil`.
  open var accessibilityLabel: String? {
    get { accessibility?.label }
    set { accessibilityStorage.label = newValue }
  }
  /// The element's current value when its label does not say it; a control's value
  /// (a switch's `"1"`) by default.
  open var accessibilityValue: String? {
    get { accessibility?.value }
    set { accessibilityStorage.value = newValue }
  }
  /// What activating the element does, when its label does not make it plain.
  open var accessibilityHint: String? {
    get { accessibility?.hint }
    set { accessibilityStorage.hint = newValue }
  }
  /// What the element is and how it behaves; a widget's traits by default.
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibility?.traits ?? .none }
    set { accessibilityStorage.traits = newValue }
  }
  /// The element's rectangle in the window's coordinates: the frame there by default.
  open var accessibilityFrame: Rect {
    get { accessibility?.frame ?? frameInWindow }
    set { accessibilityStorage.frame = newValue }
  }
  /// The views and ``AccessibilityElement``s inside, in reading order; `nil` (the
  /// default) reads the subviews by their positions.
  open var accessibilityElements: [Any]? {
    get { accessibility?.elements }
    set { accessibilityStorage.elements = newValue }
  }
  /// Actions offered besides activation (VoiceOver's Actions rotor).
  open var accessibilityCustomActions: [AccessibilityCustomAction]? {
    get { accessibility?.customActions }
    set { accessibilityStorage.customActions = newValue }
  }
  /// Whether assistive technologies ignore the elements of this view's siblings.
  open var accessibilityViewIsModal: Bool {
    get { accessibility?.viewIsModal ?? false }
    set { accessibilityStorage.viewIsModal = newValue }
  }
  /// Whether the elements inside are read together, wherever they are on the screen.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibility?.groupsChildren ?? false }
    set { accessibilityStorage.groupsChildren = newValue }
  }
  /// Whether the view and the elements inside are hidden from assistive technologies.
  open var accessibilityElementsHidden: Bool {
    get { accessibility?.elementsHidden ?? false }
    set { accessibilityStorage.elementsHidden = newValue }
  }
  /// The accessibility values set on the view, if any.
  final var accessibility: AccessibilityStorage?

  /// State that companion modules of this package (HeadlessUIKit) attach to a view,
  /// keyed by the attaching type.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// The pass's state of this view (see ``ViewNode``).
  @exclusivity(unchecked) final var node = ViewNode()
  /// Corners, border and clipping, made when one is first set (most views have none).
  final var outline: ViewOutline?
  /// Auto Layout state, made when the view first takes part (most views never do).
  final var layout: ViewLayout?

  /// The view containing this one.
  public var superview: View? { node.superview }
  /// The contained views, back to front.
  public var subviews: [View] { node.subviews }
  /// The window at the root of this view's tree, if any.
  public var window: Window? { node.window }
  /// The controller whose root view this is.
  public var owningController: Controller? { node.owningController }

  /// The next responder, as UIKit's `next`: the controller whose root view this is, else
  /// the superview (`nil` for a window).
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: Responder? { node.owningController ?? node.superview }

  override var responderWindow: Window? { node.window ?? (self as? Window) }

  /// Whether the properties phase has work for this view.
  public var needsUpdateProperties: Bool { node.flagsProperties }
  /// Whether the layout phase has work for this view.
  public var needsLayout: Bool { node.flagsLayout }
  /// Whether the display phase has work for this view.
  public var needsDisplay: Bool { node.flagsDisplay }

  /// What the last `draw(in:)` drew.
  ///
  /// A view whose drawing is all HeadlessKit's (no subclass overrides `draw(in:)` or
  /// `draw(_:)`) draws when this is first read after its display phase, from its state
  /// then: its drawing follows from its properties alone.
  public var lastDrawing: Canvas? {
    if node.drawingDeferred { drawDeferredDrawing() }
    return node.lastDrawing
  }

  /// Creates a view.
  /// - Parameter frame: The initial frame; `.zero` by default.
  public init(frame: Rect = .zero) {
    node.frame = frame
    if Self.requiresConstraintBasedLayout {
      node.flagsConstraints = true
      node.subtreeNeeds.insert(.constraints)
    }
    super.init()
    if HookOverrides.viewCallsTraitCollectionDidChange(Self.self) {
      traitState.callsDidChange = true
      traitState.watch()
    }
  }

  /// Creates a view with a zero frame through ``init(frame:)``, as UIKit's `init()` does.
  /// A convenience initializer, as Objective-C imports UIKit's: a subclass that overrides
  /// every designated initializer inherits it (`CardView()` runs the subclass's
  /// `init(frame:)`), and a subclass may declare its own `init()` without `override`.
  /// Disfavoured, so `super.init()` in a subclass calls the designated `init(frame:)`.
  @_disfavoredOverload
  public override convenience init() { self.init(frame: .zero) }

  /// The colour the view's controls draw their active parts in, as UIKit's
  /// `tintColor`: the view's own, else its superview's, up to the system tint. Setting
  /// `nil` inherits again. A change reaches every view below that inherits it: each gets
  /// ``tintColorDidChange()``, and the widgets that draw with the tint (buttons,
  /// sliders, a list cell's checkmark) redraw.
  open var tintColor: Color! {
    get {
      var current: View? = self
      while let view = current {
        if let tint = view.outline?.tintColor { return tint }
        current = view.superview
      }
      return Palette.tint
    }
    set {
      let before = tintColor
      let made = outline ?? ViewOutline()
      outline = made
      made.tintColor = newValue
      if newValue != nil { View.tintsSet = true }
      if tintColor != before { tintDidChange() }
    }
  }

  /// Called when the view's ``tintColor`` changed, its own or the one it inherits from a
  /// superview (also when it moves under a superview of another tint), as UIKit's
  /// `tintColorDidChange()`. The default does nothing; widgets that draw with the tint
  /// redraw whatever this does.
  open func tintColorDidChange() {}

  /// Whether the view draws with its tint (a button, a slider): a tint change redraws it.
  var drawsWithTint: Bool { false }

  /// Whether any view has had its own tint set: until then, moving a view cannot change
  /// its tint, and moves skip the check.
  static var tintsSet = false

  /// Called in the trait phase after the view's traits changed, with the traits before,
  /// as UIKit's `traitCollectionDidChange(_:)` (deprecated there since iOS 17 in favour of
  /// ``TraitEnvironment/registerForTraitChanges(_:handler:)``, still called). Only a type
  /// that overrides it is watched for it.
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Hooks

  /// Applies state to the view's properties; tracked on `.v26`, never called on `.v18`.
  ///
  /// Runs in the properties phase, after the owning controller's `updateProperties()`.
  ///
  /// Call ``setNeedsUpdateProperties()`` rather than this method: a direct call that
  /// reaches this implementation is reported.
  open func updateProperties() { checkFrameworkCall(.updateProperties) }

  /// Updates the view's constraints; tracked, so a model value read here re-runs it when
  /// it changes. Runs in the constraints phase, after the properties phase and before
  /// layout, subviews before their superview, when the view is flagged for it
  /// (``setNeedsUpdateConstraints()``, ``requiresConstraintBasedLayout``, a constraint
  /// installed on it, or `translatesAutoresizingMaskIntoConstraints` turned off).
  /// Changing a constraint's constant here is the usual work; the engine solves after
  /// the phase. Call ``setNeedsUpdateConstraints()`` rather than this method.
  open func updateConstraints() { checkFrameworkCall(.updateConstraints) }

  /// Whether the view needs constraints to lay out, as UIKit's class property: `true`
  /// flags every new view of the class for the constraints phase, so an
  /// ``updateConstraints()`` that creates the view's constraints runs once. `false` by
  /// default.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Positions subviews; tracked. Runs in the layout phase between the owning
  /// controller's `willLayout()` and `didLayout()`.
  open func layoutSubviews() { checkFrameworkCall(.layoutSubviews) }

  /// Draws the view's content; tracked. The default fills the background colour.
  /// - Parameter canvas: The drawing surface, in the view's own coordinates.
  open func draw(in canvas: Canvas) {
    checkFrameworkCall(.draw)
    if let backgroundColor {
      if outlineCornerRadius > 0 {
        canvas.roundedRect(bounds, cornerRadius: outlineCornerRadius, fill: backgroundColor)
      } else {
        canvas.fill(bounds, color: backgroundColor)
      }
    }
  }

  /// UIKit's `draw(_:)`: called in the display phase right after ``draw(in:)``, in the
  /// same tracking scope. There is no Core Graphics context; HeadlessUIKit's drawing
  /// functions (`UIRectFill(_:)`, `UIBezierPath`) draw into the view's canvas while it
  /// runs. The default does nothing.
  /// - Parameter rect: The view's bounds.
  open func draw(_ rect: Rect) {}

  /// Called before a subview leaves this view (`removeFromSuperview()`, or a move to
  /// another superview); the default does nothing. Override it to let go of what you
  /// keep about the subview, calling `super`, as with UIView's method of the same name.
  /// - Parameter subview: The subview about to be removed.
  open func willRemoveSubview(_ subview: View) {}

  /// The size the view wants for its content; zero by default. Widgets override it.
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// ``intrinsicContentSize`` with each missing dimension (``noIntrinsicMetric``) as 0:
  /// what arithmetic layouts (stack views) add up.
  var naturalSize: Size {
    let size = intrinsicContentSize
    return Size(width: max(0, size.width), height: max(0, size.height))
  }

  /// The size a stack gives this view when it is arranged: ``naturalSize``, with a
  /// required constraint fixing its width or height to a constant taking that axis's
  /// place (the engine leaves those constraints to the stack).
  var arrangedNaturalSize: Size {
    var size = naturalSize
    for constraint in layout?.constraints ?? [] where constraint.isOwnSizeConstraint(of: self) {
      if constraint.firstAttribute == .width {
        size.width = max(0, constraint.constant)
      } else {
        size.height = max(0, constraint.constant)
      }
    }
    return size
  }

  /// Whether a stack view arranges this view (sets its frame).
  var isArrangedInStack: Bool { superview?.arranges(self) ?? false }

  /// Whether this view sets the frame of its subview `view` itself, as a stack view does
  /// with its arranged views; `false` by default.
  func arranges(_ view: View) -> Bool { false }

  /// A view this one arranges (``arranges(_:)``) had its own size constraint made, removed
  /// or changed: the arrangement lays out again. Nothing by default.
  func arrangedSizeDidChange() {}

  /// Ends this view's own editing, as a text field does
  /// (``finishEditingInSubtree()``); nothing by default.
  func finishOwnEditing() {}

  /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: the intrinsic
  /// content size when the view has one (widgets), else the current size.
  /// - Parameter size: The space available.
  open func sizeThatFits(_ size: Size) -> Size {
    let intrinsic = intrinsicContentSize
    return Size(
      width: intrinsic.width < 0 ? bounds.width : intrinsic.width,
      height: intrinsic.height < 0 ? bounds.height : intrinsic.height)
  }

  /// Reports a hook reached outside a framework run of it.
  func checkFrameworkCall(_ hook: Hook) {
    guard hookInProgress != hook, let application = window?.host else { return }
    application.reportDirectCall(of: hook, on: diagnosticName)
  }

  /// The font size and line count of the text whose baselines the view's baseline anchors
  /// follow, the text centred vertically in the view as pictures draw it; `nil` for a view
  /// without text, whose baselines are its bottom edge.
  var baselineText: (fontSize: Double, lineCount: Int)? { nil }

  /// Key properties shown by ``treeDescription()`` after the frame, as `name=value`.
  /// Widgets override it to add theirs.
  open var treeDetails: [String] { [] }

  /// The phases in which this view's own hooks run code HeadlessKit did not write. Each
  /// of HeadlessKit's classes declares its own (``declaredUserCode(_:_:)``); a subclass
  /// may override any hook, so it runs user code in every phase. Only phases that run
  /// user code get a tracking scope: HeadlessKit's own hooks read no observable state.
  var userCodePhases: UserCodePhases { declaredUserCode(View.self, []) }

  /// `phases` when the view is exactly `type`, every phase for a subclass of it.
  func declaredUserCode(_ type: View.Type, _ phases: UserCodePhases) -> UserCodePhases {
    Swift.type(of: self) == type ? phases : .all
  }

  /// A change to something this view's hooks read, taken by the loop: flags `phase`.
  /// Widgets override it (calling `super`) to explain a change they cannot serve well.
  func trackedReadChanged(_ phase: Invalidation) {
    invalidate(phase)
  }

  /// Whether the view has configuration hooks to run (a button's handler, a cell's
  /// `updateConfiguration(using:)`): in the properties phase on platform 26, in the
  /// layout phase on 18.
  var hasConfigurationHook: Bool { node.runsOuterConfigurationHooks }

  /// Runs the configuration hooks, each through `step` with its method's name; called by
  /// the pass inside the phase's scope.
  func runConfiguration(_ step: (_ method: StaticString, _ body: () -> Void) -> Void) {
    (self as? any ConfigurationHooks)?.runConfigurationHooks(step)
  }

  /// A name for diagnostics and traces that tells views apart: `Label(title)` for a view
  /// with an identifier (or a name of its own, as a cell's item), `ThemeController.view`
  /// for a controller's root view, else the type and its position among same-typed
  /// siblings in the nearest named ancestor: `Label#2 in ListCell(post7)`.
  var diagnosticName: String {
    let type = typeNameForDiagnostics
    if let name = identifier ?? nameForDiagnostics { return "\(type)(\(name))" }
    if let controller = owningController {
      return "\(TypeDescriptions.name(of: Swift.type(of: controller))).view"
    }
    guard let superview else { return type }
    var position = 0
    for sibling in superview.subviews where Swift.type(of: sibling) == Swift.type(of: self) {
      position += 1
      if sibling === self { break }
    }
    return "\(type)#\(position) in \(superview.diagnosticName)"
  }

  /// The view's type as diagnostics name it: a HeadlessKit class by the name the nearest
  /// controller's class gives it (``Controller/name(ofClass:)``: a layer above HeadlessKit
  /// names its views as its author wrote them), any other type by its own name.
  var typeNameForDiagnostics: String {
    let type = Swift.type(of: self)
    if let controller = nearestController,
      let name = Swift.type(of: controller).name(ofClass: type)
    {
      return name
    }
    return TypeDescriptions.name(of: type)
  }

  /// A name of the view's own when it has no identifier (a cell's item); `nil` by default.
  var nameForDiagnostics: String? { nil }
}

extension RedeclarableMembers where Self: View {
  /// A name to find the view by in tests and the command line.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `identifier` of its
  /// own; lookups read the one set through a `View`.
  @preconcurrency @MainActor public var identifier: String? {
    get { identifierStorage }
    set { identifierStorage = newValue }
  }
}
