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
}
