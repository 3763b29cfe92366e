import Foundation

import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

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
    #expect((list.visibleCells[3] as! PostCell).label.text == "p3 (0)")
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
    #expect(cells[2].label.text == "p2 (5)")
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
    #expect((list.visibleCells[0] as! PostCell).label.text == "new (0)")
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
