public import HeadlessKit
// UIKit's touch and event types are HeadlessKit's `Touch` and `TouchEvent` under UIKit's
// names, with UIKit's members that have no headless meaning (force, radius, stylus
// angles, event types) added as constants.

/// UIKit's `UITouch`: a HeadlessKit `Touch`.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: a HeadlessKit `TouchEvent` (headless events are all touches).
public typealias UIEvent = TouchEvent

extension Touch {
  /// The kind of touch, as UIKit's `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's surface).
    case indirect
    /// A stylus.
    case pencil
    /// A pointer (trackpad, mouse).
    case indirectPointer
  }

  /// Properties of a touch that may be estimated, as UIKit's `UITouch.Properties`.
  public struct Properties: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a set.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The force.
    public static let force = Properties(rawValue: 1 << 0)
    /// The azimuth.
    public static let azimuth = Properties(rawValue: 1 << 1)
    /// The altitude.
    public static let altitude = Properties(rawValue: 1 << 2)
    /// The location.
    public static let location = Properties(rawValue: 1 << 3)
    /// The roll.
    public static let roll = Properties(rawValue: 1 << 4)
  }

  /// The kind of touch, as UIKit's `type`: headless touches are fingers, `.direct`.
  public var type: TouchType { .direct }
  /// The force, as UIKit's `force`: 0, headless (no force sensing).
  public var force: CGFloat { 0 }
  /// The greatest force, as UIKit's `maximumPossibleForce`: 0, headless.
  public var maximumPossibleForce: CGFloat { 0 }
  /// The touch's radius in points, as UIKit's `majorRadius`: a fingertip's 20.
  public var majorRadius: CGFloat { 20 }
  /// The radius's tolerance, as UIKit's `majorRadiusTolerance`: 0, headless.
  public var majorRadiusTolerance: CGFloat { 0 }
  /// A stylus's altitude, as UIKit's `altitudeAngle`: a finger's, straight up (π/2).
  public var altitudeAngle: CGFloat { .pi / 2 }
  /// A stylus's roll, as UIKit's `rollAngle`: 0, headless.
  public var rollAngle: CGFloat { 0 }
  /// The properties whose values are estimates, as UIKit's `estimatedProperties`: none.
  public var estimatedProperties: Properties { [] }
  /// The estimated properties an update will come for, as UIKit's
  /// `estimatedPropertiesExpectingUpdates`: none.
  public var estimatedPropertiesExpectingUpdates: Properties { [] }
  /// The index that pairs estimates with updates, as UIKit's `estimationUpdateIndex`:
  /// `nil`, headless.
  public var estimationUpdateIndex: NSNumber? { nil }

  /// A stylus's azimuth in `view`, as UIKit's `azimuthAngle(in:)`: 0, headless.
  /// - Parameter view: The view.
  /// - Returns: 0.
  public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

  /// The location at the screen's full precision, as UIKit's `preciseLocation(in:)`:
  /// the location, headless.
  /// - Parameter view: The view whose coordinates to use (`nil` for the window's).
  /// - Returns: The location.
  public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

  /// The previous location at full precision, as UIKit's
  /// `precisePreviousLocation(in:)`: the previous location, headless.
  /// - Parameter view: The view whose coordinates to use (`nil` for the window's).
  /// - Returns: The previous location.
  public func precisePreviousLocation(in view: UIView?) -> CGPoint {
    previousLocation(in: view)
  }
}

extension TouchEvent {
  /// The kind of event, as UIKit's `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches
    /// Device motion.
    case motion
    /// Remote-control commands.
    case remoteControl
    /// Physical button presses.
    case presses
    /// Scrolling from a trackpad or mouse.
    case scroll = 10
    /// A pointer hovering.
    case hover = 11
    /// A trackpad's rotate or pinch.
    case transform = 14
  }

  /// Mouse buttons, as UIKit's `UIEvent.ButtonMask`.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a mask.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The button numbered `buttonNumber`, from 1.
    /// - Parameter buttonNumber: The button's number.
    /// - Returns: Its mask.
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }

  /// The kind of event, as UIKit's `type`: `.touches`.
  public var type: EventType { .touches }
  /// The subtype, as UIKit's `subtype`: `.none`.
  public var subtype: EventSubtype { .none }
  /// The mouse buttons pressed, as UIKit's `buttonMask`: none, headless.
  public var buttonMask: ButtonMask { [] }
  /// The modifier keys held, as UIKit's `modifierFlags`: none, headless.
  public var modifierFlags: UIKeyModifierFlags { [] }

  /// The touches between the last event and this one, as UIKit's
  /// `coalescedTouches(for:)`: headless events come whole, so just `touch`.
  /// - Parameter touch: A touch of the event.
  /// - Returns: `[touch]`.
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

  /// Where `touch` is predicted to go, as UIKit's `predictedTouches(for:)`: no
  /// predictions, headless.
  /// - Parameter touch: A touch of the event.
  /// - Returns: An empty array.
  public func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}

/// Modifier keys, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Creates a set.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key on the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// UIKit's `UIPress`: a HeadlessKit `Press` (never made headless: there are no physical
/// buttons).
public typealias UIPress = Press
/// UIKit's `UIPressesEvent`: a HeadlessKit `PressesEvent` (never made headless).
public typealias UIPressesEvent = PressesEvent
