import Foundation

// The SVG of the drawing commands beyond rectangles, ellipses, lines and plain text: paths,
// gradients and styled text (`Window+Rendering.swift` walks the views).

extension Window {
  /// A `<path>`: the fill (non-zero or even-odd), and the stroke with its width, its
  /// caps, and a dash that shows only the part from `strokeStart` to `strokeEnd`.
  func svgPath(
    _ path: DrawingPath, _ style: PathStyle, at origin: Point, hex: (Color) -> String
  ) -> String {
    var attributes = " fill=\"\(style.fill.map(hex) ?? "none")\""
    if let fill = style.fill, fill.alpha < 1 {
      attributes += " fill-opacity=\"\(svgNumber(fill.alpha))\""
    }
    if style.evenOddFill { attributes += " fill-rule=\"evenodd\"" }
    if let stroke = style.stroke, style.lineWidth > 0 {
      attributes += " stroke=\"\(hex(stroke))\" stroke-width=\"\(svgNumber(style.lineWidth))\""
      if stroke.alpha < 1 { attributes += " stroke-opacity=\"\(svgNumber(stroke.alpha))\"" }
      if style.lineCap != .butt { attributes += " stroke-linecap=\"\(style.lineCap.rawValue)\"" }
      let start = min(max(style.strokeStart, 0), 1)
      let end = min(max(style.strokeEnd, 0), 1)
      if start > 0 || end < 1 {
        let length = path.length
        attributes +=
          " stroke-dasharray=\"\(svgNumber(max(0, end - start) * length)) "
          + "\(svgNumber(length + 1))\" stroke-dashoffset=\"\(svgNumber(-start * length))\""
      } else if !style.dashPattern.isEmpty {
        attributes +=
          " stroke-dasharray=\"\(style.dashPattern.map(svgNumber).joined(separator: " "))\""
      }
    }
    return "  <path d=\"\(path.svgData(offsetBy: origin))\"\(attributes)/>"
  }

  /// A `<linearGradient>` in the box's unit square, its stops at the locations (evenly
  /// spaced without them).
  func svgGradient(_ gradient: LinearGradient, id: String, hex: (Color) -> String) -> String {
    let count = gradient.colors.count
    var stops = ""
    for (index, color) in gradient.colors.enumerated() {
      let offset =
        gradient.locations.flatMap { index < $0.count ? $0[index] : nil }
        ?? (count > 1 ? Double(index) / Double(count - 1) : 0)
      stops +=
        "<stop offset=\"\(svgNumber(offset))\" stop-color=\"\(hex(color))\""
        + (color.alpha < 1 ? " stop-opacity=\"\(svgNumber(color.alpha))\"" : "") + "/>"
    }
    return
      "  <linearGradient id=\"\(id)\" x1=\"\(svgNumber(gradient.startPoint.x))\" "
      + "y1=\"\(svgNumber(gradient.startPoint.y))\" x2=\"\(svgNumber(gradient.endPoint.x))\" "
      + "y2=\"\(svgNumber(gradient.endPoint.y))\">\(stops)</linearGradient>"
  }

  /// One `<text>` per run on each line, placed one after another (each character advancing
  /// half its font size), the lines centred together in the rectangle; a run's background
  /// as a rectangle behind it, its underline and strikethrough as lines.
  func svgStyledText(
    _ runs: [TextRun], in rect: Rect, _ alignment: TextAlignment, _ hex: (Color) -> String
  ) -> [String] {
    // Split into lines of (run, piece).
    var lines: [[(TextRun, String)]] = [[]]
    for run in runs {
      for (index, piece) in run.string.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { lines.append([]) }
        if !piece.isEmpty { lines[lines.count - 1].append((run, String(piece))) }
      }
    }
    let heights = lines.map { line in
      line.map { TextMetrics.lineHeight(fontSize: $0.0.fontSize) }.max()
        ?? TextMetrics.lineHeight
    }
    var top = rect.minY + (rect.height - heights.reduce(0, +)) / 2
    var body: [String] = []
    for (line, height) in zip(lines, heights) {
      defer { top += height }
      let width = line.reduce(0) { $0 + Double($1.1.count) * $1.0.fontSize / 2 }
      var x: Double
      switch alignment {
      case .leading: x = rect.minX
      case .center: x = rect.minX + (rect.width - width) / 2
      case .trailing: x = rect.maxX - width
      }
      let fontSize = line.map(\.0.fontSize).max() ?? Font.body.size
      let baseline = top + (height - TextMetrics.lineHeight(fontSize: fontSize)) / 2 + fontSize
      for (run, piece) in line {
        let advance = Double(piece.count) * run.fontSize / 2
        if let background = run.background {
          body.append(
            "  <rect x=\"\(svgNumber(x))\" y=\"\(svgNumber(top))\" width=\"\(svgNumber(advance))\" "
              + "height=\"\(svgNumber(height))\" fill=\"\(hex(background))\""
              + (background.alpha < 1 ? " fill-opacity=\"\(svgNumber(background.alpha))\"" : "")
              + "/>")
        }
        body.append(
          "  <text x=\"\(svgNumber(x))\" y=\"\(svgNumber(baseline))\" xml:space=\"preserve\" "
            + "font-family=\"monospace\" font-size=\"\(svgNumber(run.fontSize * 5 / 6))\" "
            + "fill=\"\(hex(run.color))\""
            + (run.color.alpha < 1 ? " fill-opacity=\"\(svgNumber(run.color.alpha))\"" : "")
            + ">\(escapeXML(piece))</text>")
        for (drawn, y) in [
          (run.underline, baseline + 2), (run.strikethrough, baseline - run.fontSize * 0.3),
        ] where drawn {
          body.append(
            "  <line x1=\"\(svgNumber(x))\" y1=\"\(svgNumber(y))\" x2=\"\(svgNumber(x + advance))\" "
              + "y2=\"\(svgNumber(y))\" stroke=\"\(hex(run.color))\" stroke-width=\"1\"/>")
        }
        x += advance
      }
    }
    return body
  }
}
