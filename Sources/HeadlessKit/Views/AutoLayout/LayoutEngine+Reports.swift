import Foundation
internal import HeadlessLayoutSolver

// What the engine reports: conflicts (a broken constraint with the ones it conflicted
// with, a root that cannot keep its size), ambiguity, and views nothing places.
extension LayoutEngine {
  /// Required constraints that fix the root's size to something else than its frame's
  /// break its held size: reported as UIKit reports a conflict with a window's size.
  func reportIfTheRootCannotKeepItsSize() {
    guard fitting == nil, let unknowns = frames[ObjectIdentifier(root)],
      let application = root.window?.application
    else { return }
    let size = root.frame.size
    let solved = Size(
      width: solver.value(of: unknowns.width), height: solver.value(of: unknowns.height))
    guard abs(solved.width - size.width) > 0.5 || abs(solved.height - size.height) > 0.5
    else { return }
    let name = root.diagnosticName
    var conflicting: [String] = []
    for view in views {
      for constraint in view.layout?.constraints ?? []
      where constraint.firstItem === root || constraint.secondItem === root {
        conflicting.append(constraint.description)
      }
    }
    application.report(
      Diagnostic(
        .unsatisfiableConstraints(
          broken:
            "\(name).size == \(format(size.width)) x \(format(size.height)) (the tree's size)",
          conflicting: conflicting)))
  }

  /// The axes along which constraints leave a view's frame open, `[]` when they fix it
  /// (or do not place it).
  func ambiguousAxes(of view: View) -> [LayoutConstraint.Axis] {
    guard let unknowns = frames[ObjectIdentifier(view)], view !== root,
      !view.translatesAutoresizingMaskIntoConstraints, !view.isArrangedInStack
    else { return [] }
    var axes: [LayoutConstraint.Axis] = []
    if solver.isAmbiguous(unknowns.left) || solver.isAmbiguous(unknowns.width) {
      axes.append(.horizontal)
    }
    if solver.isAmbiguous(unknowns.top) || solver.isAmbiguous(unknowns.height) {
      axes.append(.vertical)
    }
    return axes
  }

  /// Reports, once per view and axis, views whose constraints leave them ambiguous, and,
  /// once per view, views that stopped translating their frame but have no constraint.
  func reportUnplacedViews() {
    guard let application = root.window?.application else { return }
    for view in views {
      guard let layout = view.layout else { continue }
      for axis in ambiguousAxes(of: view) where !layout.reportedAmbiguity.contains(axis) {
        layout.reportedAmbiguity.insert(axis)
        application.report(
          Diagnostic(
            .ambiguousLayout(
              view: view.diagnosticName, axis: axis == .horizontal ? "horizontal" : "vertical")))
      }
    }
    root.forEachInSubtree { view in
      guard let layout = view.layout, !layout.translatesAutoresizingMaskIntoConstraints,
        !view.node.inLayoutEngine, !layout.reportedUnconstrained, !view.isArrangedInStack
      else { return }
      layout.reportedUnconstrained = true
      application.report(Diagnostic(.unconstrainedView(view: view.diagnosticName)))
    }
  }

  // MARK: Reporting

  /// Reports each broken constraint with the ones it conflicted with.
  func report(_ broken: [(LayoutConstraint, [Constraint])]) {
    guard let application = root.window?.application else { return }
    // The user's constraint of each installed solver constraint: looked up now, on this
    // rare path, rather than kept for every constraint.
    var users: [ObjectIdentifier: LayoutConstraint] = [:]
    func collect(_ view: View) {
      for subview in view.subviews { collect(subview) }
      for user in view.layout?.constraints ?? [] {
        if let made = installed[ObjectIdentifier(user)] { users[ObjectIdentifier(made)] = user }
      }
    }
    collect(root)
    for (constraint, conflicting) in broken {
      let names = conflicting.map { made -> String in
        if let user = users[ObjectIdentifier(made)] { return user.description }
        switch origins[ObjectIdentifier(made)] {
        case .made(let weak, let what, let value):
          let item = weak.item
          let suffix =
            (item as? View).map { $0.translatesAutoresizingMaskIntoConstraints } == true
            ? " (translatesAutoresizingMaskIntoConstraints)" : ""
          return "\(LayoutConstraint.name(of: item)).\(what) \(format(value))" + suffix
        case nil: return constraint.description
        }
      }
      application.report(
        Diagnostic(.unsatisfiableConstraints(broken: constraint.description, conflicting: names)))
    }
  }

  func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
