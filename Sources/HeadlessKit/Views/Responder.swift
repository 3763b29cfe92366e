public import Foundation

/// An object that responds to events and can be first responder: UIResponder's role, and
/// the superclass of ``View`` and ``Controller``.
///
/// The responder chain runs as UIKit's does
/// (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events):
/// a view's ``next`` is the controller whose root view it is, or else its superview; a
/// controller's is its view's superview, or else the controller that presented it. So the
/// usual walk from a view to the controller that shows it works:
///
/// ```swift
/// var responder: Responder? = badge
/// while let current = responder, !(current is Controller) { responder = current.next }
/// ```
///
/// Touches reach views as in UIKit: a gesture's touches go first to the gesture
/// recognizers of the view hit and of its superviews, then to the view hit itself
/// (``touchesBegan(_:with:)`` and its siblings), whose default implementation passes them
/// on to ``next``. A recognizer that recognizes with `cancelsTouchesInView` on cancels
/// them in the view (``touchesCancelled(_:with:)``), and the view gets no more of them.
/// Controls keep their touches.
///
/// One responder of a window is first responder at a time (``becomeFirstResponder()``);
/// a responder outside any window shares one process-wide slot.
@preconcurrency @MainActor
open class Responder: NSObject {
  /// The first responder of responders outside any window.
  private static weak var currentOutsideWindows: Responder?

  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder in the chain, as UIKit's `next`: `nil` here; views and
  /// controllers override it (see the type's documentation).
  open var next: Responder? { nil }

  /// The window whose first responder this object would be; `nil` outside any window.
  var responderWindow: Window? { nil }

  /// The first responder of `window`, or of responders outside any window.
  private static func firstResponder(in window: Window?) -> Responder? {
    window.map { $0.firstResponderSlot } ?? currentOutsideWindows
  }

  private static func setFirstResponder(_ responder: Responder?, in window: Window?) {
    if let window {
      window.firstResponderSlot = responder
    } else {
      currentOutsideWindows = responder
    }
    if !handingOver, let firstResponderDidChange { firstResponderDidChange(window) }
  }

  /// Called after the first responder of a window (or, with `nil`, of the responders
  /// outside any window) changed; HeadlessUIKit's keyboard follows it. While one responder
  /// hands over to another, only the new one's arrival calls it.
  package static var firstResponderDidChange: (@MainActor (_ window: Window?) -> Void)?

  /// Whether the current first responder is resigning for another responder.
  private static var handingOver = false

  /// The first responder of `window`, or of the responders outside any window.
  /// - Parameter window: The window; `nil` for responders outside any window.
  package static func currentFirstResponder(in window: Window?) -> Responder? {
    firstResponder(in: window)
  }

  /// Records this object as first responder of its window, for a subclass (a text
  /// field) that decides by itself when it becomes one.
  package final func recordAsFirstResponder() {
    Self.setFirstResponder(self, in: responderWindow)
  }

  /// Records that this object is no longer first responder, for a subclass that decides
  /// by itself when it stops being one.
  package final func recordResignation() {
    let window = responderWindow
    if Self.firstResponder(in: window) === self { Self.setFirstResponder(nil, in: window) }
    if Self.currentOutsideWindows === self { Self.currentOutsideWindows = nil }
  }

  /// Whether this object is first responder, as UIKit's `isFirstResponder`.
  open var isFirstResponder: Bool { Self.firstResponder(in: responderWindow) === self }

  /// Whether this object can become first responder, as UIKit's
  /// `canBecomeFirstResponder`; `false` by default (text fields say `true`).
  open var canBecomeFirstResponder: Bool { false }

  /// Makes this object first responder, as UIKit's `becomeFirstResponder()`: only when
  /// ``canBecomeFirstResponder`` is `true`, and only after the current first responder of
  /// the same window resigned (when its ``canResignFirstResponder`` is `false` or its
  /// ``resignFirstResponder()`` returns `false`, this one does not become first responder).
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  /// - Returns: Whether this object is first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    guard resignCurrentFirstResponder() else { return false }
    recordAsFirstResponder()
    return true
  }

  /// Asks the current first responder of this object's window to resign.
  /// - Returns: Whether none is left (it resigned, or there was none).
  package final func resignCurrentFirstResponder() -> Bool {
    guard let current = Self.firstResponder(in: responderWindow), current !== self else {
      return true
    }
    let outer = Self.handingOver
    Self.handingOver = true
    defer { Self.handingOver = outer }
    return current.canResignFirstResponder && current.resignFirstResponder()
  }

  /// Whether this object agrees to give up first responder status, as UIKit's
  /// `canResignFirstResponder`; `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Gives up first responder status, as UIKit's `resignFirstResponder()`.
  /// - Returns: `true` (an override may refuse by returning `false`).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    recordResignation()
    return true
  }

  // MARK: Events

  /// One or more fingers touched down in a view, as UIKit's `touchesBegan(_:with:)`.
  /// By default passes the touches on to ``next``; an override that handles them does not
  /// call `super`.
  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more fingers moved, as UIKit's `touchesMoved(_:with:)`; by default passed on
  /// to ``next``.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted, as UIKit's `touchesEnded(_:with:)`; by default passed on
  /// to ``next``.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The touches were cancelled (a gesture recognizer took them), as UIKit's
  /// `touchesCancelled(_:with:)`; by default passed on to ``next``.
  /// - Parameters:
  ///   - touches: The touches cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Does nothing: no touch reports estimated properties headlessly (UIKit's
  /// `touchesEstimatedPropertiesUpdated(_:)`).
  /// - Parameter touches: The touches.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

  /// A physical button went down, as UIKit's `pressesBegan(_:with:)`; by default passed on
  /// to ``next``. Headlessly only code sends presses.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// A press changed, as UIKit's `pressesChanged(_:with:)`; by default passed on to
  /// ``next``.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// A physical button was released, as UIKit's `pressesEnded(_:with:)`; by default passed
  /// on to ``next``.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// A press was cancelled, as UIKit's `pressesCancelled(_:with:)`; by default passed on
  /// to ``next``.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// A motion began, as UIKit's `motionBegan(_:with:)`; by default passed on to ``next``.
  /// There is no device to shake headlessly: only code sends motions.
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionBegan(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// A motion ended, as UIKit's `motionEnded(_:with:)`; by default passed on to ``next``.
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionEnded(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {
    next?.motionEnded(motion, with: event)
  }

  /// A motion was cancelled, as UIKit's `motionCancelled(_:with:)`; by default passed on to
  /// ``next``.
  /// - Parameters:
  ///   - motion: The motion.
  ///   - event: The event.
  open func motionCancelled(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  /// A remote-control event arrived, as UIKit's `remoteControlReceived(with:)`; does
  /// nothing: there are no remote-control events headlessly.
  /// - Parameter event: The event.
  open func remoteControlReceived(with event: TouchEvent?) {}

  // MARK: Input views

  /// The custom input view shown when this object is first responder, as UIKit's
  /// `inputView`; `nil`. Kept for code to read and override: there is no keyboard
  /// headlessly.
  open var inputView: View? { nil }
  /// The accessory view above the keyboard, as UIKit's `inputAccessoryView`; `nil`.
  /// Kept for code to read and override.
  open var inputAccessoryView: View? { nil }
  /// Does nothing: there are no input views to reload headlessly (UIKit's
  /// `reloadInputViews()`).
  open func reloadInputViews() {}
  /// The identifier of the text input context, as UIKit's
  /// `textInputContextIdentifier`; `nil`.
  open var textInputContextIdentifier: String? { nil }
}
