import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a screen that confirms a deletion and asks for a name.

final class NotesController: UIViewController {
  var notes = ["Groceries", "Ideas"]
  var log: [String] = []

  func confirmDeletion() {
    let alert = UIAlertController(
      title: "Delete \"\(notes[0])\"?", message: "This cannot be undone.",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [unowned self] action in
        log.append("\(action.title ?? "") presented=\(presentedViewController != nil)")
        notes.removeFirst()
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }

  func askForName() {
    let alert = UIAlertController(title: "New note", message: nil, preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Name" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [unowned self, unowned alert] _ in
        notes.append(alert.textFields?.first?.text ?? "")
      })
    present(alert, animated: true)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("notes disappear")
  }
}

@MainActor
@Suite struct UIKitAlertTests {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller: present the
  /// alert; tapping an action's button runs the handler of
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:),
  /// and the alert is dismissed (observed on iOS: before the handler runs, so the
  /// handler can present again). The presenter stays on screen beneath it.
  @Test func anActionDismissesTheAlertThenRunsItsHandler() throws {
    let controller = NotesController()
    let host = TestHost()
    host.show(controller)
    controller.confirmDeletion()
    host.flush()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    #expect(
      alert.title == "Delete \"Groceries\"?"
        && alert.actions.map(\.style) == [.destructive, .cancel])
    #expect(host.view(withText: "This cannot be undone.") != nil)
    #expect(!host.window.renderSVG().contains("<clipPath"), "a box, not a sheet's card")
    #expect(host.tapButton(titled: "Delete"))
    #expect(controller.notes == ["Ideas"])
    #expect(controller.log == ["Delete presented=false"], "dismissed first; no disappearance")
    #expect(controller.presentedViewController == nil)
    controller.confirmDeletion()
    host.flush()
    #expect(host.tapButton(titled: "Cancel"))
    #expect(controller.notes == ["Ideas"] && controller.presentedViewController == nil)
  }

  /// `addTextField(configurationHandler:)`
  /// (https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)):
  /// the handler configures the field, `textFields` lists it, the user types into it.
  /// Two alert buttons sit side by side, the cancel one on the left (observed on iOS).
  @Test func textFieldsAreConfiguredAndTypedInto() throws {
    let controller = NotesController()
    let host = TestHost()
    host.show(controller)
    controller.askForName()
    host.flush()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    let field = try #require(alert.textFields?.first)
    #expect(field.placeholder == "Name")
    field.accessibilityIdentifier = "note name"
    #expect(host.type("note name", "Trips"))
    let cancel = try #require(alert.actions.first { $0.style == .cancel })
    let add = try #require(alert.actions.first { $0.style == .default })
    let cancelButton = try #require(host.view(withText: "Cancel"))
    let addButton = try #require(host.view(withText: "Add"))
    #expect(cancelButton.frame.minY == addButton.frame.minY)
    #expect(cancelButton.frame.maxX == addButton.frame.minX && cancel.isEnabled && add.isEnabled)
    #expect(cancelButton.frame.width == 135, "half of UIKit's 270-point alert")
    #expect(host.tapButton(titled: "Add"))
    #expect(controller.notes == ["Groceries", "Ideas", "Trips"])
  }

  /// A disabled action's button does nothing when tapped (`isEnabled`,
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled).
  @Test func aDisabledActionCannotBeChosen() throws {
    let controller = NotesController()
    let host = TestHost()
    host.show(controller)
    controller.confirmDeletion()
    host.flush()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    alert.actions[0].isEnabled = false
    host.tapButton(titled: "Delete")
    #expect(controller.notes.count == 2 && controller.presentedViewController === alert)
  }

  /// UIKit raises for a second cancel action and for a text field on an action sheet;
  /// so does HeadlessUIKit, naming the actions or the style.
  @Test func aSecondCancelActionStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
          .addTextField()
      }
    }
  }
}
