public import Foundation
import HeadlessKit

/// A path of straight and curved segments to fill or stroke, as UIKit's `UIBezierPath`:
/// `fill()` and `stroke()` inside a view's `draw(_:)` add it to the view's drawing with
/// the colours `setFill()` and `setStroke()` chose, the line width, the cap, the dash and
/// the fill rule, and pictures draw it. A rectangle, a rounded rectangle and an oval made
/// by the initializers and left unchanged keep their shape in the drawing (the text
/// picture boxes them).
/// https://developer.apple.com/documentation/uikit/uibezierpath
@MainActor
open class UIBezierPath {
  /// A shape the initializers made, while no segment has been added.
  private enum Shape {
    case rect(CGRect)
    case roundedRect(CGRect, cornerRadius: CGFloat)
    case oval(CGRect)
  }
  private var shape: Shape?
  var builder = PathBuilder()

  /// The stroke's width, as UIKit's `lineWidth`: 1 by default.
  open var lineWidth: CGFloat = 1
  /// The ends of open strokes, as UIKit's `lineCapStyle`: `.butt` by default.
  open var lineCapStyle = CGLineCap.butt
  /// How segments join, as UIKit's `lineJoinStyle` (kept).
  open var lineJoinStyle = CGLineJoin.miter
  /// The miter limit, as UIKit's `miterLimit`: 10 by default (kept).
  open var miterLimit: CGFloat = 10
  /// The curves' flatness, as UIKit's `flatness`: 0.6 by default (kept).
  open var flatness: CGFloat = 0.6
  /// Whether the fill uses the even-odd rule, as UIKit's `usesEvenOddFillRule`.
  open var usesEvenOddFillRule = false
  private var dash: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  /// An empty path, as UIKit's `init()`.
  public init() {}

  /// A rectangle, as UIKit's `init(rect:)`.
  /// - Parameter rect: The rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    builder.addRect(rect)
    shape = .rect(rect)
  }

  /// The oval inscribed in a rectangle, as UIKit's `init(ovalIn:)`.
  /// - Parameter rect: The rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    builder.addOval(in: rect)
    shape = .oval(rect)
  }

  /// A rectangle with rounded corners, as UIKit's `init(roundedRect:cornerRadius:)`.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    builder.addRoundedRect(rect, radii: Array(repeating: cornerRadius, count: 4))
    shape = .roundedRect(rect, cornerRadius: cornerRadius)
  }

  /// A rectangle with some corners rounded, as UIKit's
  /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - corners: The corners to round.
  ///   - cornerRadii: The radii (UIKit uses the width for both).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let radius = cornerRadii.width
    builder.addRoundedRect(
      rect,
      radii: [
        corners.contains(.topLeft) ? radius : 0, corners.contains(.topRight) ? radius : 0,
        corners.contains(.bottomRight) ? radius : 0, corners.contains(.bottomLeft) ? radius : 0,
      ])
  }

  /// An arc, as UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts, in radians from the positive x axis.
  ///   - endAngle: Where it ends.
  ///   - clockwise: The direction on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path from a Core Graphics path, as UIKit's `init(cgPath:)`.
  /// - Parameter cgPath: The path.
  public convenience init(cgPath: CGPath) {
    self.init()
    builder = cgPath.builder
  }

  /// The path as a Core Graphics path, as UIKit's `cgPath`: a copy, for a shape layer.
  open var cgPath: CGPath {
    get { CGPath(builder: builder) }
    set {
      builder = newValue.builder
      shape = nil
    }
  }

  /// Whether the path has no elements, as UIKit's `isEmpty`.
  open var isEmpty: Bool { builder.path.elements.isEmpty }
  /// The rectangle holding every point and control point, as UIKit's `bounds`.
  open var bounds: CGRect { builder.path.controlPointBounds }
  /// Where the next segment starts, as UIKit's `currentPoint`: `.zero` when empty.
  open var currentPoint: CGPoint { builder.currentPoint ?? .zero }

  /// Starts a subpath, as UIKit's `move(to:)`.
  /// - Parameter point: Where.
  open func move(to point: CGPoint) {
    shape = nil
    builder.move(to: point)
  }

  /// Adds a straight segment, as UIKit's `addLine(to:)`.
  /// - Parameter point: Its end.
  open func addLine(to point: CGPoint) {
    shape = nil
    builder.addLine(to: point)
  }

  /// Adds a cubic curve, as UIKit's `addCurve(to:controlPoint1:controlPoint2:)`.
  /// - Parameters:
  ///   - endPoint: Its end.
  ///   - controlPoint1: The first control point.
  ///   - controlPoint2: The second control point.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    shape = nil
    builder.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic curve, as UIKit's `addQuadCurve(to:controlPoint:)`.
  /// - Parameters:
  ///   - endPoint: Its end.
  ///   - controlPoint: The control point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    shape = nil
    builder.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc, as UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
  /// a straight segment joins the current point to the arc's start.
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts, in radians from the positive x axis.
  ///   - endAngle: Where it ends.
  ///   - clockwise: The direction on screen (angles increase clockwise, y pointing down).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    shape = nil
    builder.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Closes the subpath, as UIKit's `close()`.
  open func close() {
    shape = nil
    builder.close()
  }

  /// Removes every point, as UIKit's `removeAllPoints()`.
  open func removeAllPoints() {
    shape = nil
    builder = PathBuilder()
  }

  /// Appends another path's elements, as UIKit's `append(_:)`.
  /// - Parameter bezierPath: The path.
  open func append(_ bezierPath: UIBezierPath) {
    shape = nil
    builder.append(bezierPath.builder)
  }

  /// Maps every point by a transform, as UIKit's `apply(_:)`.
  /// - Parameter transform: The transform.
  open func apply(_ transform: CGAffineTransform) {
    shape = nil
    builder.path = builder.path.mapped { $0.applying(transform) }
    builder.currentPoint = builder.currentPoint?.applying(transform)
    builder.subpathStart = builder.subpathStart.applying(transform)
  }

  /// Sets the stroke's dash, as UIKit's `setLineDash(_:count:phase:)`.
  /// - Parameters:
  ///   - pattern: Dash and gap lengths, alternating; `nil` for a solid line.
  ///   - count: How many of the pattern's values to use.
  ///   - phase: Where in the pattern the stroke starts (kept).
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    dashPhase = phase
  }

  /// Fills the path with the fill colour in the view whose `draw(_:)` is running, as
  /// UIKit's `fill()`; does nothing outside `draw(_:)`.
  open func fill() { draw(fill: GraphicsState.fill, stroke: nil) }

  /// Strokes the path with the stroke colour and the line width, as UIKit's `stroke()`.
  open func stroke() { draw(fill: nil, stroke: GraphicsState.stroke) }

  /// Fills the path, as UIKit's `fill(with:alpha:)`: the fill colour at an opacity (the
  /// blend mode is kept to normal).
  /// - Parameters:
  ///   - blendMode: Ignored.
  ///   - alpha: The opacity, 0...1.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(fill: GraphicsState.fill.withAlpha(GraphicsState.fill.alpha * alpha), stroke: nil)
  }

  /// Strokes the path, as UIKit's `stroke(with:alpha:)`.
  /// - Parameters:
  ///   - blendMode: Ignored.
  ///   - alpha: The opacity, 0...1.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(fill: nil, stroke: GraphicsState.stroke.withAlpha(GraphicsState.stroke.alpha * alpha))
  }

  /// Clips later drawing to the path, as UIKit's `addClip()` (does nothing: the canvas
  /// records no clip).
  open func addClip() {}

  /// Whether a point is inside the path's bounds, as UIKit's `contains(_:)` (the
  /// control-point bounds, not the exact outline).
  /// - Parameter point: The point.
  /// - Returns: Whether it is inside.
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  /// The path as the canvas draws it, with a style.
  func styled(fill: Color?, stroke: Color?) -> PathStyle {
    var style = PathStyle(fill: fill, stroke: stroke, lineWidth: lineWidth)
    style.lineCap = PathStyle.LineCap(lineCapStyle)
    style.evenOddFill = usesEvenOddFillRule
    style.dashPattern = dash.map { Double($0) }
    return style
  }

  private func draw(fill: Color?, stroke: Color?) {
    guard let canvas = Canvas.current else { return }
    // Unchanged one-point shapes keep their shape (the text picture boxes them).
    switch shape {
    case .rect(let rect) where lineWidth == 1 && dash.isEmpty:
      if let fill { canvas.fill(rect, color: fill) }
      if let stroke { canvas.roundedRect(rect, cornerRadius: 0, stroke: stroke) }
    case .roundedRect(let rect, let radius) where lineWidth == 1 && dash.isEmpty:
      canvas.roundedRect(rect, cornerRadius: radius, fill: fill, stroke: stroke)
    case .oval(let rect) where lineWidth == 1 && dash.isEmpty:
      canvas.ellipse(in: rect, fill: fill, stroke: stroke)
    default:
      canvas.path(builder.path, style: styled(fill: fill, stroke: stroke))
    }
  }
}
