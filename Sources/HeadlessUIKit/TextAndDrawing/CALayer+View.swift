import Foundation
public import HeadlessKit

extension Canvas.Command {
  /// The command moved by a layer's origin.
  func offset(by origin: CGPoint) -> Canvas.Command {
    guard origin != .zero else { return self }
    func move(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
    func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + origin.x, y: point.y + origin.y) }
    switch self {
    case .fill(let rect, let color): return .fill(move(rect), color)
    case .text(let string, let rect, let color, let fontSize, let alignment):
      return .text(string, move(rect), color, fontSize: fontSize, alignment: alignment)
    case .roundedRect(let rect, let radius, let fill, let stroke):
      return .roundedRect(move(rect), cornerRadius: radius, fill: fill, stroke: stroke)
    case .line(let start, let end, let color): return .line(from: move(start), to: move(end), color)
    case .ellipse(let rect, let fill, let stroke):
      return .ellipse(move(rect), fill: fill, stroke: stroke)
    case .path(let path, let style): return .path(path.mapped(move), style)
    case .gradient(let rect, let gradient, let radius):
      return .gradient(move(rect), gradient, cornerRadius: radius)
    case .styledText(let runs, let rect, let alignment):
      return .styledText(runs, move(rect), alignment: alignment)
    }
  }
}

/// The layer a view hands out, kept so that `view.layer === view.layer`.
@MainActor
final class LayerUIKitState {
  var layer: CALayer?

  static func of(_ view: View) -> LayerUIKitState {
    attachment(in: &view.attachments, LayerUIKitState.init)
  }
}

extension View {
  /// The view's layer, as UIKit's `layer`: its frame, corners, border, clipping, shadow
  /// and opacity, and the sublayers code adds to it.
  public var layer: CALayer {
    let state = LayerUIKitState.of(self)
    if let layer = state.layer { return layer }
    let layer = CALayer(view: self)
    state.layer = layer
    return layer
  }
}
