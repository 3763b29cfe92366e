import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A table's section footers as views (tableView(_:viewForFooterInSection:) with
// tableView(_:heightForFooterInSection:)) beside footer titles, and the view below the
// last section (tableFooterView).

private final class NoteFooter: UITableViewHeaderFooterView {
  let note = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(note)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class FooterSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []

  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 1 ? "Archived footer" : nil
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard section == 0,
      let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note")
        as? NoteFooter
    else { return nil }
    footer.note.text = "3 unread"
    return footer
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    section == 0 ? 40 : UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayFooterView \(section)")
  }
}

@MainActor
@Suite struct UIKitTableFooterViewTests {
  /// tableView(_:viewForFooterInSection:) gives a section's footer view
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)),
  /// tableView(_:heightForFooterInSection:) its height
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)),
  /// the delegate hears tableView(_:willDisplayFooterView:forSection:), and
  /// footerView(forSection:) returns it
  /// (https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:));
  /// a section without one shows its title
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)),
  /// and tableFooterView shows below the last section
  /// (https://developer.apple.com/documentation/uikit/uitableview/tablefooterview).
  @Test func footerViewsTitlesAndTheTableFooter() throws {
    let source = FooterSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.register(NoteFooter.self, forHeaderFooterViewReuseIdentifier: "note")
    table.dataSource = source
    table.delegate = source
    let bottom = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
    table.tableFooterView = bottom
    let controller = UIViewController()
    controller.view.addSubview(table)
    let host = TestHost()
    host.show(controller)
    let footer = try #require(table.footerView(forSection: 0) as? NoteFooter)
    #expect(footer.note.text == "3 unread")
    #expect(footer.frame == CGRect(x: 0, y: 88, width: 390, height: 40))
    #expect(source.log.contains("willDisplayFooterView 0"))
    #expect(!source.log.contains("willDisplayFooterView 1"))
    #expect(table.footerView(forSection: 1) == nil)
    // Section 1's rows start below the 40-point footer; its title footer follows them.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 128)
    #expect(host.staticTexts["Archived footer"].exists)
    #expect(host.staticTexts["3 unread"].exists)
    // The table's footer below the title footer (216 + the table's 28).
    #expect(bottom.frame == CGRect(x: 0, y: 244, width: 390, height: 30))
    #expect(table.contentSize.height == 274)
  }
}
