public import HeadlessKit

/// The device's screen, as UIKit's `UIScreen`
/// (https://developer.apple.com/documentation/uikit/uiscreen): headlessly one fixed
/// phone screen, the size of a window made without a frame (`Window.defaultFrame`,
/// 390 x 844 points) at 3 pixels a point, with the traits the trait system gives such a
/// window (phone idiom, compact width, regular height). Nothing changes it: a test that
/// needs another size gives its window a frame instead.
@preconcurrency @MainActor
open class UIScreen {
  /// The screen, as UIKit's `UIScreen.main` (deprecated by Apple since iOS 16 in favour of
  /// the window scene's screen; here the only one).
  /// https://developer.apple.com/documentation/uikit/uiscreen/main
  public class var main: UIScreen { shared }

  private static let shared = UIScreen()

  private init() {}

  /// The screen's rectangle in points, as UIKit's `bounds`: 390 x 844 at the origin.
  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
  open var bounds: CGRect { Window.defaultFrame }

  /// Pixels per point, as UIKit's `scale`: 3.
  /// https://developer.apple.com/documentation/uikit/uiscreen/scale
  open var scale: CGFloat { 3 }

  /// The physical screen's pixels per point, as UIKit's `nativeScale`: the same 3 (no
  /// display zoom here).
  /// https://developer.apple.com/documentation/uikit/uiscreen/nativescale
  open var nativeScale: CGFloat { scale }

  /// The screen's rectangle in pixels, portrait, as UIKit's `nativeBounds`: 1170 x 2532.
  /// https://developer.apple.com/documentation/uikit/uiscreen/nativebounds
  open var nativeBounds: CGRect {
    CGRect(
      x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  /// The screen's traits, as UIKit's `traitCollection`: display scale 3, phone idiom,
  /// compact width and regular height, as a 390 x 844 window has.
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection {
    UITraitCollection { traits in
      traits.displayScale = scale
      traits.userInterfaceIdiom = .phone
      traits.horizontalSizeClass = .compact
      traits.verticalSizeClass = .regular
    }
  }
}
