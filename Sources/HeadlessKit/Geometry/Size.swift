/// A width and a height, in points.
///
/// ```swift
/// let phone = Size(width: 390, height: 844)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// The size as `width x height`.
  public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}
