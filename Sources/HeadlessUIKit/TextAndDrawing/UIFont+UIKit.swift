public import HeadlessKit
extension Font {
  /// A weight, as UIKit's `UIFont.Weight`; HeadlessKit's text metric ignores it.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight's value (-1...1 in UIKit).
    public let rawValue: Double
    /// Creates a weight.
    /// - Parameter rawValue: The weight's value.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A width, as UIKit's `UIFont.Width` (iOS 16); HeadlessKit's text metric ignores it.
  public struct Width: Hashable, Sendable, RawRepresentable {
    /// The width's value (-1...1 in UIKit).
    public let rawValue: Double
    /// Creates a width.
    /// - Parameter rawValue: The width's value.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Compressed.
    public static let compressed = Width(rawValue: -0.3)
    /// Condensed.
    public static let condensed = Width(rawValue: -0.2)
    /// Standard.
    public static let standard = Width(rawValue: 0)
    /// Expanded.
    public static let expanded = Width(rawValue: 0.2)
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

  /// The system font at a size, weight and width, as UIKit's
  /// `systemFont(ofSize:weight:width:)` (iOS 16).
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: Ignored by the text metric.
  ///   - width: Ignored by the text metric.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> Font {
    Font(size: fontSize)
  }

  /// The italic system font at a size, as UIKit's `italicSystemFont(ofSize:)`.
  /// - Parameter fontSize: The size in points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font { Font(size: fontSize) }

  /// The system font with digits of one width, as UIKit's
  /// `monospacedDigitSystemFont(ofSize:weight:)`; HeadlessKit's text metric gives every
  /// character one advance already.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: Ignored by the text metric.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize)
  }

  /// The monospaced system font, as UIKit's `monospacedSystemFont(ofSize:weight:)`.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: Ignored by the text metric.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize)
  }

  /// The same font at another size, as UIKit's `withSize(_:)`.
  /// - Parameter fontSize: The new size in points.
  public func withSize(_ fontSize: CGFloat) -> Font {
    var font = self
    font.size = fontSize
    return font
  }

  /// The size of the standard system font, as UIKit's `systemFontSize`: 14.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of the small system font, as UIKit's `smallSystemFontSize`: 12.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The size of labels' font, as UIKit's `labelFontSize`: 17.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of buttons' font, as UIKit's `buttonFontSize`: 18.
  public static var buttonFontSize: CGFloat { 18 }

  /// The font families, as UIKit's `familyNames`: HeadlessKit measures every family
  /// alike and knows one, the system's.
  public static var familyNames: [String] { ["System Font"] }

  /// The fonts of a family, as UIKit's `fontNames(forFamilyName:)`.
  /// - Parameter familyName: The family.
  /// - Returns: The system font's names for the system family, else none.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    familyName == "System Font" ? [".SFUI-Regular"] : []
  }

  /// The family's name, as UIKit's `familyName`: the system font's.
  public var familyName: String { "System Font" }
  /// The font's name, as UIKit's `fontName`: the system font's.
  public var fontName: String { ".SFUI-Regular" }

  /// The height of a line of this font, as UIKit's `lineHeight`: HeadlessKit's text
  /// metric's (``TextMetrics/lineHeight(fontSize:)``).
  public var lineHeight: CGFloat { TextMetrics.lineHeight(fontSize: size) }
  /// The distance from the baseline up to the top of the line, as UIKit's `ascender`:
  /// four fifths of ``lineHeight`` in HeadlessKit's metric.
  public var ascender: CGFloat { lineHeight * 0.8 }
  /// The distance from the baseline down to the bottom of the line, negative, as UIKit's
  /// `descender`: so that `ascender - descender` is ``lineHeight``.
  public var descender: CGFloat { -lineHeight * 0.2 }
  /// The height of capital letters, as UIKit's `capHeight`: 0.7 of the size.
  public var capHeight: CGFloat { size * 0.7 }
  /// The height of lower-case letters, as UIKit's `xHeight`: 0.5 of the size.
  public var xHeight: CGFloat { size * 0.5 }
  /// Extra space between lines, as UIKit's `leading`: none in HeadlessKit's metric.
  public var leading: CGFloat { 0 }
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
