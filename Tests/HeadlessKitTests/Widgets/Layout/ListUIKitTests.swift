import Foundation

import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

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
