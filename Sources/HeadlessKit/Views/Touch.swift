public import Foundation

/// One finger on the screen during a gesture: UITouch's role.
///
/// Touches are made by the gesture driver (HeadlessKitTesting's `TestHost` gestures) and
/// handed to the recognizers of the view the finger landed on and of its superviews.
/// Locations are kept in the window's coordinates and converted on request.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
///   let point = touches.first?.location(in: view)
/// }
/// ```
@preconcurrency @MainActor
public final class Touch: Hashable {
  /// Where a touch is in its life, as UIKit's `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
    /// A pointer entered a region (never happens headlessly).
    case regionEntered
    /// A pointer moved in a region (never happens headlessly).
    case regionMoved
    /// A pointer left a region (never happens headlessly).
    case regionExited
  }

  /// The phase.
  public package(set) var phase: Phase
  /// When the touch last changed, in seconds of the gesture's own clock.
  public package(set) var timestamp: TimeInterval
  /// How many quick taps in the same place this one is part of: 2 for the second tap of
  /// a double tap.
  public package(set) var tapCount: Int
  /// The view the finger landed on (the deepest one that takes touches there).
  public package(set) weak var view: View?
  /// The window of that view.
  public package(set) weak var window: Window?
  /// The recognizers that receive this touch (see `gestureRecognizers`, declared with the
  /// recognizers), or `nil` when there are none.
  package var recognizerObjects: [AnyObject]?

  /// The location in the window's coordinates.
  package var windowLocation: Point
  /// The location before the last move, in the window's coordinates.
  package var previousWindowLocation: Point

  package init(
    at location: Point, timestamp: TimeInterval, tapCount: Int, view: View?, window: Window?
  ) {
    phase = .began
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.view = view
    self.window = window
    windowLocation = location
    previousWindowLocation = location
  }

  /// Whether two values are the same touch.
  /// - Parameters:
  ///   - lhs: A touch.
  ///   - rhs: Another touch.
  /// - Returns: Whether they are one object.
  public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  /// - Parameter hasher: The hasher.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
