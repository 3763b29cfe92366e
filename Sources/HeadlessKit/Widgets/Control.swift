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
