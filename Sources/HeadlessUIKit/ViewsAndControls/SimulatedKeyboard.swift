public import Foundation
public import HeadlessKit

/// The software keyboard iOS shows while a text input is first responder, simulated so that
/// keyboard-avoiding code runs and can be tested: HeadlessUIKit's own name (UIKit has no
/// such type; its keyboard belongs to the system).
///
/// The keyboard shows in a window while that window's first responder takes text (a
/// `UITextField`, a `UITextView`, a search bar's field, any `UITextInputTraits` responder)
/// or has an `inputView`, and hides when none does; a responder with only an
/// `inputAccessoryView` shows that view alone, docked as the keyboard. Moving from one field to another keeps
/// it shown. It is docked at the bottom, as wide as the window, ``height`` points tall (an
/// `inputView`'s height instead when the responder has one) plus the responder's
/// `inputAccessoryView`.
///
/// Each change posts UIKit's notifications, in iOS's order, with a `nil` object and the
/// `userInfo` of UIKit's header (frames as `NSValue`s of `CGRect`s in the window's
/// coordinates, the duration and curve for the "will" family, `keyboardIsLocal`):
/// `keyboardWillChangeFrameNotification`, then `keyboardWillShowNotification` (or
/// `keyboardWillHideNotification`), then the `view.keyboardLayoutGuide`s of that window
/// follow the keyboard, then `keyboardDidChangeFrameNotification` and
/// `keyboardDidShowNotification` (or `keyboardDidHideNotification`). They are posted at the
/// start of the next update pass after the responder changed (`flush()` in a test), as
/// iOS posts them after the responder change and its delegate messages, before the next
/// layout: a handler that changes a constraint sees its layout in that same pass.
///
/// ```swift
/// host.tap("email")      // the field becomes first responder
/// host.flush()           // the keyboard shows: the notifications, then the layout
/// #expect(SimulatedKeyboard.frame(in: window)?.height == 336)
/// ```
@MainActor
public enum SimulatedKeyboard {
  /// The keyboard's height in points without an input accessory view: 336 by default, an
  /// iPhone's keyboard in portrait with its suggestions bar. Takes effect at the next
  /// change of first responder.
  public static var height: CGFloat = 336

  /// The animation duration the "will" notifications carry, in seconds: 0.25, as iOS's.
  public static var animationDuration: TimeInterval = 0.25

  /// The keyboard's frame in `window`'s coordinates while it shows there, else `nil`.
  /// - Parameter window: The window.
  public static func frame(in window: UIWindow) -> CGRect? {
    guard let state = states[ObjectIdentifier(window)], state.window === window else {
      return nil
    }
    return state.frame
  }

  /// Whether the keyboard shows in `window`.
  /// - Parameter window: The window.
  public static func isShown(in window: UIWindow) -> Bool { frame(in: window) != nil }

  // MARK: Following the first responder

  /// What the keyboard is doing in one window.
  private struct State {
    weak var window: UIWindow?
    var frame: CGRect?
  }

  private static var states: [ObjectIdentifier: State] = [:]
  /// Windows whose first responder changed since the last pass started.
  private static var pending: [ObjectIdentifier: Weak] = [:]
  private static var installed = false

  private struct Weak { weak var window: UIWindow? }

  /// Starts following first responders; done when the first UIKit text input, controller
  /// or keyboard layout guide is made.
  static func install() {
    guard !installed else { return }
    installed = true
    UIResponder.firstResponderDidChange = { window in
      guard let window else { return }
      pending[ObjectIdentifier(window)] = Weak(window: window)
      // A pass must run to post the notifications.
      window.setNeedsLayout()
    }
    Application.flushChecks.append { SimulatedKeyboard.postPendingChanges() }
  }

  /// Posts the notifications of every window whose first responder changed.
  static func postPendingChanges() {
    guard !pending.isEmpty else { return }
    let windows = pending.values.compactMap(\.window)
    pending = [:]
    for window in windows { update(window) }
  }

  /// The frame the keyboard takes in `window` for its first responder, or `nil`.
  private static func targetFrame(in window: UIWindow) -> CGRect? {
    guard let responder = UIResponder.currentFirstResponder(in: window) else { return nil }
    let input = responder.inputView
    let accessory = responder.inputAccessoryView
    let takesText = responder is any UITextInputTraits
    // A responder with only an input accessory view (a chat screen's bar) shows the bar.
    guard input != nil || takesText || accessory != nil else { return nil }
    var keyboardHeight = input != nil || takesText ? height : 0
    if let input {
      let inputHeight =
        input.frame.height > 0 ? input.frame.height : input.intrinsicContentSize.height
      if inputHeight > 0 { keyboardHeight = inputHeight }
    }
    if let accessory {
      let accessoryHeight =
        accessory.frame.height > 0 ? accessory.frame.height : accessory.intrinsicContentSize.height
      keyboardHeight += max(0, accessoryHeight)
    }
    let bounds = window.bounds
    return CGRect(
      x: 0, y: bounds.height - keyboardHeight, width: bounds.width, height: keyboardHeight)
  }

  private static func update(_ window: UIWindow) {
    let key = ObjectIdentifier(window)
    let old = frame(in: window)
    let new = targetFrame(in: window)
    guard old != new else { return }
    let bounds = window.bounds
    let offscreen: (CGRect) -> CGRect = {
      CGRect(x: 0, y: bounds.height, width: bounds.width, height: $0.height)
    }
    let begin = old ?? offscreen(new ?? .zero)
    let end = new ?? offscreen(old ?? .zero)
    let will: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
      // UIView.AnimationCurve's raw value 7: the keyboard's own curve.
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7 as UInt),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let did: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: will)
    if old == nil {
      center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: will)
    } else if new == nil {
      center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: will)
    }
    states[key] = State(window: window, frame: new)
    states = states.filter { $0.value.window != nil }
    UIKeyboardLayoutGuide.keyboardChanged(in: window)
    center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: did)
    if old == nil {
      center.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: did)
    } else if new == nil {
      center.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: did)
    }
  }
}
