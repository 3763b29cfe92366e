public import HeadlessKit

/// The app's delegate, as UIKit's `UIApplicationDelegate`
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate), so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles as on iOS. Every
/// member is optional, as in UIKit (a default does nothing).
///
/// HeadlessKit has no app process to launch: nothing calls these methods but code and
/// tests (a test calls `application(_:didFinishLaunchingWithOptions:)` to build the
/// window the app delegate sets up). Not provided: the scene-session methods
/// (`application(_:configurationForConnecting:options:)`), since HeadlessUIKit has no
/// `UISceneSession`.
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
  }
}
