public import HeadlessKit

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`
/// (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate): a
/// ``UISceneDelegate`` with the window it shows, so Xcode's `SceneDelegate` compiles
/// unchanged.
///
/// Not provided: `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` (a
/// headless scene never rotates), and the shortcut and CloudKit methods.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window, as UIKit's `window`.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// `nil`; setting it does nothing. A scene delegate declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
