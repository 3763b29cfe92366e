/// A rectangle: an origin and a size, in points.
///
/// ```swift
/// let header = Rect(x: 0, y: 0, width: 390, height: 120)
/// print(header.maxY)  // 120
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extents.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The extents.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The rectangle as `(x, y, width x height)`.
  public var description: String {
    "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size))"
  }
}
