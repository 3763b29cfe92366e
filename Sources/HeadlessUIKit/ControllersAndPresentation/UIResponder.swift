public import HeadlessKit

/// An object that responds to and handles events, as UIKit's `UIResponder`
/// (https://developer.apple.com/documentation/uikit/uiresponder): an open `NSObject`
/// subclass, so `class AppDelegate: UIResponder, UIApplicationDelegate` compiles as on
/// iOS.
///
/// The first-responder methods behave as Apple documents them: one object at a time is
/// first responder; `becomeFirstResponder()` succeeds only when
/// `canBecomeFirstResponder` is `true` and the current first responder agrees to resign.
/// The event methods (`touchesBegan(_:with:)`…) do nothing: HeadlessKit delivers touches
/// to views and their gesture recognizers, not along a responder chain.
///
/// Not provided: `undoManager`, `userActivity` and its methods (Foundation on Linux
/// has no `UndoManager` or `NSUserActivity`), and the members that take a `Selector`
/// (`canPerformAction(_:withSender:)`, `target(forAction:withSender:)`).
///
/// `UIView` and `UIViewController` are not subclasses of this class here: `UIView` is a
/// type alias of HeadlessKit's `View` and `UIViewController` a subclass of HeadlessKit's
/// `Controller` (HeadlessKit's article Relating-The-Modules, "Decision 2"). Code that
/// casts a view to `UIResponder` or walks `next` from a view does not compile.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The object that is first responder now, if it is a `UIResponder`.
  private static weak var current: UIResponder?

  /// Creates a responder, as UIKit's `init()`.
  public override init() { super.init() }

  /// The next responder in the chain, as UIKit's `next`; `nil` unless a subclass
  /// overrides it.
  open var next: UIResponder? { nil }

  /// Whether this object is first responder, as UIKit's `isFirstResponder`.
  open var isFirstResponder: Bool { Self.current === self }

  /// Whether this object can become first responder, as UIKit's
  /// `canBecomeFirstResponder`; `false` by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes this object first responder, as UIKit's `becomeFirstResponder()`: only when
  /// `canBecomeFirstResponder` is `true`, and only after the current first responder
  /// resigned (when its `canResignFirstResponder` is `false` or its
  /// `resignFirstResponder()` returns `false`, this one does not become first responder).
  /// - Returns: Whether this object is first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = Self.current {
      guard current.canResignFirstResponder, current.resignFirstResponder() else {
        return false
      }
    }
    Self.current = self
    return true
  }

  /// Whether this object agrees to give up first responder status, as UIKit's
  /// `canResignFirstResponder`; `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Gives up first responder status, as UIKit's `resignFirstResponder()`.
  /// - Returns: `true` (an override may refuse by returning `false`).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if Self.current === self { Self.current = nil }
    return true
  }

  // MARK: Events: delivered to views here, not along the responder chain

  /// Does nothing: HeadlessKit delivers touches to views and gesture recognizers.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Does nothing (see ``touchesBegan(_:with:)``).
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Does nothing (see ``touchesBegan(_:with:)``).
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Does nothing (see ``touchesBegan(_:with:)``).
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Does nothing: no touch reports estimated properties headlessly.
  /// - Parameter touches: The touches.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  /// Does nothing: presses are delivered to views here.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Does nothing (see ``pressesBegan(_:with:)``).
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Does nothing (see ``pressesBegan(_:with:)``).
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Does nothing (see ``pressesBegan(_:with:)``).
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Does nothing: there is no device to shake headlessly.
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Does nothing (see ``motionBegan(_:with:)``).
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Does nothing (see ``motionBegan(_:with:)``).
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Does nothing: there are no remote-control events headlessly.
  /// - Parameter event: The event.
  open func remoteControlReceived(with event: UIEvent?) {}

  // MARK: Input views: there is no keyboard headlessly

  /// The custom input view shown when this object is first responder, as UIKit's
  /// `inputView`; `nil`. Kept for code to read: there is no keyboard headlessly.
  open var inputView: UIView? { nil }
  /// The accessory view above the keyboard, as UIKit's `inputAccessoryView`; `nil`.
  open var inputAccessoryView: UIView? { nil }
  /// Does nothing: there are no input views to reload headlessly.
  open func reloadInputViews() {}
  /// The identifier of the text input context, as UIKit's
  /// `textInputContextIdentifier`; `nil`.
  open var textInputContextIdentifier: String? { nil }
  /// Does nothing: no text input context is kept headlessly.
  /// - Parameter identifier: The identifier.
  public class func clearTextInputContextIdentifier(_ identifier: String) {}

  // MARK: Keyboard notifications

  /// Posted before the keyboard shows, as UIKit's `keyboardWillShowNotification`. No
  /// keyboard shows headlessly: only code posts it.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed, as UIKit's `keyboardDidShowNotification`.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides, as UIKit's `keyboardWillHideNotification`.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid, as UIKit's `keyboardDidHideNotification`.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes, as UIKit's
  /// `keyboardWillChangeFrameNotification`.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed, as UIKit's
  /// `keyboardDidChangeFrameNotification`.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The `userInfo` key of the keyboard's final frame (an `NSValue` of a `CGRect` on
  /// iOS), as UIKit's `keyboardFrameEndUserInfoKey`.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the keyboard's starting frame, as UIKit's
  /// `keyboardFrameBeginUserInfoKey`.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the animation's duration, as UIKit's
  /// `keyboardAnimationDurationUserInfoKey`.
  public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The `userInfo` key of the animation's curve, as UIKit's
  /// `keyboardAnimationCurveUserInfoKey`.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The `userInfo` key saying whether the keyboard belongs to this app, as UIKit's
  /// `keyboardIsLocalUserInfoKey`.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
