public import Foundation

extension Touch {
  /// The recognizers that receive this touch, or `nil` when there are none.
  public package(set) var gestureRecognizers: [GestureRecognizer]? {
    get { recognizerObjects.map { $0.map { unsafeDowncast($0, to: GestureRecognizer.self) } } }
    set { recognizerObjects = newValue }
  }

  /// The touch's location in `view`'s coordinates, or the window's when `view` is `nil`.
  /// - Parameter view: The view whose coordinates to use.
  /// - Returns: The location.
  public func location(in view: View?) -> Point {
    GestureGeometry.convert(windowLocation, toViewOrWindow: view)
  }

  /// The location before the last move, in `view`'s coordinates (the window's for `nil`).
  /// - Parameter view: The view whose coordinates to use.
  /// - Returns: The previous location.
  public func previousLocation(in view: View?) -> Point {
    GestureGeometry.convert(previousWindowLocation, toViewOrWindow: view)
  }
}

extension TouchEvent {
  /// The event's touches delivered to `gesture`.
  /// - Parameter gesture: The recognizer.
  /// - Returns: Those touches.
  public func touches(for gesture: GestureRecognizer) -> Set<Touch>? {
    allTouches?.filter { $0.recognizerObjects?.contains { $0 === gesture } ?? false }
  }
}

extension Press {
  /// The recognizers that receive the press: none, since no press is made headless.
  public var gestureRecognizers: [GestureRecognizer]? { nil }
}

extension PressesEvent {
  /// The event's presses delivered to `gesture`: none (see ``Press``).
  /// - Parameter gesture: The recognizer.
  /// - Returns: Those presses.
  public func presses(for gesture: GestureRecognizer) -> Set<Press> { [] }
}

/// The converting of points between a window and its views, for touches.
@MainActor
package enum GestureGeometry {
  /// The origin of `view` in its root's coordinates: frames added up the chain, a scroll
  /// view's content offset taken off for what it contains.
  package static func windowOrigin(of view: View) -> Point {
    var origin = Point.zero
    var current: View? = view
    while let node = current, let parent = node.superview {
      origin.x += node.frame.origin.x
      origin.y += node.frame.origin.y
      if let scroll = parent as? ScrollView {
        origin.x -= scroll.contentOffset.x
        origin.y -= scroll.contentOffset.y
      }
      current = parent
    }
    return origin
  }

  /// `point`, in the window's coordinates, in `view`'s (unchanged for `nil`).
  package static func convert(_ point: Point, toViewOrWindow view: View?) -> Point {
    guard let view else { return point }
    let origin = windowOrigin(of: view)
    return Point(x: point.x - origin.x, y: point.y - origin.y)
  }
}
