public import HeadlessKit

/// The app's delegate, as UIKit's `UIApplicationDelegate`
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate), so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles as on iOS. Every
/// member is optional, as in UIKit (a default does nothing).
///
/// HeadlessKit has no app process to launch: `UIApplication.shared.headless` calls these
/// methods as UIKit would (`launch(options:)` the launch methods, `connectScene(…)`
/// `application(_:configurationForConnecting:options:)`, `transition(to:)` the state
/// changes of an app without scenes), and a test may call them itself. Not provided: the
/// methods that take an `NSUserActivity`, an `INIntent`, a `CKShareMetadata` or a
/// `UIApplicationShortcutItem` (frameworks not on Linux), and those Apple deprecated before
/// iOS 13.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window, as UIKit's `window`.
  var window: UIWindow? { get set }
  /// Launching is about to finish.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: Whether the app can handle the launch.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launching finished: the place apps without scenes build their window.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: Whether the app can handle the launch.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app became active.
  /// - Parameter application: The app.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  /// - Parameter application: The app.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app entered the background.
  /// - Parameter application: The app.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to enter the foreground.
  /// - Parameter application: The app.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to terminate.
  /// - Parameter application: The app.
  func applicationWillTerminate(_ application: UIApplication)
  /// The app received a memory warning.
  /// - Parameter application: The app.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// The time changed significantly (midnight, a time-zone change).
  /// - Parameter application: The app.
  func applicationSignificantTimeChange(_ application: UIApplication)
  /// Protected files are about to become unavailable.
  /// - Parameter application: The app.
  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
  /// Protected files became available.
  /// - Parameter application: The app.
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
  /// Asks the app to open a URL.
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: How it was asked.
  /// - Returns: Whether the app opened it.
  func application(
    _ app: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  /// The app registered for remote notifications.
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The device's token.
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// Registering for remote notifications failed.
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// A remote notification arrived.
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  ///   - completionHandler: Called with what was fetched.
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  /// Launching finished, as the oldest launch method, `applicationDidFinishLaunching(_:)`.
  /// - Parameter application: The app.
  func applicationDidFinishLaunching(_ application: UIApplication)
  /// Asks for the configuration of a scene about to connect.
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The scene's session.
  ///   - options: Why the scene connects.
  /// - Returns: The configuration.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The person closed scenes' sessions.
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Asks which orientations a window supports.
  /// - Parameters:
  ///   - application: The app.
  ///   - window: The window.
  /// - Returns: The orientations.
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
  /// Asks whether an extension of a kind may run in the app.
  /// - Parameters:
  ///   - application: The app.
  ///   - extensionPointIdentifier: The kind of extension.
  /// - Returns: Whether it may.
  func application(
    _ application: UIApplication,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication
      .ExtensionPointIdentifier
  ) -> Bool
  /// Events of a background URL session are waiting.
  /// - Parameters:
  ///   - application: The app.
  ///   - identifier: The session's identifier.
  ///   - completionHandler: Called when they are handled.
  func application(
    _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void)
  /// Asks whether to save the app's state (secure coding).
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The archiver.
  /// - Returns: Whether to save it.
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder)
    -> Bool
  /// Asks whether to restore the app's state (secure coding).
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The unarchiver.
  /// - Returns: Whether to restore it.
  func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool
  /// The app's state is about to be saved.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The archiver.
  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
  /// The app's state was restored.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The unarchiver.
  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
  /// Asks for the view controller to restore at a restoration path.
  /// - Parameters:
  ///   - application: The app.
  ///   - identifierComponents: The restoration identifiers, root first.
  ///   - coder: The unarchiver.
  /// - Returns: The view controller, or `nil`.
  func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
  /// The person is about to continue an activity of a type.
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivityType: The activity's type.
  /// - Returns: Whether the app shows that it continues it.
  func application(
    _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
  ) -> Bool
  /// An activity could not be continued.
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivityType: The activity's type.
  ///   - error: Why.
  func application(
    _ application: UIApplication,
    didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
  /// Asks the app to request HealthKit authorization.
  /// - Parameter application: The app.
  func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
  /// Asks whether UIKit localizes the app's key commands.
  /// - Parameter application: The app.
  /// - Returns: Whether it does.
  func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}

extension UIApplicationDelegate {
  /// `nil`; setting it does nothing. An app delegate declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationSignificantTimeChange(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
  /// `false`: the URL is not opened.
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: How it was asked.
  public func application(
    _ app: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The device's token.
  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why.
  public func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}
  /// Calls `completionHandler(.noData)`.
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  ///   - completionHandler: Called with what was fetched.
  public func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) { completionHandler(.noData) }
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationDidFinishLaunching(_ application: UIApplication) {}
  /// A configuration named "Default Configuration" for the session's role, the name
  /// Xcode's template gives Info.plist's.
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The scene's session.
  ///   - options: Why the scene connects.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// `.allButUpsideDown`, a phone's default.
  /// - Parameters:
  ///   - application: The app.
  ///   - window: The window.
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .allButUpsideDown }
  /// `true`.
  /// - Parameters:
  ///   - application: The app.
  ///   - extensionPointIdentifier: The kind of extension.
  public func application(
    _ application: UIApplication,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication
      .ExtensionPointIdentifier
  ) -> Bool { true }
  /// Calls `completionHandler()`.
  /// - Parameters:
  ///   - application: The app.
  ///   - identifier: The session's identifier.
  ///   - completionHandler: Called when the events are handled.
  public func application(
    _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) { completionHandler() }
  /// `false`: state restoration is opt-in.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The archiver.
  public func application(
    _ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder
  ) -> Bool { false }
  /// `false`: state restoration is opt-in.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The unarchiver.
  public func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool { false }
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The archiver.
  public func application(
    _ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The unarchiver.
  public func application(
    _ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder
  ) {}
  /// `nil`.
  /// - Parameters:
  ///   - application: The app.
  ///   - identifierComponents: The restoration identifiers.
  ///   - coder: The unarchiver.
  public func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? { nil }
  /// `false`: UIKit shows that it continues the activity.
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivityType: The activity's type.
  public func application(
    _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
  ) -> Bool { false }
  /// Does nothing.
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivityType: The activity's type.
  ///   - error: Why.
  public func application(
    _ application: UIApplication,
    didFailToContinueUserActivityWithType userActivityType: String, error: any Error
  ) {}
  /// Does nothing.
  /// - Parameter application: The app.
  public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
  /// `true`, the default of apps built with the iOS 15 SDK and later.
  /// - Parameter application: The app.
  public func applicationShouldAutomaticallyLocalizeKeyCommands(
    _ application: UIApplication
  ) -> Bool { true }
}

/// What a background fetch got, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
  /// New data.
  case newData = 0
  /// No new data.
  case noData = 1
  /// The fetch failed.
  case failed = 2
}

extension UIApplication {
  /// A key of the launch options, as UIKit's `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app was launched to open a URL.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked for the launch.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The app was launched by a remote notification.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The app was launched by a Home-screen quick action.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The app was launched to continue a user activity.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    /// The type of the user activity the app was launched to continue.
    public static let userActivityType = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    /// The app was launched for a location event.
    public static let location = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsLocationKey")
    /// The app was launched to restore Bluetooth central managers.
    public static let bluetoothCentrals = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    /// The app was launched to restore Bluetooth peripheral managers.
    public static let bluetoothPeripherals = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
    /// The app was launched to accept a CloudKit share.
    public static let cloudKitShareMetadata = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    /// An event attribution came with the URL the app was launched to open.
    public static let eventAttribution = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
  }

  /// A key of the options of `application(_:open:options:)`, as UIKit's
  /// `UIApplication.OpenURLOptionsKey`.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the asking app gave.
    public static let annotation = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file must be opened in place.
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    /// An event attribution came with the URL.
    public static let eventAttribution = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
  }
}
