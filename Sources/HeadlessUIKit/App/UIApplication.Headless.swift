public import HeadlessKit

extension UIApplication {
  /// HeadlessUIKit's controls for the app (not UIKit API): what iOS does to an app, played by
  /// a test, and what the app asked of the system, recorded.
  ///
  /// Each control calls the delegates and posts the notifications UIKit documents, in
  /// UIKit's order: a delegate method, then its notification. An app without scenes gets its
  /// app delegate's lifecycle methods; an app with scenes gets its scene delegates' instead,
  /// and the app-wide notifications (`didBecomeActiveNotification`…) still post whenever the
  /// most active scene's state changes the app's, as Apple's
  /// `applicationDidBecomeActive(_:)` page says.
  ///
  /// ```swift
  /// let app = UIApplication.shared
  /// app.headless.reset()
  /// app.delegate = AppDelegate()
  /// let scene = app.headless.launch(connectingSceneWith: SceneDelegate())
  /// scene.headlessApplication.flush()        // the root view controller appears
  /// app.headless.transition(to: .background)  // sceneWillResignActive, sceneDidEnterBackground
  /// ```
  ///
  /// Everything here is global, as `UIApplication.shared` is: a test that uses it calls
  /// ``reset()`` first.
  @preconcurrency @MainActor
  public final class Headless {
    private unowned let app: UIApplication

    init(app: UIApplication) { self.app = app }

    /// The URL schemes ``UIApplication/canOpenURL(_:)`` answers `true` for: `http`, `https`,
    /// `mailto`, `tel`, `sms` and `app-settings` by default.
    public var openableURLSchemes = Headless.defaultOpenableURLSchemes
    /// The schemes openable by default.
    public static let defaultOpenableURLSchemes: Set<String> = [
      "http", "https", "mailto", "tel", "sms", "app-settings",
    ]

    /// Every URL passed to ``UIApplication/open(_:options:completionHandler:)`` (or a
    /// scene's `open`), in order, opened or not.
    public internal(set) var openedURLs: [URL] = []
    /// The options each of ``openedURLs`` was opened with.
    public internal(set) var openedURLOptions: [[OpenExternalURLOptionsKey: Any]] = []

    /// The token ``UIApplication/registerForRemoteNotifications()`` hands the delegate; `nil`
    /// makes registration fail. 32 bytes of `0xAB` by default.
    public var deviceToken: Data? {
      get { deviceTokenBytes.map { Data($0) } }
      set { deviceTokenBytes = newValue.map { [UInt8]($0) } }
    }
    /// The token's bytes. Kept as an array: a `Data` of more than 14 bytes keeps its
    /// storage behind a tagged pointer, which LeakSanitizer cannot follow from a
    /// long-lived object, so it reported the token as leaked.
    private var deviceTokenBytes: [UInt8]? = [UInt8](repeating: 0xAB, count: 32)
    /// The default device token: 32 bytes of `0xAB`.
    public static var defaultDeviceToken: Data { Data(repeating: 0xAB, count: 32) }

    /// Whether the app receives remote-control events
    /// (``UIApplication/beginReceivingRemoteControlEvents()``).
    public internal(set) var isReceivingRemoteControlEvents = false

    /// What ``UIApplication/supportsMultipleScenes`` answers, as Info.plist's
    /// `UIApplicationSupportsMultipleScenes` would; `false` by default.
    public var supportsMultipleScenes = false

    /// The interval passed to ``UIApplication/setMinimumBackgroundFetchInterval(_:)``.
    public var minimumBackgroundFetchInterval: TimeInterval { app.minimumBackgroundFetchInterval }

    /// The background tasks begun and not ended, in the order they began.
    public var activeBackgroundTasks: [UIBackgroundTaskIdentifier] {
      app.backgroundTasks.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The names of ``activeBackgroundTasks`` (`nil` for a task begun without one).
    public var backgroundTaskNames: [String?] {
      activeBackgroundTasks.map { app.backgroundTasks[$0]?.name ?? nil }
    }

    /// Runs the expiration handler of every active background task, oldest first, as iOS
    /// does when the app's background time runs out; a task its handler does not end stays
    /// active.
    public func expireBackgroundTasks() {
      for identifier in activeBackgroundTasks {
        app.backgroundTasks[identifier]?.expirationHandler?()
      }
    }

    /// Why registering for remote notifications failed.
    public enum RemoteNotificationError: Error, Equatable, CustomStringConvertible {
      /// ``Headless/deviceToken`` is `nil`.
      case noDeviceToken

      /// A sentence for the test log.
      public var description: String {
        "registerForRemoteNotifications() failed: UIApplication.shared.headless.deviceToken is nil"
      }
    }

    /// What went wrong with a scene request.
    public enum SceneError: Error, Equatable, CustomStringConvertible {
      /// The session is not one of `openSessions`.
      case sessionNotOpen(persistentIdentifier: String)

      /// A sentence for the test log.
      public var description: String {
        switch self {
        case .sessionNotOpen(let identifier):
          "scene session \(identifier) is not open: it was never connected or was already destroyed"
        }
      }
    }

    // MARK: Launching

    /// Launches an app without scenes, as `UIApplicationMain` does: the app is inactive
    /// while the delegate's `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)` run, `didFinishLaunchingNotification`
    /// posts with the options as its `userInfo`, then the app becomes active
    /// (`applicationDidBecomeActive(_:)`, `didBecomeActiveNotification`).
    ///
    /// An app delegate that builds its window in `didFinishLaunching` and calls
    /// `makeKeyAndVisible()` shows its root view controller in ``UIApplication/application``.
    /// - Parameter options: The launch options.
    /// - Returns: What both launch methods returned, and-ed.
    @discardableResult
    public func launch(options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
      app.scenelessState = .inactive
      let finished = finishLaunching(options: options)
      transition(to: .active)
      return finished
    }

    /// Launches an app with scenes, as `UIApplicationMain` does for Xcode's template: the
    /// launch methods run and `didFinishLaunchingNotification` posts with the app in the
    /// background, then a window scene connects with `delegate` (see
    /// ``connectScene(delegate:options:role:showingIn:)``) and becomes active.
    /// - Parameters:
    ///   - options: The launch options.
    ///   - delegate: The scene's delegate, as Info.plist's `UISceneDelegateClassName` names it.
    ///   - application: The application that shows the scene's windows; the app's by default.
    /// - Returns: The scene.
    @discardableResult
    public func launch(
      options: [UIApplication.LaunchOptionsKey: Any]? = nil,
      connectingSceneWith delegate: any UISceneDelegate, showingIn application: Application? = nil
    ) -> UIWindowScene {
      app.scenelessState = .background
      finishLaunching(options: options)
      return connectScene(delegate: delegate, showingIn: application)
    }

    @discardableResult
    private func finishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
      let will = app.delegate?.application(app, willFinishLaunchingWithOptions: options) ?? true
      let did = app.delegate?.application(app, didFinishLaunchingWithOptions: options) ?? true
      var userInfo: [AnyHashable: Any] = [:]
      for (key, value) in options ?? [:] { userInfo[key.rawValue] = value }
      post(
        UIApplication.didFinishLaunchingNotification, userInfo: userInfo.isEmpty ? nil : userInfo)
      return will && did
    }

    // MARK: Scenes

    /// Connects a new window scene and brings it to the foreground, as iOS does when the app
    /// launches or the person opens a new window.
    ///
    /// In order: a session is made for `role`; the app delegate's
    /// `application(_:configurationForConnecting:options:)` gives its configuration; the
    /// scene is made with `delegate`, joins `connectedScenes`, and
    /// `UIScene.willConnectNotification` posts; the delegate's
    /// `scene(_:willConnectTo:options:)` runs (where Xcode's template makes its window and
    /// calls `makeKeyAndVisible()`, showing the root view controller in `application`); then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` run, each followed by
    /// its scene notification and, when the app's state changes, the app's.
    ///
    /// Stops with a message when the configuration's role is not `role` (UIKit asserts too),
    /// or when `delegate` is `nil` and the configuration names a `delegateClass` (Swift on
    /// Linux cannot make an object from a class value: pass the delegate).
    /// - Parameters:
    ///   - delegate: The scene's delegate, as Info.plist's `UISceneDelegateClassName` names it.
    ///   - options: Why the scene connects (URLs to open…).
    ///   - role: The session's role.
    ///   - application: The application that shows the scene's windows (a `TestHost`'s, for
    ///     a test that wants its own); ``UIApplication/application`` by default.
    /// - Returns: The scene, connected and active.
    @discardableResult
    public func connectScene(
      delegate: (any UISceneDelegate)?,
      options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
      role: UISceneSession.Role = .windowApplication, showingIn application: Application? = nil
    ) -> UIWindowScene {
      let session = UISceneSession(
        role: role,
        configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: role))
      if let configuration = app.delegate?.application(
        app, configurationForConnecting: session, options: options)
      {
        guard configuration.role == role else {
          preconditionFailure(
            "connectScene(role: \(role.rawValue)): the app delegate's configuration is for role "
              + "\(configuration.role.rawValue); return one made with the session's role")
        }
        if delegate == nil, let delegateClass = configuration.delegateClass {
          preconditionFailure(
            "connectScene(delegate: nil): the configuration names \(delegateClass), which "
              + "HeadlessUIKit cannot instantiate; pass connectScene(delegate: \(delegateClass)())")
        }
        session.configuration = configuration
      }
      let scene = UIWindowScene(session: session, connectionOptions: options)
      if let application { scene.headlessApplication = application }
      scene.delegate = delegate
      session.scene = scene
      let wasSceneless = app.scenes.isEmpty
      if wasSceneless { app.scenelessState = .background }
      app.sessions.append(session)
      app.scenes.append(scene)
      post(UIScene.willConnectNotification, object: scene)
      delegate?.scene(scene, willConnectTo: session, options: options)
      move(scene, to: .foregroundActive)
      return scene
    }

    /// Disconnects a scene, as iOS does to reclaim a background scene's memory: it moves to
    /// the background first if it is not there, then the delegate's `sceneDidDisconnect(_:)`
    /// runs, `UIScene.didDisconnectNotification` posts, the scene leaves `connectedScenes`
    /// (its session stays open) and its windows are hidden. A scene not connected is left
    /// alone.
    /// - Parameter scene: The scene.
    public func disconnect(_ scene: UIScene) {
      guard app.scenes.contains(where: { $0 === scene }) else { return }
      move(scene, to: .background)
      scene.delegate?.sceneDidDisconnect(scene)
      post(UIScene.didDisconnectNotification, object: scene)
      scene.activationState = .unattached
      app.scenes.removeAll { $0 === scene }
      scene.session.scene = nil
      if let windowScene = scene as? UIWindowScene {
        for window in windowScene.windows { window.application?.hide(window) }
      }
      if app.scenes.isEmpty { app.scenelessState = .background }
    }

    // MARK: State

    /// Moves the app to `state` through the states between, as the person leaving and
    /// coming back to the app does: with scenes connected, every scene moves (the delegate's
    /// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`,
    /// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`, each with its scene
    /// notification); without, the app delegate's matching methods run. Either way the app's
    /// notifications (`willResignActiveNotification`, `didEnterBackgroundNotification`,
    /// `willEnterForegroundNotification`, `didBecomeActiveNotification`) post as its state
    /// changes. Moving to the state the app is in does nothing.
    /// - Parameter state: The state to reach.
    public func transition(to state: UIApplication.State) {
      guard app.scenes.isEmpty else {
        let target: UIScene.ActivationState =
          switch state {
          case .active: .foregroundActive
          case .inactive: .foregroundInactive
          case .background: .background
          }
        for scene in app.scenes { move(scene, to: target) }
        return
      }
      let delegate = app.delegate
      while app.scenelessState != state {
        switch (app.scenelessState, state) {
        case (.background, _):
          delegate?.applicationWillEnterForeground(app)
          app.scenelessState = .inactive
          post(UIApplication.willEnterForegroundNotification)
        case (.inactive, .active):
          app.scenelessState = .active
          delegate?.applicationDidBecomeActive(app)
          post(UIApplication.didBecomeActiveNotification)
        case (.active, _):
          delegate?.applicationWillResignActive(app)
          post(UIApplication.willResignActiveNotification)
          app.scenelessState = .inactive
        case (.inactive, _):
          app.scenelessState = .background
          delegate?.applicationDidEnterBackground(app)
          post(UIApplication.didEnterBackgroundNotification)
        }
      }
    }

    /// Moves one connected scene to `state` through the states between, as
    /// ``transition(to:)`` moves them all (the person switching windows on an iPad).
    /// - Parameters:
    ///   - scene: A connected scene; one not connected is left alone.
    ///   - state: The state to reach; `.unattached` disconnects the scene.
    public func transition(_ scene: UIScene, to state: UIScene.ActivationState) {
      guard app.scenes.contains(where: { $0 === scene }) else { return }
      if state == .unattached {
        disconnect(scene)
      } else {
        move(scene, to: state)
      }
    }

    private func move(_ scene: UIScene, to target: UIScene.ActivationState) {
      while scene.activationState != target {
        let before = app.applicationState
        switch (scene.activationState, target) {
        case (.unattached, .background):
          scene.activationState = .background
        case (.unattached, _), (.background, _):
          scene.delegate?.sceneWillEnterForeground(scene)
          post(UIScene.willEnterForegroundNotification, object: scene)
          scene.activationState = .foregroundInactive
        case (.foregroundInactive, .foregroundActive):
          scene.activationState = .foregroundActive
          scene.delegate?.sceneDidBecomeActive(scene)
          post(UIScene.didActivateNotification, object: scene)
        case (.foregroundActive, _):
          scene.delegate?.sceneWillResignActive(scene)
          post(UIScene.willDeactivateNotification, object: scene)
          scene.activationState = .foregroundInactive
        case (.foregroundInactive, _):
          scene.activationState = .background
          scene.delegate?.sceneDidEnterBackground(scene)
          post(UIScene.didEnterBackgroundNotification, object: scene)
        }
        postAppChange(from: before, to: app.applicationState)
      }
    }

    /// Posts the app's notifications for a change of its most active scene's state.
    private func postAppChange(from before: State, to after: State) {
      var state = before
      while state != after {
        switch (state, after) {
        case (.background, _):
          state = .inactive
          post(UIApplication.willEnterForegroundNotification)
        case (.inactive, .active):
          state = .active
          post(UIApplication.didBecomeActiveNotification)
        case (.active, _):
          state = .inactive
          post(UIApplication.willResignActiveNotification)
        case (.inactive, _):
          state = .background
          post(UIApplication.didEnterBackgroundNotification)
        }
      }
    }

    // MARK: Events from outside

    /// Hands the app a URL to open, as iOS does when another app or a link opens it: with
    /// scenes, the first connected scene's delegate gets `scene(_:openURLContexts:)`;
    /// without, the app delegate's `application(_:open:options:)` runs.
    /// - Parameters:
    ///   - url: The URL.
    ///   - sourceApplication: The bundle identifier of the app that asked.
    /// - Returns: `true` when a scene took the URL, else what the app delegate returned
    ///   (`false` without one).
    @discardableResult
    public func receive(_ url: URL, sourceApplication: String? = nil) -> Bool {
      if let scene = app.scenes.first {
        let context = UIOpenURLContext(
          url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
        scene.delegate?.scene(scene, openURLContexts: [context])
        return true
      }
      var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
      if let sourceApplication { options[.sourceApplication] = sourceApplication }
      return app.delegate?.application(app, open: url, options: options) ?? false
    }

    /// Delivers a memory warning: the app delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// then `didReceiveMemoryWarningNotification`. (UIKit also calls view controllers'
    /// `didReceiveMemoryWarning()`; this does not.)
    public func receiveMemoryWarning() {
      app.delegate?.applicationDidReceiveMemoryWarning(app)
      post(UIApplication.didReceiveMemoryWarningNotification)
    }

    /// Delivers a significant time change (midnight, a time-zone change): the app delegate's
    /// `applicationSignificantTimeChange(_:)`, then `significantTimeChangeNotification`.
    public func changeTimeSignificantly() {
      app.delegate?.applicationSignificantTimeChange(app)
      post(UIApplication.significantTimeChangeNotification)
    }

    /// Posts `userDidTakeScreenshotNotification`, as iOS does after the person takes a
    /// screenshot.
    public func takeScreenshot() {
      post(UIApplication.userDidTakeScreenshotNotification)
    }

    /// Terminates the app: the app delegate's `applicationWillTerminate(_:)`, then
    /// `willTerminateNotification`. Nothing is torn down; a test resets afterwards.
    public func terminate() {
      app.delegate?.applicationWillTerminate(app)
      post(UIApplication.willTerminateNotification)
    }

    /// Locks or unlocks protected files, as locking the device does: when locking, the app
    /// delegate's `applicationProtectedDataWillBecomeUnavailable(_:)` and its notification
    /// come first; when unlocking, `applicationProtectedDataDidBecomeAvailable(_:)` and its
    /// notification follow. Setting the current value does nothing.
    /// - Parameter available: Whether protected files can be read.
    public func setProtectedDataAvailable(_ available: Bool) {
      guard available != app.protectedDataAvailable else { return }
      if available {
        app.protectedDataAvailable = true
        app.delegate?.applicationProtectedDataDidBecomeAvailable(app)
        post(UIApplication.protectedDataDidBecomeAvailableNotification)
      } else {
        app.delegate?.applicationProtectedDataWillBecomeUnavailable(app)
        post(UIApplication.protectedDataWillBecomeUnavailableNotification)
        app.protectedDataAvailable = false
      }
    }

    /// Puts the app back as a test finds it: no delegate, no scenes or sessions (their
    /// windows hidden, without calling any delegate), active, nothing recorded, every
    /// setting at its default.
    public func reset() {
      for case let scene as UIWindowScene in app.scenes {
        for window in scene.windows { window.application?.hide(window) }
      }
      for scene in app.scenes {
        scene.activationState = .unattached
        scene.session.scene = nil
      }
      app.scenes = []
      app.sessions = []
      app.delegate = nil
      app.scenelessState = .active
      app.scenelessKeyWindow = nil
      app.backgroundTasks = [:]
      app.isRegisteredForRemoteNotificationsStorage = false
      app.protectedDataAvailable = true
      app.minimumBackgroundFetchInterval = UIApplication.backgroundFetchIntervalNever
      app.isIdleTimerDisabled = false
      app.applicationIconBadgeNumber = 0
      app.applicationSupportsShakeToEdit = true
      app.isNetworkActivityIndicatorVisible = false
      openableURLSchemes = Headless.defaultOpenableURLSchemes
      openedURLs = []
      openedURLOptions = []
      deviceToken = Headless.defaultDeviceToken
      isReceivingRemoteControlEvents = false
      supportsMultipleScenes = false
    }

    private func post(
      _ name: NSNotification.Name, object: AnyObject? = nil, userInfo: [AnyHashable: Any]? = nil
    ) {
      NotificationCenter.default.post(name: name, object: object ?? app, userInfo: userInfo)
    }
  }
}
