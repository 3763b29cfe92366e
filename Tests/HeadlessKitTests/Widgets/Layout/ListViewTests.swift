import Foundation

import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

@Observable final class Post {
  let id: String
  var likes = 0
  init(id: String) { self.id = id }
}

/// A cell that shows a post, read in its tracked configuration hook.
final class PostCell: ListCell {
  var post: Post?
  var configurations = 0
  override func updateConfiguration(using state: State) {
    configurations += 1
    textLabel.text = post.map { "\($0.id) (\($0.likes))" } ?? "-"
  }
}

@MainActor
@Suite struct ListViewTests {
  private func feed(_ count: Int) -> (TestHost, ListView, [String: Post]) {
    var posts: [String: Post] = [:]
    let ids = (0..<count).map { "p\($0)" }
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))
    list.cellProvider = { list, _, item in
      let id = item as! String
      let cell = list.dequeueReusableCell(of: PostCell.self)
      if posts[id] == nil { posts[id] = Post(id: id) }
      cell.post = posts[id]
      return cell
    }
    list.apply(ListSnapshot(items: ids))
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    return (host, list, posts)
  }

  @Test func onlyTheVisibleRowsHaveCells() {
    let (_, list, _) = feed(100)
    #expect(list.visibleCells.count == 10)  // 440 / 44
    #expect(list.contentSize == Size(width: 390, height: 4_400))
    #expect(list.visibleCells.map(\.item) == (0..<10).map { "p\($0)" })
    #expect(list.visibleCells[3].frame == Rect(x: 0, y: 132, width: 390, height: 44))
    #expect((list.visibleCells[3] as! PostCell).textLabel.text == "p3 (0)")
  }

  @Test func aHundredThousandItemsKeepOnlyTheVisibleCellsAliveWhileScrolling() {
    let (host, list, _) = feed(100_000)
    for step in 1...50 {
      list.scroll(to: Point(x: 0, y: Double(step) * 1_000))
      host.flush()
    }
    list.scroll(to: Point(x: 0, y: 4_400_000))  // the end
    host.flush()
    #expect(list.visibleCells.count == 10)
    #expect(list.visibleCells.last?.item == "p99999")
    #expect(list.cellsCreated <= 12)  // scrolling reused cells instead of making new ones
  }

  @Test func aChangeToAnItemReconfiguresItsCellAlone() {  // Rule 3.1, 3.2
    let (host, list, posts) = feed(20)
    let cells = list.visibleCells.map { $0 as! PostCell }
    let before = cells.map(\.configurations)
    posts["p2"]!.likes = 5
    host.flush()
    #expect(cells[2].textLabel.text == "p2 (5)")
    #expect(
      cells.map(\.configurations)
        == before.enumerated().map { $0.offset == 2 ? $0.element + 1 : $0.element })
  }

  @Test func selectionMarksTheCellAndCallsTheDelegateUntracked() {
    let (host, list, _) = feed(20)
    var selected: [String] = []
    list.onSelect = { _, id in selected.append(id as! String) }
    #expect(host.select(row: 4))
    #expect(selected == ["p4"])
    #expect(list.visibleCells.filter(\.isSelected).map(\.item) == ["p4"])
    #expect(host.select(row: 400) == false)
  }

  @Test func applyKeepsUnchangedCellsAndConfiguresOnlyNewItems() {
    let (host, list, _) = feed(5)
    let kept = list.visibleCells.first { $0.item == "p1" } as! PostCell
    let runs = kept.configurations
    list.apply(ListSnapshot(items: ["new", "p1", "p3"]))
    host.flush()
    #expect(list.visibleCells.map(\.item) == ["new", "p1", "p3"])
    #expect(kept.configurations == runs)  // same item, same configuration
    #expect(kept.frame.origin.y == 44)  // moved
    #expect((list.visibleCells[0] as! PostCell).textLabel.text == "new (0)")
    list.reconfigureItems(["p1"])
    host.flush()
    #expect(kept.configurations == runs + 1)
  }

  /// A list subclass that adds nothing: it must behave exactly as the base class.
  final class SubList: ListView {}

  /// Built-in widgets are tracked the same way as user subclasses: the cell provider is
  /// the user's code, called by the list's layout, so a value it reads re-runs that
  /// layout in `ListView` and in a subclass that overrides nothing alike.
  @Test(arguments: [false, true])
  func listAndSubclassReRunLayoutWhenTheProvidersReadChanges(subclass: Bool) {
    let counter = Counter()
    var provided: [Int] = []
    let list = subclass ? SubList() : ListView()
    list.frame = Rect(x: 0, y: 0, width: 390, height: 440)
    list.cellProvider = { list, _, _ in
      provided.append(counter.value)
      return list.dequeueReusableCell()
    }
    list.apply(ListSnapshot(items: ["a", "b"]))
    let host = TestHost(diagnostics: .expected)
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    var layouts: [String] = []
    host.application.onHookRun = { run in
      if run.hook == .layoutSubviews { layouts.append(run.owner) }
    }
    #expect(provided == [0, 0])
    counter.value = 1
    host.flush()
    // An unnamed list is named by its type and position in its controller's view.
    #expect(
      layouts == [subclass ? "SubList#1 in Controller.view" : "ListView#1 in Controller.view"],
      "the list's layout re-ran once")
    // Both keep their cells (a re-run of layout reuses them): the same rows either way.
    list.apply(ListSnapshot(items: ["a", "b", "c"]))
    host.flush()
    #expect(provided == [0, 0, 1])
  }
}

/// Lists as UITableView:
/// - https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
///   ("doesn't cause the delegate to receive tableView(_:willSelectRowAt:) or
///   tableView(_:didSelectRowAt:)")
/// - https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
/// - https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
/// - https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
/// - https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
@MainActor
@Suite struct ListUIKitTests {
  final class ReusedCell: ListCell {
    var reuses = 0
    override func prepareForReuse() { reuses += 1 }
  }

  private func list(_ count: Int) -> (TestHost, ListView) {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))
    list.cellProvider = { list, _, _ in list.dequeueReusableCell(of: ReusedCell.self) }
    list.apply(ListSnapshot(items: (0..<count).map { "item\($0)" }))
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    return (host, list)
  }

  @Test func programmaticSelectionDoesNotCallOnSelectButATapDoes() {
    let (host, list) = list(20)
    var selected: [String] = []
    list.onSelect = { _, id in selected.append(id as! String) }
    list.selectRow(at: IndexPath(item: 3))
    host.flush()
    #expect(selected.isEmpty)
    #expect(list.selectedIndexPath == IndexPath(item: 3))
    #expect(list.cell(at: IndexPath(item: 3))?.isSelected == true)
    #expect(host.select(row: 5))  // the testing module taps, as a user would
    #expect(selected == ["item5"])
    #expect(list.cell(at: IndexPath(item: 3))?.isSelected == false)
  }

  @Test func deselectRowClearsOnlyTheSelectedRow() {
    let (host, list) = list(20)
    list.selectRow(at: IndexPath(item: 2))
    list.deselectRow(at: IndexPath(item: 7))
    #expect(list.selectedIndexPath == IndexPath(item: 2))
    list.deselectRow(at: IndexPath(item: 2))
    host.flush()
    #expect(list.selectedIndexPath == nil)
    #expect(list.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func cellAtAndIndexPathForAnswerForVisibleRowsOnly() {
    let (host, list) = list(1_000)
    let cell = list.cell(at: IndexPath(item: 4))
    #expect(cell?.item == "item4")
    #expect(cell.flatMap { list.indexPath(for: $0) } == IndexPath(item: 4))
    #expect(list.cell(at: IndexPath(item: 500)) == nil, "not visible: no cell")
    list.scroll(to: Point(x: 0, y: 500 * 44))
    host.flush()
    #expect(list.cell(at: IndexPath(item: 500))?.item == "item500")
    #expect(list.indexPath(for: ReusedCell()) == nil)
  }

  @Test func reusedCellsArePreparedJustBeforeTheyAreHandedOut() {
    let (host, list) = list(1_000)
    let first = list.visibleCells.compactMap { $0 as? ReusedCell }
    #expect(first.allSatisfy { $0.reuses == 0 }, "new cells are not prepared")
    list.scroll(to: Point(x: 0, y: 440))
    host.flush()
    #expect(first.contains { $0.reuses == 1 }, "cells that left are prepared when reused")
    #expect(list.cellsCreated <= 12)
  }
}

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
    #expect(svg.contains(">Pinned</text>") && svg.contains(">Recent</text>"))
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
