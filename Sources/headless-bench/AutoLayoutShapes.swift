import Foundation
import HeadlessKit

/// The solver benchmark's shapes (``SolverShape``) written as Auto Layout code writes them:
/// views with anchors inside a container, laid out by HeadlessKit's engine. Each view is
/// also given what a view needs that the bare solver shapes leave out (a top or a height),
/// so that every frame is fixed. kiwi's side of these rows solves exactly these
/// constraints (`kiwi_shapes.py … autolayout`), checked by ``checksum(of:)``.
@MainActor
enum AutoLayoutShape {
  /// The container (the root of its own tree, 390 wide) with the shape's views and
  /// constraints, laid out once.
  static func build(_ shape: SolverShape, views n: Int) -> View {
    let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
    var constraints: [LayoutConstraint] = []
    func view(in parent: View) -> View {
      let view = View()
      parent.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      return view
    }
    switch shape {
    case .chain:
      var previous: View?
      for _ in 0..<n {
        let item = view(in: container)
        constraints += [
          item.widthAnchor.constraint(equalToConstant: 44),
          item.leadingAnchor.constraint(
            equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 8),
          item.topAnchor.constraint(equalTo: container.topAnchor),
          item.heightAnchor.constraint(equalToConstant: 44),
        ]
        previous = item
      }
      let trailing = container.trailingAnchor.constraint(
        greaterThanOrEqualTo: previous!.trailingAnchor, constant: 8)
      trailing.priority = .defaultHigh
      constraints.append(trailing)
    case .grid:
      var previousRow: View?
      for _ in 0..<(n / 10) {
        var first: View?
        var previous: View?
        for _ in 0..<10 {
          let item = view(in: container)
          constraints += [
            item.leadingAnchor.constraint(
              equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 8),
            item.topAnchor.constraint(
              equalTo: previousRow?.bottomAnchor ?? container.topAnchor, constant: 8),
            item.heightAnchor.constraint(equalToConstant: 44),
          ]
          if let first {
            constraints.append(item.widthAnchor.constraint(equalTo: first.widthAnchor))
          }
          first = first ?? item
          previous = item
        }
        constraints.append(
          previous!.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
        previousRow = first
      }
    case .nested:
      var previousGroup: View?
      for _ in 0..<(n / 10) {
        let group = view(in: container)
        constraints += [
          group.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
          group.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
          group.topAnchor.constraint(
            equalTo: previousGroup?.bottomAnchor ?? container.topAnchor, constant: 8),
        ]
        var previous: View?
        for _ in 0..<10 {
          let item = view(in: group)
          constraints += [
            item.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 8),
            item.trailingAnchor.constraint(equalTo: group.trailingAnchor, constant: -8),
            item.topAnchor.constraint(
              equalTo: previous?.bottomAnchor ?? group.topAnchor, constant: 8),
            item.heightAnchor.constraint(equalToConstant: 44),
          ]
          previous = item
        }
        constraints.append(group.bottomAnchor.constraint(equalTo: previous!.bottomAnchor))
        previousGroup = group
      }
    }
    LayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return container
  }

  /// The sum of every view's left, top, width and height in the container's coordinates,
  /// as `kiwi_shapes.py … autolayout` sums its solution: equal sums show that both sides
  /// solved the same system.
  static func checksum(of container: View) -> Double {
    var sum = 0.0
    func add(_ view: View, originX: Double, originY: Double) {
      for subview in view.subviews {
        let x = originX + subview.frame.minX
        let y = originY + subview.frame.minY
        sum += x + y + subview.frame.width + subview.frame.height
        add(subview, originX: x, originY: y)
      }
    }
    add(container, originX: 0, originY: 0)
    return sum
  }

  /// Milliseconds to build the views and constraints and lay them out, and to lay out
  /// again after the container's width changed (the median of `rounds`, 20 changes each).
  static func measure(_ shape: SolverShape, views n: Int, rounds: Int) -> (
    build: Double, relayout: Double
  ) {
    var builds: [Double] = []
    var relayouts: [Double] = []
    for _ in 0..<rounds {
      var built: View?
      builds.append(Harness.time(iterations: 1) { built = build(shape, views: n) } / 1e6)
      let container = built!
      relayouts.append(
        Harness.time(iterations: 20) {
          for _ in 0..<20 {
            container.frame.size.width = container.frame.width == 390 ? 1024 : 390
            container.layoutIfNeeded()
          }
        } / 1e6)
    }
    return (Harness.median(builds), Harness.median(relayouts))
  }
}
