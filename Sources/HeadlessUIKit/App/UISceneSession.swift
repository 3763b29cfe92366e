import Foundation

/// The system's record of one of the app's scenes, as UIKit's `UISceneSession`
/// (https://developer.apple.com/documentation/uikit/uiscenesession): it outlives the scene
/// while the scene is disconnected, and carries the configuration the scene was made with.
/// ``UIApplication/Headless/connectScene(delegate:options:role:showingIn:)`` makes it.
///
/// Not provided: `stateRestorationActivity` (Foundation on Linux has no `NSUserActivity`).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// The scene, while one is connected, as UIKit's `scene`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/scene
  public internal(set) weak var scene: UIScene?
  /// The session's role, as UIKit's `role`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  public let role: Role
  /// The configuration the scene was made with, as UIKit's `configuration`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/configuration
  public internal(set) var configuration: UISceneConfiguration
  /// A string that stays the same for the session's lifetime, as UIKit's
  /// `persistentIdentifier`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
  public let persistentIdentifier = UUID().uuidString
  /// Property-list values the app keeps with the session, as UIKit's `userInfo`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/userinfo
  public var userInfo: [String: Any]?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    super.init()
  }

  /// The kind of interface a session shows, as UIKit's `UISceneSession.Role`.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's string.
    public let rawValue: String
    /// Creates a role.
    /// - Parameter rawValue: The role's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's interactive interface, as UIKit's `windowApplication`.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive interface on an external display, as UIKit's
    /// `windowExternalDisplayNonInteractive`.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// An interface on an external display, as UIKit's `windowExternalDisplay`
    /// (deprecated by Apple since iOS 16).
    public static let windowExternalDisplay = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplay")
  }
}
