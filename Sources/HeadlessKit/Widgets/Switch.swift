public import Foundation

/// An on/off switch. ``toggle()`` flips it as a user's tap would and reports
/// `valueChanged`; setting ``isOn`` in code reports nothing (as in UIKit).
///
/// ```swift
/// let wifi = Switch(isOn: true)
/// wifi.addAction { settings.wifi = wifi.isOn }
/// wifi.toggle()
/// ```
@preconcurrency @MainActor
open class Switch: Control {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(Switch.self, []) }

  /// Whether the switch is on; a change flags display only.
  public var isOn: Bool {
    didSet { if isOn != oldValue { invalidate(.display) } }
  }

  private var actions = ControlActions<Bool>()

  /// Creates a switch, off, with a frame, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.isOn = false
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Creates a switch.
  /// - Parameter isOn: The initial state.
  public init(isOn: Bool = false) {
    self.isOn = isOn
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Adds a handler run after each user toggle.
  /// - Parameter handler: The handler.
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.add(for: true, handler)
  }

  /// Runs the actions as a value change would, without changing the value.
  package func sendActions() {
    actions.send(true, from: self, named: "valueChanged")
  }

  /// A finger lifted inside the switch: it flips.
  override func touchUpInside() { toggle() }

  /// Flips the switch as a user would, then runs the handlers. Nothing happens when
  /// disabled or hidden.
  public func toggle() {
    guard isEnabled, !isHidden else { return }
    isOn.toggle()
    actions.send(true, from: self, named: "valueChanged")
  }

  /// 51 x 31 points, as UIKit's switch.
  open override var intrinsicContentSize: Size { Size(width: 51, height: 31) }

  /// `on` or `off`, and `disabled` when it is.
  open override var treeDetails: [String] {
    [isOn ? "on" : "off"] + (isEnabled ? [] : ["disabled"])
  }

  /// A track filled green when on, gray when off.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let height = bounds.height
    canvas.roundedRect(
      bounds, cornerRadius: height / 2, fill: isOn ? Palette.green : Palette.fill)
    let knob = max(0, height - 4)
    canvas.ellipse(
      in: Rect(x: isOn ? bounds.width - knob - 2 : 2, y: 2, width: knob, height: knob),
      fill: Palette.white, stroke: Palette.separator)
  }

  // MARK: Accessibility

  /// `"1"` when on, `"0"` when off, by default, as UIKit's switch.
  open override var accessibilityValue: String? {
    get { accessibility?.value ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  /// A switch is a `button` (activating it toggles it).
  override var kindAccessibilityTraits: AccessibilityTraits { .button }
}
