import Foundation

/// Prints the rows: one JSON document (`--json`), or a table in aligned columns.
enum Report {
  static func printJSON(_ rows: [Row]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(rows), as: UTF8.self))
  }

  static func printTable(_ rows: [Row]) {
    func fmt(_ v: Double?) -> String {
      guard let v else { return "-" }
      return v >= 100 ? String(Int(v.rounded())) : String(format: "%.2f", v)
    }
    let header = ["scenario", "measure", "framework", "baseline", "ratio", "unit", "target", "met"]
    let table = rows.map {
      [
        $0.scenario, $0.measure, fmt($0.framework), fmt($0.baseline), fmt($0.ratio), $0.unit,
        $0.target, $0.met ? "yes" : "NO",
      ]
    }
    let widths = header.indices.map { i in
      ([header[i]] + table.map { $0[i] }).map(\.count).max()!
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map {
        $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    print(line(header))
    for row in table { print(line(row)) }
  }
}
