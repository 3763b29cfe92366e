public import Foundation

/// Recognizes fingers dragged across a view: UIPanGestureRecognizer's role. Continuous:
/// `.began` once the fingers have moved 10 points, `.changed` as they move on,
/// `.ended` when they lift.
///
/// ```swift
/// let drag = PanGestureRecognizer { pan in
///   let moved = pan.translation(in: pan.view?.superview)
///   card.center = Point(x: start.x + moved.x, y: start.y + moved.y)
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
  /// The most fingers the gesture takes; `Int.max` by default.
  public var maximumNumberOfTouches = Int.max
  /// The fewest fingers the gesture takes; 1 by default.
  public var minimumNumberOfTouches = 1
  /// How far the fingers move before the gesture begins (UIKit does not document it).
  package static let hysteresis: Double = 10

  private var start: Point?
  private var offset = Point.zero
  private var velocityNow = Point.zero
  private var lastSample: (location: Point, time: TimeInterval)?

  /// How far the fingers moved since they touched down (less what
  /// ``setTranslation(_:in:)`` took off). Views here are not rotated or scaled, so the
  /// translation is the same in every view's coordinates.
  /// - Parameter view: The view whose coordinates to use (`nil` for the window's).
  /// - Returns: The translation.
  public func translation(in view: View?) -> Point {
    guard let start else { return offset }
    let location = windowLocation
    return Point(x: location.x - start.x + offset.x, y: location.y - start.y + offset.y)
  }

  /// Makes the translation `translation` from here on; setting `.zero` in a handler
  /// makes each later translation the move since the last handler.
  /// - Parameters:
  ///   - translation: The new translation.
  ///   - view: The view whose coordinates it is in (`nil` for the window's).
  public func setTranslation(_ translation: Point, in view: View?) {
    let moved = self.translation(in: view)
    offset = Point(
      x: offset.x + translation.x - moved.x, y: offset.y + translation.y - moved.y)
  }

  /// How fast the fingers move, in points per second, from the last two samples.
  /// - Parameter view: The view whose coordinates to use (`nil` for the window's).
  /// - Returns: The velocity.
  public func velocity(in view: View?) -> Point { velocityNow }

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    if self.touches.count > maximumNumberOfTouches {
      if state == .possible { state = .failed }
      return
    }
    // A finger joining moves the centroid: the translation carries on from where it was.
    let before = start.map { _ in translation(in: nil) }
    start = windowLocation
    if let before { offset = before }
    lastSample = (windowLocation, event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    let location = windowLocation
    if let lastSample, event.timestamp > lastSample.time {
      let elapsed = event.timestamp - lastSample.time
      velocityNow = Point(
        x: (location.x - lastSample.location.x) / elapsed,
        y: (location.y - lastSample.location.y) / elapsed)
    }
    lastSample = (location, event.timestamp)
    switch state {
    case .possible:
      guard self.touches.count >= minimumNumberOfTouches else { return }
      let moved = translation(in: nil)
      if hypot(moved.x - offset.x, moved.y - offset.y) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesEnded(touches, with: event)
    let remaining = self.touches.count - touches.count
    switch state {
    case .began, .changed:
      if remaining < minimumNumberOfTouches { state = .ended }
    case .possible:
      if remaining == 0 { state = .failed }
    default:
      break
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesCancelled(touches, with: event)
    state = state == .possible ? .failed : .cancelled
  }

  open override func reset() {
    super.reset()
    start = nil
    offset = .zero
    velocityNow = .zero
    lastSample = nil
  }
}
