import Foundation
internal import HeadlessLayoutSolver

// Building the solver from the tree's constraints: each view's and guide's unknowns, the
// constraints the engine makes (a translated frame, an intrinsic size, a guide's insets)
// and the user's, written in the unknowns.
extension LayoutEngine {
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
  func rebuild(_ broken: inout [(LayoutConstraint, [Constraint])]) {
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
  /// default); only a required one can be named in a report.
  func add(
    _ constraint: Constraint, for item: AnyObject, _ what: StaticString, _ value: Double? = nil
  ) {
    try? solver.add(constraint)
    guard constraint.priority.isRequired else { return }
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
    ) -> IntrinsicAxis? {
      guard length >= 0 else { return nil }
      if hugging.rawValue < 999, resistance.rawValue < 999 {
        let bounds = Constraint(dimension, .equal, length, priority: Priority(hugging.rawValue))
        try? solver.add(bounds, priorityBelow: Priority(resistance.rawValue))
        return .bounded(bounds)
      }
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
      return .held(held)
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
  func suggestIntrinsicSize(of view: View) -> Bool {
    guard let held = intrinsic[ObjectIdentifier(view)] else { return true }
    let size = view.intrinsicContentSize
    guard (held.width != nil) == (size.width >= 0), (held.height != nil) == (size.height >= 0)
    else { return false }
    for (axis, length) in [(held.width, size.width), (held.height, size.height)] {
      switch axis {
      // `dimension - length == 0`: the constant is -length.
      case .bounded(let bounds)?: try? solver.setConstant(-length, of: bounds)
      case .held(let variable)?: try? solver.suggestValue(length, for: variable)
      case nil: break
      }
    }
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
    case .scrollContent:
      // The content's origin is the scroll view's; its size is what the constraints on
      // it decide, and the `contentSize` set in code where they leave it free.
      let size = guide.scrollSize
      add(Constraint(unknowns.left, .equal, owner.left), for: guide, "content left ==")
      add(Constraint(unknowns.top, .equal, owner.top), for: guide, "content top ==")
      add(Constraint(unknowns.width, .greaterThanOrEqual, 0), for: guide, "width >=")
      add(Constraint(unknowns.height, .greaterThanOrEqual, 0), for: guide, "height >=")
      let weak = Priority(LayoutPriority.fittingSizeLevel.rawValue)
      add(
        Constraint(unknowns.width, .equal, size.width, priority: weak), for: guide,
        "width == contentSize")
      add(
        Constraint(unknowns.height, .equal, size.height, priority: weak), for: guide,
        "height == contentSize")
      return
    case .scrollFrame:
      // The scroll view's frame, which stays put while the content scrolls under it.
      let offset = guide.scrollOffset
      add(
        Constraint(unknowns.left, .equal, owner.left + offset.x), for: guide, "frame left ==")
      add(Constraint(unknowns.top, .equal, owner.top + offset.y), for: guide, "frame top ==")
      add(Constraint(unknowns.width, .equal, owner.width), for: guide, "width == owner's width")
      add(
        Constraint(unknowns.height, .equal, owner.height), for: guide, "height == owner's height")
      return
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
    do {
      try solver.add(made, markedForEdits: constraint.changesAtRuntime)
      installed[ObjectIdentifier(constraint)] = made
    } catch .unsatisfiable(_, let conflicting) {
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
