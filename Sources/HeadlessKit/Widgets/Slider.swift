public import Foundation

/// A value in a range, set by dragging. ``SliderControl/slide(to:)`` moves it as a user would (the
/// value is clamped to the range) and reports `valueChanged`.
///
/// ```swift
/// let volume = Slider(value: 0.5, in: 0...1)
/// volume.addAction { player.volume = volume.value }
/// volume.slide(to: 0.8)
/// ```
@preconcurrency @MainActor
open class Slider: SliderControl {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(Slider.self, []) }

  /// The value, always within ``range``; a change flags display only.
  public var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// The allowed values; changing it clamps ``value``.
  public var range: ClosedRange<Double> {
    get { storedRange }
    set { storedRange = newValue }
  }

  /// Creates a slider at 0 in 0...1, with a frame, as UIKit's `init(frame:)`, the
  /// initializer a subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Creates a slider.
  /// - Parameters:
  ///   - value: The initial value, clamped to the range.
  ///   - range: The allowed values; `0...1` by default.
  public init(value: Double = 0, in range: ClosedRange<Double> = 0...1) {
    super.init(storedValue: value, range: range)
  }
}

/// What every slider shares, whatever the type its value is spelled in: ``Slider`` (a
/// `Double`) and HeadlessUIKit's `UISlider` (a `Float`, as UIKit's). It keeps the value
/// and range, runs the actions, and draws; tests and scenarios slide any of them. Use
/// ``Slider``; subclass this only to give a slider a value of another type.
@preconcurrency @MainActor
open class SliderControl: Control {
  /// It draws with its tint.
  override var drawsWithTint: Bool { true }
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(SliderControl.self, []) }

  /// The value, always within ``storedRange``; a change flags display only.
  package var storedValue: Double {
    didSet {
      let clamped = min(max(storedValue, storedRange.lowerBound), storedRange.upperBound)
      if clamped != storedValue { storedValue = clamped }
      if storedValue != oldValue { invalidate(.display) }
    }
  }

  /// The allowed values; changing it clamps ``storedValue``.
  package var storedRange: ClosedRange<Double> {
    didSet {
      if storedRange != oldValue {
        invalidate(.display)
        storedValue = min(max(storedValue, storedRange.lowerBound), storedRange.upperBound)
      }
    }
  }

  private var actions = ControlActions<Bool>()

  /// Creates a slider at 0 in 0...1, with a frame.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.storedRange = 0...1
    self.storedValue = 0
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Creates a slider at `value` (clamped) in `range`.
  package init(storedValue value: Double, range: ClosedRange<Double>) {
    self.storedRange = range
    self.storedValue = min(max(value, range.lowerBound), range.upperBound)
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Adds a handler run after each user slide.
  /// - Parameter handler: The handler.
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.add(for: true, handler)
  }

  /// Runs the actions as a value change would, without changing the value.
  package func sendActions() {
    actions.send(true, from: self, named: "valueChanged")
  }

  /// Drags to `target` (clamped to the range) as a user would, then runs the handlers
  /// if the value changed. Nothing happens when disabled or hidden.
  /// - Parameter target: Where to drag.
  public func slide(to target: Double) {
    guard isEnabled, !isHidden else { return }
    let before = storedValue
    storedValue = target
    if storedValue != before { actions.send(true, from: self, named: "valueChanged") }
  }

  /// 200 x 31 points.
  open override var intrinsicContentSize: Size { Size(width: 200, height: 31) }

  /// `value=…` and the range.
  open override var treeDetails: [String] {
    [
      "value=\(storedValue.compactDescription)",
      "range=\(storedRange.lowerBound.compactDescription)..."
        + "\(storedRange.upperBound.compactDescription)",
    ]
  }

  /// A track filled up to the value.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let span = storedRange.upperBound - storedRange.lowerBound
    let fraction = span > 0 ? (storedValue - storedRange.lowerBound) / span : 0
    let track = Rect(
      x: 0, y: (bounds.height / 2 - 2).rounded(.down), width: bounds.width, height: 4)
    canvas.roundedRect(track, cornerRadius: 2, fill: Palette.fill)
    let filled = Rect(
      x: 0, y: track.minY, width: (bounds.width * fraction).rounded(.down), height: 4)
    canvas.roundedRect(filled, cornerRadius: 2, fill: isEnabled ? tintColor! : Palette.separator)
    let thumb = min(28, bounds.height)
    let thumbX = min(max(0, bounds.width * fraction - thumb / 2), max(0, bounds.width - thumb))
    canvas.ellipse(
      in: Rect(
        x: thumbX.rounded(.down), y: ((bounds.height - thumb) / 2).rounded(.down),
        width: thumb, height: thumb),
      fill: Palette.white, stroke: Palette.separator)
  }

  // MARK: Accessibility

  /// The position in the range as a whole percentage (`"50%"`) by default, as UIKit's
  /// slider.
  open override var accessibilityValue: String? {
    get {
      if let value = accessibility?.value { return value }
      let span = storedRange.upperBound - storedRange.lowerBound
      let fraction = span > 0 ? (storedValue - storedRange.lowerBound) / span : 0
      return "\(Int((fraction * 100).rounded()))%"
    }
    set { super.accessibilityValue = newValue }
  }

  /// A slider is `adjustable`.
  override var kindAccessibilityTraits: AccessibilityTraits { .adjustable }
}
