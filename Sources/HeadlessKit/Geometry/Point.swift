/// A location in a view's coordinate space, in points.
///
/// ```swift
/// let origin = Point(x: 0, y: 44)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin of the coordinate space.
  public static let zero = Point(x: 0, y: 0)

  /// The point as `(x, y)`, with whole numbers printed without a fraction.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
  /// `12` for 12.0 and `12.5` for 12.5: stable, short text for tree descriptions.
  var compactDescription: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
    return String(self)
  }
}
