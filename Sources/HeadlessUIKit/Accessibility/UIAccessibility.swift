import Foundation

/// UIKit's accessibility functions and settings, as the `UIAccessibility` namespace of
/// statics (https://developer.apple.com/documentation/uikit/uiaccessibility).
///
/// Headlessly no assistive technology runs: ``post(notification:argument:)`` records each
/// notification in ``headless``'s ``Headless/postedNotifications``, and the settings
/// (`isVoiceOverRunning`, `isReduceMotionEnabled`…) read ``Headless/settings``, which a
/// test sets; changing a setting posts its `…StatusDidChangeNotification`, as iOS does when
/// the person flips the switch. Both are HeadlessUIKit's (not UIKit API).
///
/// ```swift
/// UIAccessibility.headless.reset()
/// UIAccessibility.headless.settings.isReduceMotionEnabled = true
/// host.tap(controller.saveButton)
/// #expect(UIAccessibility.headless.announcements == ["Saved"])
/// ```
///
/// Not provided: `focusedElement(using:)`, `requestGuidedAccessSession(enabled:completionHandler:)`,
/// zoom and the screen-coordinate conversions.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// Tells assistive technologies that something changed, as UIKit's
  /// `post(notification:argument:)`: recorded in ``Headless/postedNotifications``.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// - Parameters:
  ///   - notification: What changed.
  ///   - argument: The element to move to, or the text to speak.
  public static func post(notification: Notification, argument: Any?) {
    headless.postedNotifications.append(
      Headless.PostedNotification(notification: notification, argument: argument))
  }

  /// HeadlessUIKit's settings and record (not UIKit API).
  public static let headless = Headless()

  /// A notification an app posts to assistive technologies, as UIKit's
  /// `UIAccessibility.Notification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, RawRepresentable, Sendable, CustomStringConvertible {
    /// The notification's number.
    public let rawValue: UInt32
    /// Creates a notification.
    /// - Parameter rawValue: The notification's number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new view covers most of the screen; the argument is the element to move to.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed; the argument is the element to move to.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Speak the argument, a string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is the new position, as "Page 2 of 5".
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Pause an assistive technology; the argument identifies it.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1033)
    /// Resume an assistive technology; the argument identifies it.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1034)

    /// The notification's name, as `announcement`.
    public var description: String {
      switch self {
      case .screenChanged: "screenChanged"
      case .layoutChanged: "layoutChanged"
      case .announcement: "announcement"
      case .pageScrolled: "pageScrolled"
      case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
      case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
      default: "Notification(\(rawValue))"
      }
    }
  }

  /// An assistive technology, as UIKit's `UIAccessibility.AssistiveTechnologyIdentifier`.
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Switch Control.
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    /// VoiceOver.
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  // MARK: Settings

  /// Whether VoiceOver is on, as UIKit's `isVoiceOverRunning`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
  public static var isVoiceOverRunning: Bool { headless.settings.isVoiceOverRunning }
  /// Whether Switch Control is on, as UIKit's `isSwitchControlRunning`.
  public static var isSwitchControlRunning: Bool { headless.settings.isSwitchControlRunning }
  /// Whether AssistiveTouch is on, as UIKit's `isAssistiveTouchRunning`.
  public static var isAssistiveTouchRunning: Bool { headless.settings.isAssistiveTouchRunning }
  /// Whether Reduce Motion is on, as UIKit's `isReduceMotionEnabled`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  public static var isReduceMotionEnabled: Bool { headless.settings.isReduceMotionEnabled }
  /// Whether cross-fades should replace slides, as UIKit's `prefersCrossFadeTransitions`.
  public static var prefersCrossFadeTransitions: Bool {
    headless.settings.prefersCrossFadeTransitions
  }
  /// Whether Bold Text is on, as UIKit's `isBoldTextEnabled`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled
  public static var isBoldTextEnabled: Bool { headless.settings.isBoldTextEnabled }
  /// Whether Increase Contrast is on, as UIKit's `isDarkerSystemColorsEnabled`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isdarkersystemcolorsenabled
  public static var isDarkerSystemColorsEnabled: Bool {
    headless.settings.isDarkerSystemColorsEnabled
  }
  /// Whether Reduce Transparency is on, as UIKit's `isReduceTransparencyEnabled`.
  public static var isReduceTransparencyEnabled: Bool {
    headless.settings.isReduceTransparencyEnabled
  }
  /// Whether Button Shapes is on, as UIKit's `buttonShapesEnabled`.
  public static var buttonShapesEnabled: Bool { headless.settings.buttonShapesEnabled }
  /// Whether Differentiate Without Colour is on, as UIKit's `shouldDifferentiateWithoutColor`.
  public static var shouldDifferentiateWithoutColor: Bool {
    headless.settings.shouldDifferentiateWithoutColor
  }
  /// Whether On/Off Labels is on, as UIKit's `isOnOffSwitchLabelsEnabled`.
  public static var isOnOffSwitchLabelsEnabled: Bool {
    headless.settings.isOnOffSwitchLabelsEnabled
  }
  /// Whether Smart or Classic Invert is on, as UIKit's `isInvertColorsEnabled`.
  public static var isInvertColorsEnabled: Bool { headless.settings.isInvertColorsEnabled }
  /// Whether Grayscale is on, as UIKit's `isGrayscaleEnabled`.
  public static var isGrayscaleEnabled: Bool { headless.settings.isGrayscaleEnabled }
  /// Whether Mono Audio is on, as UIKit's `isMonoAudioEnabled`.
  public static var isMonoAudioEnabled: Bool { headless.settings.isMonoAudioEnabled }
  /// Whether closed captions are on, as UIKit's `isClosedCaptioningEnabled`.
  public static var isClosedCaptioningEnabled: Bool {
    headless.settings.isClosedCaptioningEnabled
  }
  /// Whether Guided Access is on, as UIKit's `isGuidedAccessEnabled`.
  public static var isGuidedAccessEnabled: Bool { headless.settings.isGuidedAccessEnabled }
  /// Whether Speak Selection is on, as UIKit's `isSpeakSelectionEnabled`.
  public static var isSpeakSelectionEnabled: Bool { headless.settings.isSpeakSelectionEnabled }
  /// Whether Speak Screen is on, as UIKit's `isSpeakScreenEnabled`.
  public static var isSpeakScreenEnabled: Bool { headless.settings.isSpeakScreenEnabled }
  /// Whether Shake to Undo is on, as UIKit's `isShakeToUndoEnabled`.
  public static var isShakeToUndoEnabled: Bool { headless.settings.isShakeToUndoEnabled }
  /// Whether video previews play by themselves, as UIKit's `isVideoAutoplayEnabled`.
  public static var isVideoAutoplayEnabled: Bool { headless.settings.isVideoAutoplayEnabled }
}
