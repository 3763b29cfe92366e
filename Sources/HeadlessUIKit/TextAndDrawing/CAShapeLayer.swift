public import Foundation
public import HeadlessKit

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: pictures fill it, then
/// stroke the part from `strokeStart` to `strokeEnd` of its length with the line width,
/// cap and dash (a progress ring draws its progress this way).
/// https://developer.apple.com/documentation/quartzcore/cashapelayer
@MainActor
open class CAShapeLayer: CALayer {
  /// The path, in the layer's coordinates, as `path`.
  open var path: CGPath? { didSet { changed() } }
  /// The fill, as `fillColor`: opaque black by default; `nil` fills nothing.
  open var fillColor: CGColor? = .black { didSet { changed() } }
  /// The stroke's colour, as `strokeColor`: `nil` (no stroke) by default.
  open var strokeColor: CGColor? { didSet { changed() } }
  /// The stroke's width, as `lineWidth`: 1 by default.
  open var lineWidth: CGFloat = 1 { didSet { changed() } }
  /// Where the stroke starts, as `strokeStart`: a fraction of the length, 0 by default.
  open var strokeStart: CGFloat = 0 { didSet { changed() } }
  /// Where the stroke ends, as `strokeEnd`: a fraction of the length, 1 by default.
  open var strokeEnd: CGFloat = 1 { didSet { changed() } }
  /// The ends of open strokes, as `lineCap`.
  open var lineCap = CAShapeLayerLineCap.butt { didSet { changed() } }
  /// How segments join, as `lineJoin` (kept).
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// The dash's lengths, as `lineDashPattern`; `nil` for a solid stroke.
  open var lineDashPattern: [NSNumber]? { didSet { changed() } }
  /// Where the dash starts, as `lineDashPhase` (kept).
  open var lineDashPhase: CGFloat = 0
  /// The miter limit, as `miterLimit` (kept).
  open var miterLimit: CGFloat = 10
  /// The fill rule, as `fillRule`.
  open var fillRule = CAShapeLayerFillRule.nonZero { didSet { changed() } }

  override func drawingCommands(opacity: Double) -> [Canvas.Command] {
    var commands = super.drawingCommands(opacity: opacity)
    guard let path, !path.isEmpty else { return commands }
    func faded(_ color: Color?) -> Color? { color.map { $0.withAlpha($0.alpha * opacity) } }
    var style = PathStyle(fill: faded(fillColor), stroke: faded(strokeColor), lineWidth: lineWidth)
    style.strokeStart = Double(strokeStart)
    style.strokeEnd = Double(strokeEnd)
    style.lineCap = PathStyle.LineCap(rawValue: lineCap.rawValue) ?? .butt
    style.evenOddFill = fillRule == .evenOdd
    style.dashPattern = lineDashPattern?.map(\.doubleValue) ?? []
    commands.append(.path(path.builder.path, style))
    return commands
  }
}

/// A shape layer's line cap, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The cap's name.
  public let rawValue: String
  /// Creates a cap.
  /// - Parameter rawValue: The cap's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Squared off at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle past the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half square past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The join's name.
  public let rawValue: String
  /// Creates a join.
  /// - Parameter rawValue: The join's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A sharp corner.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A cut-off corner.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A shape layer's fill rule, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The rule's name.
  public let rawValue: String
  /// Creates a rule.
  /// - Parameter rawValue: The rule's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that fills its bounds with a gradient, as Core Animation's `CAGradientLayer`:
/// pictures draw an axial gradient from `startPoint` to `endPoint` (in the unit square of
/// the bounds) through `colors` at `locations`, rounded by `cornerRadius`.
/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
@MainActor
open class CAGradientLayer: CALayer {
  /// The colours, as `colors`: `CGColor`s (a `UIColor` is one here).
  open var colors: [Any]? { didSet { changed() } }
  /// Each colour's place, 0...1, as `locations`; `nil` spaces them evenly.
  open var locations: [NSNumber]? { didSet { changed() } }
  /// Where the axis starts in the unit square, as `startPoint`: (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed() } }
  /// Where the axis ends, as `endPoint`: (0.5, 1) by default.
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
  /// The gradient's kind, as `type`: only `.axial` is drawn (others draw axially).
  open var type = CAGradientLayerType.axial

  override func drawingCommands(opacity: Double) -> [Canvas.Command] {
    var commands = super.drawingCommands(opacity: opacity)
    let colors = (colors ?? []).compactMap { $0 as? Color }.map {
      $0.withAlpha($0.alpha * opacity)
    }
    guard !colors.isEmpty else { return commands }
    commands.append(
      .gradient(
        bounds,
        LinearGradient(
          colors: colors, locations: locations?.map(\.doubleValue), startPoint: startPoint,
          endPoint: endPoint), cornerRadius: cornerRadius))
    return commands
  }
}

/// A gradient's kind, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String
  /// Creates a kind.
  /// - Parameter rawValue: The kind's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along an axis.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from a centre.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around a centre.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

#if !canImport(CoreFoundation) || os(Linux)
  /// A time interval in seconds, as Core Foundation's `CFTimeInterval`.
  public typealias CFTimeInterval = Double
#endif

/// An animation, as Core Animation's `CAAnimation`: kept on the layer it is added to
/// (headlessly nothing moves; the layer's values are what code set).
@MainActor
open class CAAnimation {
  /// How long one repetition lasts, in seconds, as `duration`.
  open var duration: CFTimeInterval = 0
  /// When it starts, as `beginTime`.
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats, as `repeatCount`.
  open var repeatCount: Float = 0
  /// Whether it plays backwards after forwards, as `autoreverses`.
  open var autoreverses = false
  /// Whether it is removed when done, as `isRemovedOnCompletion`.
  open var isRemovedOnCompletion = true
  /// What it shows outside its time, as `fillMode`.
  open var fillMode = CAMediaTimingFillMode.removed
  /// Its pacing, as `timingFunction`.
  open var timingFunction: CAMediaTimingFunction?

  /// Creates an animation, as `init()`.
  public init() {}
}

/// An animation of one key path, as Core Animation's `CABasicAnimation`.
@MainActor
open class CABasicAnimation: CAAnimation {
  /// The animated property, as `keyPath`.
  open var keyPath: String?
  /// The value it starts from, as `fromValue`.
  open var fromValue: Any?
  /// The value it ends at, as `toValue`.
  open var toValue: Any?
  /// The value it changes by, as `byValue`.
  open var byValue: Any?

  /// An animation of a key path, as `init(keyPath:)`.
  /// - Parameter path: The property, such as `"strokeEnd"`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// What an animation shows outside its time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode.
  /// - Parameter rawValue: The mode's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Holds the final value.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Holds the first value.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pacing, as `CAMediaTimingFunction` (kept).
public final class CAMediaTimingFunction: Sendable {
  /// The pacing's name.
  public let name: CAMediaTimingFunctionName
  /// A named pacing, as `init(name:)`.
  /// - Parameter name: The name.
  public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// An animation pacing's name, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a name.
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
