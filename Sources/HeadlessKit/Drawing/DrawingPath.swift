public import Foundation

/// An arbitrary outline of straight and curved segments, in a view's coordinates, for
/// ``Canvas/path(_:style:)``: what HeadlessUIKit's `UIBezierPath` and `CAShapeLayer`
/// draw. Arcs are kept as the cubic curves that approximate them.
public struct DrawingPath: Hashable, Sendable {
  /// One segment, or the start of a subpath.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(Point)
    /// A straight segment to a point.
    case line(Point)
    /// A quadratic curve to a point, pulled towards a control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic curve to a point, pulled towards two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the subpath with a straight segment to its start.
    case close
  }

  /// The elements, in order.
  public var elements: [Element] = []

  /// Creates a path.
  /// - Parameter elements: Its elements; none by default.
  public init(_ elements: [Element] = []) { self.elements = elements }

  /// The SVG path data (`d`), each point moved by `origin`.
  /// - Parameter origin: Added to every point (a view's position in the window).
  /// - Returns: The data, such as `M0,0 L10,0 Z`.
  public func svgData(offsetBy origin: Point = .zero) -> String {
    func p(_ point: Point) -> String {
      "\(svgNumber(origin.x + point.x)),\(svgNumber(origin.y + point.y))"
    }
    return elements.map { element in
      switch element {
      case .move(let point): "M\(p(point))"
      case .line(let point): "L\(p(point))"
      case .quadCurve(let to, let control): "Q\(p(control)) \(p(to))"
      case .curve(let to, let control1, let control2): "C\(p(control1)) \(p(control2)) \(p(to))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// The outline's length, curves measured along 32 straight pieces each: what a
  /// partial stroke (``PathStyle/strokeEnd``) is a fraction of.
  public var length: Double {
    var total = 0.0
    var current = Point.zero
    var start = Point.zero
    func distance(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        start = point
      case .line(let point):
        total += distance(current, point)
        current = point
      case .quadCurve(let to, let control):
        total += Self.flattenedLength(from: current) { t in
          let u = 1 - t
          return Point(
            x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
            y: u * u * current.y + 2 * u * t * control.y + t * t * to.y)
        }
        current = to
      case .curve(let to, let c1, let c2):
        total += Self.flattenedLength(from: current) { t in
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          return Point(
            x: a * current.x + b * c1.x + c * c2.x + d * to.x,
            y: a * current.y + b * c1.y + c * c2.y + d * to.y)
        }
        current = to
      case .close:
        total += distance(current, start)
        current = start
      }
    }
    return total
  }

  /// The length of a curve through `point(t)`, t in 0...1, along 32 pieces.
  private static func flattenedLength(from start: Point, _ point: (Double) -> Point) -> Double {
    var total = 0.0
    var previous = start
    for step in 1...32 {
      let next = point(Double(step) / 32)
      total += hypot(next.x - previous.x, next.y - previous.y)
      previous = next
    }
    return total
  }

  /// The smallest rectangle holding every point and control point (empty: `.null`).
  public var controlPointBounds: Rect {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let to, let control): points += [to, control]
      case .curve(let to, let c1, let c2): points += [to, c1, c2]
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path with every point mapped by `transform`.
  /// - Parameter transform: The mapping.
  /// - Returns: The mapped path.
  public func mapped(_ transform: (Point) -> Point) -> DrawingPath {
    DrawingPath(
      elements.map { element in
        switch element {
        case .move(let point): .move(transform(point))
        case .line(let point): .line(transform(point))
        case .quadCurve(let to, let control):
          .quadCurve(to: transform(to), control: transform(control))
        case .curve(let to, let c1, let c2):
          .curve(to: transform(to), control1: transform(c1), control2: transform(c2))
        case .close: .close
        }
      })
  }
}

/// How a ``DrawingPath`` is painted: its fill, its stroke, and how much of the stroke.
public struct PathStyle: Hashable, Sendable {
  /// How the ends of open strokes look.
  public enum LineCap: String, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// The fill, or `nil`.
  public var fill: Color?
  /// The stroke's colour, or `nil` for no stroke.
  public var stroke: Color?
  /// The stroke's width; 1 by default.
  public var lineWidth: Double = 1
  /// The ends of open strokes; `.butt` by default.
  public var lineCap: LineCap = .butt
  /// Where the drawn part of the stroke starts, as a fraction of the path's length; 0.
  public var strokeStart: Double = 0
  /// Where the drawn part of the stroke ends, as a fraction of the path's length; 1.
  public var strokeEnd: Double = 1
  /// Whether the fill uses the even-odd rule (holes where subpaths overlap) rather than
  /// the non-zero rule.
  public var evenOddFill = false
  /// The lengths of dashes and gaps, alternating; empty for a solid stroke.
  public var dashPattern: [Double] = []

  /// Creates a style.
  /// - Parameters:
  ///   - fill: The fill, or `nil`.
  ///   - stroke: The stroke's colour, or `nil`.
  ///   - lineWidth: The stroke's width; 1 by default.
  public init(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
  }
}

/// A linear gradient filling a rectangle, for ``Canvas/gradient(_:in:cornerRadius:)``:
/// what HeadlessUIKit's `CAGradientLayer` draws.
public struct LinearGradient: Hashable, Sendable {
  /// The colours, in order.
  public var colors: [Color]
  /// Each colour's place along the axis, 0...1; `nil` spaces them evenly.
  public var locations: [Double]?
  /// Where the axis starts, in the unit square of the rectangle ((0, 0) its top left).
  public var startPoint: Point
  /// Where the axis ends, in the same unit square.
  public var endPoint: Point

  /// Creates a gradient.
  /// - Parameters:
  ///   - colors: The colours, in order.
  ///   - locations: Each colour's place, 0...1; `nil` spaces them evenly.
  ///   - startPoint: The axis's start in the unit square; top centre by default.
  ///   - endPoint: The axis's end; bottom centre by default.
  public init(
    colors: [Color], locations: [Double]? = nil, startPoint: Point = Point(x: 0.5, y: 0),
    endPoint: Point = Point(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}

/// A run of text in one style, for ``Canvas/styledText(_:in:alignment:)``: what an
/// attributed string's run draws as.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var string: String
  /// The text colour.
  public var color: Color
  /// The font size in points (the run advances half of it per character).
  public var fontSize: Double
  /// A fill behind the run, or `nil`.
  public var background: Color?
  /// Whether a line is drawn under the run.
  public var underline = false
  /// Whether a line is drawn through the run.
  public var strikethrough = false

  /// Creates a run.
  /// - Parameters:
  ///   - string: The characters.
  ///   - color: The text colour.
  ///   - fontSize: The font size; 16 by default.
  ///   - background: A fill behind it, or `nil`.
  public init(
    _ string: String, color: Color, fontSize: Double = Font.body.size, background: Color? = nil
  ) {
    self.string = string
    self.color = color
    self.fontSize = fontSize
    self.background = background
  }

  /// The size of runs laid out one after another, a `\n` starting a line: the widest
  /// line's advance by the sum of each line's tallest run.
  /// - Parameter runs: The runs.
  /// - Returns: The size; zero for no characters.
  public static func size(of runs: [TextRun]) -> Size {
    var width = 0.0
    var height = 0.0
    var lineWidth = 0.0
    var lineHeight = 0.0
    var any = false
    for run in runs {
      let lines = run.string.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        if index > 0 {
          width = max(width, lineWidth)
          height += lineHeight
          lineWidth = 0
          lineHeight = 0
        }
        any = any || !line.isEmpty || index > 0
        lineWidth += Double(line.count) * run.fontSize / 2
        lineHeight = max(lineHeight, TextMetrics.lineHeight(fontSize: run.fontSize))
      }
    }
    guard any else { return .zero }
    return Size(width: max(width, lineWidth), height: height + lineHeight)
  }
}

/// A number as SVG writes it: at most two decimals, none when whole.
func svgNumber(_ value: Double) -> String {
  ((value * 100).rounded() / 100).compactDescription
}
