import Foundation

/// A view the user acts on, UIControl's role: the superclass of ``Button``, ``Switch``,
/// ``Slider`` and ``TextField``, with the states they share.
///
/// Each control runs its actions when the user acts (a tap, a toggle, a slide, typing):
/// see each one's `addAction`. A change to a state flags display; a ``Button`` also
/// re-runs its configuration hooks.
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control accepts the user's actions; `true` by default.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }

  /// Whether the control is selected (a toggle that is on); `false` by default.
  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  /// Whether the control is highlighted (a finger is on it); `false` by default.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  // MARK: Tracking touches

  /// Whether the control is tracking a touch, as UIKit's `isTracking`: from a touch's
  /// start, while ``beginTracking(_:with:)`` and ``continueTracking(_:with:)`` say `true`.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control's bounds, as UIKit's
  /// `isTouchInside`.
  public private(set) var isTouchInside = false

  /// A touch began on the control, as UIKit's `beginTracking(_:with:)`: override it to
  /// follow the finger (a custom dial, a slider).
  /// https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: Whether to go on tracking it; `true` by default.
  open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch moved, as UIKit's `continueTracking(_:with:)`.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: Whether to go on tracking it; `true` by default.
  open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch lifted, as UIKit's `endTracking(_:with:)`; does nothing by default.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

  /// Tracking was cancelled (a gesture recognizer took the touch), as UIKit's
  /// `cancelTracking(with:)`; does nothing by default.
  /// - Parameter event: The event.
  open func cancelTracking(with event: TouchEvent?) {}

  /// A control keeps the touches that land on it, as UIKit's controls do (they go no
  /// further up the responder chain), and tracks the first: highlighted while the finger
  /// is inside, ``beginTracking(_:with:)`` called.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
  }

  /// Follows the tracked touch: ``isTouchInside`` and the highlight follow the finger,
  /// and ``continueTracking(_:with:)`` is asked.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let point = touch.location(in: self)
    isTouchInside =
      point.x >= 0 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
    isHighlighted = isTouchInside
    isTracking = continueTracking(touch, with: event)
  }

  /// Ends tracking: ``endTracking(_:with:)``, then the highlight goes, then, when the
  /// finger lifted inside, the control does what a tap does (a button sends its actions,
  /// a switch flips), as UIKit's controls send `.touchUpInside`.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    let tracked = isTracking
    if tracked { endTracking(touches.first, with: event) }
    isTracking = false
    isHighlighted = false
    if tracked, isTouchInside { touchUpInside() }
  }

  /// A finger lifted inside the control after tracking it: what a tap does to this kind
  /// of control (a button sends its actions, a switch flips). Nothing by default.
  func touchUpInside() {}

  /// Cancels tracking: ``cancelTracking(with:)``, then the highlight goes.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isHighlighted = false
  }

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; flags display.
  func controlStateDidChange() {
    invalidate(.display)
  }

  // MARK: Accessibility

  /// Controls are accessibility elements by default, as UIKit's.
  open override var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The kind of control's traits (or those set), with `notEnabled` while disabled and
  /// `selected` while selected, as UIKit's controls report them.
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      var traits = accessibility?.traits ?? kindAccessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// The traits of the kind of control (a button's `button`); none by default.
  var kindAccessibilityTraits: AccessibilityTraits { .none }
}
