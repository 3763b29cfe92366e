import Foundation

extension Window {
  /// One text the screen draws, with its colours as drawn: what a contrast check reads.
  package struct DrawnText {
    /// The view whose drawing holds the text.
    package var view: View
    /// The text.
    package var string: String
    /// Where it is laid out, in the window's coordinates.
    package var frame: Rect
    /// Its font size in points.
    package var fontSize: Double
    /// The text's colour, resolved for the view's appearance, over ``background``.
    package var foreground: Color
    /// The opaque colour beneath the text's centre: everything drawn there before it, in
    /// the appearance of the view that drew each, over the system background.
    package var background: Color
  }

  /// Every text the visible views drew in their last pass, back to front, with the
  /// colours the picture shows (``renderSVG(style:)`` draws the same commands).
  package func drawnTexts() -> [DrawnText] {
    struct Paint {
      var rect: Rect
      var isEllipse: Bool
      var color: Color
    }
    var paints: [Paint] = []
    var texts: [DrawnText] = []
    var views: [View] = []
    var styles: [InterfaceStyle] = []
    var alphas: [Double] = []
    let baseStyle = traitValues.userInterfaceStyle
    let base = Color(named: "systemBackground").resolved(for: baseStyle)
    func resolve(_ color: Color) -> Color {
      let resolved = color.resolved(for: styles.last ?? baseStyle)
      return resolved.withAlpha(resolved.alpha * (alphas.last ?? 1))
    }
    func beneath(_ point: Point) -> Color {
      var color = base
      for paint in paints where paint.color.alpha > 0 {
        let inside: Bool
        if paint.isEllipse {
          let dx = (point.x - paint.rect.midX) / max(paint.rect.width / 2, .ulpOfOne)
          let dy = (point.y - paint.rect.midY) / max(paint.rect.height / 2, .ulpOfOne)
          inside = dx * dx + dy * dy <= 1
        } else {
          inside = paint.rect.contains(point)
        }
        if inside { color = paint.color.composited(over: color) }
      }
      return color
    }
    forEachVisibleDrawing(
      { origin, command in
        switch command {
        case .fill(let rect, let color):
          paints.append(
            Paint(
              rect: rect.offsetBy(dx: origin.x, dy: origin.y), isEllipse: false,
              color: resolve(color)))
        case .roundedRect(let rect, _, let fill?, _):
          paints.append(
            Paint(
              rect: rect.offsetBy(dx: origin.x, dy: origin.y), isEllipse: false,
              color: resolve(fill)))
        case .ellipse(let rect, let fill?, _):
          paints.append(
            Paint(
              rect: rect.offsetBy(dx: origin.x, dy: origin.y), isEllipse: true,
              color: resolve(fill)))
        case .text(let string, let rect, let color, let fontSize, _):
          guard let view = views.last, !string.isEmpty else { return }
          let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
          let background = beneath(Point(x: frame.midX, y: frame.midY))
          texts.append(
            DrawnText(
              view: view, string: string, frame: frame, fontSize: fontSize,
              foreground: resolve(color).composited(over: background), background: background))
        case .gradient(let rect, let gradient, _):
          // Its first colour stands for the gradient beneath text: an approximation.
          guard let first = gradient.colors.first else { return }
          paints.append(
            Paint(
              rect: rect.offsetBy(dx: origin.x, dy: origin.y), isEllipse: false,
              color: resolve(first)))
        case .styledText(let runs, let rect, _):
          guard let view = views.last else { return }
          let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
          let beneathRuns = beneath(Point(x: frame.midX, y: frame.midY))
          for run in runs where !run.string.isEmpty {
            let background = run.background.map { resolve($0).composited(over: beneathRuns) }
            let under = background ?? beneathRuns
            texts.append(
              DrawnText(
                view: view, string: run.string, frame: frame, fontSize: run.fontSize,
                foreground: resolve(run.color).composited(over: under), background: under))
          }
        case .roundedRect, .ellipse, .line, .path:
          break
        }
      },
      entering: { view, origin in
        // A view that neither roots a controller nor overrides traits has its
        // superview's appearance, the one entered last: reading its traits would walk up
        // to the window again, for every view.
        let inherits =
          !styles.isEmpty && !view.node.hasOwningController
          && (view.node.traitState?.overrides.isEmpty ?? true)
        styles.append(inherits ? styles[styles.count - 1] : view.traitValues.userInterfaceStyle)
        views.append(view)
        alphas.append((alphas.last ?? 1) * view.alpha)
        if isSheetCard(view) {
          let dark = styles[styles.count - 1] == .dark
          paints.append(
            Paint(rect: bounds, isEllipse: false, color: Color(named: "black").withAlpha(0.25)))
          let card = dark ? Palette.bar : Color(named: "systemBackground")
          paints.append(
            Paint(
              rect: Rect(origin: origin, size: view.bounds.size), isEllipse: false,
              color: card.resolved(for: styles[styles.count - 1])))
        }
      },
      leaving: { _ in
        views.removeLast()
        styles.removeLast()
        alphas.removeLast()
      })
    return texts
  }
}

extension Color {
  /// This colour drawn over `background` (source over), opaque when the background is.
  /// - Parameter background: What lies beneath.
  /// - Returns: The colour seen.
  package func composited(over background: Color) -> Color {
    let a = alpha
    let b = background.alpha * (1 - a)
    let outAlpha = a + b
    guard outAlpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    let (r1, g1, b1, _) = components
    let (r2, g2, b2, _) = background.components
    return Color(
      red: (r1 * a + r2 * b) / outAlpha, green: (g1 * a + g2 * b) / outAlpha,
      blue: (b1 * a + b2 * b) / outAlpha, alpha: outAlpha)
  }
}
