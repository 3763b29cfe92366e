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

extension Font {
  /// A font by name at a size, as UIKit's `init(name:size:)`
  /// (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)): the font
  /// of `fontSize` points. HeadlessKit's text metric measures every family alike and
  /// knows no font files, so any non-empty name gives the font (where UIKit returns
  /// `nil` for a name the device lacks); `nil` for an empty name or a size that is not
  /// greater than 0, which UIKit requires.
  /// - Parameters:
  ///   - fontName: The font's full name, such as "Helvetica-Bold"; not checked.
  ///   - fontSize: The size in points, greater than 0.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
    self.init(size: fontSize)
  }
}
