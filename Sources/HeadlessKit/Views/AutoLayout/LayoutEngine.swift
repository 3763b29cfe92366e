internal import HeadlessLayoutSolver

/// Solves the active constraints of one view tree and sets the frames of the views they
/// place: the Auto Layout engine. It belongs to the tree's root (a window, or the top of
/// a tree not in one) and is made when the tree first has a constraint.
///
/// Each solution starts from the constraints as they are now (a new solver per solution):
/// simple and always consistent; an incremental engine is future work (see the
/// Performance article).
///
/// Threading: main actor only, like the views.
@MainActor
final class LayoutEngine {
  /// The tree's root.
  private unowned let root: View
  /// Whether the constraints, or a frame or intrinsic size they read, changed since the
  /// last solution.
  var needsSolve = true
  /// The views the last solution placed or read, whose flags it set.
  private var participants: [View] = []
  /// Whether a solution is being applied (its frame changes are its own).
  private var isApplying = false

  init(root: View) {
    self.root = root
  }

  /// The four unknowns of a view, in the root's coordinates.
  private struct Frame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
      left = Variable(name + ".left")
      top = Variable(name + ".top")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
    }
  }

  /// Solves and applies, when something changed.
  func solveIfNeeded() {
    guard needsSolve, !isApplying else { return }
    needsSolve = false
    solve()
  }

  /// Forgets the views it placed: the tree joined another, whose engine takes over.
  func detach() {
    for view in participants { view.node.inLayoutEngine = false }
    participants = []
  }

  private func solve() {
    // The active constraints of the tree.
    var constraints: [LayoutConstraint] = []
    root.forEachInSubtree { view in
      if let installed = view.layout?.constraints { constraints += installed }
    }
    // The views and guides they relate, each with its unknowns; a guide brings its
    // owning view.
    var frames: [ObjectIdentifier: Frame] = [:]
    var views: [View] = []
    var guides: [LayoutGuide] = []
    func frame(of item: AnyObject) -> Frame? {
      if let known = frames[ObjectIdentifier(item)] { return known }
      if let view = item as? View {
        let made = Frame(view.diagnosticName)
        frames[ObjectIdentifier(view)] = made
        views.append(view)
        return made
      }
      guard let guide = item as? LayoutGuide, let owner = guide.owningView,
        frame(of: owner) != nil
      else { return nil }
      let made = Frame(guide.description)
      frames[ObjectIdentifier(guide)] = made
      guides.append(guide)
      return made
    }
    for constraint in constraints {
      if let first = constraint.firstItem { _ = frame(of: first) }
      if let second = constraint.secondItem { _ = frame(of: second) }
    }
    for view in participants { view.node.inLayoutEngine = false }
    participants = views
    for view in views { view.node.inLayoutEngine = true }

    /// Where a view's origin is, in the root's coordinates: its unknowns when it takes
    /// part, else its superview's origin plus its frame's.
    func origin(of view: View?) -> (x: LinearExpression, y: LinearExpression) {
      guard let view, view !== root else { return (LinearExpression(constant: 0), .init()) }
      if let known = frames[ObjectIdentifier(view)] {
        return (LinearExpression(known.left), LinearExpression(known.top))
      }
      let outer = origin(of: view.superview)
      return (outer.x + view.frame.minX, outer.y + view.frame.minY)
    }

    let solver = Solver()
    /// How a report names each constraint the solver holds.
    var names: [ObjectIdentifier: String] = [:]
    func add(_ constraint: Constraint, _ name: @autoclosure () -> String) {
      // The frames', sizes' and guides' constraints are consistent among themselves:
      // only a user's constraint, added after them, can be refused.
      try? solver.add(constraint)
      names[ObjectIdentifier(constraint)] = name()
    }
    // What a view's frame and intrinsic size say.
    for view in views {
      let unknowns = frames[ObjectIdentifier(view)]!
      if view === root || view.translatesAutoresizingMaskIntoConstraints {
        let outer = origin(of: view === root ? nil : view.superview)
        let rect = view === root ? Rect(origin: .zero, size: view.frame.size) : view.frame
        let name = view.diagnosticName
        let why = " (translatesAutoresizingMaskIntoConstraints)"
        add(
          Constraint(unknowns.left, .equal, outer.x + rect.minX),
          "\(name).minX == \(format(rect.minX))" + why)
        add(
          Constraint(unknowns.top, .equal, outer.y + rect.minY),
          "\(name).minY == \(format(rect.minY))" + why)
        add(
          Constraint(unknowns.width, .equal, rect.width),
          "\(name).width == \(format(rect.width))" + why)
        add(
          Constraint(unknowns.height, .equal, rect.height),
          "\(name).height == \(format(rect.height))" + why)
        view.node.feedsLayoutEngine = true
        continue
      }
      view.node.feedsLayoutEngine = false
      add(Constraint(unknowns.width, .greaterThanOrEqual, 0), "\(view.diagnosticName).width >= 0")
      add(
        Constraint(unknowns.height, .greaterThanOrEqual, 0), "\(view.diagnosticName).height >= 0")
      let intrinsic = view.intrinsicContentSize
      let settings = view.layout
      for (size, length, hugging, resistance) in [
        (
          unknowns.width, intrinsic.width, settings?.hugging.0 ?? .defaultLow,
          settings?.compressionResistance.0 ?? .defaultHigh
        ),
        (
          unknowns.height, intrinsic.height, settings?.hugging.1 ?? .defaultLow,
          settings?.compressionResistance.1 ?? .defaultHigh
        ),
      ] where length >= 0 {
        add(
          Constraint(size, .lessThanOrEqual, length, priority: Priority(hugging.rawValue)),
          "\(size) <= \(format(length)) @\(hugging) (content hugging)")
        add(
          Constraint(size, .greaterThanOrEqual, length, priority: Priority(resistance.rawValue)),
          "\(size) >= \(format(length)) @\(resistance) (compression resistance)")
      }
    }
    // What a guide's kind says: a view's own guides are its bounds inset by its margins
    // or safe area; a guide you made is placed by your constraints alone.
    for guide in guides {
      let unknowns = frames[ObjectIdentifier(guide)]!
      let owner = frames[ObjectIdentifier(guide.owningView!)]!
      let insets: EdgeInsets
      switch guide.kind {
      case .custom:
        add(Constraint(unknowns.width, .greaterThanOrEqual, 0), "\(guide).width >= 0")
        add(Constraint(unknowns.height, .greaterThanOrEqual, 0), "\(guide).height >= 0")
        continue
      case .safeArea: insets = guide.owningView!.safeAreaInsets
      case .margins: insets = guide.owningView!.layoutMargins + guide.owningView!.safeAreaInsets
      }
      let name = guide.description
      add(
        Constraint(unknowns.left, .equal, owner.left + insets.left),
        "\(name).minX == \(format(insets.left))")
      add(
        Constraint(unknowns.top, .equal, owner.top + insets.top),
        "\(name).minY == \(format(insets.top))")
      add(
        Constraint(unknowns.width, .equal, owner.width - (insets.left + insets.right)),
        "\(name).width == width - \(format(insets.left + insets.right))")
      add(
        Constraint(unknowns.height, .equal, owner.height - (insets.top + insets.bottom)),
        "\(name).height == height - \(format(insets.top + insets.bottom))")
    }
    // The user's constraints; a required one that conflicts is broken, as UIKit breaks
    // one, and reported.
    var broken: [(LayoutConstraint, [String])] = []
    for constraint in constraints {
      guard let first = constraint.firstItem.flatMap(frame(of:)) else { continue }
      let lhs = expression(constraint.firstAttribute, first)
      var rhs = LinearExpression(constant: constraint.constant)
      if let item = constraint.secondItem {
        guard let second = frame(of: item) else { continue }
        rhs = rhs + constraint.multiplier * expression(constraint.secondAttribute, second)
      }
      let relation: Constraint.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      let solverConstraint = Constraint(
        lhs, relation, rhs, priority: Priority(constraint.priority.rawValue),
        identifier: constraint.identifier)
      names[ObjectIdentifier(solverConstraint)] = constraint.description
      do {
        try solver.add(solverConstraint)
      } catch .unsatisfiable(_, let conflicting) {
        broken.append(
          (
            constraint,
            conflicting.map { names[ObjectIdentifier($0)] ?? $0.description }
          ))
      } catch {
        // Priorities and finiteness are checked when set; duplicates cannot happen.
      }
    }
    solver.updateVariables()

    // Frames; a superview's origin comes from the solution or from frames the engine does
    // not set, so the order does not matter.
    isApplying = true
    defer { isApplying = false }
    for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
      let unknowns = frames[ObjectIdentifier(view)]!
      let outer = origin(of: view.superview)
      let x = solver.value(of: unknowns.left) - value(outer.x, solver)
      let y = solver.value(of: unknowns.top) - value(outer.y, solver)
      view.frame = Rect(
        x: x, y: y, width: solver.value(of: unknowns.width),
        height: solver.value(of: unknowns.height))
    }
    for guide in guides {
      let unknowns = frames[ObjectIdentifier(guide)]!
      let owner = frames[ObjectIdentifier(guide.owningView!)]!
      guide.layoutFrame = Rect(
        x: solver.value(of: unknowns.left) - solver.value(of: owner.left),
        y: solver.value(of: unknowns.top) - solver.value(of: owner.top),
        width: solver.value(of: unknowns.width), height: solver.value(of: unknowns.height))
    }
    if !broken.isEmpty { report(broken) }
  }

  /// The expression of an attribute of a view's unknowns.
  private func expression(_ attribute: LayoutConstraint.Attribute, _ frame: Frame)
    -> LinearExpression
  {
    switch attribute {
    case .left, .leading: LinearExpression(frame.left)
    case .right, .trailing: frame.left + frame.width
    case .top: LinearExpression(frame.top)
    case .bottom: frame.top + frame.height
    case .width: LinearExpression(frame.width)
    case .height: LinearExpression(frame.height)
    case .centerX: frame.left + 0.5 * frame.width
    case .centerY: frame.top + 0.5 * frame.height
    case .notAnAttribute: LinearExpression(constant: 0)
    }
  }

  private func value(_ expression: LinearExpression, _ solver: Solver) -> Double {
    var total = expression.constant
    for term in expression.terms { total += term.coefficient * solver.value(of: term.variable) }
    return total
  }

  /// Reports each broken constraint with the ones it conflicted with.
  private func report(_ broken: [(LayoutConstraint, [String])]) {
    guard let application = root.window?.application else { return }
    for (constraint, conflicting) in broken {
      application.report(
        Diagnostic(
          .unsatisfiableConstraints(broken: constraint.description, conflicting: conflicting)))
    }
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
