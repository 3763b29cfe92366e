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
      sendOwnActions(events, named: "actions")
    }
  }

  /// A text field's events among `events`, each once: Return is its primary action.
  static func textFieldEvents(in events: Event) -> [TextFieldControl.EditingEvent] {
    textFieldEventTable.filter { !$0.0.isDisjoint(with: events) }.map(\.1)
  }

  /// Which of UIKit's events each of a text field's editing events sends.
  static let textFieldEventTable: [(Event, TextFieldControl.EditingEvent)] = [
    (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged),
    (.editingDidEnd, .editingDidEnd),
    ([.editingDidEndOnExit, .primaryActionTriggered], .editingDidEndOnExit),
  ]
}

extension Control.Event {
  /// Whether these events include the control's primary one: a button's tap, or a
  /// switch's or slider's value change.
  func sendsPrimaryAction(ofButton isButton: Bool) -> Bool {
    !isDisjoint(with: [isButton ? .touchUpInside : .valueChanged, .primaryActionTriggered])
  }
}
