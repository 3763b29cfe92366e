import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The AppDelegate and SceneDelegate of Xcode's iOS App template (UIKit, storyboard
// replaced by code), compiled unchanged but for the log the test reads.
// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)

private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  let log: LifecycleRecorder
  init(log: LifecycleRecorder) {
    self.log = log
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Override point for customization after application launch.
    log.record("app.didFinishLaunching")
    return true
  }

  // MARK: UISceneSession Lifecycle

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    // Called when a new scene session is being created.
    log.record("app.configurationForConnecting")
    return UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    log.record("app.didDiscardSceneSessions \(sceneSessions.count)")
  }

  // Never called in an app with scenes.
  func applicationDidBecomeActive(_ application: UIApplication) {
    log.record("app.didBecomeActive")
  }
}

private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let log: LifecycleRecorder
  init(log: LifecycleRecorder) {
    self.log = log
    super.init()
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    log.record("scene.willConnect")
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = LoggingViewController("root", log: log)
    window?.makeKeyAndVisible()
  }

  func sceneDidDisconnect(_ scene: UIScene) { log.record("scene.didDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { log.record("scene.didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { log.record("scene.willResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) { log.record("scene.willEnterForeground") }
  func sceneDidEnterBackground(_ scene: UIScene) { log.record("scene.didEnterBackground") }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts { log.record("scene.open \(context.url.absoluteString)") }
  }
}

/// An app delegate whose configuration names its scene delegate's class, as Info.plist would.
private final class ClassNamingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TemplateSceneDelegate.self
    return configuration
  }
}

/// Records the names of the notifications posted, in order, while it lives.
@MainActor
final class PostedNames {
  private(set) var names: [String] = []
  private var tokens: [any NSObjectProtocol] = []

  init(_ watched: [NSNotification.Name]) {
    for name in watched {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let name = notification.name.rawValue
          MainActor.assumeIsolated { self?.names.append(name) }
        })
    }
  }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }
}

@MainActor
@Suite struct SceneTemplateTests {
  static let lifecycleNames: [NSNotification.Name] = [
    UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
    UIScene.didActivateNotification, UIScene.willDeactivateNotification,
    UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
    UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
  ]

  /// The template's scene delegate makes a window in `scene(_:willConnectTo:options:)`, sets
  /// its root view controller and calls `makeKeyAndVisible()`: the root view controller
  /// appears, and the window is the scene's key window.
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  @Test func theTemplatesSceneDelegateShowsItsRootViewController() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    app.delegate = TemplateAppDelegate(log: log)
    let host = TestHost()
    let delegate = TemplateSceneDelegate(log: log)
    let scene = app.headless.launch(connectingSceneWith: delegate, showingIn: host.application)
    host.flush()
    let window = try #require(delegate.window)
    #expect(
      log.events.filter { !$0.hasPrefix("root.") } == [
        "app.didFinishLaunching", "app.configurationForConnecting", "scene.willConnect",
        "scene.willEnterForeground", "scene.didBecomeActive",
      ])
    #expect(log.events.contains("root.viewDidAppear"))
    #expect(window.isVisible)
    #expect(host.application.windows.contains { $0 === window })
    #expect(window.windowScene === scene)
    #expect(scene.windows.count == 1)
    #expect(scene.keyWindow === window)
    #expect(window.isKeyWindow)
    #expect(window.frame == UIScreen.main.bounds)
    #expect(scene.delegate === delegate)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.role == .windowApplication)
    #expect(scene.activationState == .foregroundActive)
    #expect(app.applicationState == .active)
    #expect(app.connectedScenes == [scene])
    #expect(app.keyWindow === window)
    #expect(app.windows.contains { $0 === window })
    #expect(scene.next === app)
  }

  /// Apple: in an app with scenes UIKit calls the scene delegate's transitions, not the app
  /// delegate's, and posts `didBecomeActiveNotification` regardless.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)
  @Test func leavingAndReturningRunsTheSceneDelegateAndPostsTheAppsNotifications() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    app.delegate = TemplateAppDelegate(log: log)
    let host = TestHost()
    let posted = PostedNames(Self.lifecycleNames)
    defer { posted.stop() }
    let scene = app.headless.launch(
      connectingSceneWith: TemplateSceneDelegate(log: log), showingIn: host.application)
    #expect(
      posted.names == [
        "UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UISceneDidActivateNotification",
        "UIApplicationDidBecomeActiveNotification",
      ])
    let before = log.events.count
    app.headless.transition(to: .background)
    #expect(
      Array(log.events.dropFirst(before)) == ["scene.willResignActive", "scene.didEnterBackground"])
    #expect(scene.activationState == .background)
    #expect(app.applicationState == .background)
    #expect(app.backgroundTimeRemaining == 30)
    #expect(
      Array(posted.names.suffix(4)) == [
        "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
        "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
      ])
    app.headless.transition(to: .active)
    #expect(
      Array(log.events.suffix(2)) == ["scene.willEnterForeground", "scene.didBecomeActive"])
    #expect(!log.events.contains("app.didBecomeActive"), "the app delegate's is not called")
    #expect(app.applicationState == .active)
    #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
  }

  /// A scene that disconnects keeps its session until the session is destroyed; the app
  /// delegate then hears of the discarded session.
  /// https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessiondestruction(_:options:errorhandler:)
  @Test func disconnectingKeepsTheSessionAndDestroyingDiscardsIt() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    app.delegate = TemplateAppDelegate(log: log)
    let host = TestHost()
    let delegate = TemplateSceneDelegate(log: log)
    let scene = app.headless.connectScene(delegate: delegate, showingIn: host.application)
    let session = scene.session
    let window = try #require(delegate.window)
    app.headless.disconnect(scene)
    #expect(
      Array(log.events.filter { $0.hasPrefix("scene.") }.suffix(3)) == [
        "scene.willResignActive", "scene.didEnterBackground", "scene.didDisconnect",
      ])
    // Its windows are hidden: the root view controller disappears.
    #expect(Array(log.events.suffix(2)) == ["root.viewWillDisappear", "root.viewDidDisappear"])
    #expect(scene.activationState == .unattached)
    #expect(session.scene == nil)
    #expect(app.connectedScenes.isEmpty)
    #expect(app.openSessions == [session])
    #expect(!window.isVisible)
    app.requestSceneSessionDestruction(session, options: nil)
    #expect(log.events.last == "app.didDiscardSceneSessions 1")
    #expect(app.openSessions.isEmpty)
    var failure: (any Error)?
    app.requestSceneSessionDestruction(session, options: nil) { failure = $0 }
    #expect(
      failure as? UIApplication.Headless.SceneError
        == .sessionNotOpen(persistentIdentifier: session.persistentIdentifier))
  }

  /// URLs a scene connects with reach the delegate through the connection options; URLs
  /// opened later through `scene(_:openURLContexts:)`.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  @Test func urlsReachTheSceneDelegate() throws {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let log = LifecycleRecorder()
    let host = TestHost()
    let link = try #require(URL(string: "myapp://items/42"))
    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: link)], sourceApplication: "com.example.mail")
    let scene = app.headless.connectScene(
      delegate: TemplateSceneDelegate(log: log), options: options, showingIn: host.application)
    #expect(scene.session.scene === scene)
    #expect(app.headless.receive(link, sourceApplication: "com.apple.mobilesafari"))
    #expect(log.events.last == "scene.open myapp://items/42")
    #expect(options.urlContexts.first?.url == link)
    #expect(options.sourceApplication == "com.example.mail")
  }

  /// A configuration whose delegate class HeadlessUIKit cannot instantiate stops with a
  /// message naming the class, rather than connecting a scene without its delegate; with the
  /// delegate passed, the same configuration connects.
  @Test func aDelegateClassWithoutTheDelegateStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIApplication.shared.delegate = ClassNamingAppDelegate()
        UIApplication.shared.headless.connectScene(delegate: nil)
      }
    }
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    app.delegate = ClassNamingAppDelegate()
    let host = TestHost()
    let scene = app.headless.connectScene(
      delegate: TemplateSceneDelegate(log: LifecycleRecorder()), showingIn: host.application)
    #expect(scene.session.configuration.delegateClass == TemplateSceneDelegate.self)
  }

  /// A window moved between scenes leaves the first one's `windows`.
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  @Test func aWindowBelongsToOneSceneAtATime() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let host = TestHost()
    app.headless.supportsMultipleScenes = true
    let first = app.headless.connectScene(delegate: nil, showingIn: host.application)
    let second = app.headless.connectScene(delegate: nil, showingIn: host.application)
    #expect(app.supportsMultipleScenes)
    #expect(app.connectedScenes.count == 2)
    let window = UIWindow(windowScene: first)
    window.makeKeyAndVisible()
    #expect(first.keyWindow === window)
    window.windowScene = second
    #expect(first.windows.isEmpty)
    #expect(first.keyWindow == nil)
    #expect(second.windows.count == 1)
    #expect(window.windowScene === second)
    window.windowScene = nil
    #expect(second.windows.isEmpty)
    #expect(window.windowScene == nil)
    #expect(first.interfaceOrientation == .portrait)
    #expect(first.screen === UIScreen.main)
    #expect(first.sizeRestrictions == nil)
    #expect(first.traitCollection.userInterfaceIdiom == .phone)
    // The status bar is the key window's top inset.
    // https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe
    let phone = UIWindow(windowScene: first)
    phone.screenInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(first.statusBarManager?.isStatusBarHidden == true)
    phone.makeKeyAndVisible()
    #expect(first.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    #expect(first.statusBarManager?.statusBarStyle == .default)
  }
}
