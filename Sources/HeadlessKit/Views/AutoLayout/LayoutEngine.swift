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
  var rebuilds = 0
  /// How many times a solver rebuilt its tableau (``tableauRebuilds``) before it was
  /// replaced.
  var earlierTableauRebuilds = 0
  /// How many times the solver rebuilt its tableau by itself, for tests of what a change
  /// costs: the first constant change or removal of a required equality added without a
  /// marker (``LayoutConstraint/changesAtRuntime``).
  var tableauRebuilds: Int { earlierTableauRebuilds + solver.rebuilds }
  /// Views whose intrinsic size changed since the last solution.
  var changedIntrinsicSizes: [View] = []
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
  /// Each placed view's intrinsic width and height (`nil` for an axis without one), as
  /// its hugging and compression resistance constraints bound its size by it. A new size
  /// is a new constant or a suggestion, not a new constraint.
  var intrinsic: [ObjectIdentifier: (width: IntrinsicAxis?, height: IntrinsicAxis?)] = [:]

  /// How a view's hugging and compression resistance hold one of its dimensions at its
  /// intrinsic length.
  enum IntrinsicAxis {
    /// Both priorities below 999: one solver constraint `dimension == length`, its
    /// excess weighed at the hugging priority and its shortfall at the compression
    /// resistance (``Solver/add(_:priorityBelow:)``). The length's edit variable, held at
    /// 999, would always sit at the length (only those two constraints read it, and they
    /// weigh less), so the constraint reads the length itself: the same solutions with
    /// one row where the edit variable and two inequalities take three rows, a variable
    /// and six error and slack symbols.
    case bounded(Constraint)
    /// A priority of 999 or required: an edit variable held at the length at 999, which
    /// `dimension <= held` and `dimension >= held` read (a required bound can then move the
    /// held length, trading it against the user's 999 constraints).
    case held(Variable)
  }
  /// Each active constraint's solver constraint (a broken one has none). The reports
  /// find the user's constraint of a solver constraint through it (only when reporting).
  var installed: [ObjectIdentifier: Constraint] = [:]
  /// The root's left unknown, which marks the root's frame in `expression`.
  var rootLeft: Variable?
  /// Views whose text baselines a constraint follows: their text's size changes rebuild.
  var baselineViews: Set<ObjectIdentifier> = []
  /// What each required constraint the engine made stands for, for reports (only
  /// required constraints are ever named in a conflict).
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

  /// What a solver constraint the engine made stands for: `what` says which, `value` its
  /// constant.
  enum Origin {
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

  /// A guide left its view (``View/removeLayoutGuide(_:)``): when the engine places it,
  /// the next solution starts from a new solver, without it.
  func guideRemoved(_ guide: LayoutGuide) {
    if frames[ObjectIdentifier(guide)] != nil { setNeedsRebuild() }
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
}
