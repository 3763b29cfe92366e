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
        case .path(let path, let style):
          body.append(svgPath(path, style, at: origin, hex: hex))
        case .gradient(let rect, let gradient, let radius):
          clips += 1
          body.append(svgGradient(gradient, id: "gradient\(clips)", hex: hex))
          let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
          body.append(
            "  <rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
              + "height=\"\(n(frame.height))\"\(radius > 0 ? " rx=\"\(n(radius))\"" : "") "
              + "fill=\"url(#gradient\(clips))\"/>")
        case .styledText(let runs, let rect, let alignment):
          body += svgStyledText(runs, in: rect.offsetBy(dx: origin.x, dy: origin.y), alignment, hex)
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
              // The steps feDropShadow stands for, which every renderer draws (librsvg
              // 2.54, behind rsvg-convert, draws no feDropShadow).
              + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(shadow.radius / 2))\"/>"
              + "<feOffset dx=\"\(n(shadow.offset.width))\" dy=\"\(n(shadow.offset.height))\" "
              + "result=\"offset\"/><feFlood flood-color=\"\(hex(shadow.color))\" "
              + "flood-opacity=\"\(n(shadow.opacity * shadow.color.alpha))\"/>"
              + "<feComposite in2=\"offset\" operator=\"in\"/><feMerge><feMergeNode/>"
              + "<feMergeNode in=\"SourceGraphic\"/></feMerge></filter>")
          body.append("  <g filter=\"url(#shadow\(clips))\">")
        }
        if isSheetCard(view) {
          // A sheet: the screen beneath dims (unless the sheet rests at or below its
          // largest undimmed detent), the sheet is a card with rounded top corners
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
          if view.owningController?.sheetDimsBeneath ?? true {
            body.append(
              "  <rect width=\"100%\" height=\"100%\" fill=\"#000000\" fill-opacity=\"0.25\"/>")
          }
          body.append("  <path d=\"\(path)\" fill=\"\(hex(card))\"/>")
          body.append("  <clipPath id=\"clip\(clips)\"><path d=\"\(path)\"/></clipPath>")
          body.append("  <g clip-path=\"url(#clip\(clips))\">")
          grabbers.append(
            "  <rect x=\"\(n(frame.midX - 18))\" y=\"\(n(frame.minY + 5))\" width=\"36\" "
              + "height=\"5\" rx=\"2.5\" fill=\"\(hex(Palette.separator))\"/>")
        }
        if let transform = view.affineTransform, transform != .identity {
          // UIKit's `transform`, applied about the view's centre (its layer's anchor point).
          let x = origin.x + view.bounds.width / 2
          let y = origin.y + view.bounds.height / 2
          body.append(
            "  <g transform=\"translate(\(n(x)) \(n(y))) matrix(\(n(transform.m11)) "
              + "\(n(transform.m12)) \(n(transform.m21)) \(n(transform.m22)) \(n(transform.tX)) "
              + "\(n(transform.tY))) translate(\(n(-x)) \(n(-y)))\">")
        }
        origins.append(origin)
        if view is ScrollView || view.clipsToBounds {
          // A scroll view, or a view that clips, clips what it shows to its bounds.
          clips += 1
          let radius = view.outlineCornerRadius > 0 ? " rx=\"\(n(view.outlineCornerRadius))\"" : ""
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
        if view.outlineBorderWidth > 0 {
          // Inside the bounds, above the content and the subviews, as a layer's border.
          let width = view.outlineBorderWidth
          let color = view.outlineBorderColor ?? Color(named: "black")
          var attributes = " fill=\"none\" stroke=\"\(hex(color))\" stroke-width=\"\(n(width))\""
          if color.alpha < 1 { attributes += " stroke-opacity=\"\(n(color.alpha))\"" }
          body.append(
            "  <rect x=\"\(n(origin.x + width / 2))\" y=\"\(n(origin.y + width / 2))\" "
              + "width=\"\(n(max(0, view.bounds.width - width)))\" "
              + "height=\"\(n(max(0, view.bounds.height - width)))\" "
              + "rx=\"\(n(max(0, view.outlineCornerRadius - width / 2)))\"\(attributes)/>")
        }
        if let transform = view.affineTransform, transform != .identity { body.append("  </g>") }
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

  /// Whether `view` is the root view of a presented sheet drawn as a card (rounded top
  /// corners, the screen beneath dimmed).
  func isSheetCard(_ view: View) -> Bool {
    guard let controller = view.owningController,
      presentations.contains(where: { $0 === controller }),
      case .sheet? = controller.presentationStyle, controller.drawsAsSheetCard
    else { return false }
    return true
  }

  /// Visits every drawing command of visible views, back to front, with the view's
  /// origin in window coordinates; `entering` and `leaving` bracket each view and its
  /// subviews. A view with no width or height draws nothing of its own.
  func forEachVisibleDrawing(
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
      // Sublayers a companion module added (HeadlessUIKit's `CALayer`): above the view's
      // own drawing, below its subviews.
      if let layers = view.outline?.sublayerDrawing {
        for command in layers() { body(origin, command) }
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

private func n(_ value: Double) -> String { svgNumber(value) }

func escapeXML(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
