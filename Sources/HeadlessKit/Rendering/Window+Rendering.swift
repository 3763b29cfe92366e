public import Foundation

extension Window {
  /// The screen as an SVG document, drawn from each visible view's last `draw(in:)`:
  /// background fills, text, titles and control states, at their window positions.
  ///
  /// Text uses a monospaced font sized so its advance matches ``TextMetrics`` (half the
  /// font size per character), so what fits in a frame here fits in the picture.
  /// Each view's colours resolve against its own traits: semantic colours
  /// (``Color/adaptiveNames``) and colours with a dark variant take the components of
  /// the view's ``TraitCollection/userInterfaceStyle``, so a window whose
  /// ``View/traitOverrides`` make it dark draws dark, and a view that overrides its style
  /// draws in its own.
  /// - Parameter style: Draws every view in this appearance instead, whatever its
  ///   traits; `nil` (the default) uses each view's.
  /// - Returns: The SVG text.
  public func renderSVG(style: InterfaceStyle? = nil) -> String {
    var styles: [InterfaceStyle] = [style ?? traitValues.userInterfaceStyle]
    var body: [String] = []
    var clips = 0
    var grabbers: [String] = []
    var origins: [Point] = []
    func hex(_ color: Color) -> String { color.resolved(for: styles[styles.count - 1]).svgHex }
    func paint(_ fill: Color?, _ stroke: Color?) -> String {
      var attributes = " fill=\"\(fill.map(hex) ?? "none")\""
      if let fill, fill.alpha < 1 { attributes += " fill-opacity=\"\(n(fill.alpha))\"" }
      if let stroke {
        attributes += " stroke=\"\(hex(stroke))\" stroke-width=\"1\""
        if stroke.alpha < 1 { attributes += " stroke-opacity=\"\(n(stroke.alpha))\"" }
      }
      return attributes
    }
    forEachVisibleDrawing(
      { origin, command in
        switch command {
        case .fill(let rect, let color):
          body.append(
            "  <rect x=\"\(n(origin.x + rect.minX))\" y=\"\(n(origin.y + rect.minY))\" "
              + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(paint(color, nil))/>")
        case .roundedRect(let rect, let radius, let fill, let stroke):
          body.append(
            "  <rect x=\"\(n(origin.x + rect.minX))\" y=\"\(n(origin.y + rect.minY))\" "
              + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" rx=\"\(n(radius))\""
              + "\(paint(fill, stroke))/>")
        case .ellipse(let rect, let fill, let stroke):
          body.append(
            "  <ellipse cx=\"\(n(origin.x + rect.midX))\" cy=\"\(n(origin.y + rect.midY))\" "
              + "rx=\"\(n(rect.width / 2))\" ry=\"\(n(rect.height / 2))\"\(paint(fill, stroke))/>")
        case .line(let start, let end, let color):
          body.append(
            "  <line x1=\"\(n(origin.x + start.x))\" y1=\"\(n(origin.y + start.y))\" "
              + "x2=\"\(n(origin.x + end.x))\" y2=\"\(n(origin.y + end.y))\" "
              + "stroke=\"\(hex(color))\" stroke-width=\"1\"/>")
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
            // xml:space keeps runs of spaces, so monospaced columns line up.
            body.append(
              "  <text x=\"\(n(x))\" y=\"\(n(baseline))\" text-anchor=\"\(anchor)\" "
                + "xml:space=\"preserve\" font-family=\"monospace\" "
                + "font-size=\"\(n(fontSize * 5 / 6))\" fill=\"\(hex(color))\">"
                + "\(escapeXML(String(line)))</text>")
          }
        }
      },
      entering: { view, origin in
        styles.append(style ?? view.traitValues.userInterfaceStyle)
        if let shadow = view.shadow, shadow.opacity > 0 {
          // A layer's shadow: under the view and everything inside it, offset and
          // blurred (SVG's blur deviation is half the radius).
          clips += 1
          body.append(
            "  <filter id=\"shadow\(clips)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
              + "<feDropShadow dx=\"\(n(shadow.offset.width))\" dy=\"\(n(shadow.offset.height))\" "
              + "stdDeviation=\"\(n(shadow.radius / 2))\" flood-color=\"\(hex(shadow.color))\" "
              + "flood-opacity=\"\(n(shadow.opacity * shadow.color.alpha))\"/></filter>")
          body.append("  <g filter=\"url(#shadow\(clips))\">")
        }
        if isSheetCard(view) {
          // A sheet: the screen beneath dims, the sheet is a card with rounded top corners
          // that clips what it holds (a navigation bar too), and a grabber drawn over it
          // when leaving; in the dark style the card is lifted to systemGray6, as iOS's
          // elevated background.
          let frame = Rect(origin: origin, size: view.bounds.size)
          let dark = styles[styles.count - 1] == .dark
          let card = dark ? Palette.bar : Color(named: "systemBackground")
          let path =
            "M\(n(frame.minX)),\(n(frame.minY + 12)) "
            + "a12,12 0 0 1 12,-12 h\(n(frame.width - 24)) a12,12 0 0 1 12,12 "
            + "v\(n(frame.height - 12)) h-\(n(frame.width)) z"
          clips += 1
          body.append(
            "  <rect width=\"100%\" height=\"100%\" fill=\"#000000\" fill-opacity=\"0.25\"/>")
          body.append("  <path d=\"\(path)\" fill=\"\(hex(card))\"/>")
          body.append("  <clipPath id=\"clip\(clips)\"><path d=\"\(path)\"/></clipPath>")
          body.append("  <g clip-path=\"url(#clip\(clips))\">")
          grabbers.append(
            "  <rect x=\"\(n(frame.midX - 18))\" y=\"\(n(frame.minY + 5))\" width=\"36\" "
              + "height=\"5\" rx=\"2.5\" fill=\"\(hex(Palette.separator))\"/>")
        }
        origins.append(origin)
        if view is ScrollView || view.clipsToBounds {
          // A scroll view, or a view that clips, clips what it shows to its bounds.
          clips += 1
          let radius = view.cornerRadius > 0 ? " rx=\"\(n(view.cornerRadius))\"" : ""
          body.append(
            "  <clipPath id=\"clip\(clips)\"><rect x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" "
              + "width=\"\(n(view.bounds.width))\" height=\"\(n(view.bounds.height))\"\(radius)/>"
              + "</clipPath>")
          body.append("  <g clip-path=\"url(#clip\(clips))\">")
        }
      },
      leaving: { view in
        let origin = origins.removeLast()
        if view is ScrollView || view.clipsToBounds { body.append("  </g>") }
        if view.borderWidth > 0 {
          // Inside the bounds, above the content and the subviews, as a layer's border.
          let width = view.borderWidth
          let color = view.borderColor ?? Color(named: "black")
          var attributes = " fill=\"none\" stroke=\"\(hex(color))\" stroke-width=\"\(n(width))\""
          if color.alpha < 1 { attributes += " stroke-opacity=\"\(n(color.alpha))\"" }
          body.append(
            "  <rect x=\"\(n(origin.x + width / 2))\" y=\"\(n(origin.y + width / 2))\" "
              + "width=\"\(n(max(0, view.bounds.width - width)))\" "
              + "height=\"\(n(max(0, view.bounds.height - width)))\" "
              + "rx=\"\(n(max(0, view.cornerRadius - width / 2)))\"\(attributes)/>")
        }
        if isSheetCard(view) {
          body.append("  </g>")
          body.append(grabbers.removeLast())
        }
        if let shadow = view.shadow, shadow.opacity > 0 { body.append("  </g>") }
        styles.removeLast()
      })
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(bounds.width))" height="\(n(bounds.height))" viewBox="0 0 \(n(bounds.width)) \(n(bounds.height))">
        <rect width="100%" height="100%" fill="\(hex(Color(named: "systemBackground")))"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// Writes ``renderSVG(style:)`` to a file.
  /// - Parameters:
  ///   - url: Where to write.
  ///   - style: Every view's appearance; `nil` (the default) uses each view's traits.
  /// - Throws: The file system's error, naming the path.
  public func render(to url: URL, style: InterfaceStyle? = nil) throws {
    try Data(renderSVG(style: style).utf8).write(to: url, options: .atomic)
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

  /// Whether `view` is the root view of a presented sheet drawn as a card (rounded top
  /// corners, the screen beneath dimmed).
  private func isSheetCard(_ view: View) -> Bool {
    guard let controller = view.owningController,
      presentations.contains(where: { $0 === controller }),
      case .sheet? = controller.presentationStyle, controller.drawsAsSheetCard
    else { return false }
    return true
  }

  /// Visits every drawing command of visible views, back to front, with the view's
  /// origin in window coordinates; `entering` and `leaving` bracket each view and its
  /// subviews. A view with no width or height draws nothing of its own.
  private func forEachVisibleDrawing(
    _ body: (Point, Canvas.Command) -> Void,
    entering: (View, Point) -> Void = { _, _ in }, leaving: (View) -> Void = { _ in }
  ) {
    func visit(_ view: View, _ origin: Point) {
      guard !view.isHidden, view.alpha > 0 else { return }
      entering(view, origin)
      if let drawing = view.lastDrawing, view.bounds.width > 0, view.bounds.height > 0 {
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
      leaving(view)
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
