public import HeadlessKit

extension UIApplication {
  /// The running states of an app, as UIKit's `UIApplication.State`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/state
  public enum State: Int, Sendable, Hashable {
    /// Running in the foreground and receiving events.
    case active = 0
    /// Running in the foreground but not receiving events.
    case inactive = 1
    /// Running in the background.
    case background = 2
  }

  /// The app's state, or that of its most active scene, as UIKit's `applicationState`.
  ///
  /// With scenes connected it is the most active scene's: `.active` when one is in the
  /// foreground and active, `.inactive` when one is in the foreground, else `.background`.
  /// Without, it is the app's own, `.active` until ``Headless/transition(to:)`` or
  /// ``Headless/launch(options:)`` changes it (an app whose launch no test drives is taken
  /// to be running).
  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
  public var applicationState: State {
    guard !scenes.isEmpty else { return scenelessState }
    let states = scenes.map(\.activationState)
    if states.contains(.foregroundActive) { return .active }
    if states.contains(.foregroundInactive) { return .inactive }
    return .background
  }

  /// The time the app has left to run in the background, as UIKit's
  /// `backgroundTimeRemaining`: `.greatestFiniteMagnitude` in the foreground, as Apple
  /// documents ("suitably large"), and 30 seconds in the background (nothing counts it
  /// down headlessly; ``Headless/expireBackgroundTasks()`` plays the deadline).
  /// https://developer.apple.com/documentation/uikit/uiapplication/backgroundtimeremaining
  public var backgroundTimeRemaining: TimeInterval {
    applicationState == .background ? 30 : .greatestFiniteMagnitude
  }

  /// Whether background refresh is on for the app, as UIKit's `backgroundRefreshStatus`:
  /// `.available`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

  /// Whether protected files can be read, as UIKit's `isProtectedDataAvailable`: `true`
  /// until ``Headless/setProtectedDataAvailable(_:)`` locks the device.
  /// https://developer.apple.com/documentation/uikit/uiapplication/isprotecteddataavailable
  public var isProtectedDataAvailable: Bool { protectedDataAvailable }

  /// The direction of the app's interface, as UIKit's `userInterfaceLayoutDirection`:
  /// `.leftToRight`, the default language's.
  /// https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The Dynamic Type size the person chose, as UIKit's `preferredContentSizeCategory`:
  /// `.large`, iOS's default. A test that needs another size overrides the
  /// `preferredContentSizeCategory` trait of its window or controller, which views read.
  /// https://developer.apple.com/documentation/uikit/uiapplication/preferredcontentsizecategory
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }

  /// Sets how often the app may fetch in the background, as UIKit's
  /// `setMinimumBackgroundFetchInterval(_:)` (deprecated by Apple since iOS 13 in favour of
  /// BackgroundTasks); the value is kept in ``Headless/minimumBackgroundFetchInterval``.
  /// - Parameter minimumBackgroundFetchInterval: Seconds between fetches.
  public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    self.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
  }

  /// The shortest fetch interval, as UIKit's `backgroundFetchIntervalMinimum`.
  public nonisolated static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// The interval that turns fetches off, as UIKit's `backgroundFetchIntervalNever`.
  public nonisolated static let backgroundFetchIntervalNever: TimeInterval =
    .greatestFiniteMagnitude

  // MARK: Background tasks

  /// Marks the start of work that should go on in the background, as UIKit's
  /// `beginBackgroundTask(expirationHandler:)`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)
  /// - Parameter handler: What to do when time runs out (``Headless/expireBackgroundTasks()``).
  /// - Returns: The task's identifier, to pass to ``endBackgroundTask(_:)``.
  public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Marks the start of named work that should go on in the background, as UIKit's
  /// `beginBackgroundTask(withName:expirationHandler:)`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)
  /// - Parameters:
  ///   - taskName: A name to show in the debugger (here in ``Headless/backgroundTaskNames``).
  ///   - handler: What to do when time runs out.
  /// - Returns: The task's identifier.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?
  ) -> UIBackgroundTaskIdentifier {
    let identifier = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    nextBackgroundTask += 1
    backgroundTasks[identifier] = BackgroundTask(name: taskName, expirationHandler: handler)
    return identifier
  }

  /// Marks the end of a background task, as UIKit's `endBackgroundTask(_:)`. Ending
  /// `.invalid`, a task already ended or one never begun does nothing.
  /// https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)
  /// - Parameter identifier: The identifier `beginBackgroundTask` returned.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    backgroundTasks[identifier] = nil
  }

  // MARK: Remote notifications and remote control

  /// Registers for remote notifications, as UIKit's `registerForRemoteNotifications()`.
  ///
  /// Headlessly no push service answers: the delegate's
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` runs before this
  /// returns with ``Headless/deviceToken``, or, when that is `nil`,
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` with
  /// ``Headless/RemoteNotificationError/noDeviceToken``.
  /// https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()
  public func registerForRemoteNotifications() {
    if let token = headless.deviceToken {
      isRegisteredForRemoteNotificationsStorage = true
      delegate?.application(self, didRegisterForRemoteNotificationsWithDeviceToken: token)
    } else {
      delegate?.application(
        self,
        didFailToRegisterForRemoteNotificationsWithError: Headless.RemoteNotificationError
          .noDeviceToken)
    }
  }

  /// Unregisters from remote notifications, as UIKit's `unregisterForRemoteNotifications()`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/unregisterforremotenotifications()
  public func unregisterForRemoteNotifications() {
    isRegisteredForRemoteNotificationsStorage = false
  }

  /// Whether the app registered for remote notifications, as UIKit's
  /// `isRegisteredForRemoteNotifications`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/isregisteredforremotenotifications
  public var isRegisteredForRemoteNotifications: Bool { isRegisteredForRemoteNotificationsStorage }

  /// Starts receiving remote-control events (headphone buttons), as UIKit's
  /// `beginReceivingRemoteControlEvents()`; ``Headless/isReceivingRemoteControlEvents``
  /// records it.
  public func beginReceivingRemoteControlEvents() {
    headless.isReceivingRemoteControlEvents = true
  }

  /// Stops receiving remote-control events, as UIKit's `endReceivingRemoteControlEvents()`.
  public func endReceivingRemoteControlEvents() {
    headless.isReceivingRemoteControlEvents = false
  }

  // MARK: State restoration

  /// Does nothing: no restoration archive is read headlessly (UIKit's
  /// `extendStateRestoration()`).
  public func extendStateRestoration() {}
  /// Does nothing (UIKit's `completeStateRestoration()`).
  public func completeStateRestoration() {}
  /// Does nothing: no snapshot is taken (UIKit's `ignoreSnapshotOnNextApplicationLaunch()`).
  public func ignoreSnapshotOnNextApplicationLaunch() {}

  // MARK: Orientation and the status bar

  /// The orientations the app supports in a window, as UIKit's
  /// `supportedInterfaceOrientations(for:)`: the delegate's
  /// `application(_:supportedInterfaceOrientationsFor:)`, which by default gives
  /// `.allButUpsideDown`, a phone's.
  /// https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)
  /// - Parameter window: The window.
  /// - Returns: The orientations.
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
  }

  /// The status bar's orientation, as UIKit's `statusBarOrientation` (deprecated by Apple
  /// since iOS 13 in favour of the window scene's `interfaceOrientation`): the first
  /// connected window scene's, else `.portrait`.
  public var statusBarOrientation: UIInterfaceOrientation {
    scenes.lazy.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation ?? .portrait
  }

  /// The status bar's frame, as UIKit's `statusBarFrame` (deprecated by Apple since iOS 13):
  /// the top of the key window's `screenInsets`, the full width of the screen; zero when the
  /// window has no insets, as UIKit's is when the bar is hidden.
  public var statusBarFrame: CGRect {
    let top = keyWindow?.screenInsets.top ?? 0
    guard top > 0 else { return .zero }
    return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: top)
  }

  /// Whether the status bar is hidden, as UIKit's `isStatusBarHidden` (deprecated by Apple
  /// since iOS 13): `true` when ``statusBarFrame`` is zero.
  public var isStatusBarHidden: Bool { statusBarFrame == .zero }

  /// The status bar's style, as UIKit's `statusBarStyle` (deprecated by Apple since iOS
  /// 13): `.default`.
  public var statusBarStyle: UIStatusBarStyle { .default }

  /// How long the status bar takes to rotate a quarter turn, as UIKit's
  /// `statusBarOrientationAnimationDuration` (deprecated by Apple since iOS 13): 0.4 s.
  public var statusBarOrientationAnimationDuration: TimeInterval { 0.4 }

  // MARK: Windows

  /// The key window, as UIKit's `keyWindow` (deprecated by Apple since iOS 13 in favour of
  /// the window scene's): the first connected window scene's key window, else the last
  /// window made key outside any scene.
  /// https://developer.apple.com/documentation/uikit/uiapplication/keywindow
  public var keyWindow: UIWindow? {
    for case let scene as UIWindowScene in scenes {
      if let window = scene.keyWindow { return window }
    }
    return scenelessKeyWindow
  }

  /// The app's windows, as UIKit's `windows` (deprecated by Apple since iOS 15 in favour of
  /// the window scene's): the windows ``application`` shows, then the connected window
  /// scenes' windows not already listed, in order.
  /// https://developer.apple.com/documentation/uikit/uiapplication/windows
  public var windows: [UIWindow] {
    var all = application.windows
    for case let scene as UIWindowScene in scenes {
      for window in scene.windows where !all.contains(where: { $0 === window }) {
        all.append(window)
      }
    }
    return all
  }
}
