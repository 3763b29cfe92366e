public import HeadlessKit
extension View {
  /// The name tests and assistive tools find the view by, as UIKit's
  /// `accessibilityIdentifier`: HeadlessKit's `identifier`, so `TestHost`'s finders
  /// see it.
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// The frame's centre in the superview's coordinates, as UIKit's `center`; setting it
  /// moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// An integer to find the view by, as UIKit's `tag`; 0 by default. (HeadlessKit's
  /// views are found by their `identifier`.)
  public var tag: Int {
    get { (attachments[ObjectIdentifier(ViewTag.self)] as? ViewTag)?.value ?? 0 }
    set {
      if newValue == 0 {
        attachments[ObjectIdentifier(ViewTag.self)] = nil
      } else {
        attachment(in: &attachments, ViewTag.init).value = newValue
      }
    }
  }

  /// This view or the first descendant, depth first, whose `tag` is `tag`, as UIKit's
  /// `viewWithTag(_:)`.
  /// - Parameter tag: The tag to look for.
  /// - Returns: The view, or `nil`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Ends the editing of every text field in the view's subtree, as UIKit's
  /// `endEditing(_:)` (which resigns the first responder inside the view; the keyboard
  /// goes). Headless, every field resigns, so `force` changes nothing.
  /// - Parameter force: Ignored: no field refuses here.
  /// - Returns: `true`.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { finishEditingInSubtree() }

  /// Resizes the view to `sizeThatFits(_:)` its current size, keeping its origin, as
  /// UIKit's `sizeToFit()`.
  public func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }
}

/// A view's `tag`, attached only to views whose tag is not 0.
private final class ViewTag {
  var value = 0
}
