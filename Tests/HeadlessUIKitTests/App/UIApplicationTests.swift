import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIApplication's members as UIKit declares them, and UIApplication.headless driving an app
// without scenes as UIApplicationMain does.
// https://developer.apple.com/documentation/uikit/uiapplication

/// An app delegate of an app without scenes: it builds its window at launch, as apps
/// written before iOS 13 do.
private final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let log: LifecycleRecorder
  var token: Data?
  var registrationError: (any Error)?
  var openedURL: URL?

  init(log: LifecycleRecorder) {
    self.log = log
    super.init()
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.record("app.willFinishLaunching \(application.applicationState)")
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.record("app.didFinishLaunching")
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = LoggingViewController("root", log: log)
    window?.makeKeyAndVisible()
    application.registerForRemoteNotifications()
    return launchOptions?[.url] == nil
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    log.record("app.didBecomeActive")
  }
  func applicationWillResignActive(_ application: UIApplication) {
    log.record("app.willResignActive")
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    log.record("app.didEnterBackground")
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    log.record("app.willEnterForeground")
  }
  func applicationWillTerminate(_ application: UIApplication) {
    log.record("app.willTerminate")
  }
  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    log.record("app.didReceiveMemoryWarning")
  }
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    token = deviceToken
  }
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {
    registrationError = error
  }
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    openedURL = url
    return true
  }
}

@MainActor
@Suite struct UIApplicationTests {
  /// Apple: an app without scenes is inactive at launch, then active; the notifications
  /// follow their delegate methods.
  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
  @Test func launchingAnAppWithoutScenesShowsTheWindowItsDelegateBuilds() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    let delegate = ClassicAppDelegate(log: log)
    app.delegate = delegate
    let posted = PostedNames([
      UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
    ])
    defer { posted.stop() }
    #expect(app.headless.launch())
    let window = try #require(delegate.window)
    defer { app.application.hide(window) }
    app.application.flush()
    #expect(
      log.events.filter { $0.hasPrefix("app.") } == [
        "app.willFinishLaunching inactive", "app.didFinishLaunching", "app.didBecomeActive",
      ])
    #expect(log.events.contains("root.viewDidAppear"))
    #expect(
      posted.names == [
        "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(app.applicationState == .active)
    #expect(app.keyWindow === window)
    #expect(window.isKeyWindow)
    #expect(window.windowScene == nil)
    #expect(app.connectedScenes.isEmpty)
    // didFinishLaunching returned false for a URL launch.
    let url = try #require(URL(string: "myapp://launch"))
    #expect(!app.headless.launch(options: [.url: url]))
  }

  /// Apple's order for an app without scenes leaving and returning: resign active, enter
  /// background; enter foreground, become active.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)
  @Test func anAppWithoutScenesMovesThroughTheStatesInOrder() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    app.delegate = ClassicAppDelegate(log: log)
    let posted = PostedNames([
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    ])
    defer { posted.stop() }
    app.headless.transition(to: .background)
    #expect(app.applicationState == .background)
    app.headless.transition(to: .active)
    #expect(
      log.events == [
        "app.willResignActive", "app.didEnterBackground", "app.willEnterForeground",
        "app.didBecomeActive",
      ])
    #expect(
      posted.names == [
        "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    app.headless.transition(to: .active)
    #expect(log.events.count == 4, "moving to the current state does nothing")
    app.headless.receiveMemoryWarning()
    app.headless.terminate()
    #expect(Array(log.events.suffix(2)) == ["app.didReceiveMemoryWarning", "app.willTerminate"])
  }

  /// Headlessly `open(_:options:completionHandler:)` records the URL and answers with
  /// `canOpenURL(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  @Test func openingAURLRecordsItAndAnswersWithCanOpenURL() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    let web = try #require(URL(string: "https://example.com/help"))
    let other = try #require(URL(string: "otherapp://x"))
    #expect(app.canOpenURL(settings))
    #expect(app.canOpenURL(web))
    #expect(!app.canOpenURL(other))
    var results: [Bool] = []
    app.open(settings, options: [:]) { results.append($0) }
    app.open(other) { results.append($0) }
    app.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
    app.open(web)
    #expect(results == [true, false, false])
    #expect(app.headless.openedURLs == [settings, other, web, web])
    #expect(app.headless.openedURLOptions[2][.universalLinksOnly] as? Bool == true)
    app.headless.openableURLSchemes.insert("otherapp")
    #expect(app.canOpenURL(other))
  }

  /// The `async` form of `open(_:options:)` answers as the completion handler does.
  @Test func theAsyncOpenReturnsWhetherTheURLOpened() async throws {
    let app = UIApplication.shared
    let notifications = try #require(
      URL(string: UIApplication.openNotificationSettingsURLString))
    let unknown = try #require(URL(string: "unknown-scheme:x"))
    #expect(await app.open(notifications))
    #expect(await !app.open(unknown, options: [:]))
  }

  /// Background tasks: identifiers are distinct from `.invalid`; the expiration handler
  /// runs when time runs out; ending removes the task.
  /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)
  @Test func backgroundTasksBeginExpireAndEnd() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    var task = UIBackgroundTaskIdentifier.invalid
    var expired = 0
    task = app.beginBackgroundTask(withName: "upload") {
      expired += 1
      UIApplication.shared.endBackgroundTask(task)
      task = .invalid
    }
    let other = app.beginBackgroundTask()
    #expect(task != .invalid)
    #expect(other != task)
    #expect(app.headless.backgroundTaskNames == ["upload", nil])
    app.headless.expireBackgroundTasks()
    #expect(expired == 1)
    #expect(task == .invalid)
    #expect(app.headless.activeBackgroundTasks == [other])
    app.endBackgroundTask(other)
    app.endBackgroundTask(other)
    #expect(app.headless.activeBackgroundTasks.isEmpty)
  }

  /// Registering hands the delegate the headless token, or an error when there is none.
  /// https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()
  @Test func registeringForRemoteNotificationsCallsTheDelegate() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let delegate = ClassicAppDelegate(log: LifecycleRecorder())
    app.delegate = delegate
    app.registerForRemoteNotifications()
    #expect(delegate.token == UIApplication.Headless.defaultDeviceToken)
    #expect(app.isRegisteredForRemoteNotifications)
    app.unregisterForRemoteNotifications()
    #expect(!app.isRegisteredForRemoteNotifications)
    app.headless.deviceToken = nil
    app.registerForRemoteNotifications()
    #expect(
      delegate.registrationError as? UIApplication.Headless.RemoteNotificationError
        == .noDeviceToken)
    #expect(!app.isRegisteredForRemoteNotifications)
  }

  /// The app-wide settings code sets keep their values; the reads have UIKit's defaults.
  @Test func appWideSettingsKeepTheirValues() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    #expect(!app.isIdleTimerDisabled)
    app.isIdleTimerDisabled = true
    #expect(app.isIdleTimerDisabled)
    app.applicationIconBadgeNumber = 3
    #expect(app.applicationIconBadgeNumber == 3)
    #expect(app.preferredContentSizeCategory == .large)
    #expect(app.userInterfaceLayoutDirection == .leftToRight)
    #expect(!app.supportsMultipleScenes)
    #expect(app.isProtectedDataAvailable)
    #expect(app.backgroundRefreshStatus == .available)
    #expect(app.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    #expect(app.statusBarFrame == .zero)
    app.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    #expect(app.headless.minimumBackgroundFetchInterval == 0)
    app.beginReceivingRemoteControlEvents()
    #expect(app.headless.isReceivingRemoteControlEvents)
    let log = LifecycleRecorder()
    let delegate = ClassicAppDelegate(log: log)
    app.delegate = delegate
    app.headless.setProtectedDataAvailable(false)
    #expect(!app.isProtectedDataAvailable)
    let url = try #require(URL(string: "myapp://open"))
    #expect(app.headless.receive(url))
    #expect(delegate.openedURL == url)
    app.headless.reset()
    #expect(!app.isIdleTimerDisabled)
    #expect(app.applicationIconBadgeNumber == 0)
    #expect(app.isProtectedDataAvailable)
  }
}
