import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UITableViewDelegate beyond selection: header views and heights, the tap's sequence,
// display messages, and the table's own header and footer views, written as public iOS
// code writes them (only the import differs).
// https://developer.apple.com/documentation/uikit/uitableviewdelegate
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview

private final class SectionHeader: UITableViewHeaderFooterView {
  static let reuseIdentifier = "SectionHeader"
  let titleLabel = UILabel()
  let countLabel = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    contentView.addSubview(titleLabel)
    contentView.addSubview(countLabel)
  }

  private(set) var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    titleLabel.text = nil
  }
}

private final class InboxViewController: UITableViewController {
  var log: [String] = []
  var selectable: Set<Int> = [0, 1, 2, 3]
  var redirect: [Int: Int] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      SectionHeader.self, forHeaderFooterViewReuseIdentifier: SectionHeader.reuseIdentifier)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.separatorStyle = .none
    tableView.tableFooterView = UIView()
    tableView.accessibilityIdentifier = "inbox"
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 2 : 2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { section == 1 ? "Archived" : nil }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    guard section == 0 else { return nil }
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeader.reuseIdentifier)
      as! SectionHeader
    header.titleLabel.text = "Unread"
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { section == 0 ? 50 : UITableView.automaticDimension }

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldHighlight \(indexPath.row)")
    return selectable.contains(indexPath.row)
  }

  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    log.append("willSelect \(indexPath.row)")
    if let target = redirect[indexPath.row] {
      return target < 0 ? nil : IndexPath(row: target, section: indexPath.section)
    }
    return indexPath
  }

  override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    log.append("willDeselect \(indexPath.row)")
    return indexPath
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.section).\(indexPath.row)")
  }

  override func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }
}

@MainActor
@Suite struct UIKitTableDelegateTests {
  /// Apple: `tableView(_:viewForHeaderInSection:)` gives a section's header view and
  /// `tableView(_:heightForHeaderInSection:)` its height; a section whose view is `nil`
  /// shows the data source's title.
  @Test func aHeaderViewTakesItsHeightAndATitleSectionKeepsItsLabel() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView!
    let header = try? #require(table.headerView(forSection: 0) as? SectionHeader)
    #expect(header?.titleLabel.text == "Unread")
    #expect(header?.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 50))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    #expect(table.headerView(forSection: 1) == nil)
    // Section 1: its title at the table's section header height, then its rows.
    let firstArchived = table.rectForRow(at: IndexPath(row: 0, section: 1))
    #expect(table.sectionHeaderHeight == 28)
    #expect(Double(firstArchived.minY) == 50 + 2 * 44 + 28)
    #expect(host.staticTexts["Archived"].exists)
  }

  /// Apple's order for a tap: `shouldHighlightRowAt`, `didHighlightRowAt`,
  /// `didUnhighlightRowAt`, `willSelectRowAt`, then for the row selected before
  /// `willDeselectRowAt` and `didDeselectRowAt`, and last `didSelectRowAt`.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  @Test func aTapTellsTheDelegateInUIKitsOrder() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    controller.log = []
    #expect(host.select(row: 0, in: "inbox"))
    #expect(host.select(row: 1, in: "inbox"))
    #expect(
      controller.log == [
        "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0",
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1",
        "willDeselect 0", "didDeselect 0", "didSelect 1",
      ])
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  /// Apple: `willSelectRowAt` returns "an index-path object that confirms or alters the
  /// selected row", or `nil` "if you don't want the row selected"; a row that
  /// `shouldHighlightRowAt` refuses is not selected.
  @Test func willSelectRedirectsOrCancelsAndShouldHighlightRefuses() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    controller.redirect = [0: 1, 1: -1]
    #expect(host.select(row: 0, in: "inbox"))
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    controller.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(host.select(row: 1, in: "inbox"))
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    controller.selectable = []
    controller.log = []
    controller.redirect = [:]
    #expect(host.select(row: 0, in: "inbox"))
    #expect(controller.log == ["shouldHighlight 0"])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  /// Apple: with `allowsSelection` `false` a tap selects nothing.
  @Test func aTableThatDoesNotAllowSelectionIgnoresTaps() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    controller.tableView.allowsSelection = false
    controller.log = []
    #expect(host.select(row: 0, in: "inbox"))
    #expect(controller.log.isEmpty)
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
  }

  /// Apple: the table sends `tableView(_:willDisplay:forRowAt:)` before it draws a row,
  /// and `tableView(_:didEndDisplaying:forRowAt:)` when the row leaves the screen.
  @Test func rowsEnteringAndLeavingTheBoundsAreTold() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    #expect(
      controller.log == [
        "willDisplay 0.0", "willDisplay 0.1", "willDisplay 1.0", "willDisplay 1.1",
      ])
    controller.log = []
    let table = controller.tableView!
    table.frame.size.height = 100
    host.flush()
    // Content 0-50 header, 50-94 and 94-138 rows, 138-166 title, 166-210 and 210-254.
    #expect(controller.log == ["didEndDisplaying 1.0", "didEndDisplaying 1.1"])
    controller.log = []
    table.contentOffset = CGPoint(x: 0, y: 95)
    host.flush()
    #expect(controller.log == ["didEndDisplaying 0.0", "willDisplay 1.0"])
  }

  /// Apple: `tableHeaderView` is shown above the first section; the common
  /// `tableFooterView = UIView()` adds nothing.
  @Test func theTableHeaderViewSitsAboveTheSections() {
    let controller = InboxViewController(style: .plain)
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView!
    let before = table.contentSize.height
    table.tableHeaderView = banner
    host.flush()
    #expect(banner.superview === table)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 120))
    #expect(table.headerView(forSection: 0)?.frame.minY == 120)
    #expect(table.contentSize.height == before + 120)
  }

  /// Apple: `scrollToRow(at:at:animated:)` with `.top` puts the row at the top of the
  /// bounds; `indexPathForRow(at:)` finds it again.
  @Test func scrollingToARowPutsItAtTheTop() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView!
    table.frame.size.height = 100
    host.flush()
    let row = IndexPath(row: 1, section: 1)
    table.scrollToRow(at: row, at: .top, animated: false)
    let frame = table.rectForRow(at: row)
    #expect(table.contentOffset.y == min(frame.minY, table.contentSize.height - 100))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: frame.midY)) == row)
  }

  /// Apple: `dequeueReusableHeaderFooterView(withIdentifier:)` makes a view of the
  /// registered class, or hands out one the table no longer shows, after its
  /// `prepareForReuse()`.
  @Test func dequeuedHeadersAreMadeFromTheRegisteredClassAndReused() {
    let controller = InboxViewController(style: .plain)
    let host = TestHost()
    host.show(controller)
    let table = controller.tableView!
    let header = table.headerView(forSection: 0) as? SectionHeader
    #expect(header?.reuseIdentifier == SectionHeader.reuseIdentifier)
    #expect(header?.reuses == 0)
    // Two views handed out in a row are two views.
    let spare = table.dequeueReusableHeaderFooterView(
      withIdentifier: SectionHeader.reuseIdentifier)
    #expect(spare !== header && spare is SectionHeader)
    table.reloadData()
    host.flush()
    let again = table.headerView(forSection: 0) as? SectionHeader
    #expect(again === header || again === spare)
    #expect((again?.reuses ?? 0) == 1)
    #expect(again?.titleLabel.text == "Unread")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
  }
}
