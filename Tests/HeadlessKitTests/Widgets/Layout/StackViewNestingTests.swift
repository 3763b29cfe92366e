import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// A column of rows, as settings screens nest stacks: the column lays the rows out once
/// per pass, and still hears of a row whose size changed without telling it. UIKit's
/// stack views follow their arranged views' sizes:
/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor
@Suite struct StackViewNestingTests {
  /// A stack that counts its layouts.
  final class CountingStack: StackView {
    var layouts = 0
    override func layoutSubviews() {
      layouts += 1
      super.layoutSubviews()
    }
  }

  /// Three rows of "aN" (16x20) and "b" (8x20) in a column, shown.
  private func column() -> (TestHost, CountingStack, [StackView]) {
    let rows = (0..<3).map { index in
      StackView(arrangedSubviews: [Label(text: "a\(index)"), Label(text: "b")], axis: .horizontal)
    }
    let column = CountingStack(arrangedSubviews: rows, axis: .vertical)
    column.alignment = .leading
    column.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    let root = Controller()
    root.view.addSubview(column)
    let host = TestHost()
    host.show(root)
    return (host, column, rows)
  }

  @Test func aColumnLaysItsGrowingRowsOutOncePerPass() {
    let (host, column, rows) = column()
    #expect(rows.map(\.frame.width) == [24, 24, 24])
    column.layouts = 0
    for row in rows { (row.arrangedSubviews[1] as! Label).text = "bbbb" }
    host.flush()
    // The rows' new sizes reach the column in its one layout; the rows' own layouts,
    // after it, find nothing it has not seen.
    #expect(column.layouts == 1)
    #expect(
      rows.map(\.frame) == [
        Rect(x: 0, y: 0, width: 48, height: 20), Rect(x: 0, y: 20, width: 48, height: 20),
        // `.fill`: the last row takes the rest of the column.
        Rect(x: 0, y: 40, width: 48, height: 360),
      ])
    #expect(rows[0].arrangedSubviews[1].frame == Rect(x: 16, y: 0, width: 32, height: 20))
  }

  @Test func aRowThatShrinksWithoutSayingSoStillReachesTheColumn() {
    let (host, column, rows) = column()
    column.layouts = 0
    // Hiding a view lays its row out; the row then finds its natural size changed and
    // tells the column.
    rows[0].arrangedSubviews[0].isHidden = true
    host.flush()
    #expect(column.layouts >= 1)
    #expect(rows[0].frame == Rect(x: 0, y: 0, width: 8, height: 20))
    #expect(rows[0].arrangedSubviews[1].frame == Rect(x: 0, y: 0, width: 8, height: 20))
  }
}
