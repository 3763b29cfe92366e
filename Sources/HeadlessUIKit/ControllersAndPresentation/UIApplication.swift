public import HeadlessKit

/// The app, as UIKit's `UIApplication`
/// (https://developer.apple.com/documentation/uikit/uiapplication): it owns the HeadlessKit
/// `Application` that windows made visible with `makeKeyAndVisible()` are shown in, the
/// app's state, its connected scenes and the app-wide settings code reads and writes
/// (`isIdleTimerDisabled`, `applicationIconBadgeNumber`…).
///
/// Nothing launches the app headlessly: a test drives it through ``headless``, HeadlessUIKit's
/// own controls (not UIKit API), which call the delegates and post the notifications in
/// UIKit's order: ``Headless/launch(options:)`` for an app without scenes,
/// ``Headless/connectScene(delegate:options:role:showingIn:)`` for the scene delegate of
/// Xcode's template, ``Headless/transition(to:)`` to move to the background and back. What
/// the system would do outside the app is recorded there instead: the URLs opened, the
/// background tasks begun, the remote-notification registration.
///
/// HeadlessKit itself has no shared application; this one exists for code written against
/// UIKit's. Tests that need isolation use HeadlessKitTesting's `TestHost` (one application
/// per test) and pass its application to `connectScene(…showingIn:)`.
///
/// Not provided: `sendEvent(_:)` and `sendAction(_:to:from:for:)` (a `Selector` has no
/// runtime to call here), the scene-activation requests that take an `NSUserActivity`
/// (Foundation on Linux has none), shortcut items, alternate icons and local
/// notifications (the UserNotifications framework's).
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The app, as UIKit's `shared`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  public static let shared = UIApplication()

  /// The application that runs the shown windows' update passes: drive it with
  /// `Application/flush()` or `Application/run()`. Set it before the first window is
  /// shown to choose the configuration (platform 18, the tracking key).
  public lazy var application = Application()

  /// The app's delegate, as UIKit's `delegate` (held strongly here: nothing else keeps an
  /// app delegate made by a test). ``Headless/launch(options:)`` and the scene and state
  /// transitions call it.
  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  public var delegate: (any UIApplicationDelegate)?

  /// HeadlessUIKit's controls and records for tests: what iOS would do to the app, and
  /// what the app asked of the system. Not UIKit API.
  public private(set) lazy var headless = Headless(app: self)

  // MARK: Stored state

  /// The state of an app without scenes (see ``applicationState``).
  var scenelessState: State = .active
  /// The connected scenes, in the order they connected.
  var scenes: [UIScene] = []
  /// Every session not yet discarded.
  var sessions: [UISceneSession] = []
  /// The key window when it belongs to no scene.
  weak var scenelessKeyWindow: UIWindow?
  /// Active background tasks by identifier, with their names and expiration handlers.
  var backgroundTasks: [UIBackgroundTaskIdentifier: BackgroundTask] = [:]
  var nextBackgroundTask = 1
  var isRegisteredForRemoteNotificationsStorage = false
  var protectedDataAvailable = true

  /// A task begun with `beginBackgroundTask(withName:expirationHandler:)`.
  struct BackgroundTask {
    let name: String?
    let expirationHandler: (@MainActor @Sendable () -> Void)?
  }

  private override init() { super.init() }

  // MARK: Idle timer, badge, status

  /// Whether the idle timer that locks the screen is off, as UIKit's `isIdleTimerDisabled`;
  /// `false` by default. Headlessly nothing locks: the value is for code to set and tests to
  /// read. https://developer.apple.com/documentation/uikit/uiapplication/isidletimerdisabled
  public var isIdleTimerDisabled = false

  /// The number on the app icon's badge, as UIKit's `applicationIconBadgeNumber`; 0, the
  /// default, hides it. Deprecated by Apple since iOS 17 in favour of
  /// `UNUserNotificationCenter.setBadgeCount(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber
  public var applicationIconBadgeNumber = 0

  /// Whether shaking the device offers undo, as UIKit's `applicationSupportsShakeToEdit`;
  /// `true` by default.
  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationsupportsshaketoedit
  public var applicationSupportsShakeToEdit = true

  /// Whether the status bar's network activity indicator shows, as UIKit's
  /// `isNetworkActivityIndicatorVisible` (deprecated by Apple since iOS 13; no status bar is
  /// drawn here).
  public var isNetworkActivityIndicatorVisible = false

  /// The interval set with `setMinimumBackgroundFetchInterval(_:)`.
  var minimumBackgroundFetchInterval = UIApplication.backgroundFetchIntervalNever
}
