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
    guard node.isShownToAccessibility, !node.accessibilityElementsHidden else { return [] }
    if node.isAccessibilityElement {
      return [Unit(frame: node.accessibilityFrame, elements: [node])]
    }
    let inside = contents(of: node)
    if node.accessibilityElements != nil {
      return [Unit(frame: node.accessibilityFrame, elements: flatten(inside))]
    }
    if node.shouldGroupAccessibilityChildren {
      let elements = ordered(inside, rightToLeft: node)
      return elements.isEmpty ? [] : [Unit(frame: node.accessibilityFrame, elements: elements)]
    }
    return inside
  }

  /// The units of the nodes inside `node`: its explicit elements in their order, else its
  /// children (only the frontmost modal child when one is shown).
  private static func contents(of node: any AccessibilityNode) -> [Unit] {
    if let explicit = node.accessibilityElements {
      return explicit.compactMap { $0 as? any AccessibilityNode }.map { child in
        let inside = units(of: child)
        // An explicit entry keeps its place; what it holds is read in its own order.
        return Unit(
          frame: child.accessibilityFrame,
          elements: child.accessibilityElements == nil
            ? ordered(inside, rightToLeft: child) : flatten(inside))
      }
    }
    var children = node.accessibilityChildNodes
    if let modal = children.last(where: {
      $0.accessibilityViewIsModal && $0.isShownToAccessibility && !$0.accessibilityElementsHidden
    }) {
      children = [modal]
    }
    return children.flatMap { units(of: $0) }
  }

  private static func flatten(_ units: [Unit]) -> [any AccessibilityNode] {
    units.flatMap(\.elements)
  }

  /// `units` in reading order: lines top to bottom, each leading to trailing.
  private static func ordered(_ units: [Unit], rightToLeft node: any AccessibilityNode)
    -> [any AccessibilityNode]
  {
    let rightToLeft = node.accessibilityReadsRightToLeft
    // Stable: units at the same place keep their tree order.
    let byTop = units.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }.map(\.element)
    var result: [any AccessibilityNode] = []
    var line: [Unit] = []
    var lineBottom = -Double.infinity
    func finishLine() {
      let sorted = line.enumerated().sorted { a, b in
        let (x, y) =
          rightToLeft
          ? (-a.element.frame.maxX, -b.element.frame.maxX)
          : (a.element.frame.minX, b.element.frame.minX)
        return (x, a.offset) < (y, b.offset)
      }
      result += sorted.flatMap(\.element.elements)
      line.removeAll()
    }
    for unit in byTop {
      if !line.isEmpty, unit.frame.midY >= lineBottom { finishLine() }
      if line.isEmpty { lineBottom = unit.frame.maxY }
      line.append(unit)
    }
    finishLine()
    return result
  }
}
