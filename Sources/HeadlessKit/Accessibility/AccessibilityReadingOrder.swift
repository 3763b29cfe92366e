import Foundation

/// The elements VoiceOver reads on a screen, in the order it reads them.
///
/// VoiceOver moves through a screen top to bottom, and along each line from the leading
/// edge to the trailing one (right to left in a right-to-left layout), whatever the views'
/// nesting. Three things change that:
/// - A node with ``AccessibilityNode/accessibilityElements`` is read in that array's
///   order, as one unit placed by its own frame.
/// - A node whose ``AccessibilityNode/shouldGroupAccessibilityChildren`` is set is read as
///   one unit too, its elements ordered among themselves.
/// - A shown node whose ``AccessibilityNode/accessibilityViewIsModal`` is set hides its
///   siblings (the frontmost such sibling wins). A window presenting a controller reads
///   only the presented view, as UIKit's presentations confine VoiceOver.
///
/// An element's insides are not read: a button's title is the button's label. Hidden
/// nodes, transparent views and nodes with
/// ``AccessibilityNode/accessibilityElementsHidden`` are skipped with what they hold.
///
/// Lines: units are taken by their top edge; a unit whose vertical centre lies above the
/// bottom of the line's first unit joins that line, and a line is read leading to
/// trailing.
///
/// Apple's pages:
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements,
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal,
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
@MainActor
public enum AccessibilityReadingOrder {
  /// The elements inside `root` (not `root` itself unless it is an element), in
  /// VoiceOver's order.
  /// - Parameter root: A window, or any view or element.
  /// - Returns: The elements.
  public static func elements(in root: any AccessibilityNode) -> [any AccessibilityNode] {
    guard root.isShownToAccessibility, !root.accessibilityElementsHidden else { return [] }
    if root.isAccessibilityElement { return [root] }
    let units = contents(of: root)
    return root.accessibilityElements == nil ? ordered(units, rightToLeft: root) : flatten(units)
  }

  /// A reading unit: one element, or a group read together in its own order.
  private struct Unit {
    var frame: Rect
    var elements: [any AccessibilityNode]
  }

  /// The units `node` contributes to its container's reading.
  private static func units(of node: any AccessibilityNode) -> [Unit] {
    var result: [Unit] = []
    appendUnits(of: node, to: &result)
    return result
  }

  /// Appends the units `node` contributes to `result`. Plain loops, not closures: a
  /// main-actor closure pays an isolation check per call, and the reading order walks
  /// every node on screen.
  private static func appendUnits(of node: any AccessibilityNode, to result: inout [Unit]) {
    guard node.isShownToAccessibility, !node.accessibilityElementsHidden else { return }
    if node.isAccessibilityElement {
      result.append(Unit(frame: node.accessibilityFrame, elements: [node]))
      return
    }
    if node.accessibilityElements != nil {
      let inside = contents(of: node)
      result.append(Unit(frame: node.accessibilityFrame, elements: flatten(inside)))
      return
    }
    if node.shouldGroupAccessibilityChildren {
      let elements = ordered(contents(of: node), rightToLeft: node)
      if !elements.isEmpty {
        result.append(Unit(frame: node.accessibilityFrame, elements: elements))
      }
      return
    }
    appendContents(of: node, to: &result)
  }

  /// The units of the nodes inside `node`: its explicit elements in their order, else its
  /// children (only the frontmost modal child when one is shown).
  private static func contents(of node: any AccessibilityNode) -> [Unit] {
    var result: [Unit] = []
    appendContents(of: node, to: &result)
    return result
  }

  private static func appendContents(of node: any AccessibilityNode, to result: inout [Unit]) {
    if let explicit = node.accessibilityElements {
      for entry in explicit {
        guard let child = entry as? any AccessibilityNode else { continue }
        let inside = units(of: child)
        // An explicit entry keeps its place; what it holds is read in its own order.
        result.append(
          Unit(
            frame: child.accessibilityFrame,
            elements: child.accessibilityElements == nil
              ? ordered(inside, rightToLeft: child) : flatten(inside)))
      }
      return
    }
    let children = node.accessibilityChildNodes
    var index = children.count - 1
    while index >= 0 {
      let child = children[index]
      if child.accessibilityViewIsModal, child.isShownToAccessibility,
        !child.accessibilityElementsHidden
      {
        appendUnits(of: child, to: &result)
        return
      }
      index -= 1
    }
    for child in children { appendUnits(of: child, to: &result) }
  }

  private static func flatten(_ units: [Unit]) -> [any AccessibilityNode] {
    var elements: [any AccessibilityNode] = []
    for unit in units { elements += unit.elements }
    return elements
  }

  /// `units` in reading order: lines top to bottom, each leading to trailing.
  private static func ordered(_ units: [Unit], rightToLeft node: any AccessibilityNode)
    -> [any AccessibilityNode]
  {
    let rightToLeft = node.accessibilityReadsRightToLeft
    var tops: [Double] = []
    tops.reserveCapacity(units.count)
    for unit in units { tops.append(unit.frame.minY) }
    // Stable: units at the same place keep their tree order.
    let byTop = stableOrder(tops)
    var result: [any AccessibilityNode] = []
    var start = 0
    while start < byTop.count {
      // A line: the first unit left, and every next one whose centre lies above its bottom.
      let lineBottom = units[byTop[start]].frame.maxY
      var end = start + 1
      while end < byTop.count, units[byTop[end]].frame.midY < lineBottom { end += 1 }
      var positions: [Double] = []
      positions.reserveCapacity(end - start)
      for k in start..<end {
        let frame = units[byTop[k]].frame
        positions.append(rightToLeft ? -frame.maxX : frame.minX)
      }
      for k in stableOrder(positions) { result += units[byTop[start + k]].elements }
      start = end
    }
    return result
  }

  /// The indices of `keys` in ascending order, equal keys in index order. Nonisolated,
  /// so its comparisons pay no actor check.
  nonisolated private static func stableOrder(_ keys: [Double]) -> [Int] {
    Array(keys.indices).sorted { (keys[$0], $0) < (keys[$1], $1) }
  }
}
