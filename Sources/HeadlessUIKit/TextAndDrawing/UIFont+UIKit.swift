public import HeadlessKit
extension Font {
  /// A weight, as UIKit's `UIFont.Weight`; HeadlessKit's text metric ignores it.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight's value (-1...1 in UIKit).
    public let rawValue: Double
    /// Creates a weight.
    /// - Parameter rawValue: The weight's value.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
  }

  /// The system font at a size, as UIKit's `systemFont(ofSize:weight:)`.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: Ignored by the text metric.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
    Font(size: fontSize)
  }

  /// The bold system font at a size, as UIKit's `boldSystemFont(ofSize:)`.
  /// - Parameter fontSize: The size in points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { Font(size: fontSize) }

  /// The size in points, as UIKit's `pointSize`.
  public var pointSize: CGFloat { size }
}
