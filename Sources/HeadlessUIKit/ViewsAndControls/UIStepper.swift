public import Foundation
public import HeadlessKit

/// UIKit's `UIStepper`: a minus and a plus segment that decrement and increment a value
/// by `stepValue` within `minimumValue...maximumValue`.
/// https://developer.apple.com/documentation/uikit/uistepper
///
/// A tap on the right half (the plus segment) increments, on the left half decrements,
/// and sends `.valueChanged` when the value changed, as a user's tap on iOS does:
/// `TestHost.tap(_:at:)` at a point of either half drives it. At a bound, the segment
/// does nothing unless `wraps` is set. The segments' images are kept and not drawn.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// Whether each step of a press sends `.valueChanged` at once, as UIKit's
  /// `isContinuous`: `true` by default. A headless tap is one step, so both send once.
  open var isContinuous = true
  /// Whether holding a segment repeats the step, as UIKit's `autorepeat`: `true` by
  /// default (kept: a headless press steps once).
  open var autorepeat = true
  /// Whether stepping past a bound wraps to the other, as UIKit's `wraps`: `false` by
  /// default.
  open var wraps = false

  /// The value, as UIKit's `value`: 0 by default, always within
  /// `minimumValue...maximumValue`. Setting it sends no action.
  open var value: Double = 0 {
    didSet {
      let clamped = min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      if value != oldValue { setNeedsDisplay() }
    }
  }

  /// The lowest value, as UIKit's `minimumValue`: 0 by default. It must be below
  /// `maximumValue`, as UIKit requires (a larger one stops with UIKit's message).
  open var minimumValue: Double = 0 {
    didSet {
      precondition(
        minimumValue < maximumValue,
        "UIStepper: minimumValue (\(minimumValue)) must be less than maximumValue "
          + "(\(maximumValue))")
      value = max(value, minimumValue)
    }
  }

  /// The highest value, as UIKit's `maximumValue`: 100 by default. It must be above
  /// `minimumValue`, as UIKit requires.
  open var maximumValue: Double = 100 {
    didSet {
      precondition(
        maximumValue > minimumValue,
        "UIStepper: maximumValue (\(maximumValue)) must be greater than minimumValue "
          + "(\(minimumValue))")
      value = min(value, maximumValue)
    }
  }

  /// How much a step changes the value, as UIKit's `stepValue`: 1 by default; it must be
  /// greater than 0, as UIKit requires.
  open var stepValue: Double = 1 {
    didSet {
      precondition(stepValue > 0, "UIStepper: stepValue (\(stepValue)) must be greater than 0")
    }
  }

  private var images = StepperImages()

  /// Creates a stepper at 0 in 0...100, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; a stepper is 94 x 32 points.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a stepper from an archive, as UIKit's `init(coder:)`: there are no archives
  /// here, so it makes the stepper `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    contentMode = .redraw
    addGestureRecognizer(
      TapGestureRecognizer { [unowned self] recognizer in
        self.step(up: recognizer.location(in: self).x >= self.bounds.width / 2)
      })

  }

  /// One step as a user's tap on a segment makes it: up or down, wrapping when
  /// `wraps`, then `.valueChanged` if the value changed.
  private func step(up: Bool) {
    guard isEnabled else { return }
    let before = value
    var next = before + (up ? stepValue : -stepValue)
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    value = next
    if value != before { sendOwnActions([.valueChanged, .primaryActionTriggered]) }
  }

  /// 94 x 32 points, as UIKit's stepper.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

  /// `value=…` and the range.
  open override var treeDetails: [String] {
    [
      "value=\(value.compactDescription)",
      "range=\(minimumValue.compactDescription)...\(maximumValue.compactDescription)",
    ]
  }

  /// Two rounded segments with a minus and a plus, the one at a bound dimmed.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let half = (bounds.width / 2).rounded(.down)
    canvas.roundedRect(
      CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height), cornerRadius: 8,
      fill: .systemGray5)
    canvas.line(
      from: CGPoint(x: half, y: 6), to: CGPoint(x: half, y: max(6, bounds.height - 6)),
      color: .separator)
    let canDecrement = isEnabled && (wraps || value > minimumValue)
    let canIncrement = isEnabled && (wraps || value < maximumValue)
    canvas.text(
      "−", in: CGRect(x: 0, y: 0, width: half, height: bounds.height),
      color: canDecrement ? .label : .tertiaryLabel, alignment: .center)
    canvas.text(
      "+", in: CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height),
      color: canIncrement ? .label : .tertiaryLabel, alignment: .center)
  }

  // MARK: Images (kept, not drawn)

  /// Sets the background image for a state, as UIKit's `setBackgroundImage(_:for:)`
  /// (kept; the picture draws the standard stepper).
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    images.background[state.rawValue] = image
  }
  /// The background image set for a state, as UIKit's `backgroundImage(for:)`.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    images.background[state.rawValue] ?? nil
  }
  /// Sets the divider's image for a pair of segment states, as UIKit's
  /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:)` (kept).
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    images.divider[StepperImages.pair(leftState, rightState)] = image
  }
  /// The divider's image for a pair of segment states, as UIKit's
  /// `dividerImage(forLeftSegmentState:rightSegmentState:)`.
  open func dividerImage(
    forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State
  ) -> UIImage? {
    images.divider[StepperImages.pair(state, state2)] ?? nil
  }
  /// Sets the plus segment's image for a state, as UIKit's `setIncrementImage(_:for:)`
  /// (kept).
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images.increment[state.rawValue] = image
  }
  /// The plus segment's image for a state, as UIKit's `incrementImage(for:)`.
  open func incrementImage(for state: UIControl.State) -> UIImage? {
    images.increment[state.rawValue] ?? nil
  }
  /// Sets the minus segment's image for a state, as UIKit's `setDecrementImage(_:for:)`
  /// (kept).
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images.decrement[state.rawValue] = image
  }
  /// The minus segment's image for a state, as UIKit's `decrementImage(for:)`.
  open func decrementImage(for state: UIControl.State) -> UIImage? {
    images.decrement[state.rawValue] ?? nil
  }

  // MARK: Accessibility

  /// A stepper is adjustable, as UIKit's reads it.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }

  /// The value by default.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? value.compactDescription }
    set { super.accessibilityValue = newValue }
  }
}

/// The images a stepper keeps, by state.
private struct StepperImages {
  var background: [UInt: UIImage?] = [:]
  var divider: [UInt: UIImage?] = [:]
  var increment: [UInt: UIImage?] = [:]
  var decrement: [UInt: UIImage?] = [:]

  static func pair(_ left: UIControl.State, _ right: UIControl.State) -> UInt {
    left.rawValue << 32 | right.rawValue
  }
}
