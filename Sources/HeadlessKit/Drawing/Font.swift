/// A font: only its size matters to the fixed text metric.
public struct Font: Hashable, Sendable {
  /// The size in points.
  public var size: Double
  /// The text style a preferred font was made for (``preferredFont(forTextStyle:compatibleWith:)``),
  /// so a label that adjusts to the Dynamic Type size can size it again; `nil` for a
  /// font of a fixed size.
  public var textStyle: TextStyle?
  /// Creates a font.
  /// - Parameter size: The size in points.
  public init(size: Double) { self.size = size }
  /// 16 points: the default.
  public static let body = Font(size: 16)
  /// 28 points.
  public static let title = Font(size: 28)
  /// 12 points.
  public static let caption = Font(size: 12)
}
