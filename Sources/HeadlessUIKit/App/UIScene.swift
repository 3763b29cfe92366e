public import HeadlessKit

/// One instance of the app's interface, as UIKit's `UIScene`
/// (https://developer.apple.com/documentation/uikit/uiscene).
///
/// As in UIKit, code does not make scenes: ``UIApplication/Headless/connectScene(delegate:options:role:showingIn:)``
/// makes a ``UIWindowScene`` and connects it, calling its delegate's
/// `scene(_:willConnectTo:options:)` and the foreground transitions. The scene holds its
/// delegate strongly, as UIKit's does. Its `next` responder is the app.
///
/// Not provided: `activationConditions` (it takes `NSPredicate`s) and the user-activity
/// members (Foundation on Linux has no `NSUserActivity`).
@MainActor
open class UIScene: UIResponder {
  // Not `@preconcurrency`: with it, Swift 6.3 mangles `open(_:options:completionHandler:)`
  // one way in this class and another in `UIWindowScene`'s vtable, and the link fails.
  /// The session the scene represents, as UIKit's `session`.
  /// https://developer.apple.com/documentation/uikit/uiscene/session
  public let session: UISceneSession

  /// The scene's delegate, as UIKit's `delegate` (held strongly, as UIKit holds it).
  /// https://developer.apple.com/documentation/uikit/uiscene/delegate
  public var delegate: (any UISceneDelegate)?

  /// Whether the scene runs in the foreground and receives events, as UIKit's
  /// `activationState`; `.unattached` until it connects.
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  public internal(set) var activationState: ActivationState = .unattached

  /// The options the scene connected with.
  let connectionOptions: ConnectionOptions

  /// The scene's title, as UIKit's `title`: the system shows it to tell scenes apart.
  /// Setting `nil` stores the empty string (UIKit's is null-resettable).
  /// https://developer.apple.com/documentation/uikit/uiscene/title
  public var title: String! {
    get { storedTitle }
    set { storedTitle = newValue ?? "" }
  }
  private var storedTitle = ""

  /// A subtitle for the scene, as UIKit's `subtitle`.
  public var subtitle = ""

  /// Creates a scene for a session, as UIKit's `init(session:connectionOptions:)`: UIKit
  /// calls it, and so does ``UIApplication/Headless/connectScene(delegate:options:role:showingIn:)``.
  /// https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
  /// - Parameters:
  ///   - session: The session.
  ///   - connectionOptions: Why the scene connects.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    self.connectionOptions = connectionOptions
    super.init()
  }

  /// The app, as UIKit's scenes' next responder.
  open override var next: UIResponder? { UIApplication.shared }

  /// Opens a URL in the app that handles it, as UIKit's `open(_:options:completionHandler:)`
  /// of a scene: as ``UIApplication/open(_:options:completionHandler:)`` does headlessly.
  /// https://developer.apple.com/documentation/uikit/uiscene/open(_:options:completionhandler:)
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it.
  ///   - completion: Told whether the URL was opened.
  open func open(
    _ url: URL, options: OpenExternalURLOptions?,
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    var keys: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
    if options?.universalLinksOnly == true { keys[.universalLinksOnly] = true }
    UIApplication.shared.open(url, options: keys, completionHandler: completion)
  }

  // MARK: Notifications

  /// Posted when a scene is about to connect, as UIKit's `willConnectNotification`; the
  /// object is the scene.
  /// https://developer.apple.com/documentation/uikit/uiscene/willconnectnotification
  public nonisolated static let willConnectNotification = NSNotification.Name(
    "UISceneWillConnectNotification")
  /// Posted when a scene disconnected, as UIKit's `didDisconnectNotification`.
  /// https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
  public nonisolated static let didDisconnectNotification = NSNotification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when a scene became active, as UIKit's `didActivateNotification`.
  /// https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
  public nonisolated static let didActivateNotification = NSNotification.Name(
    "UISceneDidActivateNotification")
  /// Posted when a scene is about to stop being active, as UIKit's
  /// `willDeactivateNotification`.
  /// https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification
  public nonisolated static let willDeactivateNotification = NSNotification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene is about to enter the foreground, as UIKit's
  /// `willEnterForegroundNotification`.
  /// https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
  public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene entered the background, as UIKit's
  /// `didEnterBackgroundNotification`.
  /// https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
  public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
    "UISceneDidEnterBackgroundNotification")
}
