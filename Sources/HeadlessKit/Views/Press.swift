public import Foundation

/// A physical button press (a remote's or a keyboard's arrow): UIPress's role. Headless
/// there are no such buttons, so no press is ever made; the type exists for the
/// recognizer methods and delegate method that take one.
@preconcurrency @MainActor
public final class Press: Hashable {
  /// Where a press is in its life, as UIKit's `UIPress.Phase`.
  public enum Phase: Int, Sendable {
    /// The button went down.
    case began
    /// Its force changed.
    case changed
    /// It is down and did not change.
    case stationary
    /// It came up.
    case ended
    /// The system cancelled it.
    case cancelled
  }

  /// Which button, as UIKit's `UIPress.PressType`.
  public enum PressType: Int, Sendable {
    /// Up arrow.
    case upArrow
    /// Down arrow.
    case downArrow
    /// Left arrow.
    case leftArrow
    /// Right arrow.
    case rightArrow
    /// Select.
    case select
    /// Menu.
    case menu
    /// Play/pause.
    case playPause
    /// Page up.
    case pageUp = 30
    /// Page down.
    case pageDown = 31
    /// A remote's 1-2-3 button.
    case tvRemoteOneTwoThree = 32
    /// A remote's four-colours button.
    case tvRemoteFourColors = 33
  }

  /// The phase.
  public let phase: Phase
  /// The button.
  public let type: PressType
  /// When it last changed, in seconds.
  public let timestamp: TimeInterval
  /// How hard it is pressed, 0...1.
  public let force: Double
  /// The window it was sent to.
  public let window: Window?

  package init(phase: Phase, type: PressType, timestamp: TimeInterval) {
    self.phase = phase
    self.type = type
    self.timestamp = timestamp
    force = 0
    window = nil
  }

  /// Whether two values are the same press.
  /// - Parameters:
  ///   - lhs: A press.
  ///   - rhs: Another press.
  /// - Returns: Whether they are one object.
  public nonisolated static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }

  /// Hashes the press's identity.
  /// - Parameter hasher: The hasher.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The presses of one moment: UIPressesEvent's role. Never made headless (see
/// ``Press``).
@preconcurrency @MainActor
public final class PressesEvent {
  /// Every press of the event.
  public let allPresses: Set<Press>

  package init(presses: Set<Press>) { allPresses = presses }
}
