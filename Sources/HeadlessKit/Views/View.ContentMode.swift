import Foundation

extension View {
  /// How a view shows its last drawing when its size changes without a redraw, as
  /// UIKit's `UIView.ContentMode`. Only `.redraw` draws again on a size change; the
  /// others keep the drawing and place it in the new bounds (the pictures of a screen
  /// show that placement).
  public enum ContentMode: Sendable, Equatable, CaseIterable {
    /// Stretches the drawing to fill the bounds (UIKit's default).
    case scaleToFill
    /// Scales the drawing, keeping its aspect ratio, to fit inside the bounds, centred.
    case scaleAspectFit
    /// Scales the drawing, keeping its aspect ratio, to cover the bounds, centred.
    case scaleAspectFill
    /// Draws again (`draw(in:)`) whenever the size changes.
    case redraw
    /// Keeps the drawing's size, centred.
    case center
    /// Keeps the drawing's size, at the top, centred horizontally.
    case top
    /// Keeps the drawing's size, at the bottom, centred horizontally.
    case bottom
    /// Keeps the drawing's size, at the left, centred vertically.
    case left
    /// Keeps the drawing's size, at the right, centred vertically.
    case right
    /// Keeps the drawing's size, in the top-left corner.
    case topLeft
    /// Keeps the drawing's size, in the top-right corner.
    case topRight
    /// Keeps the drawing's size, in the bottom-left corner.
    case bottomLeft
    /// Keeps the drawing's size, in the bottom-right corner.
    case bottomRight
  }
}

extension View.ContentMode {
  /// Where a drawing made at `drawn` shows in bounds of size `shown`: scale factors and
  /// offset.
  func placement(drawn: Size, shown: Size) -> (sx: Double, sy: Double, dx: Double, dy: Double) {
    guard drawn != shown, drawn.width > 0, drawn.height > 0 else { return (1, 1, 0, 0) }
    let fitX = shown.width / drawn.width
    let fitY = shown.height / drawn.height
    func centred(_ scale: Double) -> (Double, Double, Double, Double) {
      (
        scale, scale, (shown.width - drawn.width * scale) / 2,
        (shown.height - drawn.height * scale) / 2
      )
    }
    let spareX = shown.width - drawn.width
    let spareY = shown.height - drawn.height
    switch self {
    case .scaleToFill: return (fitX, fitY, 0, 0)
    case .scaleAspectFit: return centred(min(fitX, fitY))
    case .scaleAspectFill: return centred(max(fitX, fitY))
    case .redraw: return (1, 1, 0, 0)
    case .center: return (1, 1, spareX / 2, spareY / 2)
    case .top: return (1, 1, spareX / 2, 0)
    case .bottom: return (1, 1, spareX / 2, spareY)
    case .left: return (1, 1, 0, spareY / 2)
    case .right: return (1, 1, spareX, spareY / 2)
    case .topLeft: return (1, 1, 0, 0)
    case .topRight: return (1, 1, spareX, 0)
    case .bottomLeft: return (1, 1, 0, spareY)
    case .bottomRight: return (1, 1, spareX, spareY)
    }
  }
}

extension Canvas.Command {
  /// The command as it shows after a placement (see ``View/ContentMode``).
  func placed(_ placement: (sx: Double, sy: Double, dx: Double, dy: Double)) -> Canvas.Command {
    if placement == (1, 1, 0, 0) { return self }
    func place(_ rect: Rect) -> Rect {
      Rect(
        x: rect.minX * placement.sx + placement.dx, y: rect.minY * placement.sy + placement.dy,
        width: rect.width * placement.sx, height: rect.height * placement.sy)
    }
    switch self {
    case .fill(let rect, let color):
      return .fill(place(rect), color)
    case .text(let string, let rect, let color, let fontSize, let alignment):
      return .text(
        string, place(rect), color, fontSize: fontSize * min(placement.sx, placement.sy),
        alignment: alignment)
    case .roundedRect(let rect, let radius, let fill, let stroke):
      return .roundedRect(
        place(rect), cornerRadius: radius * min(placement.sx, placement.sy), fill: fill,
        stroke: stroke)
    case .line(let start, let end, let color):
      return .line(
        from: Point(
          x: start.x * placement.sx + placement.dx, y: start.y * placement.sy + placement.dy),
        to: Point(x: end.x * placement.sx + placement.dx, y: end.y * placement.sy + placement.dy),
        color)
    case .ellipse(let rect, let fill, let stroke):
      return .ellipse(place(rect), fill: fill, stroke: stroke)
    case .path(let path, let style):
      return .path(
        path.mapped {
          Point(x: $0.x * placement.sx + placement.dx, y: $0.y * placement.sy + placement.dy)
        }, style)
    case .gradient(let rect, let gradient, let radius):
      return .gradient(
        place(rect), gradient, cornerRadius: radius * min(placement.sx, placement.sy))
    case .styledText(let runs, let rect, let alignment):
      let scale = min(placement.sx, placement.sy)
      return .styledText(
        runs.map {
          var run = $0
          run.fontSize *= scale
          return run
        }, place(rect), alignment: alignment)
    }
  }
}
