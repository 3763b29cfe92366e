import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Prefetching: the prefetch data source hears of rows likely to show soon, and of rows it
// was told of that no longer need their data
// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching and
// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching).

/// A feed that loads thumbnails ahead, as public code writes one.
private final class FeedController: UITableViewController, UITableViewDataSourcePrefetching {
  var prefetched: [Int] = []
  var cancelled: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.prefetchDataSource = self
    tableView.rowHeight = 44
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched += indexPaths.map(\.row)
  }
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled += indexPaths.map(\.row)
  }
}

@MainActor
@Suite struct UIKitPrefetchingTests {
  @Test func aTablePrefetchesTheRowsPastTheVisibleOnes() throws {
    let host = TestHost()
    let feed = FeedController(style: .plain)
    host.show(feed)
    host.flush()
    let visible = try #require(feed.tableView.indexPathsForVisibleRows)
    let last = try #require(visible.last).row
    #expect(!feed.prefetched.isEmpty)
    #expect(feed.prefetched.first == last + 1)
    #expect(feed.prefetched.count == visible.count)
    #expect(feed.prefetched.allSatisfy { $0 > last })

    // Scrolling down asks for the rows past the new visible ones, not again for the
    // ones already asked for.
    let asked = feed.prefetched
    feed.tableView.contentOffset = CGPoint(x: 0, y: 44 * 5)
    host.flush()
    let newLast = try #require(feed.tableView.indexPathsForVisibleRows?.last).row
    #expect(newLast == last + 5)
    let ahead = visible.count
    #expect(
      Array(feed.prefetched.dropFirst(asked.count))
        == Array((last + ahead + 1)...(newLast + ahead)))
    #expect(Set(feed.prefetched).count == feed.prefetched.count)

    // Scrolling back up cancels the rows ahead that were never shown.
    feed.tableView.contentOffset = .zero
    host.flush()
    #expect(feed.cancelled == Array((last + ahead + 1)...(newLast + ahead)))
  }

  @Test func prefetchingOffTellsNothing() {
    let host = TestHost()
    let feed = FeedController(style: .plain)
    feed.loadViewIfNeeded()
    feed.tableView.isPrefetchingEnabled = false
    host.show(feed)
    host.flush()
    #expect(feed.prefetched.isEmpty)
    #expect(!feed.tableView.isPrefetchingEnabled)
  }
}
