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
