public import HeadlessKit

/// UIKit's `UISlider`: a slider whose value is a `Float` in `minimumValue...maximumValue`,
/// with UIKit's declarations. It shares HeadlessKit's `SliderControl` with `Slider`
/// (whose value is a `Double`), so `TestHost.slide(_:to:)`, scenarios, pictures and
/// diagnostics treat both alike; diagnostics name it `UISlider`.
@preconcurrency @MainActor
open class UISlider: SliderControl {
  /// The value, as UIKit's `value`: 0 by default; a value below `minimumValue` or above
  /// `maximumValue` sets that bound instead. Setting it sends no action.
  open var value: Float {
    get { Float(storedValue) }
    set { storedValue = Double(newValue) }
  }

  /// The lower end of the range, as UIKit's `minimumValue`: 0 by default. Raising it
  /// above the value raises the value; above `maximumValue`, raises that too.
  open var minimumValue: Float {
    get { Float(storedRange.lowerBound) }
    set {
      let lower = Double(newValue)
      storedRange = lower...max(lower, storedRange.upperBound)
    }
  }

  /// The upper end of the range, as UIKit's `maximumValue`: 1 by default. Lowering it
  /// below the value lowers the value; below `minimumValue`, lowers that too.
  open var maximumValue: Float {
    get { Float(storedRange.upperBound) }
    set {
      let upper = Double(newValue)
      storedRange = min(storedRange.lowerBound, upper)...upper
    }
  }

  /// Whether a drag reports every change or only the last, as UIKit's `isContinuous`:
  /// `true` by default. A headless slide is one step, so both report once.
  open var isContinuous = true

  /// Creates a slider at 0 in 0...1, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame; `.zero` by default.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Sets the value, as UIKit's `setValue(_:animated:)`: clamped, no action sent.
  /// - Parameters:
  ///   - value: The new value.
  ///   - animated: Ignored: a headless slider has no animation to show.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
