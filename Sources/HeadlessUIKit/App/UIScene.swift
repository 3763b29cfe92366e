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
@preconcurrency @MainActor
open class UIScene: UIResponder {
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

extension UIScene {
  /// Whether a scene runs in the foreground and receives events, as UIKit's
  /// `UIScene.ActivationState`.
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  public enum ActivationState: Int, Sendable, Hashable {
    /// Not connected to the app.
    case unattached = -1
    /// In the foreground and receiving events.
    case foregroundActive = 0
    /// In the foreground but not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// What a scene connected with, as UIKit's `UIScene.ConnectionOptions`: the URLs to open
  /// and the app that asked.
  ///
  /// UIKit makes these; headlessly a test makes them with ``init(urlContexts:sourceApplication:handoffUserActivityType:)``,
  /// HeadlessUIKit's own initializer. Not provided: `userActivities`,
  /// `notificationResponse`, `shortcutItem` and `cloudKitShareMetadata` (frameworks that
  /// are not on Linux).
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs to open, as UIKit's `urlContexts`.
    public let urlContexts: Set<UIOpenURLContext>
    /// The bundle identifier of the app that asked, as UIKit's `sourceApplication`.
    public let sourceApplication: String?
    /// The type of a Handoff activity about to arrive, as UIKit's `handoffUserActivityType`.
    public let handoffUserActivityType: String?

    /// Creates options (HeadlessUIKit's initializer: UIKit's are unavailable).
    /// - Parameters:
    ///   - urlContexts: The URLs to open.
    ///   - sourceApplication: The bundle identifier of the app that asked.
    ///   - handoffUserActivityType: The type of a pending Handoff activity.
    public init(
      urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
      handoffUserActivityType: String? = nil
    ) {
      self.urlContexts = urlContexts
      self.sourceApplication = sourceApplication
      self.handoffUserActivityType = handoffUserActivityType
      super.init()
    }
  }

  /// How a URL given to a scene should be opened, as UIKit's `UIScene.OpenURLOptions`.
  /// https://developer.apple.com/documentation/uikit/uiscene/openurloptions
  @preconcurrency @MainActor
  open class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that asked, as UIKit's `sourceApplication`.
    public let sourceApplication: String?
    /// The annotation the asking app gave, as UIKit's `annotation`.
    public let annotation: Any?
    /// Whether the file must be opened in place rather than copied, as UIKit's
    /// `openInPlace`.
    public let openInPlace: Bool

    /// Creates options (HeadlessUIKit's initializer: UIKit's are unavailable).
    /// - Parameters:
    ///   - sourceApplication: The bundle identifier of the app that asked.
    ///   - annotation: The asking app's annotation.
    ///   - openInPlace: Whether to open the file in place.
    public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false)
    {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
      super.init()
    }
  }

  /// How a scene opens a URL in another app, as UIKit's `UIScene.OpenExternalURLOptions`.
  /// https://developer.apple.com/documentation/uikit/uiscene/openexternalurloptions
  @preconcurrency @MainActor
  open class OpenExternalURLOptions: NSObject {
    /// Open the URL only when an app claims it as a universal link, as UIKit's
    /// `universalLinksOnly`; `false` by default.
    public var universalLinksOnly = false
    /// Creates options.
    public override init() { super.init() }
  }

  /// Options of a request to close a scene's session, as UIKit's
  /// `UIScene.DestructionRequestOptions`.
  /// https://developer.apple.com/documentation/uikit/uiscene/destructionrequestoptions
  @preconcurrency @MainActor
  open class DestructionRequestOptions: NSObject {
    /// Creates options.
    public override init() { super.init() }
  }
}

/// A URL for a scene to open, with how to open it, as UIKit's `UIOpenURLContext`.
/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL, as UIKit's `url`.
  public let url: URL
  /// How to open it, as UIKit's `options`.
  public let options: UIScene.OpenURLOptions

  /// Creates a context (HeadlessUIKit's initializer: UIKit's is unavailable).
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it.
  public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
    super.init()
  }
}
