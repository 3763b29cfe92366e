public import HeadlessKit
/// UIKit's `UIControl`: a HeadlessKit `Control`, the superclass of buttons, switches,
/// sliders and text fields.
public typealias UIControl = Control

extension Control {
  /// The control's state, as UIKit's `state`: from ``isEnabled``, ``isHighlighted`` and
  /// ``isSelected``.
  public var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds an action for `events`, as UIKit's `addAction(_:for:)`. A button sends
  /// `.touchUpInside` and `.primaryActionTriggered` on a tap; a switch, slider or
  /// segmented control `.valueChanged` and `.primaryActionTriggered` when the user changes it; a text field
  /// `.editingDidBegin`, `.editingChanged` and `.editingDidEnd` while the user types, and
  /// `.editingDidEndOnExit` and `.primaryActionTriggered` when Return is pressed.
  /// Other events never happen headlessly.
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events.
  public func addAction(_ action: UIAction, for events: Event) {
    let run: @MainActor () -> Void = { [unowned self] in action.perform(from: self) }
    switch self {
    case let button as Button:
      if events.sendsPrimaryAction(ofButton: true) { button.addAction(run) }
    case let toggle as Switch:
      if events.sendsPrimaryAction(ofButton: false) { toggle.addAction(run) }
    case let slider as SliderControl:
      if events.sendsPrimaryAction(ofButton: false) { slider.addAction(run) }
    case let segments as SegmentedControl:
      if events.sendsPrimaryAction(ofButton: false) { segments.addAction(run) }
    case let field as TextFieldControl:
      for event in Self.textFieldEvents(in: events) { field.addAction(for: event, run) }
    default:
      break
    }
  }

  /// Runs the actions of `events` now, as UIKit's `sendActions(for:)`, enabled or not.
  /// - Parameter events: The events.
  public func sendActions(for events: Event) {
    switch self {
    case let button as Button:
      if events.sendsPrimaryAction(ofButton: true) { button.sendActions() }
    case let toggle as Switch:
      if events.sendsPrimaryAction(ofButton: false) { toggle.sendActions() }
    case let slider as SliderControl:
      if events.sendsPrimaryAction(ofButton: false) { slider.sendActions() }
    case let segments as SegmentedControl:
      if events.sendsPrimaryAction(ofButton: false) { segments.sendActions() }
    case let field as TextFieldControl:
      for event in Self.textFieldEvents(in: events) { field.sendEventActions(event) }
    default:
      break
    }
  }

  /// A text field's events among `events`, each once: Return is its primary action.
  private static func textFieldEvents(in events: Event) -> [TextFieldControl.EditingEvent] {
    let table: [(Event, TextFieldControl.EditingEvent)] = [
      (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged),
      (.editingDidEnd, .editingDidEnd),
      ([.editingDidEndOnExit, .primaryActionTriggered], .editingDidEndOnExit),
    ]
    return table.filter { !$0.0.isDisjoint(with: events) }.map(\.1)
  }
}

extension Control.Event {
  /// Whether these events include the control's primary one: a button's tap, or a
  /// switch's or slider's value change.
  fileprivate func sendsPrimaryAction(ofButton isButton: Bool) -> Bool {
    !isDisjoint(with: [isButton ? .touchUpInside : .valueChanged, .primaryActionTriggered])
  }
}
