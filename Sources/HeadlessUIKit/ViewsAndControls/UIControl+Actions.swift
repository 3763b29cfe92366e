public import HeadlessKit

// UIKit's action list of a control: `addAction(_:for:)`, and its removal by action or by
// identifier, which `headless port` writes for `removeTarget(_:action:for:)`.

extension Control {
  /// Adds an action for `events`, as UIKit's `addAction(_:for:)`. A button sends
  /// `.touchUpInside` and `.primaryActionTriggered` on a tap; a switch, slider or
  /// segmented control `.valueChanged` and `.primaryActionTriggered` when the user
  /// changes it; a text field `.editingDidBegin`, `.editingChanged` and `.editingDidEnd`
  /// while the user types, and `.editingDidEndOnExit` and `.primaryActionTriggered` when
  /// Return is pressed. Other events never happen headlessly.
  ///
  /// As in UIKit, actions are uniqued by identifier: an action whose identifier was
  /// added before replaces the earlier one for these events.
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events.
  public func addAction(_ action: UIAction, for events: Event) {
    // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    let list = attachment(in: &attachments, UIKitActionList.init)
    list.remove(identifier: action.identifier, for: events)
    let run: @MainActor () -> Void = { [unowned self] in action.perform(from: self) }
    func add(answering answered: Event, _ register: () -> Void) {
      let tag = ControlActionTag()
      tag.tagging(register)
      list.entries.append(.init(action: action, events: answered, tag: tag))
    }
    let primary: Event = [.valueChanged, .primaryActionTriggered]
    switch self {
    case let button as Button:
      guard events.sendsPrimaryAction(ofButton: true) else { return }
      add(answering: events.intersection([.touchUpInside, .primaryActionTriggered])) {
        button.addAction(run)
      }
    case let toggle as Switch:
      guard events.sendsPrimaryAction(ofButton: false) else { return }
      add(answering: events.intersection(primary)) { toggle.addAction(run) }
    case let slider as SliderControl:
      guard events.sendsPrimaryAction(ofButton: false) else { return }
      add(answering: events.intersection(primary)) { slider.addAction(run) }
    case let segments as SegmentedControl:
      guard events.sendsPrimaryAction(ofButton: false) else { return }
      add(answering: events.intersection(primary)) { segments.addAction(run) }
    case let field as TextFieldControl:
      for (sent, event) in Self.textFieldEventTable where !sent.isDisjoint(with: events) {
        add(answering: sent.intersection(events)) { field.addAction(for: event, run) }
      }
    default:
      // HeadlessUIKit's own controls (a stepper, a page control, a refresh control): the
      // list runs the action itself when the control sends one of its events.
      add(answering: events) {}
    }
  }

  /// Removes `action` from `events`, as UIKit's `removeAction(_:for:)`: it no longer runs
  /// for them (it still runs for the other events it was added for).
  /// - Parameters:
  ///   - action: The action, as added.
  ///   - controlEvents: The events to remove it from.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    guard let list = existingActionList else { return }
    list.remove(for: controlEvents) { $0 === action }
  }

  /// Removes the action identified by `actionIdentifier` from `events`, as UIKit's
  /// `removeAction(identifiedBy:for:)`.
  /// - Parameters:
  ///   - actionIdentifier: The action's identifier.
  ///   - controlEvents: The events to remove it from.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
    guard let list = existingActionList else { return }
    list.remove(identifier: actionIdentifier, for: controlEvents)
  }

  private var existingActionList: UIKitActionList? {
    attachments[ObjectIdentifier(UIKitActionList.self)] as? UIKitActionList
  }
}

/// The `UIAction`s added to one control, each with the events it still answers and the
/// tag of the handler that runs it.
@MainActor
final class UIKitActionList {
  struct Entry {
    let action: UIAction
    var events: Control.Event
    let tag: ControlActionTag
  }

  var entries: [Entry] = []

  /// Takes `events` from the entries whose action `matches`; an entry left with none is
  /// removed, and its handler never runs again.
  func remove(for events: Control.Event, where matches: (UIAction) -> Bool) {
    for index in entries.indices where matches(entries[index].action) {
      entries[index].events.subtract(events)
      if entries[index].events.isEmpty { entries[index].tag.remove() }
    }
    entries.removeAll { $0.events.isEmpty }
  }

  func remove(identifier: UIAction.Identifier, for events: Control.Event) {
    remove(for: events) { $0.identifier == identifier }
  }

  /// Runs, as a user's interaction runs them (untracked), the actions added for any of
  /// `events` to a control whose actions this list runs itself (one of HeadlessUIKit's
  /// own controls), each once, in the order they were added.
  func send(_ events: Control.Event, from control: Control, named name: String) {
    let matching = entries.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    guard !matching.isEmpty else { return }
    control.runUserAction(named: name) {
      for action in matching { action.perform(from: control) }
    }
  }
}

extension Control {
  /// Sends `events` from one of HeadlessUIKit's own controls, as its user's change does:
  /// runs their actions.
  func sendOwnActions(_ events: Event, named name: String = "valueChanged") {
    guard let list = attachments[ObjectIdentifier(UIKitActionList.self)] as? UIKitActionList
    else { return }
    list.send(events, from: self, named: name)
  }
}
