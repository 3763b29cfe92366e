import Foundation

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
