import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Cells that restyle themselves for their state, as public iOS code writes them.

private final class StatefulCell: UITableViewCell {
  var states: [UICellConfigurationState] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    states.append(state)
    var content = defaultContentConfiguration().updated(for: state)
    content.text = state.isSelected ? "Chosen" : "Pick me"
    contentConfiguration = content
    var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
    if state.traitCollection.userInterfaceStyle == .dark {
      background.backgroundColor = .black
    }
    backgroundConfiguration = background
  }
}

private final class StatefulListController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(StatefulCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite struct UIKitCellConfigurationStateTests {
  /// UITableViewCell.updateConfiguration(using:) runs when the cell's state changes
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:));
  /// selecting a row gives a state with isSelected
  /// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/isselected).
  @Test func selectingARowRerunsUpdateConfigurationWithIsSelected() throws {
    let screen = StatefulListController()
    let host = TestHost()
    host.show(screen)
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? StatefulCell)
    #expect(cell.states.last?.isSelected == false)
    #expect(cell.textLabel == nil, "a content configuration replaces the text label")
    let runs = cell.states.count
    host.tables.cells.element(boundBy: 0).tap()
    #expect(cell.states.count == runs + 1)
    #expect(cell.states.last?.isSelected == true)
    #expect(cell.backgroundColor == .systemGray4, "a selected plain cell's background")
    #expect(cell.configurationState.isSelected)
    #expect(host.staticTexts["Chosen"].exists)
  }

  /// isHighlighted and isEditing re-run the update with the new state
  /// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/ishighlighted,
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/isediting).
  @Test func highlightAndEditingArePartOfTheState() throws {
    let screen = StatefulListController()
    let host = TestHost()
    host.show(screen)
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? StatefulCell)
    cell.isHighlighted = true
    host.flush()
    #expect(cell.states.last?.isHighlighted == true)
    #expect(cell.backgroundColor == .systemGray4)
    cell.setHighlighted(false, animated: true)
    host.flush()
    #expect(cell.states.last?.isHighlighted == false)
    #expect(cell.backgroundColor == .systemBackground)
    cell.setEditing(true, animated: false)
    host.flush()
    #expect(cell.states.last?.isEditing == true)
    #expect(cell.isEditing)
  }

  /// Apple's automatic trait tracking lists updateConfiguration(using:) among the
  /// methods whose trait reads are tracked
  /// (https://developer.apple.com/documentation/uikit/automatic-trait-tracking).
  @Test func aTraitReadInUpdateConfigurationIsTracked() throws {
    let screen = StatefulListController()
    let host = TestHost()
    host.show(screen)
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? StatefulCell)
    #expect(cell.backgroundColor == .systemBackground)
    screen.traitOverrides.userInterfaceStyle = .dark
    host.flush()
    #expect(cell.states.last?.traitCollection.userInterfaceStyle == .dark)
    #expect(cell.backgroundColor == .black)
  }

  /// A configuration handler runs after the update, with the same state; setting it and
  /// setNeedsUpdateConfiguration() ask for a new run
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.property,
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()).
  @Test func aConfigurationUpdateHandlerSeesTheCellsState() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var seen: [Bool] = []
    let handler: UICollectionViewCell.ConfigurationUpdateHandler = { cell, state in
      seen.append(state.isHighlighted)
      var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
      background.cornerRadius = 8
      cell.backgroundConfiguration = background
    }
    cell.configurationUpdateHandler = handler
    let controller = UIViewController()
    controller.view.addSubview(cell)
    let host = TestHost()
    host.show(controller)
    #expect(seen == [false])
    #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
    #expect(cell.layer.cornerRadius == 8)
    cell.isHighlighted = true
    host.flush()
    #expect(seen == [false, true])
    cell.setNeedsUpdateConfiguration()
    host.flush()
    #expect(seen == [false, true, true])
  }

  /// UICellConfigurationState's members, custom states by key and its drag and drop
  /// states, as UIKit declares them
  /// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct,
  /// https://developer.apple.com/documentation/uikit/uiconfigurationstatecustomkey).
  @Test func aStateHoldsUIKitsFlagsAndCustomStates() {
    let traits = UITraitCollection(userInterfaceStyle: .dark)
    var state = UICellConfigurationState(traitCollection: traits)
    #expect(state.traitCollection.userInterfaceStyle == .dark)
    #expect(!state.isSelected && !state.isHighlighted && !state.isDisabled && !state.isFocused)
    #expect(!state.isEditing && !state.isExpanded && !state.isSwiped && !state.isReordering)
    #expect(state.cellDragState == .none)
    #expect(state.cellDropState == .none)
    state.isExpanded = true
    state.cellDragState = .lifting
    state.cellDropState = .targeted
    let favourite = UIConfigurationStateCustomKey("com.example.favourite")
    #expect(state[favourite] == nil)
    state[favourite] = true
    #expect(state[favourite] == AnyHashable(true))
    #expect(state.isExpanded && state.cellDragState == .lifting && state.cellDropState == .targeted)
    #expect(UICellConfigurationState.DragState.dragging.rawValue == 2)
    #expect(UICellConfigurationState.DropState.notTargeted.rawValue == 1)
    var copy = state
    #expect(copy == state)
    copy[favourite] = false
    #expect(copy != state)

    var view = UIViewConfigurationState(traitCollection: traits)
    view.isSelected = true
    #expect(
      UIBackgroundConfiguration.listPlainCell().updated(for: view)
        .resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
    var plain = UIBackgroundConfiguration.listPlainCell()
    #expect(plain.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
    plain.backgroundColor = .systemMint
    #expect(
      plain.updated(for: view).resolvedBackgroundColor(for: .systemBlue) == .systemMint,
      "a colour that was set wins over the state's")
    #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .systemBlue) == .clear)
    let content = UIListContentConfiguration.cell()
    #expect(content.updated(for: view) == content)
  }
}
