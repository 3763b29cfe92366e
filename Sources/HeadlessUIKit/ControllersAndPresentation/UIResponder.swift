public import HeadlessKit

/// An object that responds to and handles events, as UIKit's `UIResponder`
/// (https://developer.apple.com/documentation/uikit/uiresponder): HeadlessKit's
/// `Responder`, the superclass of every view and view controller, so
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles as on iOS, a view's
/// `next` leads to the view controller that shows it, and `UIView` and
/// `UIViewController` subclasses override `touchesBegan(_:with:)`,
/// `canBecomeFirstResponder` or `inputAccessoryView` as on iOS.
///
/// The first-responder methods behave as Apple documents them: one object of a window at
/// a time is first responder; `becomeFirstResponder()` succeeds only when
/// `canBecomeFirstResponder` is `true` and the current first responder agrees to resign.
/// Touches reach the view hit after its gesture recognizers, and pass up the chain by
/// default.
///
/// Not provided: `undoManager`, `userActivity` and its methods (Foundation on Linux
/// has no `UndoManager` or `NSUserActivity`), and the members that take a `Selector`
/// (`canPerformAction(_:withSender:)`, `target(forAction:withSender:)`).
public typealias UIResponder = Responder

extension UIResponder {
  /// Does nothing: no text input context is kept headlessly (UIKit's
  /// `clearTextInputContextIdentifier(_:)`).
  /// - Parameter identifier: The identifier.
  public static func clearTextInputContextIdentifier(_ identifier: String) {}

  // MARK: Keyboard notifications

  /// Posted before the keyboard shows, as UIKit's `keyboardWillShowNotification`; the
  /// ``SimulatedKeyboard`` posts it and its siblings.
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
