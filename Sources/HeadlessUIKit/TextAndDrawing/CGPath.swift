public import Foundation
import HeadlessKit

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt
  /// Creates corners from bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How the ends of open strokes look, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
  /// Squared off at the end point.
  case butt = 0
  /// A half circle past the end point.
  case round = 1
  /// A half square past the end point.
  case square = 2
}

/// How stroked segments join, as Core Graphics' `CGLineJoin` (kept; pictures use miters).
public enum CGLineJoin: Int32, Sendable {
  /// A sharp corner.
  case miter = 0
  /// A rounded corner.
  case round = 1
  /// A cut-off corner.
  case bevel = 2
}

/// How drawing blends, as Core Graphics' `CGBlendMode` (only `.normal` is drawn).
public enum CGBlendMode: Int32, Sendable {
  /// Paints over.
  case normal = 0
  /// Multiplies.
  case multiply = 1
  /// Screens.
  case screen = 2
  /// Overlays.
  case overlay = 3
  /// Clears.
  case clear = 16
  /// Copies.
  case copy = 17
}

extension PathStyle.LineCap {
  /// The canvas's cap for a Core Graphics cap.
  init(_ cap: CGLineCap) {
    switch cap {
    case .butt: self = .butt
    case .round: self = .round
    case .square: self = .square
    }
  }
}

#if !canImport(CoreGraphics)
  /// An immutable path, as Core Graphics' `CGPath`: what `UIBezierPath.cgPath` gives and
  /// `CAShapeLayer.path` takes.
  open class CGPath: @unchecked Sendable {
    var builder: PathBuilder

    init(builder: PathBuilder) { self.builder = builder }

    /// A rectangle, as `init(rect:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform for its points, or `nil`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var builder = PathBuilder()
      builder.addRect(rect)
      self.init(builder: builder.transformed(transform?.pointee))
    }

    /// An oval, as `init(ellipseIn:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle it is inscribed in.
    ///   - transform: A transform for its points, or `nil`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var builder = PathBuilder()
      builder.addOval(in: rect)
      self.init(builder: builder.transformed(transform?.pointee))
    }

    /// A rounded rectangle, as `init(roundedRect:cornerWidth:cornerHeight:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' radius.
    ///   - cornerHeight: Ignored (the width rounds both ways).
    ///   - transform: A transform for its points, or `nil`.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      var builder = PathBuilder()
      builder.addRoundedRect(rect, radii: Array(repeating: cornerWidth, count: 4))
      self.init(builder: builder.transformed(transform?.pointee))
    }

    /// Whether the path has no elements, as `isEmpty`.
    public var isEmpty: Bool { builder.path.elements.isEmpty }
    /// The rectangle holding every point and control point, as `boundingBox`.
    public var boundingBox: CGRect { builder.path.controlPointBounds }
    /// Where the next segment starts, as `currentPoint`.
    public var currentPoint: CGPoint { builder.currentPoint ?? .zero }
    /// An immutable copy, as `copy()`.
    /// - Returns: The copy.
    public func copy() -> CGPath? { CGPath(builder: builder) }
    /// A mutable copy, as `mutableCopy()`.
    /// - Returns: The copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(builder: builder) }
  }

  /// A path that can be added to, as Core Graphics' `CGMutablePath`.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path, as `init()`.
    public init() { super.init(builder: PathBuilder()) }

    override init(builder: PathBuilder) { super.init(builder: builder) }

    /// Starts a subpath, as `move(to:transform:)`.
    /// - Parameters:
    ///   - point: Where.
    ///   - transform: A transform for the point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      builder.move(to: point.applying(transform))
    }
    /// Adds a straight segment, as `addLine(to:transform:)`.
    /// - Parameters:
    ///   - point: Its end.
    ///   - transform: A transform for the point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      builder.addLine(to: point.applying(transform))
    }
    /// Adds straight segments through points, as `addLines(between:transform:)`.
    /// - Parameters:
    ///   - points: The points; the first starts a subpath.
    ///   - transform: A transform for the points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      for (index, point) in points.enumerated() {
        if index == 0 {
          builder.move(to: point.applying(transform))
        } else {
          builder.addLine(to: point.applying(transform))
        }
      }
    }
    /// Adds a quadratic curve, as `addQuadCurve(to:control:transform:)`.
    /// - Parameters:
    ///   - end: Its end.
    ///   - control: The control point.
    ///   - transform: A transform for the points.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      builder.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// Adds a cubic curve, as `addCurve(to:control1:control2:transform:)`.
    /// - Parameters:
    ///   - end: Its end.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    ///   - transform: A transform for the points.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      builder.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }
    /// Adds an arc, as `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where it starts, in radians.
    ///   - endAngle: Where it ends.
    ///   - clockwise: The direction on screen.
    ///   - transform: A transform for its points.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      var arc = PathBuilder()
      if let current = builder.currentPoint {
        arc.move(to: current.applying(transform.inverted()))
      }
      arc.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
      arc = arc.transformed(transform)
      if builder.currentPoint != nil { arc.path.elements.removeFirst() }
      builder.append(arc)
    }
    /// Adds a rectangle, as `addRect(_:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform for its points.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      var part = PathBuilder()
      part.addRect(rect)
      builder.append(part.transformed(transform))
    }
    /// Adds an oval, as `addEllipse(in:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle it is inscribed in.
    ///   - transform: A transform for its points.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      var part = PathBuilder()
      part.addOval(in: rect)
      builder.append(part.transformed(transform))
    }
    /// Adds a rounded rectangle, as `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' radius.
    ///   - cornerHeight: Ignored (the width rounds both ways).
    ///   - transform: A transform for its points.
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: CGAffineTransform = .identity
    ) {
      var part = PathBuilder()
      part.addRoundedRect(rect, radii: Array(repeating: cornerWidth, count: 4))
      builder.append(part.transformed(transform))
    }
    /// Adds another path, as `addPath(_:transform:)`.
    /// - Parameters:
    ///   - path: The path.
    ///   - transform: A transform for its points.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      builder.append(path.builder.transformed(transform))
    }
    /// Closes the subpath, as `closeSubpath()`.
    public func closeSubpath() { builder.close() }
  }
#endif

extension PathBuilder {
  /// The builder with every point mapped by a transform (`nil`: unchanged).
  func transformed(_ transform: CGAffineTransform?) -> PathBuilder {
    guard let transform, !transform.isIdentity else { return self }
    var copy = self
    copy.path = path.mapped { $0.applying(transform) }
    copy.currentPoint = currentPoint?.applying(transform)
    copy.subpathStart = subpathStart.applying(transform)
    return copy
  }
}
