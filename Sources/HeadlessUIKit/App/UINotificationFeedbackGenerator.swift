import Foundation

/// A generator of success, warning and error feedback, as UIKit's
/// `UINotificationFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome to convey, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable, Hashable {
    /// A task succeeded.
    case success = 0
    /// A task produced a warning.
    case warning = 1
    /// A task failed.
    case error = 2
  }

  /// Fires a notification, as UIKit's `notificationOccurred(_:)`.
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  /// - Parameter notificationType: The outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record(.notification(notificationType), at: nil)
  }

  /// Fires a notification at a point, as UIKit's `notificationOccurred(_:at:)` (iOS 17.5).
  /// - Parameters:
  ///   - notificationType: The outcome.
  ///   - location: The point, in the attached view's coordinates.
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
    record(
      .notification(notificationType), at: view.map { $0.convert(location, to: nil) } ?? location)
  }
}
