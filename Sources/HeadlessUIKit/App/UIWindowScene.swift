public import HeadlessKit

/// A scene that shows windows, as UIKit's `UIWindowScene`
/// (https://developer.apple.com/documentation/uikit/uiwindowscene).
///
/// A window joins it through `UIWindow(windowScene:)` or `windowScene`; `makeKeyAndVisible()`
/// then shows the window in the scene's ``headlessApplication`` and makes it the scene's key
/// window. The scene's screen is ``UIScreen/main``; headlessly a scene never rotates or
/// resizes.
///
/// Not provided: `coordinateSpace`, `effectiveGeometry`,
/// `requestGeometryUpdate(_:errorHandler:)`, `windowingBehaviors` and
/// `activityItemsConfigurationSource`.
@MainActor
open class UIWindowScene: UIScene {
  // Not `@preconcurrency`, as `UIScene` (see there).
  /// The application that shows the scene's windows (HeadlessUIKit's, not UIKit API):
  /// ``UIApplication/application`` unless
  /// ``UIApplication/Headless/connectScene(delegate:options:role:showingIn:)`` was given a
  /// test's.
  public var headlessApplication: Application {
    get { storedApplication ?? UIApplication.shared.application }
    set { storedApplication = newValue }
  }
  private var storedApplication: Application?

  private var windowReferences: [WeakWindow] = []
  private weak var keyWindowStorage: UIWindow?

  /// Every window scene alive, for `UIWindow.windowScene`.
  private static var alive: [WeakScene] = []

  /// Creates a window scene, as UIKit's `init(session:connectionOptions:)`.
  /// - Parameters:
  ///   - session: The session.
  ///   - connectionOptions: Why the scene connects.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
    Self.alive.removeAll { $0.scene == nil }
    Self.alive.append(WeakScene(scene: self))
  }

  /// The screen showing the scene, as UIKit's `screen`: ``UIScreen/main``.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
  open var screen: UIScreen { UIScreen.main }

  /// The orientation of the scene's interface, as UIKit's `interfaceOrientation`:
  /// `.portrait` (a headless scene does not rotate).
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }

  /// The scene's traits, as UIKit's `traitCollection`: its screen's.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/traitcollection
  open var traitCollection: UITraitCollection { screen.traitCollection }

  /// The limits on the scene's size, as UIKit's `sizeRestrictions`: `nil`, as on an iPhone,
  /// where scenes do not resize.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/sizerestrictions
  open var sizeRestrictions: UISceneSizeRestrictions? { nil }

  /// The scene's status bar, as UIKit's `statusBarManager`.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/statusbarmanager
  open var statusBarManager: UIStatusBarManager? { storedStatusBarManager }
  private lazy var storedStatusBarManager = UIStatusBarManager(scene: self)

  /// Whether the scene fills the screen, as UIKit's `isFullScreen`: `true`.
  open var isFullScreen: Bool { true }

  /// The scene's windows, in the order they joined, as UIKit's `windows`.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// The scene's key window, as UIKit's `keyWindow`: the last of its windows made key with
  /// `makeKey()` or `makeKeyAndVisible()`.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
  public var keyWindow: UIWindow? {
    guard let window = keyWindowStorage, windows.contains(where: { $0 === window }) else {
      return nil
    }
    return window
  }

  func attach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  func detach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    if keyWindowStorage === window { keyWindowStorage = nil }
  }

  func makeKey(_ window: UIWindow) { keyWindowStorage = window }

  /// The live window scene that lists `window`, if any.
  static func scene(of window: UIWindow) -> UIWindowScene? {
    for reference in alive {
      if let scene = reference.scene, scene.windows.contains(where: { $0 === window }) {
        return scene
      }
    }
    return nil
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  private struct WeakScene {
    weak var scene: UIWindowScene?
  }
}
