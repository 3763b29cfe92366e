public import HeadlessKit

extension Window {
  /// The controller whose view fills the window, as UIKit's `rootViewController`.
  public var rootViewController: UIViewController? {
    get { rootController as? UIViewController }
    set { rootController = newValue }
  }
}

extension Window {
  /// Creates a window in a window scene, the size of its screen, as UIKit's
  /// `init(windowScene:)`: the first line of the scene delegate of Xcode's template.
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  /// - Parameter windowScene: The scene.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    windowScene.attach(self)
  }

  /// The scene the window belongs to, as UIKit's `windowScene`: setting it moves the window
  /// to that scene's `windows`; `nil` takes it out of its scene.
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  public var windowScene: UIWindowScene? {
    get { UIWindowScene.scene(of: self) }
    set {
      let old = UIWindowScene.scene(of: self)
      guard old !== newValue else { return }
      old?.detach(self)
      newValue?.attach(self)
    }
  }

  /// The window's screen, as UIKit's `screen`: its scene's, else ``UIScreen/main``.
  /// https://developer.apple.com/documentation/uikit/uiwindow/screen
  public var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

  /// Shows the window and makes it key, as UIKit's `makeKeyAndVisible()`.
  ///
  /// The window is shown in its scene's `headlessApplication`, else in ``UIApplication``'s
  /// application; a window already shown stays where it is.
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  public func makeKeyAndVisible() {
    if application == nil {
      (windowScene?.headlessApplication ?? UIApplication.shared.application).show(self)
    }
    makeKey()
  }

  /// Makes the window its scene's (or, outside any scene, the app's) key window, as UIKit's
  /// `makeKey()`: the former key window gets `resignKey()` and posts
  /// `didResignKeyNotification`, this one `becomeKey()` and `didBecomeKeyNotification`.
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
  public func makeKey() {
    guard canBecomeKey else { return }
    let scene = windowScene
    let former = scene?.keyWindow ?? (scene == nil ? UIApplication.shared.scenelessKeyWindow : nil)
    guard former !== self else { return }
    if let former {
      former.resignKey()
      NotificationCenter.default.post(name: Window.didResignKeyNotification, object: former)
    }
    if let scene {
      scene.makeKey(self)
    } else {
      UIApplication.shared.scenelessKeyWindow = self
    }
    becomeKey()
    NotificationCenter.default.post(name: Window.didBecomeKeyNotification, object: self)
  }

  /// Whether the window is its scene's (or, outside any scene, the app's) key window, as
  /// UIKit's `isKeyWindow`.
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  public var isKeyWindow: Bool {
    if let scene = windowScene { return scene.keyWindow === self }
    return UIApplication.shared.scenelessKeyWindow === self
  }

  /// Whether the window can become key, as UIKit's `canBecomeKey`: `true`.
  /// https://developer.apple.com/documentation/uikit/uiwindow/canbecomekey
  public var canBecomeKey: Bool { true }

  /// Called when the window became key, as UIKit's `becomeKey()`; does nothing (a
  /// HeadlessKit window cannot be subclassed to override it).
  public func becomeKey() {}

  /// Called when the window stopped being key, as UIKit's `resignKey()`; does nothing.
  public func resignKey() {}

  /// Posted when a window became key, as UIKit's `didBecomeKeyNotification`; the object is
  /// the window. https://developer.apple.com/documentation/uikit/uiwindow/didbecomekeynotification
  public nonisolated static let didBecomeKeyNotification = NSNotification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted when a window stopped being key, as UIKit's `didResignKeyNotification`.
  /// https://developer.apple.com/documentation/uikit/uiwindow/didresignkeynotification
  public nonisolated static let didResignKeyNotification = NSNotification.Name(
    "UIWindowDidResignKeyNotification")
}
