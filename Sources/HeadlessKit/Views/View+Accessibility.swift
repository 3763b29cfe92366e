import Foundation

/// A view is a node of the accessibility tree: its subviews are the nodes inside it.
extension View: AccessibilityNode {
  /// The subviews, back to front; in a window presenting a controller, only the
  /// frontmost presented view: UIKit's presentation hides what it covers from VoiceOver.
  public var accessibilityChildNodes: [any AccessibilityNode] {
    if let window = self as? Window, let presented = window.presentations.last?.viewIfLoaded,
      presented.superview === window, !presented.isHidden
    {
      return [presented]
    }
    return subviews
  }

  /// Whether the view is drawn at all: not hidden, not fully transparent.
  public var isShownToAccessibility: Bool { !isHidden && alpha > 0 }

  /// Whether the view's layout direction is right to left.
  public var accessibilityReadsRightToLeft: Bool {
    traitValues.layoutDirection == .rightToLeft
  }

  /// The storage of the values set on the view, made on first use.
  var accessibilityStorage: AccessibilityStorage {
    if let accessibility { return accessibility }
    let storage = AccessibilityStorage()
    accessibility = storage
    return storage
  }

  /// The view's frame in its window's coordinates (its root's, outside a window).
  var frameInWindow: Rect {
    var rect = frame
    var ancestor = superview
    while let each = ancestor {
      rect.origin.x += each.frame.origin.x - each.bounds.origin.x
      rect.origin.y += each.frame.origin.y - each.bounds.origin.y
      ancestor = each.superview
    }
    return rect
  }
}
