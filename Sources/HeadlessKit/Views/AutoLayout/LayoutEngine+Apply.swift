// Applying a solution: the placed views' frames and the guides' layout frames, read from
// the solver by index (`placements`), touching only the views whose values moved.

import Foundation
internal import HeadlessLayoutSolver

extension LayoutEngine {
  /// Where a view's origin is in the root's coordinates, from the solution.
  private func solvedOrigin(of view: View?) -> (x: Double, y: Double) {
    guard let view, view !== root else { return (0, 0) }
    if let known = frames[ObjectIdentifier(view)] {
      return (solver.value(of: known.left), solver.value(of: known.top))
    }
    let outer = solvedOrigin(of: view.superview)
    return (outer.x + view.frame.minX, outer.y + view.frame.minY)
  }

  /// Looks up where each placed view's values are in the solver.
  func indexPlacements() {
    applyAll = true
    placements = []
    placements.reserveCapacity(placed.count)
    for (view, unknowns, outer) in placed {
      let superview = view.superview
      placements.append(
        Placement(
          view: view, superview: superview, superviewID: superview.map(ObjectIdentifier.init),
          left: solver.solutionIndex(of: unknowns.left),
          top: solver.solutionIndex(of: unknowns.top),
          width: solver.solutionIndex(of: unknowns.width),
          height: solver.solutionIndex(of: unknowns.height),
          outerLeft: outer.map { solver.solutionIndex(of: $0.left) } ?? -2,
          outerTop: outer.map { solver.solutionIndex(of: $0.top) } ?? -2))
    }
    indexPlacementUsers()
  }

  /// Which placements read each solver index, and which are set at every solution.
  private func indexPlacementUsers() {
    let count = solver.solution.count
    var start = [Int32](repeating: 0, count: count + 1)
    placementsAlwaysSet = []
    func indices(_ placement: Placement) -> [Int] {
      [
        placement.left, placement.top, placement.width, placement.height, placement.outerLeft,
        placement.outerTop,
      ].filter { $0 >= 0 && $0 < count }
    }
    for (index, placement) in placements.enumerated() {
      if placement.outerLeft == -2 { placementsAlwaysSet.append(Int32(index)) }
      for used in indices(placement) { start[used + 1] += 1 }
    }
    for index in 0..<count { start[index + 1] += start[index] }
    var filled = start
    var users = [Int32](repeating: 0, count: Int(start[count]))
    for (index, placement) in placements.enumerated() {
      for used in indices(placement) {
        users[Int(filled[used])] = Int32(index)
        filled[used] += 1
      }
    }
    placementUsersStart = start
    placementUsers = users
    placementVisits = [UInt32](repeating: 0, count: placements.count)
  }

  /// Sets the frames of the views the engine places and the guides' layout frames. Only
  /// the views whose values the solver may have changed are looked at, and a view whose
  /// frame is the same is not touched, so an edit that moves nothing costs what the
  /// solver changed, not a look per view (`autolayout-constant`).
  func apply() {
    isApplying = true
    Self.isApplyingAny = true
    defer {
      isApplying = false
      Self.isApplyingAny = false
    }
    let solution = solver.solution
    @inline(__always) func value(_ index: Int) -> Double {
      index >= 0 && index < solution.count ? solution[index] : 0
    }
    // The placements to look at: every one, or those reading a changed value and those
    // whose superview takes no part (it may have moved).
    var visit: [Int32] = []
    // Many changed values (every view resized): a straight pass is cheaper than the
    // look-ups.
    let everything =
      applyAll || solver.changedSolutionIndices.map { $0.count * 4 >= solution.count } ?? true
    applyAll = false
    if everything {
      visit = Array(0..<Int32(placements.count))
    } else {
      solutionCount &+= 1
      visit = placementsAlwaysSet
      for index in solver.changedSolutionIndices! where index + 1 < placementUsersStart.count {
        var user = Int(placementUsersStart[index])
        let end = Int(placementUsersStart[index + 1])
        while user < end {
          let placement = placementUsers[user]
          if placementVisits[Int(placement)] != solutionCount {
            placementVisits[Int(placement)] = solutionCount
            visit.append(placement)
          }
          user += 1
        }
      }
    }
    // The superview whose ancestors the last resized view's layout flag was marked on.
    var markedSuperview: ObjectIdentifier?
    // And its layout walk's record (``LayoutWalkIndex``), if it has one: read once per
    // superview, for a call on the superview would retain it, through the runtime's slow
    // path (its subviews refer to it weakly).
    var markedWalkIndex: LayoutWalkIndex?
    // The superview last flagged for layout because a subview's frame moved (or the root,
    // which is not flagged: it lays out right after solving).
    var movedInSuperview: ObjectIdentifier?
    let rootID = ObjectIdentifier(root)
    placements.withUnsafeBufferPointer { placements in
      for index in visit {
        let placement = placements[Int(index)]
        unowned(unsafe) let view = placement.view
        let outer =
          placement.outerLeft == -2
          ? solvedOrigin(of: view.superview)
          : (value(placement.outerLeft), value(placement.outerTop))
        let x = value(placement.left) - outer.0
        let y = value(placement.top) - outer.1
        let width = value(placement.width)
        let height = value(placement.height)
        // By component: CGRect's == is an out-of-line call into Foundation.
        let old = view.node.frame
        if old.origin.x != x || old.origin.y != y || old.size.width != width
          || old.size.height != height
        {
          if old.size.width != width || old.size.height != height,
            !view.node.subtreeNeeds.contains(.layout)
          {
            // The new size flags the view for layout, which marks the path above it: mark
            // it here, once per superview, so that the frame's setter finds the view's
            // own bit set and needs no weak load of the superview (a bit set on a view is
            // set on its ancestors first).
            if placement.superviewID != markedSuperview {
              placement.superview?.markSubtreeNeeds(.layout)
              markedSuperview = placement.superviewID
              markedWalkIndex = placement.superview?.node.layoutWalkIndex
            }
            view.node.subtreeNeeds.formUnion(.layout)
            // The layout walk of a superview with many subviews enters those recorded.
            markedWalkIndex?.recordFlagged(view.node.indexInSuperview)
          }
          // As UIKit's engine does when its variables change ("Changing Constraints" in
          // Apple's Auto Layout Guide, and WWDC 2015's "Mysteries of Auto Layout, Part
          // 2": views call superview.setNeedsLayout()), the superview of a view whose
          // frame moves is laid out in this pass. The root lays out right after solving.
          if placement.superviewID != movedInSuperview {
            movedInSuperview = placement.superviewID
            if placement.superviewID != rootID { placement.superview?.setNeedsLayout() }
          }
          view.frame = Rect(x: x, y: y, width: width, height: height)
        }
      }
    }
    for guide in guides {
      // A guide that left its view since the build is not placed (its removal rebuilds
      // at the next solution).
      guard let owningView = guide.owningView, let owner = frames[ObjectIdentifier(owningView)]
      else { continue }
      let unknowns = frames[ObjectIdentifier(guide)]!
      guide.layoutFrame = Rect(
        x: solver.value(of: unknowns.left) - solver.value(of: owner.left),
        y: solver.value(of: unknowns.top) - solver.value(of: owner.top),
        width: solver.value(of: unknowns.width), height: solver.value(of: unknowns.height))
      guide.sizeWasPlaced?(guide.layoutFrame.size)
    }
  }
}
