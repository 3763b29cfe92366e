// The shapes of the benchmark rows, as counts: a change re-evaluates one body among
// a thousand.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class RowModel: Identifiable {
  let id: Int
  var title: String

  init(id: Int) {
    self.id = id
    title = "Row \(id)"
  }
}

struct RowView: View {
  let row: RowModel
  var body: some View { Text(row.title) }
}

struct ThousandRows: View {
  let rows: [RowModel]
  var body: some View {
    List(rows) { row in RowView(row: row) }
  }
}

@MainActor
@Suite struct ScaleTests {
  @Test func oneRowsChangeInAThousandRowListReEvaluatesThatRowsBodyOnly() {
    let rows = (0..<1_000).map(RowModel.init(id:))
    let (host, recorder) = showing(ThousandRows(rows: rows))
    #expect(recorder.count("RowView") == 1_000)
    recorder.reset()
    rows[500].title = "Changed"
    host.flush()
    #expect(recorder.runs == ["RowView"])
    #expect(host.view(withText: "Changed") != nil)
  }
}

@MainActor
@Suite struct RelayoutTests {
  @Test func aChangeThatKeepsTheBodysSizeLaysNothingOutAgain() throws {
    let rows = (0..<3).map(RowModel.init(id:))
    let (host, _) = showing(ThousandRows(rows: rows))
    let label = try #require(host.view(withText: "Row 1") as? UILabel)
    let frame = label.frame
    var runs: [String] = []
    host.application.onPassFinished = { summary in
      runs += summary.runs.map { $0.description }
    }
    rows[1].title = "Row 9"  // as long as "Row 1"
    host.flush()
    #expect(label.text == "Row 9")
    #expect(label.frame == frame)
    #expect(
      runs.contains { $0.hasPrefix("BodyHostView(RowView)") && $0.contains("updateProperties") })
    #expect(!runs.contains { $0.hasPrefix("HostingRootView") })
    #expect(
      !runs.contains { $0.hasPrefix("BodyHostView(RowView)") && $0.contains("layoutSubviews") })
  }

  @Test func aChangeThatResizesTheBodyLaysTheTreeOutAgain() throws {
    let rows = (0..<3).map(RowModel.init(id:))
    let (host, _) = showing(ThousandRows(rows: rows))
    let label = try #require(host.view(withText: "Row 1"))
    let before = label.frame.width
    rows[1].title = "A much longer title"
    host.flush()
    #expect(label.frame.width > before)
    #expect(label.frame.width == label.intrinsicContentSize.width)
    #expect(label.superview?.frame.width == label.frame.width)
  }
}
