public import HeadlessKit
// UIKit's gesture recognizers are HeadlessKit's under UIKit's names: the shapes agree
// (state, isEnabled, view, delegate, the subclasses' settings and the methods for
// subclasses), so each UIKit name is a type alias, and the members UIKit has beyond
// HeadlessKit's are added here.
//
// UIKit's `init(target:action:)`, `addTarget(_:action:)` and `removeTarget(_:action:)`
// take Objective-C selectors, which do not exist on Linux: they are left out. Use the
// handler initializer, `UITapGestureRecognizer { recognizer in … }`, and
// `addHandler(_:)`, which `headless port` writes in their place.

/// UIKit's `UIGestureRecognizer`: a HeadlessKit `GestureRecognizer`. Its handler
/// initializer and `addHandler(_:)` stand in for `init(target:action:)` and
/// `addTarget(_:action:)`, which take selectors.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UITapGestureRecognizer`: a HeadlessKit `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: a HeadlessKit `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: a HeadlessKit `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: a HeadlessKit `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: a HeadlessKit `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: a HeadlessKit `GestureRecognizerDelegate`,
/// every method optional (a default implementation each).
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

extension GestureRecognizer {
  /// Creates a recognizer from an archive, as UIKit's `init(coder:)`: there are no
  /// archives headless, so it returns `nil`.
  /// - Parameter coder: Ignored.
  public convenience init?(coder: NSCoder) { return nil }

  /// The touch types the recognizer takes (`UITouch.TouchType` raw values), as UIKit's
  /// `allowedTouchTypes`. Kept, but headless touches are all direct, so it filters
  /// nothing.
  public var allowedTouchTypes: [NSNumber] {
    get { uikitSettings.allowedTouchTypes }
    set { uikitSettings.allowedTouchTypes = newValue }
  }

  /// The press types the recognizer takes, as UIKit's `allowedPressTypes`. Kept, but
  /// there are no presses headless.
  public var allowedPressTypes: [NSNumber] {
    get { uikitSettings.allowedPressTypes }
    set { uikitSettings.allowedPressTypes = newValue }
  }

  /// The modifier keys held during the gesture, as UIKit's `modifierFlags`: none,
  /// headless.
  public var modifierFlags: UIKeyModifierFlags { [] }

  /// The mouse buttons pressed during the gesture, as UIKit's `buttonMask`: none,
  /// headless.
  public var buttonMask: UIEvent.ButtonMask { [] }

  fileprivate var uikitSettings: RecognizerSettings {
    let key = ObjectIdentifier(RecognizerSettings.self)
    if let settings = attachments[key] as? RecognizerSettings { return settings }
    let settings = RecognizerSettings()
    attachments[key] = settings
    return settings
  }
}

extension TapGestureRecognizer {
  /// The mouse buttons a tap must press, as UIKit's `buttonMaskRequired`. Kept, but
  /// headless taps are touches, so it changes nothing.
  public var buttonMaskRequired: UIEvent.ButtonMask {
    get { UIEvent.ButtonMask(rawValue: uikitSettings.buttonMaskRequired) }
    set { uikitSettings.buttonMaskRequired = newValue.rawValue }
  }
}

extension PanGestureRecognizer {
  /// The scroll types (trackpad, mouse wheel) the pan follows, as UIKit's
  /// `allowedScrollTypesMask`. Kept, but there is no scrolling input headless.
  public var allowedScrollTypesMask: UIScrollTypeMask {
    get { UIScrollTypeMask(rawValue: uikitSettings.allowedScrollTypesMask) }
    set { uikitSettings.allowedScrollTypesMask = newValue.rawValue }
  }
}

/// The UIKit settings of a recognizer that HeadlessKit's has no use for.
private final class RecognizerSettings {
  var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
  var allowedPressTypes: [NSNumber] = []
  var buttonMaskRequired = 1
  var allowedScrollTypesMask = 0
}

/// Which scroll input a pan follows, as UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Creates a mask.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A mouse wheel's discrete steps.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// A trackpad's continuous scroll.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
