import HeadlessKit

/// What a window scene's status bar looks like, as UIKit's `UIStatusBarManager`
/// (https://developer.apple.com/documentation/uikit/uistatusbarmanager): code reads its
/// frame to lay out under the bar.
///
/// HeadlessKit draws no status bar: its frame is the top of the scene's key window's
/// `screenInsets` (zero by default, as when the bar is hidden), the screen's width.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private weak var scene: UIWindowScene?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The status bar's frame in the scene's coordinates, as UIKit's `statusBarFrame`:
  /// `.zero` when the key window has no top inset.
  /// https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe
  open var statusBarFrame: CGRect {
    let top = scene?.keyWindow?.screenInsets.top ?? 0
    guard top > 0 else { return .zero }
    return CGRect(x: 0, y: 0, width: scene?.screen.bounds.width ?? 0, height: top)
  }

  /// Whether the status bar is hidden, as UIKit's `isStatusBarHidden`: whether
  /// ``statusBarFrame`` is zero.
  /// https://developer.apple.com/documentation/uikit/uistatusbarmanager/isstatusbarhidden
  open var isStatusBarHidden: Bool { statusBarFrame == .zero }

  /// The status bar's style, as UIKit's `statusBarStyle`: `.default`.
  /// https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarstyle
  open var statusBarStyle: UIStatusBarStyle { .default }
}
