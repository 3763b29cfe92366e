import Foundation

extension UIApplication {
  /// The scenes connected now, as UIKit's `connectedScenes`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  public var connectedScenes: Set<UIScene> { Set(scenes) }

  /// The sessions not yet discarded, their scenes connected or not, as UIKit's
  /// `openSessions`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/opensessions
  public var openSessions: Set<UISceneSession> { Set(sessions) }

  /// Whether the app shows more than one scene at a time, as UIKit's
  /// `supportsMultipleScenes`: Info.plist's `UIApplicationSupportsMultipleScenes`, here
  /// ``Headless/supportsMultipleScenes`` (`false` by default, as on an iPhone).
  /// https://developer.apple.com/documentation/uikit/uiapplication/supportsmultiplescenes
  public var supportsMultipleScenes: Bool { headless.supportsMultipleScenes }

  /// Closes a session, as UIKit's `requestSceneSessionDestruction(_:options:errorHandler:)`:
  /// its scene disconnects (see ``Headless/disconnect(_:)``), the session leaves
  /// ``openSessions`` and the delegate's `application(_:didDiscardSceneSessions:)` runs. A
  /// session not open calls `errorHandler` with
  /// ``Headless/SceneError/sessionNotOpen(persistentIdentifier:)``.
  /// https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessiondestruction(_:options:errorhandler:)
  /// - Parameters:
  ///   - sceneSession: The session.
  ///   - options: How to close it.
  ///   - errorHandler: Told why the session could not be closed.
  public func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UIScene.DestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard sessions.contains(where: { $0 === sceneSession }) else {
      errorHandler?(
        Headless.SceneError.sessionNotOpen(
          persistentIdentifier: sceneSession.persistentIdentifier))
      return
    }
    if let scene = sceneSession.scene { headless.disconnect(scene) }
    sessions.removeAll { $0 === sceneSession }
    delegate?.application(self, didDiscardSceneSessions: [sceneSession])
  }

  /// Asks the system to refresh what it shows of a session, as UIKit's
  /// `requestSceneSessionRefresh(_:)`; headlessly there is nothing to refresh.
  /// - Parameter sceneSession: The session.
  public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
}
