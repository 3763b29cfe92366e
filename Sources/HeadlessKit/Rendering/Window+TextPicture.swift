import Foundation

// The text picture of a window, for terminals: boxes, text and rules on a grid of
// characters (the SVG picture is in `Window+Rendering.swift`, which walks the same
// drawings).

extension Window {
  /// The screen as text for terminals: one character per 8 x 20 points; views with a
  /// background are boxed, text is placed as its alignment says and clipped to its
  /// rectangle, and a later view covers what it is drawn over.
  ///
  /// ```swift
  /// print(window.renderText())               // box-drawing characters, blank rows merged
  /// print(window.renderText(ascii: true))    // +, - and | only
  /// ```
  /// - Parameters:
  ///   - ascii: Draws boxes with `+`, `-` and `|` instead of box-drawing characters.
  ///   - compact: Merges runs of blank rows, and of rows holding only boxes' sides, into
  ///     one and drops trailing blank rows, so a screen fits a terminal; `false` keeps one
  ///     row per 20 points (and a row of its own for an edge or a rule that would run
  ///     into text or another box).
  /// - Returns: The lines, joined by `\n`.
  public func renderText(ascii: Bool = false, compact: Bool = true) -> String {
    let columns = max(1, Int((bounds.width / TextMetrics.advance).rounded(.up)))
    let rows = max(1, Int((bounds.height / TextMetrics.lineHeight).rounded(.up)))
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    // Which cells hold text: rules and box edges never run into it.
    var isText = Array(repeating: Array(repeating: false, count: columns), count: rows)
    // Rules (horizontal lines), drawn once everything else is: one that would cross text
    // gets a row of its own below the text's.
    var rules: [(row: Int, from: Int, to: Int)] = []
    // Boxes' bottom edges, and those that text or a box placed below the box landed on
    // (rows are 20 points): such an edge moves to a row of its own inserted above, and
    // text leaves the row's edge characters out (`clears`).
    var bottomEdges: [(row: Int, left: Int, right: Int, maxY: Double)] = []
    var liftedEdges: [Int: [(left: Int, right: Int, clears: Bool)]] = [:]
    func lift(_ row: Int, _ left: Int, _ right: Int, clears: Bool) {
      if liftedEdges[row]?.contains(where: { $0.left == left && $0.right == right }) == true {
        return
      }
      liftedEdges[row, default: []].append((left, right, clears))
    }
    func put(_ character: Character, _ column: Int, _ row: Int, text: Bool = false) {
      guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
      grid[row][column] = character
      isText[row][column] = text
    }
    let box: (horizontal: Character, vertical: Character, corners: [Character]) =
      ascii ? ("-", "|", ["+", "+", "+", "+"]) : ("─", "│", ["┌", "┐", "└", "┘"])
    func drawBox(_ rect: Rect, _ origin: Point) {
      let left = Int((origin.x + rect.minX) / TextMetrics.advance)
      let right = Int(((origin.x + rect.maxX) / TextMetrics.advance).rounded(.up)) - 1
      let top = Int((origin.y + rect.minY) / TextMetrics.lineHeight)
      let bottom = Int(((origin.y + rect.maxY) / TextMetrics.lineHeight).rounded(.up)) - 1
      guard right > left, bottom > top else { return }
      // A box starting below another whose bottom edge falls on its top row.
      for edge in bottomEdges
      where edge.row == top && edge.left <= right && edge.right >= left
        && origin.y + rect.minY >= edge.maxY
      {
        lift(top, edge.left, edge.right, clears: false)
      }
      // A later view covers what was drawn beneath it, rather than mixing with it.
      for row in top...bottom {
        for column in left...right { put(" ", column, row) }
      }
      rules.removeAll { $0.row >= top && $0.row <= bottom && $0.from >= left && $0.to <= right }
      bottomEdges.removeAll {
        $0.row >= top && $0.row <= bottom && $0.left >= left && $0.right <= right
      }
      bottomEdges.append((bottom, left, right, origin.y + rect.maxY))
      for column in left...right {
        put(box.horizontal, column, top)
        put(box.horizontal, column, bottom)
      }
      for row in top...bottom {
        put(box.vertical, left, row)
        put(box.vertical, right, row)
      }
      let corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
      for (index, (column, row)) in corners.enumerated() {
        put(box.corners[index], column, row)
      }
    }
    func drawText(_ string: String, _ rect: Rect, _ alignment: TextAlignment, _ origin: Point) {
      let line = Array(string.prefix(while: { $0 != "\n" }))
      let row = Int((origin.y + rect.midY) / TextMetrics.lineHeight)
      let first = Int((origin.x + rect.minX) / TextMetrics.advance)
      let last = Int(((origin.x + rect.maxX) / TextMetrics.advance).rounded(.up)) - 1
      let start: Int
      switch alignment {
      case .leading: start = first
      case .center:
        start = Int(
          ((origin.x + rect.midX) / TextMetrics.advance - Double(line.count) / 2)
            .rounded(.down))
      case .trailing: start = last + 1 - line.count
      }
      let from = max(first, start)
      let to = min(last, start + line.count - 1)
      for (offset, character) in line.enumerated() {
        let column = start + offset
        if column >= first && column <= last { put(character, column, row, text: true) }
      }
      // Text that starts below a box whose bottom edge shares its row lifts that edge.
      for edge in bottomEdges
      where edge.row == row && edge.left <= to && edge.right >= from
        && origin.y + rect.minY >= edge.maxY
      {
        lift(row, edge.left, edge.right, clears: true)
      }
    }
    forEachVisibleDrawing(
      { origin, command in
        switch command {
        case .fill(let rect, _):
          drawBox(rect, origin)
        case .roundedRect(let rect, _, _, _):
          drawBox(rect, origin)
        case .line(let start, let end, _):
          guard start.y == end.y else { return }  // horizontal rules only: separators
          let row = Int((origin.y + start.y) / TextMetrics.lineHeight)
          let from = max(0, Int((origin.x + min(start.x, end.x)) / TextMetrics.advance))
          let to = min(
            columns - 1,
            Int(((origin.x + max(start.x, end.x)) / TextMetrics.advance).rounded(.up)) - 1)
          if to >= from, (0..<rows).contains(row) { rules.append((row, from, to)) }
        case .ellipse(let rect, _, _):
          put(
            "o", Int((origin.x + rect.midX) / TextMetrics.advance),
            Int((origin.y + rect.midY) / TextMetrics.lineHeight))
        case .gradient(let rect, _, _):
          drawBox(rect, origin)
        case .path:
          break  // the text picture shows boxes, text and rules only
        case .styledText(let runs, let rect, let alignment):
          // The runs' characters, as plain text at the default size.
          drawText(runs.map(\.string).joined(), rect, alignment, origin)
        case .text(let string, let rect, _, _, let alignment):
          drawText(string, rect, alignment, origin)
        }
      },
      entering: { view, origin in
        // A sheet is a card over the screen beneath, as the SVG draws it.
        if isSheetCard(view) { drawBox(Rect(origin: .zero, size: view.bounds.size), origin) }
      })
    // Box edges that text was drawn over keep a space either side of the text.
    let edges = Set([box.horizontal] + box.corners)
    for row in 0..<rows {
      for column in 0..<columns where isText[row][column] && grid[row][column] != " " {
        for side in [column - 1, column + 1]
        where (0..<columns).contains(side) && !isText[row][side]
          && edges.contains(grid[row][side])
        {
          grid[row][side] = " "
        }
      }
    }
    // Lifted bottom edges: drawn on a row inserted above, which carries the vertical edges
    // of the boxes it passes through; their row keeps only the text.
    var above: [Int: [Character]] = [:]
    for (row, lifted) in liftedEdges {
      var extra = grid[row].map { $0 == box.vertical ? box.vertical : " " }
      for edge in lifted {
        for column in edge.left...edge.right where (0..<columns).contains(column) {
          extra[column] = box.horizontal
          if edge.clears, !isText[row][column], edges.contains(grid[row][column]) {
            grid[row][column] = " "
          }
        }
        if (0..<columns).contains(edge.left) { extra[edge.left] = box.corners[2] }
        if (0..<columns).contains(edge.right) { extra[edge.right] = box.corners[3] }
      }
      above[row] = extra
    }
    // Rules: in place where their row has no text in their span, else on a row of their own
    // inserted below, which carries the vertical edges of the boxes it passes through.
    var below: [Int: [Character]] = [:]
    for rule in rules {
      if !isText[rule.row][rule.from...rule.to].contains(true) {
        for column in rule.from...rule.to where grid[rule.row][column] == " " {
          grid[rule.row][column] = box.horizontal
        }
        continue
      }
      var extra =
        below[rule.row]
        ?? grid[rule.row].map { $0 == box.vertical ? box.vertical : " " }
      for column in rule.from...rule.to where extra[column] == " " {
        extra[column] = box.horizontal
      }
      below[rule.row] = extra
    }
    var lines: [String] = []
    for row in 0..<rows {
      if let extra = above[row] { lines.append(String(extra)) }
      lines.append(String(grid[row]))
      if let extra = below[row] { lines.append(String(extra)) }
    }
    lines = lines.map {
      $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    if compact {
      // A row of nothing but boxes' sides repeats what the row above shows.
      let sides = Set([" ", box.vertical])
      func onlySides(_ line: String) -> Bool { line.allSatisfy(sides.contains) }
      var merged: [String] = []
      for line in lines
      where !(line.isEmpty && (merged.last?.isEmpty ?? true))
        && !(!line.isEmpty && onlySides(line) && merged.last == line)
      {
        merged.append(line)
      }
      while merged.last?.isEmpty == true { merged.removeLast() }
      lines = merged
    }
    return lines.joined(separator: "\n")
  }
}
