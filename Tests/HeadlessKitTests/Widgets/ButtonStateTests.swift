import HeadlessKit
import HeadlessKitTesting
import Testing

/// Button configuration state, as UIButton: a change of `isEnabled`, `isHighlighted` or
/// `isSelected` makes the system call `updateConfiguration()`, then the
/// `configurationUpdateHandler` ("called after -updateConfiguration", UIButton.h).
/// - https://developer.apple.com/documentation/uikit/uibutton/updateconfiguration()
/// - https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property
/// - https://developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration()
@MainActor
@Suite struct ButtonStateTests {
  final class StateButton: Button {
    var log: [String] = []
    override func updateConfiguration() {
      log.append("update enabled=\(isEnabled) highlighted=\(isHighlighted) selected=\(isSelected)")
    }
  }

  private func show(_ button: Button) -> TestHost {
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(button)
    host.show(root)
    return host
  }

  @Test func eachStateChangeRunsUpdateConfigurationThenTheHandler() {
    let button = StateButton(title: "Save")
    button.configurationUpdateHandler = { button in
      (button as! StateButton).log.append("handler selected=\(button.isSelected)")
    }
    let host = show(button)
    #expect(
      button.log == [
        "update enabled=true highlighted=false selected=false", "handler selected=false",
      ])
    button.log = []
    button.isSelected = true
    host.flush()
    #expect(
      button.log == [
        "update enabled=true highlighted=false selected=true", "handler selected=true",
      ])
    button.log = []
    button.isHighlighted = true
    button.isEnabled = false
    host.flush()
    // Coalesced: several changes before a pass give one update, as
    // setNeedsUpdateConfiguration() documents.
    #expect(
      button.log == [
        "update enabled=false highlighted=true selected=true", "handler selected=true",
      ])
  }

  @Test func settingTheSameStateRunsNothing() {
    let button = StateButton(title: "Save")
    let host = show(button)
    button.log = []
    button.isEnabled = true
    button.isHighlighted = false
    button.isSelected = false
    host.flush()
    #expect(button.log.isEmpty)
  }

  @Test func aHandlerOnTheBaseClassRunsOnStateChanges() {
    let button = Button(title: "Follow")
    var titles: [String?] = []
    button.configurationUpdateHandler = { button in
      button.title = button.isSelected ? "Following" : "Follow"
      titles.append(button.title)
    }
    let host = show(button)
    button.isSelected = true
    host.flush()
    #expect(titles == ["Follow", "Following"])
    #expect(button.treeDetails.contains("selected"))
  }

  @Test func aHandlerThatChangesTheStateRunsOnceMoreThenSettles() {
    let button = Button(title: "Go")
    var runs = 0
    button.configurationUpdateHandler = { button in
      runs += 1
      button.isEnabled = false  // a state change: the system updates the configuration again
    }
    let host = show(button)
    #expect(runs == 2)
    host.flush()
    #expect(runs == 2)
    #expect(host.diagnostics.isEmpty)
  }
}
