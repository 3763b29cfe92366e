import Foundation

/// The identifier of a background task, as UIKit's `UIBackgroundTaskIdentifier`.
/// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The identifier's number.
  public let rawValue: Int
  /// Creates an identifier.
  /// - Parameter rawValue: The identifier's number.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task, as UIKit's `invalid`: what code stores before it begins one.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
