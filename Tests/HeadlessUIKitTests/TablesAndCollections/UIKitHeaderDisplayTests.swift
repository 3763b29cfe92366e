import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Header and footer views are told to the delegate as they come into the visible bounds
// and as they leave, as cells are: a table's through willDisplayHeaderView /
// didEndDisplayingHeaderView and the footer pair, a collection view's through
// willDisplaySupplementaryView / didEndDisplayingSupplementaryView.

/// 10 sections of 3 rows of 44, each with a header view 30 high and a footer view 20
/// high: 182 a section.
private final class SectionedTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var events: Set<String> = []
  var order: [String] = []

  func numberOfSections(in tableView: UITableView) -> Int { 10 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    UIView()
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    UIView()
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    30
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    20
  }

  private func record(_ event: String) {
    events.insert(event)
    order.append(event)
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) { record("will header \(section)") }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) { record("end header \(section)") }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) { record("will footer \(section)") }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) { record("end footer \(section)") }
}

private final class Heading: UICollectionReusableView {}

private final class ListWatcher: NSObject, UICollectionViewDelegate {
  var events: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("will \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("end \(indexPath.section)")
  }
}

@MainActor
@Suite struct UIKitHeaderDisplayTests {
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:),
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:),
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  /// and
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:):
  /// told when a section's header or footer view is about to show and when it has left.
  @Test func aTablesHeadersAndFootersAreToldAsTheyShowAndLeave() {
    let source = SectionedTable()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
    table.dataSource = source
    table.delegate = source
    let controller = UIViewController()
    controller.view.addSubview(table)
    let host = TestHost()
    host.show(controller)
    // From 0 to 300: header 0 (0-30), footer 0 (162-182), header 1 (182-212).
    #expect(source.events == ["will header 0", "will footer 0", "will header 1"])
    source.events = []
    source.order = []
    table.contentOffset = CGPoint(x: 0, y: 200)
    host.flush()
    // From 200 to 500: header 1, footer 1 (344-364) and header 2 (364-394).
    #expect(
      source.events == ["end header 0", "end footer 0", "will footer 1", "will header 2"])
    let firstWill = source.order.firstIndex { $0.hasPrefix("will") } ?? 0
    #expect(
      source.order.prefix(firstWill).allSatisfy { $0.hasPrefix("end") },
      "the views leaving are told first")
    source.events = []
    table.contentOffset = CGPoint(x: 0, y: 200)
    host.flush()
    #expect(source.events.isEmpty, "no scroll, nothing new")
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:):
  /// a list layout's supplementary headers are told as they come into view and leave
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)).
  @Test func aListLayoutsHeadersAreToldAsTheyShowAndLeave() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    let headings = UICollectionView.SupplementaryRegistration<Heading>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headings, for: indexPath)
    }
    let watcher = ListWatcher()
    collectionView.delegate = watcher
    // 5 sections of a 38 header and 3 rows of 44: 170 each.
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    for section in 0..<5 {
      snapshot.appendSections([section])
      snapshot.appendItems((0..<3).map { "\(section)-\($0)" }, toSection: section)
    }
    dataSource.apply(snapshot)
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    #expect(watcher.events == ["will 0", "will 1"])
    watcher.events = []
    collectionView.contentOffset = CGPoint(x: 0, y: 210)
    host.flush()
    // From 210 to 510: section 1's rows (208-340), header 2 (340-378).
    #expect(watcher.events == ["end 0", "end 1", "will 2"])
  }
}
