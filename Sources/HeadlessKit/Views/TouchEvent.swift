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

  /// The kind of event beyond its type, as UIKit's `UIEvent.EventSubtype`: what
  /// ``Responder/motionBegan(_:with:)`` and its siblings receive.
  public enum EventSubtype: Int, Sendable {
    /// No subtype: every touch event's.
    case none = 0
    /// A shake.
    case motionShake = 1
    /// Play.
    case remoteControlPlay = 100
    /// Pause.
    case remoteControlPause = 101
    /// Stop.
    case remoteControlStop = 102
    /// Play or pause.
    case remoteControlTogglePlayPause = 103
    /// Next track.
    case remoteControlNextTrack = 104
    /// Previous track.
    case remoteControlPreviousTrack = 105
    /// Seeking backward began.
    case remoteControlBeginSeekingBackward = 106
    /// Seeking backward ended.
    case remoteControlEndSeekingBackward = 107
    /// Seeking forward began.
    case remoteControlBeginSeekingForward = 108
    /// Seeking forward ended.
    case remoteControlEndSeekingForward = 109
  }
}
