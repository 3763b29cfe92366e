import Foundation

import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

/// Sections: UITableView lays each section out as its header (when
/// `tableView(_:titleForHeaderInSection:)` gives a title) followed by its rows
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)).
@MainActor
@Suite struct ListSectionTests {
  /// A 390 x 200 list: "Pinned" (a, b) and "Recent" (c…h), rows 44, headers 28.
  func sections() -> (TestHost, ListView) {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 200))
    list.titleForHeader = { _, section in section as? String }
    var snapshot = ListSnapshot<String, String>()
    snapshot.appendSections(["Pinned", "Recent"])
    snapshot.appendItems(["a", "b"], toSection: "Pinned")
    snapshot.appendItems(["c", "d", "e", "f", "g", "h"], toSection: "Recent")
    list.apply(snapshot)
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    return (host, list)
  }

  func headers(_ list: ListView) -> [(String?, Rect)] {
    list.subviews.compactMap { $0 as? Label }.map { ($0.text, $0.frame) }
  }

  @Test func eachSectionIsItsHeaderThenItsRows() {
    let (_, list) = sections()
    // Pinned header 0-28, a 28-72, b 72-116; Recent header 116-144, c 144-188, d 188-232.
    #expect(list.contentSize == Size(width: 390, height: 28 + 2 * 44 + 28 + 6 * 44))
    let shown = headers(list)
    #expect(shown.map(\.0) == ["Pinned", "Recent"])
    #expect(
      shown.map(\.1) == [
        Rect(x: 0, y: 0, width: 390, height: 28),
        Rect(x: 0, y: 116, width: 390, height: 28),
      ])
    #expect(list.visibleCells.map(\.item) == ["a", "b", "c", "d"])
    #expect(list.visibleCells.map(\.frame.minY) == [28, 72, 144, 188])
    #expect(
      list.visibleCells.map(\.indexPath) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
      ])
  }

  @Test func scrollingPastAHeaderRemovesItAndBringsTheRowsBelow() {
    let (host, list) = sections()
    list.scroll(to: Point(x: 0, y: 150))  // the band 150-350: c (144-188) to g (320-364)
    host.flush()
    #expect(headers(list).isEmpty)
    #expect(list.visibleCells.map(\.item) == ["c", "d", "e", "f", "g"])
  }

  @Test func headerTitlesAreDrawnInPictures() {
    let (host, _) = sections()
    let svg = host.window.renderSVG()
    #expect(svg.contains(">Pinned</text>"))
    #expect(svg.contains(">Recent</text>"))
    #expect(host.window.renderText().contains("Recent"))
  }

  @Test func aSnapshotsReloadMakesANewCellAndItsReconfigureRerunsTheOld() {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 200))
    var made: [String] = []
    list.cellProvider = { list, _, id in
      made.append(id as! String)
      return list.dequeueReusableCell(of: PostCell.self)
    }
    list.apply(ListSnapshot(items: ["a", "b"]))
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    #expect(made == ["a", "b"])
    let b = list.visibleCells[1] as! PostCell
    let configured = b.configurations
    var snapshot = ListSnapshot(items: ["a", "b"])
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["b"])
    list.apply(snapshot)
    host.flush()
    #expect(made == ["a", "b", "a"], "a reload asks the provider again")
    #expect(b.configurations == configured + 1, "a reconfigure keeps the cell and re-runs it")
    #expect(list.visibleCells[1] === b)
  }
}
