public import Foundation

extension Window {
  /// The screen as an SVG document, drawn from each visible view's last `draw(in:)`:
  /// background fills, text, titles and control states, at their window positions.
  ///
  /// Text uses a monospaced font sized so its advance matches ``TextMetrics`` (half the
  /// font size per character), so what fits in a frame here fits in the picture.
  /// - Returns: The SVG text.
  public func renderSVG() -> String {
    var body: [String] = []
    forEachVisibleDrawing { origin, command in
      switch command {
      case .fill(let rect, let color):
        body.append(
          "  <rect x=\"\(n(origin.x + rect.minX))\" y=\"\(n(origin.y + rect.minY))\" "
            + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
            + "fill=\"\(color.svgHex)\"\(color.alpha < 1 ? " fill-opacity=\"\(n(color.alpha))\"" : "")/>"
        )
      case .text(let string, let rect, let color, let fontSize, let alignment):
        let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
        let (x, anchor): (Double, String)
        switch alignment {
        case .leading: (x, anchor) = (origin.x + rect.minX, "start")
        case .center: (x, anchor) = (origin.x + rect.minX + rect.width / 2, "middle")
        case .trailing: (x, anchor) = (origin.x + rect.maxX, "end")
        }
        for (index, line) in string.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let baseline =
            origin.y + rect.minY + (rect.height - lineHeight) / 2 + lineHeight * Double(index)
            + fontSize
          body.append(
            "  <text x=\"\(n(x))\" y=\"\(n(baseline))\" text-anchor=\"\(anchor)\" "
              + "font-family=\"monospace\" font-size=\"\(n(fontSize * 5 / 6))\" "
              + "fill=\"\(color.svgHex)\">\(escapeXML(String(line)))</text>")
        }
      }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(bounds.width))" height="\(n(bounds.height))" viewBox="0 0 \(n(bounds.width)) \(n(bounds.height))">
        <rect width="100%" height="100%" fill="#FFFFFF"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// Writes ``renderSVG()`` to a file.
  /// - Parameter url: Where to write.
  /// - Throws: The file system's error, naming the path.
  public func render(to url: URL) throws {
    try Data(renderSVG().utf8).write(to: url, options: .atomic)
  }

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
  ///   - compact: Merges runs of blank rows into one and drops trailing ones, so a screen
  ///     fits a terminal; `false` keeps one row per 20 points.
  /// - Returns: The lines, joined by `\n`.
  public func renderText(ascii: Bool = false, compact: Bool = true) -> String {
    let columns = max(1, Int((bounds.width / TextMetrics.advance).rounded(.up)))
    let rows = max(1, Int((bounds.height / TextMetrics.lineHeight).rounded(.up)))
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func put(_ character: Character, _ column: Int, _ row: Int) {
      guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
      grid[row][column] = character
    }
    let box: (horizontal: Character, vertical: Character, corners: [Character]) =
      ascii ? ("-", "|", ["+", "+", "+", "+"]) : ("─", "│", ["┌", "┐", "└", "┘"])
    forEachVisibleDrawing { origin, command in
      switch command {
      case .fill(let rect, _):
        let left = Int((origin.x + rect.minX) / TextMetrics.advance)
        let right = Int(((origin.x + rect.maxX) / TextMetrics.advance).rounded(.up)) - 1
        let top = Int((origin.y + rect.minY) / TextMetrics.lineHeight)
        let bottom = Int(((origin.y + rect.maxY) / TextMetrics.lineHeight).rounded(.up)) - 1
        guard right > left, bottom > top else { return }
        // A later view covers what was drawn beneath it, rather than mixing with it.
        for row in top...bottom {
          for column in left...right { put(" ", column, row) }
        }
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
      case .text(let string, let rect, _, _, let alignment):
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
        for (offset, character) in line.enumerated() {
          let column = start + offset
          if column >= first && column <= last { put(character, column, row) }
        }
      }
    }
    var lines = grid.map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    if compact {
      var merged: [String] = []
      for line in lines where !(line.isEmpty && (merged.last?.isEmpty ?? true)) {
        merged.append(line)
      }
      while merged.last?.isEmpty == true { merged.removeLast() }
      lines = merged
    }
    return lines.joined(separator: "\n")
  }

  /// Visits every drawing command of visible views, back to front, with the view's
  /// origin in window coordinates.
  private func forEachVisibleDrawing(_ body: (Point, Canvas.Command) -> Void) {
    func visit(_ view: View, _ origin: Point) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if let drawing = view.lastDrawing {
        // A drawing made at another size shows as the content mode places it.
        let placement = view.contentMode.placement(
          drawn: drawing.bounds.size, shown: view.bounds.size)
        for command in drawing.commands { body(origin, command.placed(placement)) }
      }
      let scroll = (view as? ScrollView)?.contentOffset ?? .zero
      for child in view.subviews {
        visit(
          child,
          Point(
            x: origin.x + child.frame.minX - scroll.x, y: origin.y + child.frame.minY - scroll.y))
      }
    }
    visit(self, .zero)
  }
}

extension Color {
  /// `#RRGGBB`, opacity apart (SVG takes it as `fill-opacity`).
  var svgHex: String { String(hex.prefix(7)) }
}

private func n(_ value: Double) -> String { ((value * 100).rounded() / 100).compactDescription }

private func escapeXML(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
