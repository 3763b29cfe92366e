public import Foundation

/// The touches of one moment of a gesture: UIEvent's role for touch events.
///
/// A recognizer's `touchesBegan(_:with:)` and its siblings receive one; it lists every
/// finger down at that moment, each recognizer's share and each view's.
@preconcurrency @MainActor
public final class TouchEvent {
  /// When the event happened, in seconds of the gesture's own clock.
  public let timestamp: TimeInterval
  /// Every touch of the event.
  public let allTouches: Set<Touch>?

  package init(timestamp: TimeInterval, touches: Set<Touch>) {
    self.timestamp = timestamp
    self.allTouches = touches
  }

  /// Creates an event with no touches (``allTouches`` is `nil`) at timestamp zero: what an
  /// action that takes the event is given when no gesture sent it (a control's action runs
  /// from a tap that `TestHost` or `sendActions(for:)` delivers, not from touches).
  public init() {
    self.timestamp = 0
    self.allTouches = nil
  }

  /// The event's touches that landed on `view`.
  /// - Parameter view: The view.
  /// - Returns: Those touches.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The event's touches in `window`.
  /// - Parameter window: The window.
  /// - Returns: Those touches.
  public func touches(for window: Window) -> Set<Touch>? {
    allTouches?.filter { $0.window === window }
  }

  /// The event's touches delivered to `gesture`.
  /// - Parameter gesture: The recognizer.
  /// - Returns: Those touches.
  public func touches(for gesture: GestureRecognizer) -> Set<Touch>? {
    allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
}
