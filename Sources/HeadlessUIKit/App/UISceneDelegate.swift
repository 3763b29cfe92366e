import Foundation

/// A scene's delegate, as UIKit's `UISceneDelegate`
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate). Every member is
/// optional, as in UIKit (a default does nothing).
///
/// ``UIApplication/Headless`` calls these as UIKit would: `scene(_:willConnectTo:options:)`
/// when a scene connects, then the foreground and background transitions, each before the
/// matching `UIScene` notification. Not provided: the user-activity methods and
/// `stateRestorationActivity(for:)` (Foundation on Linux has no `NSUserActivity`).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting: set up its interface here.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: Why it connects.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene disconnected.
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active.
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to enter the foreground.
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene is asked to open URLs.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs, with how to open them.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: Why it connects.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameter scene: The scene.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
