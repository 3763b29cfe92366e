import Foundation

/// The state the update pass reads and writes on every view, in one place.
///
/// A view stores it with `@exclusivity(unchecked)`: it is touched only on the main actor,
/// by HeadlessKit's own code, never through overlapping `inout` accesses, and the dynamic
/// exclusivity check on every class-property access is a large part of a write and flush
/// (the `cycle` row, by `--instructions`; the figure is in the Performance article). Undo
/// it when that figure no longer holds. Public API reads it through plain computed
/// properties.
struct ViewNode {
  /// ``View/frame``'s and ``View/backgroundColor``'s storage: read by every layout and
  /// redraw.
  var frame = Rect.zero
  var backgroundColor: Color?
  /// The view containing this one.
  weak var superview: View?
  /// The contained views, back to front.
  var subviews: [View] = []
  /// The window at the root of the tree, if any.
  weak var window: Window?
  /// The controller whose root view this is.
  weak var owningController: Controller? {
    didSet { hasOwningController = owningController != nil }
  }
  /// Whether a controller claimed the view as its root view, without a weak load. It
  /// stays true after that controller is gone: the pass then makes a tracking scope for
  /// hooks that read nothing, which changes nothing.
  var hasOwningController = false
  /// Position in the superview's `subviews`, kept current for tree-order sorting.
  var indexInSuperview = 0
  /// ``View/packedTreePath``, kept while ``TreeOrder/generation`` has not moved.
  var packedTreePath: UInt64 = 0
  var packedTreePathGeneration = -1
  /// ``View/contentMode``'s storage, read at every size change.
  var contentMode = View.ContentMode.scaleToFill

  // A new view starts flagged for every phase, so its first pass configures, lays out
  // and draws it.
  var flagsProperties = true
  /// A new view waits for the constraints phase until it takes part in Auto Layout
  /// (``View/requiresConstraintBasedLayout``, constraints installed on it, or
  /// `translatesAutoresizingMaskIntoConstraints` turned off).
  var flagsConstraints = false
  var flagsLayout = true
  var flagsDisplay = true
  /// The queues of the application whose visible window holds the view; `nil` while it
  /// is in no visible window (its flags wait).
  var queues: PassQueues?
  /// The phases whose queue holds the view (bit `slot` of ``Invalidation``): the view
  /// is queued at most once per phase.
  var queued: UInt8 = 0

  /// The tracker of the view's hooks, created at the first tracked run, and its lease,
  /// which retires it when the view goes.
  var tracker: HookTracker?
  var trackerLease: HookTracker.Lease?
  /// What the last `draw(in:)` drew.
  var lastDrawing: Canvas?
  /// The display phase passed over HeadlessKit's own drawing, which runs no user code:
  /// ``View/lastDrawing`` makes it when read (``View/drawDeferredDrawing()``).
  var drawingDeferred = false
  /// The hook HeadlessKit is running on this view, if any (direct calls are reported).
  var hookInProgress: Hook?
  /// The Auto Layout engine's last solution placed or read this view.
  var inLayoutEngine = false
  /// The engine reads this view's frame (constraints refer to it and it translates its
  /// frame into constraints): a frame change asks for a new solution.
  var feedsLayoutEngine = false
  /// The engine sets this view's frame from its autoresizing mask (it translates its
  /// frame into constraints and its superview takes part): resizing subviews skips it.
  var autoresizedByEngine = false
  /// The view is the root of a tree with an Auto Layout engine.
  var hostsLayoutEngine = false
  /// The view runs configuration hooks a layer above HeadlessKit gave it
  /// (``ConfigurationHooks``).
  var runsOuterConfigurationHooks = false
  /// A subview has an autoresizing mask: a size change resizes subviews.
  var hasAutoresizingSubviews = false
  /// The `…IfNeeded()` walks' map (``SubtreeNeeds``): which phases this view or a view
  /// inside it may have flagged. A bit set here is set on every ancestor, so a walk skips
  /// a subtree whose bit is clear. A new view may have its properties and layout flagged.
  var subtreeNeeds = SubtreeNeeds.properties.union(.layout)
  /// This view or one inside it has a tracker, whose changes made while outside a visible
  /// window are applied by the walks; set on every ancestor, never cleared.
  var subtreeHasTracker = false
  /// For a view with many subviews, which of them the layout walk must enter
  /// (``LayoutWalkIndex``, View+Invalidation.swift); made at its first scan.
  var layoutWalkIndex: LayoutWalkIndex?
  /// Trait overrides, the traits the view's hooks read, handlers: made on first use.
  var traitState: TraitState?
}

/// Which `…IfNeeded()` walks a subtree may have work for: one bit per walked phase.
struct SubtreeNeeds: OptionSet {
  let rawValue: UInt8
  static let properties = SubtreeNeeds(rawValue: 1)
  static let constraints = SubtreeNeeds(rawValue: 2)
  static let layout = SubtreeNeeds(rawValue: 4)

  /// The bit of a phase the walks serve; empty for display, which none does.
  init(_ phase: Invalidation) {
    switch phase {
    case .properties: self = .properties
    case .constraints: self = .constraints
    case .layout: self = .layout
    case .display: self = []
    }
  }

  init(rawValue: UInt8) { self.rawValue = rawValue }
}
