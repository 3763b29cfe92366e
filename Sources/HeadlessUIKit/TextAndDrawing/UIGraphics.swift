public import HeadlessKit
/// The drawing state UIKit keeps in the current graphics context: the fill and stroke
/// colours `UIColor.setFill()` and `setStroke()` choose.
@MainActor
enum GraphicsState {
  static var fill = Color(red: 0, green: 0, blue: 0)
  static var stroke = Color(red: 0, green: 0, blue: 0)
}

extension Color {
  /// Makes this the colour later fills use, as UIKit's `setFill()`.
  @MainActor public func setFill() { GraphicsState.fill = self }
  /// Makes this the colour later strokes use, as UIKit's `setStroke()`.
  @MainActor public func setStroke() { GraphicsState.stroke = self }
  /// Makes this the colour of later fills and strokes, as UIKit's `set()`.
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

/// Fills a rectangle with the fill colour in the view whose `draw(_:)` is running, as
/// UIKit's `UIRectFill(_:)`; does nothing outside `draw(_:)`.
/// - Parameter rect: The rectangle, in the view's coordinates.
@MainActor
public func UIRectFill(_ rect: CGRect) {
  Canvas.current?.fill(rect, color: GraphicsState.fill)
}

/// A shape to fill or stroke in `draw(_:)`, as UIKit's `UIBezierPath`: rectangles,
/// rounded rectangles and ovals (HeadlessKit's canvas records no arbitrary curves).
@MainActor
public final class UIBezierPath {
  private enum Shape {
    case rect(CGRect)
    case roundedRect(CGRect, cornerRadius: CGFloat)
    case oval(CGRect)
  }

  private let shape: Shape

  /// A rectangle, as UIKit's `init(rect:)`.
  /// - Parameter rect: The rectangle.
  public init(rect: CGRect) { shape = .rect(rect) }

  /// A rectangle with rounded corners, as UIKit's `init(roundedRect:cornerRadius:)`.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    shape = .roundedRect(rect, cornerRadius: cornerRadius)
  }

  /// An oval inscribed in a rectangle, as UIKit's `init(ovalIn:)`.
  /// - Parameter rect: The rectangle.
  public init(ovalIn rect: CGRect) { shape = .oval(rect) }

  /// Fills the shape with the fill colour, in the view whose `draw(_:)` is running.
  public func fill() { draw(fill: GraphicsState.fill, stroke: nil) }

  /// Strokes the shape's outline (one point wide) with the stroke colour.
  public func stroke() { draw(fill: nil, stroke: GraphicsState.stroke) }

  private func draw(fill: Color?, stroke: Color?) {
    guard let canvas = Canvas.current else { return }
    switch shape {
    case .rect(let rect):
      if let fill { canvas.fill(rect, color: fill) }
      if let stroke { canvas.roundedRect(rect, cornerRadius: 0, stroke: stroke) }
    case .roundedRect(let rect, let radius):
      canvas.roundedRect(rect, cornerRadius: radius, fill: fill, stroke: stroke)
    case .oval(let rect):
      canvas.ellipse(in: rect, fill: fill, stroke: stroke)
    }
  }
}
