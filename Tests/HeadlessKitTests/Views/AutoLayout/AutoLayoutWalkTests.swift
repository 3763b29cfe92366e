import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

// The layout walk of a view with many subviews (`LayoutWalkIndex`): it enters only the
// subviews flagged since the last walk, so that a container whose own size changed is
// laid out without a check of each of its N subviews (#39: the chain's `constant` edit,
// which moves no view, costs the same at 1,000 and 10,000 views). What is laid out is
// what a scan of every subview lays out: these pin that for each way a subview gets
// flagged, and that the record is used (a complete record after the walk).

@MainActor
@Suite struct AutoLayoutWalkTests {
  final class Counting: View {
    var layouts = 0
    /// Run at this view's next layout, once.
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      let action = onLayout
      onLayout = nil
      action?()
    }
  }

  /// A root holding a container of `n` counting subviews placed by their frames, laid
  /// out once.
  private func container(of n: Int) -> (root: View, container: Counting, items: [Counting]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let container = Counting(frame: root.bounds)
    root.addSubview(container)
    var items: [Counting] = []
    for index in 0..<n {
      let item = Counting(frame: Rect(x: Double(index), y: 0, width: 10, height: 10))
      container.addSubview(item)
      items.append(item)
    }
    root.layoutIfNeeded()
    return (root, container, items)
  }

  @Test func aContainerOfManyLaysOutOnlyItsFlaggedSubviews() {
    let (root, container, items) = container(of: 100)
    #expect(container.layouts == 1 && items.allSatisfy { $0.layouts == 1 })
    container.setNeedsLayout()
    items[70].setNeedsLayout()
    items[3].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(container.layouts == 2)
    #expect(items.indices.filter { items[$0].layouts == 2 } == [3, 70])
    #expect(items.allSatisfy { !$0.needsLayout && $0.node.subtreeNeeds.isEmpty })
    // The walk used the record, and it stays complete for the next one.
    #expect(container.node.layoutWalkIndex?.isComplete(trackersVisited: false) == true)
    container.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(container.layouts == 3 && items.allSatisfy { $0.layouts <= 2 })
  }

  // Work flagged deep inside a subview is found through the subview the record names.
  @Test func workFlaggedInsideASubviewIsFound() {
    let (root, _, items) = container(of: 40)
    let leaf = Counting(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    items[20].addSubview(leaf)
    root.layoutIfNeeded()
    #expect(leaf.layouts == 1)
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(leaf.layouts == 2 && items[20].layouts == 2)
    #expect(items.indices.filter { items[$0].layouts == 2 } == [20])
  }

  // A subview added to a container of many arrives flagged, unrecorded: the tree changed
  // shape, so the walk scans every subview again.
  @Test func aSubviewAddedArrivesFlaggedAndIsLaidOut() {
    let (root, container, items) = container(of: 40)
    let added = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    container.insertSubview(added, at: 5)
    root.layoutIfNeeded()
    #expect(added.layouts == 1)
    #expect(items.allSatisfy { $0.layouts == 1 })
    items[39].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(items[39].layouts == 2 && added.layouts == 1)
  }

  // More subviews flagged than the record keeps (a quarter): the walk scans them all.
  @Test func manyFlaggedSubviewsAreAllLaidOut() {
    let (root, container, items) = container(of: 100)
    for item in items where item.frame.minX.truncatingRemainder(dividingBy: 3) == 0 {
      item.setNeedsLayout()
    }
    root.layoutIfNeeded()
    let flagged = Array(stride(from: 0, to: 100, by: 3))
    #expect(items.indices.filter { items[$0].layouts == 2 } == flagged)
    #expect(container.layouts == 1)
    #expect(container.node.layoutWalkIndex?.isComplete(trackersVisited: false) == true)
  }

  // A subview flagged by another's layout in the same walk: one after it is laid out in
  // that walk, as a scan reaches it; one before it waits for the next walk, as in a scan.
  @Test func subviewsFlaggedDuringTheWalkAreLaidOutAsAScanWould() {
    let (root, _, items) = container(of: 40)
    items[10].onLayout = {
      items[30].setNeedsLayout()
      items[2].setNeedsLayout()
    }
    items[10].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(items[10].layouts == 2 && items[30].layouts == 2)
    #expect(items[2].layouts == 1 && items[2].needsLayout)
    root.layoutIfNeeded()
    #expect(items[2].layouts == 2 && !items[2].needsLayout)
  }

  // Subviews the engine resizes are recorded as it sets their frames: a `constant` change
  // that resizes one view of a chain of 40 lays out that view and their superview (Apple's
  // "Changing Constraints": https://developer.apple.com/library/archive/documentation/
  // UserExperience/Conceptual/AutolayoutPG/ModifyingConstraints.html), not the others; one
  // that resizes every view lays out every one.
  @Test func subviewsTheEngineResizesAreLaidOut() {
    let root = View(frame: Rect(x: 0, y: 0, width: 4000, height: 100))
    let container = Counting(frame: root.bounds)
    root.addSubview(container)
    var items: [Counting] = []
    var widths: [LayoutConstraint] = []
    var constraints: [LayoutConstraint] = []
    for _ in 0..<40 {
      let item = Counting()
      container.addSubview(item)
      item.translatesAutoresizingMaskIntoConstraints = false
      let width =
        items.first.map { item.widthAnchor.constraint(equalTo: $0.widthAnchor) }
        ?? item.widthAnchor.constraint(equalToConstant: 44)
      widths.append(width)
      constraints += [
        width,
        item.heightAnchor.constraint(equalToConstant: 44),
        item.topAnchor.constraint(equalTo: container.topAnchor),
        item.leadingAnchor.constraint(
          equalTo: items.last?.trailingAnchor ?? container.leadingAnchor, constant: 8),
      ]
      items.append(item)
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(items.allSatisfy { $0.layouts == 1 } && container.layouts == 1)
    // Every view resizes (the record overflows: a scan).
    widths[0].constant = 50
    root.layoutIfNeeded()
    #expect(items.allSatisfy { $0.layouts == 2 && $0.frame.width == 50 })
    #expect(container.layouts == 2)
    // One view resizes: the last, whose width leaves the first's.
    widths[39].isActive = false
    let last = items[39].widthAnchor.constraint(equalToConstant: 20)
    last.isActive = true
    root.layoutIfNeeded()
    #expect(items[39].frame.width == 20 && items[39].layouts == 3)
    #expect(items.dropLast().allSatisfy { $0.layouts == 2 })
    #expect(container.layouts == 3)
    #expect(container.node.layoutWalkIndex?.isComplete(trackersVisited: false) == true)
    last.constant = 30
    root.layoutIfNeeded()
    #expect(items[39].frame.width == 30 && items[39].layouts == 4)
    #expect(items.dropLast().allSatisfy { $0.layouts == 2 })
  }

  // A `constant` change that moves no view (the chain placed from the leading edge, the
  // container's width changed) lays out the resized container only.
  @Test func aConstantChangeThatMovesNoViewLaysOutOnlyTheContainer() {
    let root = View(frame: Rect(x: 0, y: 0, width: 4000, height: 100))
    let container = Counting()
    root.addSubview(container)
    container.translatesAutoresizingMaskIntoConstraints = false
    let width = container.widthAnchor.constraint(equalToConstant: 390)
    var constraints = [
      width, container.heightAnchor.constraint(equalToConstant: 100),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    var items: [Counting] = []
    for _ in 0..<40 {
      let item = Counting()
      container.addSubview(item)
      item.translatesAutoresizingMaskIntoConstraints = false
      constraints += [
        item.widthAnchor.constraint(equalToConstant: 44),
        item.heightAnchor.constraint(equalToConstant: 44),
        item.topAnchor.constraint(equalTo: container.topAnchor),
        item.leadingAnchor.constraint(
          equalTo: items.last?.trailingAnchor ?? container.leadingAnchor, constant: 8),
      ]
      items.append(item)
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let frames = items.map(\.frame)
    width.constant = 1024
    root.layoutIfNeeded()
    #expect(container.frame.width == 1024 && container.layouts == 2)
    #expect(items.map(\.frame) == frames && items.allSatisfy { $0.layouts == 1 })
  }

  // A subview whose layout read a model that changed while the tree was in no window is
  // laid out again by the next walk (rule 2.6: the walks apply changes made outside a
  // visible window): the record names the subviews holding a tracker.
  @Test func aSubviewWhoseReadChangedOutsideAWindowIsLaidOutAgain() {
    final class Reading: View {
      let counter: Counter
      var seen: [Int] = []
      init(_ counter: Counter) {
        self.counter = counter
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        seen.append(counter.value)
      }
    }
    // Plain subviews: a view whose own layoutSubviews() runs tracked holds a tracker, and
    // a record of many of them is not used outside a window (the walk scans).
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: root.bounds)
    root.addSubview(container)
    for _ in 0..<40 { container.addSubview(View(frame: Rect(x: 0, y: 0, width: 5, height: 5))) }
    let counter = Counter()
    let reading = Reading(counter)
    container.insertSubview(reading, at: 20)
    root.layoutIfNeeded()
    #expect(reading.seen == [0])
    root.layoutIfNeeded()
    #expect(reading.seen == [0])
    #expect(container.node.layoutWalkIndex?.isComplete(trackersVisited: true) == true)
    counter.value = 1
    root.layoutIfNeeded()
    #expect(reading.seen == [0, 1])
  }
}
