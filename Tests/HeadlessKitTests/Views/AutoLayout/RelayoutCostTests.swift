import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

// What a relayout touches: `layoutIfNeeded()` walks only subtrees that may have work,
// and a solution that moves nothing sets no frame. Behaviour is rule 7.3's; these pin
// that the cost follows what changed, not the size of the tree.

@MainActor
@Suite struct RelayoutCostTests {
  /// A chain of `n` fixed-size views pinned left to right in a 390-wide container.
  private func chain(_ n: Int) -> (View, [View]) {
    let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
    let (items, constraints) = chainOfViews(n, in: container)
    LayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return (container, items)
  }

  // A change that resizes some views inside groups it leaves alone flags the resized
  // views for layout (UIKit lays out a view whose bounds changed), not the views it only
  // moves, and their superviews (UIKit's engine calls `superview.setNeedsLayout()` for
  // each view it moves: `ConstraintEditTests`), and `layoutIfNeeded()` reaches them.
  @Test func aResizeFlagsTheResizedViewsAndTheWalkReachesThem() {
    let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
    var stretching: [View] = []
    var sliding: [View] = []
    var groups: [View] = []
    var constraints: [LayoutConstraint] = []
    var widths: [LayoutConstraint] = []
    for index in 0..<2 {
      let group = View()
      container.addSubview(group)
      group.translatesAutoresizingMaskIntoConstraints = false
      constraints += [
        group.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        group.widthAnchor.constraint(equalToConstant: 300),
        group.topAnchor.constraint(equalTo: container.topAnchor, constant: Double(index) * 50),
        group.heightAnchor.constraint(equalToConstant: 44),
      ]
      let wide = View()
      let fixed = View()
      for view in [wide, fixed] {
        group.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          view.topAnchor.constraint(equalTo: group.topAnchor),
          view.heightAnchor.constraint(equalToConstant: 44),
        ]
      }
      let width = wide.widthAnchor.constraint(equalToConstant: 100)
      widths.append(width)
      constraints += [
        width,
        fixed.widthAnchor.constraint(equalToConstant: 40),
        wide.leadingAnchor.constraint(equalTo: group.leadingAnchor),
        fixed.leadingAnchor.constraint(equalTo: wide.trailingAnchor),
      ]
      groups.append(group)
      stretching.append(wide)
      sliding.append(fixed)
    }
    LayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    for width in widths { width.constant = 160 }
    container.solveConstraintsIfNeeded()
    #expect(stretching.map(\.frame.width) == [160, 160])
    #expect(sliding.map(\.frame.minX) == [160, 160])
    #expect(stretching.allSatisfy { $0.needsLayout } && sliding.allSatisfy { !$0.needsLayout })
    #expect(groups.allSatisfy { $0.needsLayout })
    container.layoutIfNeeded()
    let all = [container] + groups + stretching + sliding
    #expect(all.allSatisfy { !$0.needsLayout && $0.node.subtreeNeeds.isEmpty })
  }

  @Test func aWidthChangeThatMovesNothingLeavesTheViewsAlone() {
    let (container, items) = chain(5)
    #expect(items[4].frame == Rect(x: 216, y: 0, width: 44, height: 44))
    container.frame.size.width = 1024
    container.layoutIfNeeded()
    #expect(items.allSatisfy { $0.node.subtreeNeeds.isEmpty && !$0.needsLayout })
    #expect(items[4].frame == Rect(x: 216, y: 0, width: 44, height: 44))
  }

  // A frame set by other code on a view the constraints place is put back by the next
  // solution, even when the solution itself did not change (as UIKit's layout pass does).
  @Test func aPlacedViewMovedByHandIsPutBack() {
    let (container, items) = chain(3)
    items[1].frame = Rect(x: 0, y: 300, width: 10, height: 10)
    container.frame.size.width = 500
    container.layoutIfNeeded()
    #expect(items[1].frame == Rect(x: 60, y: 0, width: 44, height: 44))
  }

  // Work flagged deep in a tree the walk skipped is still found: the bit is set up to
  // the root when a view is flagged.
  @Test func workFlaggedDeepInsideIsFound() {
    final class Counting: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let middle = View(frame: root.bounds)
    let leaf = Counting(frame: middle.bounds)
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.layoutIfNeeded()
    #expect(leaf.layouts == 1)
    root.layoutIfNeeded()
    #expect(leaf.layouts == 1)
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(leaf.layouts == 2)
    // Moved into another tree with its flag set: found there.
    leaf.setNeedsLayout()
    let other = View(frame: root.bounds)
    other.layoutIfNeeded()
    other.addSubview(leaf)
    other.layoutIfNeeded()
    #expect(leaf.layouts == 3)
  }
}
