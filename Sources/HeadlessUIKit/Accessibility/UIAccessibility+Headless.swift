import Foundation

extension UIAccessibility {
  /// HeadlessUIKit's accessibility settings and record (not UIKit API): what the person
  /// turned on, and what the app posted to assistive technologies.
  @preconcurrency @MainActor
  public final class Headless {
    init() {}

    /// The settings UIAccessibility's statics report. Changing one posts its
    /// `…StatusDidChangeNotification` (object `nil`), as iOS does.
    public var settings = Settings() {
      didSet {
        guard postsChanges else { return }
        for (path, name) in Settings.notifications
        where settings[keyPath: path] != oldValue[keyPath: path] {
          NotificationCenter.default.post(name: name, object: nil)
        }
      }
    }

    /// Every notification posted with ``UIAccessibility/post(notification:argument:)``,
    /// oldest first.
    public var postedNotifications: [PostedNotification] = []

    /// The strings posted as `.announcement`, oldest first.
    public var announcements: [String] {
      postedNotifications.compactMap {
        $0.notification == .announcement ? $0.argument as? String : nil
      }
    }

    /// Empties ``postedNotifications`` and puts every setting back to off, without posting.
    public func reset() {
      postedNotifications = []
      postsChanges = false
      settings = Settings()
      postsChanges = true
    }

    private var postsChanges = true

    /// One notification posted to assistive technologies.
    public struct PostedNotification: @unchecked Sendable, CustomStringConvertible {
      /// What changed.
      public let notification: UIAccessibility.Notification
      /// The element to move to, or the text to speak.
      public let argument: Any?

      /// A line for the test log, as `announcement "Saved"`.
      public var description: String {
        switch argument {
        case let text as String: "\(notification) \"\(text)\""
        case let argument?: "\(notification) \(type(of: argument))"
        case nil: "\(notification)"
        }
      }
    }

    /// The person's accessibility settings; every one is off by default.
    public struct Settings: Equatable, Sendable {
      /// VoiceOver.
      public var isVoiceOverRunning = false
      /// Switch Control.
      public var isSwitchControlRunning = false
      /// AssistiveTouch.
      public var isAssistiveTouchRunning = false
      /// Reduce Motion.
      public var isReduceMotionEnabled = false
      /// Prefer Cross-Fade Transitions.
      public var prefersCrossFadeTransitions = false
      /// Bold Text.
      public var isBoldTextEnabled = false
      /// Increase Contrast.
      public var isDarkerSystemColorsEnabled = false
      /// Reduce Transparency.
      public var isReduceTransparencyEnabled = false
      /// Button Shapes.
      public var buttonShapesEnabled = false
      /// Differentiate Without Colour.
      public var shouldDifferentiateWithoutColor = false
      /// On/Off Labels.
      public var isOnOffSwitchLabelsEnabled = false
      /// Invert Colours.
      public var isInvertColorsEnabled = false
      /// Grayscale.
      public var isGrayscaleEnabled = false
      /// Mono Audio.
      public var isMonoAudioEnabled = false
      /// Closed captions.
      public var isClosedCaptioningEnabled = false
      /// Guided Access.
      public var isGuidedAccessEnabled = false
      /// Speak Selection.
      public var isSpeakSelectionEnabled = false
      /// Speak Screen.
      public var isSpeakScreenEnabled = false
      /// Shake to Undo.
      public var isShakeToUndoEnabled = false
      /// Auto-Play Video Previews.
      public var isVideoAutoplayEnabled = false

      /// Every setting off.
      public init() {}

      /// Each setting with the notification its change posts.
      @MainActor static let notifications: [(KeyPath<Settings, Bool>, NSNotification.Name)] = [
        (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
        (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
        (\.isAssistiveTouchRunning, UIAccessibility.assistiveTouchStatusDidChangeNotification),
        (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
        (
          \.prefersCrossFadeTransitions,
          UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
        ),
        (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
        (
          \.isDarkerSystemColorsEnabled,
          UIAccessibility.darkerSystemColorsStatusDidChangeNotification
        ),
        (
          \.isReduceTransparencyEnabled,
          UIAccessibility.reduceTransparencyStatusDidChangeNotification
        ),
        (\.buttonShapesEnabled, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
        (
          \.shouldDifferentiateWithoutColor,
          UIAccessibility.differentiateWithoutColorDidChangeNotification
        ),
        (\.isOnOffSwitchLabelsEnabled, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
        (\.isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification),
        (\.isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification),
        (\.isMonoAudioEnabled, UIAccessibility.monoAudioStatusDidChangeNotification),
        (
          \.isClosedCaptioningEnabled,
          UIAccessibility.closedCaptioningStatusDidChangeNotification
        ),
        (\.isGuidedAccessEnabled, UIAccessibility.guidedAccessStatusDidChangeNotification),
        (\.isSpeakSelectionEnabled, UIAccessibility.speakSelectionStatusDidChangeNotification),
        (\.isSpeakScreenEnabled, UIAccessibility.speakScreenStatusDidChangeNotification),
        (\.isShakeToUndoEnabled, UIAccessibility.shakeToUndoDidChangeNotification),
        (\.isVideoAutoplayEnabled, UIAccessibility.videoAutoplayStatusDidChangeNotification),
      ]
    }
  }
}

// The notification names, as UIKit's (each string is UIKit's constant's name).
extension UIAccessibility {
  /// Posted when VoiceOver turns on or off, as UIKit's `voiceOverStatusDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  public nonisolated static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Switch Control turns on or off, as UIKit's
  /// `switchControlStatusDidChangeNotification`.
  public nonisolated static let switchControlStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilitySwitchControlStatusDidChangeNotification")
  /// Posted when AssistiveTouch turns on or off, as UIKit's
  /// `assistiveTouchStatusDidChangeNotification`.
  public nonisolated static let assistiveTouchStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
  /// Posted when Reduce Motion turns on or off, as UIKit's
  /// `reduceMotionStatusDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  public nonisolated static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Prefer Cross-Fade Transitions turns on or off, as UIKit's
  /// `prefersCrossFadeTransitionsStatusDidChange`.
  public nonisolated static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  /// Posted when Bold Text turns on or off, as UIKit's `boldTextStatusDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/boldtextstatusdidchangenotification
  public nonisolated static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
  /// Posted when Increase Contrast turns on or off, as UIKit's
  /// `darkerSystemColorsStatusDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/darkersystemcolorsstatusdidchangenotification
  public nonisolated static let darkerSystemColorsStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  /// Posted when Reduce Transparency turns on or off, as UIKit's
  /// `reduceTransparencyStatusDidChangeNotification`.
  public nonisolated static let reduceTransparencyStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Button Shapes turns on or off, as UIKit's
  /// `buttonShapesEnabledStatusDidChangeNotification`.
  public nonisolated static let buttonShapesEnabledStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  /// Posted when Differentiate Without Colour turns on or off, as UIKit's
  /// `differentiateWithoutColorDidChangeNotification`.
  public nonisolated static let differentiateWithoutColorDidChangeNotification =
    NSNotification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification")
  /// Posted when On/Off Labels turns on or off, as UIKit's
  /// `onOffSwitchLabelsDidChangeNotification`.
  public nonisolated static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name(
    "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
  /// Posted when Invert Colours turns on or off, as UIKit's
  /// `invertColorsStatusDidChangeNotification`.
  public nonisolated static let invertColorsStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityInvertColorsStatusDidChangeNotification")
  /// Posted when Grayscale turns on or off, as UIKit's `grayscaleStatusDidChangeNotification`.
  public nonisolated static let grayscaleStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityGrayscaleStatusDidChangeNotification")
  /// Posted when Mono Audio turns on or off, as UIKit's `monoAudioStatusDidChangeNotification`.
  public nonisolated static let monoAudioStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityMonoAudioStatusDidChangeNotification")
  /// Posted when closed captions turn on or off, as UIKit's
  /// `closedCaptioningStatusDidChangeNotification`.
  public nonisolated static let closedCaptioningStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
  /// Posted when Guided Access turns on or off, as UIKit's
  /// `guidedAccessStatusDidChangeNotification`.
  public nonisolated static let guidedAccessStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityGuidedAccessStatusDidChangeNotification")
  /// Posted when Speak Selection turns on or off, as UIKit's
  /// `speakSelectionStatusDidChangeNotification`.
  public nonisolated static let speakSelectionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
  /// Posted when Speak Screen turns on or off, as UIKit's
  /// `speakScreenStatusDidChangeNotification`.
  public nonisolated static let speakScreenStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilitySpeakScreenStatusDidChangeNotification")
  /// Posted when Shake to Undo turns on or off, as UIKit's `shakeToUndoDidChangeNotification`.
  public nonisolated static let shakeToUndoDidChangeNotification = NSNotification.Name(
    "UIAccessibilityShakeToUndoDidChangeNotification")
  /// Posted when video autoplay turns on or off, as UIKit's
  /// `videoAutoplayStatusDidChangeNotification`.
  public nonisolated static let videoAutoplayStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
  /// Posted when VoiceOver finished speaking an announcement, as UIKit's
  /// `announcementDidFinishNotification`; never posted headlessly.
  public nonisolated static let announcementDidFinishNotification = NSNotification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")
  /// Posted when an assistive technology focused an element, as UIKit's
  /// `elementFocusedNotification`; never posted headlessly.
  public nonisolated static let elementFocusedNotification = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")
  /// The `userInfo` key of the announcement's text, as UIKit's
  /// `announcementStringValueUserInfoKey`.
  public nonisolated static let announcementStringValueUserInfoKey =
    "UIAccessibilityAnnouncementKeyStringValue"
  /// The `userInfo` key of whether the announcement was spoken, as UIKit's
  /// `announcementWasSuccessfulUserInfoKey`.
  public nonisolated static let announcementWasSuccessfulUserInfoKey =
    "UIAccessibilityAnnouncementKeyWasSuccessful"
}
