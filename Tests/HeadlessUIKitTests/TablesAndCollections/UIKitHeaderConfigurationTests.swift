import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

/// What the headers below show.
@Observable @MainActor
final class HeaderCountModel {
  var unread = 3
}

/// A header subclass configuring itself in `updateConfiguration(using:)`, reading the
/// model there.
final class UnreadHeader: UITableViewHeaderFooterView {
  static let reuse = "unread"
  var model: HeaderCountModel?
  var runs = 0
  var lastState: UIViewConfigurationState?

  override func updateConfiguration(using state: UIViewConfigurationState) {
    super.updateConfiguration(using: state)
    runs += 1
    lastState = state
    var content = defaultContentConfiguration()
    content.text = "Unread (\(model?.unread ?? 0))"
    // A trait read from the state is tracked, as in a cell's updateConfiguration(using:).
    content.textProperties.color =
      state.traitCollection.userInterfaceStyle == .dark ? .white : .black
    contentConfiguration = content
  }
}

/// A table whose only section header is an `UnreadHeader`; its rows none.
final class UnreadTableController: UITableViewController {
  let model = HeaderCountModel()
  var handlerRuns = 0
  var useHandler = false
  private(set) var header: UnreadHeader?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UnreadHeader.self, forHeaderFooterViewReuseIdentifier: UnreadHeader.reuse)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: UnreadHeader.reuse)
      as! UnreadHeader
    header.model = useHandler ? nil : model
    if useHandler {
      header.configurationUpdateHandler = { [weak self, model] view, _ in
        self?.handlerRuns += 1
        var content = UIListContentConfiguration.header()
        content.text = "Handled (\(model.unread))"
        view.contentConfiguration = content
      }
    }
    self.header = header
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { 44 }
}

// UITableViewHeaderFooterView's configuration API as Apple declares it:
// updateConfiguration(using:)
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/updateconfiguration(using:)
// configurationUpdateHandler ("Setting the value of this property calls
// setNeedsUpdateConfiguration(). The system calls this handler after calling
// updateConfiguration(using:)")
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationupdatehandler-49slo
// configurationState
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationstate-7xj7r
// setNeedsUpdateConfiguration()
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/setneedsupdateconfiguration()
// and its observation tracking, as cells' (UIKit's automatic observation tracking lists
// updateConfiguration(using:)).
@MainActor
@Suite struct UIKitHeaderConfigurationTests {
  @Test func updateConfigurationRunsTrackedAndAgainAfterAWrite() throws {
    let table = UnreadTableController(style: .plain)
    let host = TestHost()
    host.show(table)
    host.flush()
    let header = try #require(table.header)
    #expect(header.runs >= 1)
    #expect(host.staticTexts["Unread (3)"].exists)
    let runs = header.runs
    host.flush()
    #expect(header.runs == runs, "nothing changed: no run")
    table.model.unread = 4
    host.flush()
    #expect(header.runs == runs + 1, "a write to what it read runs it again")
    #expect(host.staticTexts["Unread (4)"].exists)
    #expect(!host.staticTexts["Unread (3)"].exists)
  }

  @Test func setNeedsUpdateConfigurationRunsItAgain() throws {
    let table = UnreadTableController(style: .plain)
    let host = TestHost()
    host.show(table)
    host.flush()
    let header = try #require(table.header)
    let runs = header.runs
    header.setNeedsUpdateConfiguration()
    host.flush()
    #expect(header.runs == runs + 1)
  }

  @Test func theStateCarriesTheViewsTraits() throws {
    let table = UnreadTableController(style: .plain)
    let host = TestHost()
    host.show(table)
    host.flush()
    let header = try #require(table.header)
    #expect(header.configurationState.traitCollection.userInterfaceStyle == .light)
    #expect(header.lastState?.isSelected == false)
    let runs = header.runs
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(header.configurationState.traitCollection.userInterfaceStyle == .dark)
    #expect(header.runs > runs, "a trait it read from the state changed: it runs again")
    #expect(header.lastState?.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func theHandlerRunsAfterTheMethodTracked() throws {
    let table = UnreadTableController(style: .plain)
    table.useHandler = true
    let host = TestHost()
    host.show(table)
    host.flush()
    #expect(table.handlerRuns >= 1)
    // The handler ran after updateConfiguration(using:), whose text it replaced.
    #expect(host.staticTexts["Handled (3)"].exists)
    #expect(!host.staticTexts["Unread (0)"].exists)
    let runs = table.handlerRuns
    table.model.unread = 7
    host.flush()
    #expect(table.handlerRuns == runs + 1)
    #expect(host.staticTexts["Handled (7)"].exists)
  }

  @Test func settingTheHandlerAsksForAnUpdate() throws {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let host = showInPlainController(header, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    host.flush()
    var runs = 0
    header.configurationUpdateHandler = { view, state in
      runs += 1
      var content = UIListContentConfiguration.header()
      content.text = "From the handler"
      view.contentConfiguration = content
    }
    host.flush()
    #expect(runs == 1)
    #expect(host.staticTexts["From the handler"].exists)
  }
}
