package import Foundation

/// Recognizes a quick stroke in one of the allowed directions:
/// UISwipeGestureRecognizer's role. Discrete: handlers run once, at `.ended`, as soon as
/// the fingers have travelled 50 points mostly along one axis within half a second.
/// A stroke in a direction not allowed fails.
///
/// ```swift
/// let back = SwipeGestureRecognizer { _ in navigation.pop() }
/// back.direction = .right
/// ```
///
/// ``GestureRecognizer/location(in:)`` gives where the swipe began.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set of directions.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right edge.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left edge.
    public static let left = Direction(rawValue: 1 << 1)
    /// Towards the top.
    public static let up = Direction(rawValue: 1 << 2)
    /// Towards the bottom.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that count; `.right` by default.
  public var direction: Direction = .right
  /// How many fingers the swipe takes; 1 by default.
  public var numberOfTouchesRequired = 1
  /// How far the fingers travel before the swipe is decided.
  package static let minimumDistance: Double = 50
  /// How long the stroke may take.
  package static let maximumDuration: TimeInterval = 0.5

  private var start: (location: Point, time: TimeInterval)?

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    if self.touches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = (windowLocation, event.timestamp)
    fixedLocation = windowLocation
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let start else { return }
    guard event.timestamp - start.time <= Self.maximumDuration else {
      state = .failed
      return
    }
    guard self.touches.count == numberOfTouchesRequired else { return }
    let location =
      self.touches.isEmpty
      ? start.location
      : Self.centroid(
        self.touches.map(\.windowLocation))
    let dx = location.x - start.location.x
    let dy = location.y - start.location.y
    let stroke: Direction
    if abs(dx) >= Self.minimumDistance, abs(dy) <= abs(dx) / 2 {
      stroke = dx > 0 ? .right : .left
    } else if abs(dy) >= Self.minimumDistance, abs(dx) <= abs(dy) / 2 {
      stroke = dy > 0 ? .down : .up
    } else {
      return
    }
    state = direction.contains(stroke) ? .ended : .failed
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesCancelled(touches, with: event)
    if state == .possible { state = .failed }
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
