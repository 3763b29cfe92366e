import Foundation
internal import HeadlessLayoutSolver

/// Solves the active constraints of one view tree and sets the frames of the views they
/// place: the Auto Layout engine. It belongs to the tree's root (a window, or the top of
/// a tree not in one) and is made when the tree first has a constraint.
///
/// The solver is kept between solutions. The common changes are applied to it in place
/// (LayoutEngine+Changes.swift): an intrinsic size (a label's new text) is a suggestion to
/// that view's held size, a constant or priority changes that constraint's tableau
/// entries, and a constraint activated or deactivated between views the engine places
/// already is added or removed. Everything else (a view moved, a frame the engine reads,
/// a guide's insets) rebuilds it from the constraints as they are now.
///
/// Threading: main actor only, like the views.
@MainActor
final class LayoutEngine {
  /// The tree's root.
  unowned let root: View
  /// Whether anything changed since the last solution.
  var needsSolve = true
  /// Whether the next solution starts from a new solver.
  var needsRebuild = true
  /// How many times the solver was rebuilt, for tests of what a change costs.
  private(set) var rebuilds = 0
  /// How many times a solver rebuilt its tableau (``tableauRebuilds``) before it was
  /// replaced.
  private var earlierTableauRebuilds = 0
  /// How many times the solver rebuilt its tableau by itself, for tests of what a change
  /// costs: the first constant change or removal of a required equality added without a
  /// marker (``LayoutConstraint/changesAtRuntime``).
  var tableauRebuilds: Int { earlierTableauRebuilds + solver.rebuilds }
  /// Views whose intrinsic size changed since the last solution.
  private var changedIntrinsicSizes: [View] = []
  /// Constraints changed, activated or deactivated since the last solution, in order.
  var pendingChanges: [PendingChange] = []
  /// Whether a solution is being applied (its frame changes are its own).
  var isApplying = false
  /// Whether any engine is applying a solution: a placed view's frame set meanwhile is
  /// the engine's own (``View/frame`` asks, so it need not find its tree's engine).
  /// Stored with `@exclusivity(unchecked)` for the reason given on `TraitSystem`: read by
  /// every frame change of a view in an engine.
  @exclusivity(unchecked) static var isApplyingAny = false
  /// Whether the next solution sets every placed view's frame: after a rebuild, or a
  /// placed view's frame set by other code. Otherwise only the views whose values the
  /// solver says may have changed are looked at (``Solver/changedSolutionIndices``).
  var applyAll = true
  /// (The arrays below are read for every moved view: `@exclusivity(unchecked)` spares
  /// each read a dynamic exclusivity check; only `apply()` and `indexPlacements()` touch
  /// them, on the main actor.)
  /// For each solver index, the placements that read it (`placementUsers`, from
  /// `placementUsersStart[index]` to the next start): made with `placements`.
  @exclusivity(unchecked) var placementUsersStart: [Int32] = []
  @exclusivity(unchecked) var placementUsers: [Int32] = []
  /// Placements whose superview takes no part: set at every solution.
  @exclusivity(unchecked) var placementsAlwaysSet: [Int32] = []
  /// The solution at which each placement was last visited, so it is visited once.
  @exclusivity(unchecked) var placementVisits: [UInt32] = []
  @exclusivity(unchecked) var solutionCount: UInt32 = 0

  // The solver and what it holds.
  var solver = Solver()
  var frames: [ObjectIdentifier: Frame] = [:]
  var views: [View] = []
  var guides: [LayoutGuide] = []
  /// The views whose frames the engine sets, with their unknowns and their superview's
  /// when it takes part: what each solution applies, looked up once per rebuild.
  var placed: [(view: View, frame: Frame, outer: Frame?)] = []
  /// `placed` as the solution is read: where each of a view's values is in the solver
  /// (``Solver/solutionIndex(of:)``), so applying a solution copies no references and
  /// looks nothing up. Rebuilt with `placed`, and after constraints are replaced (a
  /// constraint that had been left out may mention a variable for the first time).
  var placements: [Placement] = []

  /// One placed view's solution indices; `outerLeft` and `outerTop` are -2 when its
  /// superview takes no part (its origin then comes from the superview's frame).
  struct Placement {
    /// `views` holds it while the placement exists; read without a retain.
    unowned(unsafe) let view: View
    /// Its superview when the placement was made, which holds it: placements are made
    /// again whenever a view moves (a move rebuilds the solver). Read without a retain:
    /// a superview is weakly referenced by its subviews, and every retain of it takes
    /// the runtime's slow path.
    unowned(unsafe) let superview: View?
    let superviewID: ObjectIdentifier?
    let left: Int, top: Int, width: Int, height: Int
    let outerLeft: Int, outerTop: Int
  }
  /// Each placed view's intrinsic width and height: edit variables held at the size
  /// (`nil` for an axis without one), which its hugging and compression resistance
  /// constraints bound its size by. A new size is a suggestion, not a new constraint.
  private var intrinsic: [ObjectIdentifier: (width: Variable?, height: Variable?)] = [:]
  /// Each active constraint's solver constraint (a broken one has none).
  var installed: [ObjectIdentifier: Constraint] = [:]
  /// The root's left unknown, which marks the root's frame in `expression`.
  private var rootLeft: Variable?
  /// Views whose text baselines a constraint follows: their text's size changes rebuild.
  private var baselineViews: Set<ObjectIdentifier> = []
  /// What each solver constraint stands for, for reports.
  var origins: [ObjectIdentifier: Origin] = [:]

  /// For a fitting calculation (`systemLayoutSizeFitting`): the size the root is asked
  /// to fit and the priorities of its width and height; the solution is read, not
  /// applied.
  let fitting: (size: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?

  init(root: View) {
    self.root = root
    fitting = nil
  }

  /// An engine that fits `root` to `size`: the root's width and height are held at it
  /// with the given priorities, everything else as in a solution of the root's subtree.
  init(fitting root: View, to size: Size, horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.root = root
    fitting = (size, horizontal, vertical)
  }

  /// The root's solved size, for a fitting engine.
  func fittedSize() -> Size {
    var broken: [(LayoutConstraint, [Constraint])] = []
    rebuild(&broken)
    solver.updateVariables()
    let unknowns = frames[ObjectIdentifier(root)]!
    defer { detach() }
    return Size(width: solver.value(of: unknowns.width), height: solver.value(of: unknowns.height))
  }

  /// The four unknowns of a view or guide, in the root's coordinates.
  struct Frame {
    let left = Variable()
    let top = Variable()
    let width = Variable()
    let height = Variable()
  }

  /// What a solver constraint stands for: a user's constraint, or one the engine made
  /// (`what` says which, `value` its constant).
  enum Origin {
    case user(LayoutConstraint)
    case made(Weak, StaticString, Double)
  }

  /// A view or guide a report may name, held weakly: the engine belongs to its tree's
  /// root and must not keep it alive.
  @MainActor
  struct Weak {
    private weak var reference: LayoutItemReference?
    init(item: AnyObject) { reference = LayoutItemReference.of(item) }
    var item: AnyObject? { reference?.item }
  }

  /// Something the constraints read changed: rebuild at the next solution.
  func setNeedsRebuild() {
    needsRebuild = true
    needsSolve = true
    changedIntrinsicSizes = []
    pendingChanges = []
  }

  /// The root's size changed: suggested to its held width and height at the next
  /// solution.
  func rootResized() {
    needsSolve = true
  }

  /// A placed view's intrinsic size changed.
  func intrinsicSizeChanged(of view: View) {
    needsSolve = true
    if baselineViews.contains(ObjectIdentifier(view)) {
      setNeedsRebuild()
    } else if !needsRebuild {
      changedIntrinsicSizes.append(view)
    }
  }

  /// Solves and applies, when something changed.
  func solveIfNeeded() {
    guard needsSolve, !isApplying else { return }
    needsSolve = false
    var broken: [(LayoutConstraint, [Constraint])] = []
    if !needsRebuild {
      for view in changedIntrinsicSizes where !suggestIntrinsicSize(of: view) {
        needsRebuild = true
        break
      }
    }
    // A change in place re-indexes the placements only when it brought the solver a
    // variable it had not seen (a view's unknown no constraint mentioned before): an edit
    // then costs what it moves, not a look-up per placed view (`autolayout-constant`).
    let variables = solver.solution.count
    let changed = !pendingChanges.isEmpty
    if !needsRebuild && changed && !applyPendingChanges(&broken) {
      needsRebuild = true
      broken = []
    }
    pendingChanges = []
    var rebuilt = false
    if needsRebuild {
      needsRebuild = false
      rebuilt = true
      rebuild(&broken)
    } else {
      if let unknowns = frames[ObjectIdentifier(root)], fitting == nil {
        try? solver.suggestValue(root.frame.width, for: unknowns.width)
        try? solver.suggestValue(root.frame.height, for: unknowns.height)
      }
    }
    solver.updateVariables()
    if rebuilt || (changed && solver.solution.count != variables) { indexPlacements() }
    changedIntrinsicSizes = []
    apply()
    if !broken.isEmpty { report(broken) }
    reportIfTheRootCannotKeepItsSize()
    if rebuilt { reportUnplacedViews() }
  }

  /// A placed view's frame was set by other code: the next solution sets every frame.
  func placedFrameSetOutside() {
    applyAll = true
  }

  /// Forgets the views it placed: the tree joined another, whose engine takes over.
  func detach() {
    if fitting == nil {
      for view in views {
        view.node.inLayoutEngine = false
        view.node.autoresizedByEngine = false
      }
    }
    views = []
    placed = []
    placements = []
    applyAll = true
    guides = []
    frames = [:]
  }

  // MARK: Building

  /// The unknowns of a view or guide, made (with what its frame, size or kind says) when
  /// it first appears; `nil` for a guide in no view.
  func frame(of item: AnyObject) -> Frame? {
    if let known = frames[ObjectIdentifier(item)] { return known }
    if let view = item as? View {
      let made = Frame()
      frames[ObjectIdentifier(view)] = made
      // Not the root: the engine belongs to it and must not hold it.
      if view !== root { views.append(view) }
      return made
    }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView, frame(of: owner) != nil
    else { return nil }
    let made = Frame()
    frames[ObjectIdentifier(guide)] = made
    guides.append(guide)
    return made
  }

  /// Starts from a new solver with the active constraints of the tree.
  private func rebuild(_ broken: inout [(LayoutConstraint, [Constraint])]) {
    detach()
    rebuilds += 1
    earlierTableauRebuilds += solver.rebuilds
    solver = Solver()
    baselineViews = []
    intrinsic = [:]
    installed = [:]
    origins = [:]
    // Deepest views first: a view's own constraints (its size) enter the solver before
    // those that relate it to others, so a chain's rows stay short (its widths are known
    // when its edges are related) and a build grows linearly.
    var constraints: [LayoutConstraint] = []
    func collect(_ view: View) {
      for subview in view.subviews { collect(subview) }
      // A stack sizes its arranged views from their own size constraints.
      if let active = view.layout?.constraints {
        for constraint in active where !constraint.isLeftToStack { constraints.append(constraint) }
      }
    }
    collect(root)
    // A fitting engine places its root even without constraints (the target decides).
    if fitting != nil { _ = frame(of: root) }
    for constraint in constraints {
      if let first = constraint.firstItem { _ = frame(of: first) }
      if let second = constraint.secondItem { _ = frame(of: second) }
    }
    // A framed view's autoresizing mask relates it to its superview, which takes part
    // too when the solution may resize it (the root, or a view placed by constraints).
    // A framed superview's size is a given: bringing it in would only make each of its
    // moves (a list's cells scrolling) rebuild the solver.
    for view in views
    where view.translatesAutoresizingMaskIntoConstraints && !view.isArrangedInStack
      && !view.autoresizingMask.isEmpty
    {
      if let superview = view.superview, superview.autoresizesSubviews,
        superview === root || !superview.translatesAutoresizingMaskIntoConstraints
      {
        _ = frame(of: superview)
      }
    }
    if frames[ObjectIdentifier(root)] != nil { addFrameConstraints(of: root) }
    for view in views {
      // A fitting engine only reads: the tree's own engine keeps the views' flags.
      if fitting == nil { view.node.inLayoutEngine = true }
      addFrameConstraints(of: view)
    }
    for guide in guides { addGuideConstraints(of: guide) }
    for constraint in constraints { add(constraint, &broken) }
    placed = []
    for view in views
    where view !== root
      && (!view.translatesAutoresizingMaskIntoConstraints || view.node.autoresizedByEngine)
      && !view.isArrangedInStack
    {
      placed.append(
        (
          view, frames[ObjectIdentifier(view)]!,
          view.superview.flatMap { frames[ObjectIdentifier($0)] }
        ))
    }
  }

  /// Adds a constraint the engine makes; these never conflict among themselves, and are
  /// added before the user's. `value` is the number reports show (the constant by
  /// default).
  func add(
    _ constraint: Constraint, for item: AnyObject, _ what: StaticString, _ value: Double? = nil
  ) {
    try? solver.add(constraint)
    origins[ObjectIdentifier(constraint)] = .made(
      Weak(item: item), what, value ?? -constraint.expression.constant)
  }

  /// What a view's frame (when it translates it into constraints) or its intrinsic size
  /// says.
  private func addFrameConstraints(of view: View) {
    let unknowns = frames[ObjectIdentifier(view)]!
    if view === root, let fitting {
      add(Constraint(unknowns.left, .equal, 0), for: view, "minX ==")
      add(Constraint(unknowns.top, .equal, 0), for: view, "minY ==")
      add(Constraint(unknowns.width, .greaterThanOrEqual, 0), for: view, "width >=")
      add(Constraint(unknowns.height, .greaterThanOrEqual, 0), for: view, "height >=")
      add(
        Constraint(
          unknowns.width, .equal, fitting.size.width,
          priority: Priority(fitting.horizontal.rawValue)), for: view, "fitting width ==")
      add(
        Constraint(
          unknowns.height, .equal, fitting.size.height,
          priority: Priority(fitting.vertical.rawValue)), for: view, "fitting height ==")
      return
    }
    if view === root {
      rootLeft = unknowns.left
      // The tree's size is given from outside: held by edit variables, so a new size (a
      // window or container resized) is a suggestion rather than a rebuild.
      add(Constraint(unknowns.left, .equal, 0), for: view, "minX ==")
      add(Constraint(unknowns.top, .equal, 0), for: view, "minY ==")
      try? solver.addEditVariable(unknowns.width, priority: Priority(999))
      try? solver.addEditVariable(unknowns.height, priority: Priority(999))
      try? solver.suggestValue(view.frame.width, for: unknowns.width)
      try? solver.suggestValue(view.frame.height, for: unknowns.height)
      return
    }
    // A view a stack arranges has the frame the stack gives it, as a translating one.
    if view.translatesAutoresizingMaskIntoConstraints || view.isArrangedInStack {
      if !view.isArrangedInStack, addAutoresizingConstraints(of: view, unknowns) { return }
      let outer = origin(of: view.superview)
      let rect = view.frame
      add(Constraint(unknowns.left, .equal, outer.x + rect.minX), for: view, "minX ==")
      add(Constraint(unknowns.top, .equal, outer.y + rect.minY), for: view, "minY ==")
      add(Constraint(unknowns.width, .equal, rect.width), for: view, "width ==")
      add(Constraint(unknowns.height, .equal, rect.height), for: view, "height ==")
      if fitting == nil { view.node.feedsLayoutEngine = true }
      return
    }
    if fitting == nil { view.node.feedsLayoutEngine = false }
    let size = view.intrinsicContentSize
    let settings = view.layout
    func axis(
      _ dimension: Variable, _ length: Double, _ hugging: LayoutPriority,
      _ resistance: LayoutPriority, _ horizontal: Bool
    ) -> Variable? {
      guard length >= 0 else { return nil }
      // Held at the size more strongly than any non-required constraint of the user's.
      let held = Variable()
      try? solver.addEditVariable(held, priority: Priority(999))
      try? solver.suggestValue(length, for: held)
      add(
        Constraint(dimension, .lessThanOrEqual, held, priority: Priority(hugging.rawValue)),
        for: view, horizontal ? "width <= (content hugging)" : "height <= (content hugging)",
        length)
      add(
        Constraint(dimension, .greaterThanOrEqual, held, priority: Priority(resistance.rawValue)),
        for: view,
        horizontal ? "width >= (compression resistance)" : "height >= (compression resistance)",
        length)
      return held
    }
    intrinsic[ObjectIdentifier(view)] = (
      axis(
        unknowns.width, size.width, settings?.hugging.0 ?? .defaultLow,
        settings?.compressionResistance.0 ?? .defaultHigh, true),
      axis(
        unknowns.height, size.height, settings?.hugging.1 ?? .defaultLow,
        settings?.compressionResistance.1 ?? .defaultHigh, false)
    )
  }

  /// Suggests a placed view's new intrinsic size to its held variables; `false` when the
  /// change needs a rebuild (an axis gained or lost its size).
  private func suggestIntrinsicSize(of view: View) -> Bool {
    guard let held = intrinsic[ObjectIdentifier(view)] else { return true }
    let size = view.intrinsicContentSize
    guard (held.width != nil) == (size.width >= 0), (held.height != nil) == (size.height >= 0)
    else { return false }
    if let width = held.width { try? solver.suggestValue(size.width, for: width) }
    if let height = held.height { try? solver.suggestValue(size.height, for: height) }
    return true
  }

  /// A view's own guides are its bounds inset by its margins or safe area; a guide you
  /// made is placed by your constraints alone.
  private func addGuideConstraints(of guide: LayoutGuide) {
    let unknowns = frames[ObjectIdentifier(guide)]!
    let owner = frames[ObjectIdentifier(guide.owningView!)]!
    let insets: EdgeInsets
    switch guide.role {
    case .custom:
      add(Constraint(unknowns.width, .greaterThanOrEqual, 0), for: guide, "width >=")
      add(Constraint(unknowns.height, .greaterThanOrEqual, 0), for: guide, "height >=")
      return
    case .safeArea: insets = guide.owningView!.safeAreaInsets
    case .margins: insets = guide.owningView!.layoutMargins + guide.owningView!.safeAreaInsets
    }
    add(Constraint(unknowns.left, .equal, owner.left + insets.left), for: guide, "inset left ==")
    add(Constraint(unknowns.top, .equal, owner.top + insets.top), for: guide, "inset top ==")
    add(
      Constraint(unknowns.width, .equal, owner.width - (insets.left + insets.right)),
      for: guide, "width == owner's width -")
    add(
      Constraint(unknowns.height, .equal, owner.height - (insets.top + insets.bottom)),
      for: guide, "height == owner's height -")
  }

  /// The solver's constraint for a user's constraint as it is now; `nil` when an item
  /// is gone or is a guide in no view.
  func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
    guard let firstItem = constraint.firstItem, let first = frame(of: firstItem) else {
      return nil
    }
    // Right to left, leading is the right edge and trailing the left, and a constant
    // moves toward the trailing edge: positions are measured leftward, as negated x.
    let flips = constraint.isRightToLeft
    let lhs = directional(constraint.firstAttribute, first, of: firstItem, flips)
    var rhs = LinearExpression(constant: constraint.constant)
    if let item = constraint.secondItem {
      guard let second = frame(of: item) else { return nil }
      rhs =
        rhs + constraint.multiplier
        * directional(constraint.secondAttribute, second, of: item, flips)
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(
      lhs, relation, rhs, priority: Priority(constraint.priority.rawValue),
      identifier: constraint.identifier)
  }

  /// Adds a user's constraint; a required one that conflicts is left out (broken), as
  /// UIKit breaks one, and reported. One that changes at runtime gets a marker in the
  /// solver, so that its changes are made in place.
  func add(
    _ constraint: LayoutConstraint, _ broken: inout [(LayoutConstraint, [Constraint])]
  ) {
    guard let made = solverConstraint(for: constraint) else { return }
    origins[ObjectIdentifier(made)] = .user(constraint)
    do {
      try solver.add(made, markedForEdits: constraint.changesAtRuntime)
      installed[ObjectIdentifier(constraint)] = made
    } catch .unsatisfiable(_, let conflicting) {
      origins[ObjectIdentifier(made)] = nil
      broken.append((constraint, conflicting))
    } catch {
      // Priorities and finiteness are checked when set; duplicates cannot happen.
    }
  }

  // MARK: Origins (applying a solution is in LayoutEngine+Apply.swift)

  /// Where a view's origin is, in the root's coordinates: its unknowns when it takes part,
  /// else its superview's origin plus its frame's.
  private func origin(of view: View?) -> (x: LinearExpression, y: LinearExpression) {
    guard let view, view !== root else { return (LinearExpression(constant: 0), .init()) }
    if let known = frames[ObjectIdentifier(view)] {
      return (LinearExpression(known.left), LinearExpression(known.top))
    }
    let outer = origin(of: view.superview)
    return (outer.x + view.frame.minX, outer.y + view.frame.minY)
  }

  /// The expression of an attribute, measured leftward when `flips`: leading is the
  /// right edge, trailing the left, a centre its own, each negated.
  private func directional(
    _ attribute: LayoutConstraint.Attribute, _ frame: Frame, of item: AnyObject, _ flips: Bool
  ) -> LinearExpression {
    guard flips else { return expression(attribute, frame, of: item) }
    return switch attribute {
    case .leading: -1 * expression(.right, frame, of: item)
    case .trailing: -1 * expression(.left, frame, of: item)
    case .centerX: -1 * expression(.centerX, frame, of: item)
    default: expression(attribute, frame, of: item)
    }
  }

  /// The expression of an attribute of an item's unknowns. A baseline follows the text
  /// centred in the view (its font and line count as now: a view whose text changes
  /// size rebuilds the solution); a view without text has its baselines at its bottom.
  private func expression(
    _ attribute: LayoutConstraint.Attribute, _ frame: Frame, of item: AnyObject
  ) -> LinearExpression {
    switch attribute {
    case .firstBaseline, .lastBaseline:
      guard let view = item as? View, let text = view.baselineText else {
        return frame.top + frame.height
      }
      baselineViews.insert(ObjectIdentifier(view))
      let lineHeight = TextMetrics.lineHeight(fontSize: text.fontSize)
      let lines = Double(text.lineCount)
      let first = text.fontSize - lines * lineHeight / 2
      let offset = attribute == .firstBaseline ? first : first + (lines - 1) * lineHeight
      return frame.top + 0.5 * frame.height + offset
    default: return expression(attribute, frame)
    }
  }

  private func expression(_ attribute: LayoutConstraint.Attribute, _ frame: Frame)
    -> LinearExpression
  {
    // The root's origin is 0, 0: written as constants, so the rows of the many views
    // pinned to the root's top or leading edge do not all hold the root's variables.
    if frame.left == rootLeft {
      switch attribute {
      case .left, .leading, .top: return LinearExpression(constant: 0)
      case .right, .trailing: return LinearExpression(frame.width)
      case .bottom, .lastBaseline, .firstBaseline: return LinearExpression(frame.height)
      case .centerX: return 0.5 * frame.width
      case .centerY: return 0.5 * frame.height
      default: break
      }
    }
    return switch attribute {
    case .left, .leading: LinearExpression(frame.left)
    case .right, .trailing: frame.left + frame.width
    case .top: LinearExpression(frame.top)
    case .bottom: frame.top + frame.height
    case .width: LinearExpression(frame.width)
    case .height: LinearExpression(frame.height)
    case .centerX: frame.left + 0.5 * frame.width
    case .centerY: frame.top + 0.5 * frame.height
    case .lastBaseline, .firstBaseline: frame.top + frame.height
    case .notAnAttribute: LinearExpression(constant: 0)
    }
  }

}
