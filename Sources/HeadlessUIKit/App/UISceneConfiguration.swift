import Foundation

/// How to make a scene: its scene class and delegate class, as UIKit's
/// `UISceneConfiguration` (https://developer.apple.com/documentation/uikit/uisceneconfiguration).
///
/// The app delegate returns one from
/// `application(_:configurationForConnecting:options:)`. Swift on Linux cannot make an
/// object from a class value, so HeadlessUIKit does not instantiate `delegateClass`: the test
/// passes the delegate to ``UIApplication/Headless/connectScene(delegate:options:role:showingIn:)``,
/// as Info.plist's `UISceneDelegateClassName` would name it.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name in Info.plist, as UIKit's `name`.
  public let name: String?
  /// The role of the sessions it is for, as UIKit's `role`.
  public let role: UISceneSession.Role
  /// The class of scene to make, as UIKit's `sceneClass`; HeadlessUIKit always makes a
  /// ``UIWindowScene``.
  public var sceneClass: AnyClass?
  /// The class of the scene's delegate, as UIKit's `delegateClass`.
  public var delegateClass: AnyClass?

  /// Creates a configuration, as UIKit's `init(name:sessionRole:)`.
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  /// - Parameters:
  ///   - name: The configuration's name.
  ///   - sessionRole: The role of the sessions it is for.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
