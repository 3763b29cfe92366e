import HeadlessKit
import HeadlessUIKit
import Testing

// UIControl's action list as UIKit declares it: addAction(_:for:) uniqued by identifier,
// removeAction(_:for:) and removeAction(identifiedBy:for:), which `headless port` writes
// for removeTarget(_:action:for:); and UIEvent(), which it passes to an action method
// that takes the event.
@MainActor
@Suite struct PortControlActionTests {
  final class Runs {
    var names: [String] = []
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
  @Test func removingByIdentifierStopsTheAction() {
    let button = UIButton(type: .system)
    let runs = Runs()
    let save = UIAction.Identifier(rawValue: "save")
    button.addAction(
      UIAction(identifier: save) { _ in runs.names.append("save") }, for: .touchUpInside)
    button.addAction(UIAction { _ in runs.names.append("other") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.removeAction(identifiedBy: save, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(runs.names == ["save", "other", "other"])
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  @Test func removingTheActionStopsIt() {
    let toggle = UISwitch()
    let runs = Runs()
    let action = UIAction { _ in runs.names.append("changed") }
    toggle.addAction(action, for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    toggle.removeAction(action, for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    #expect(runs.names == ["changed"])
  }

  @Test func removingForOtherEventsKeepsTheAction() {
    let button = UIButton(type: .system)
    let runs = Runs()
    let action = UIAction { _ in runs.names.append("tap") }
    button.addAction(action, for: .touchUpInside)
    button.removeAction(action, for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    #expect(runs.names == ["tap"])
  }

  @Test func aTextFieldActionRemovedForOneEventStillRunsForTheOthers() {
    let field = UITextField()
    let runs = Runs()
    let action = UIAction { _ in runs.names.append("edit") }
    field.addAction(action, for: [.editingChanged, .editingDidEnd])
    field.removeAction(action, for: .editingChanged)
    field.sendActions(for: .editingChanged)
    #expect(runs.names.isEmpty)
    field.sendActions(for: .editingDidEnd)
    #expect(runs.names == ["edit"])
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  // "subsequent actions with the same identifier replace previously added actions"
  @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let button = UIButton(type: .system)
    let runs = Runs()
    let id = UIAction.Identifier(rawValue: "go")
    button.addAction(
      UIAction(identifier: id) { _ in runs.names.append("first") }, for: .touchUpInside)
    button.addAction(
      UIAction(identifier: id) { _ in runs.names.append("second") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(runs.names == ["second"])
  }

  @Test func anActionMayRemoveItselfWhileItRuns() {
    let button = UIButton(type: .system)
    let runs = Runs()
    let id = UIAction.Identifier(rawValue: "once")
    button.addAction(
      UIAction(identifier: id) { [unowned button] _ in
        runs.names.append("once")
        button.removeAction(identifiedBy: id, for: .touchUpInside)
      }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(runs.names == ["once"])
  }

  @Test func anEventMadeInCodeHasNoTouches() {
    let event = UIEvent()
    #expect(event.allTouches == nil)
    #expect(event.timestamp == 0)
  }
}
