extension Font {
  /// A text style, as UIKit's `UIFont.TextStyle`: a font's role, whose size follows the
  /// Dynamic Type size (``ContentSizeCategory``, ``size(for:)``).
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    /// The style's name.
    public let rawValue: String
    /// Creates a text style.
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 34 points at the default size.
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    /// 28 points at the default size.
    public static let title1 = TextStyle(rawValue: "title1")
    /// 22 points at the default size.
    public static let title2 = TextStyle(rawValue: "title2")
    /// 20 points at the default size.
    public static let title3 = TextStyle(rawValue: "title3")
    /// 17 points at the default size.
    public static let headline = TextStyle(rawValue: "headline")
    /// 17 points at the default size.
    public static let body = TextStyle(rawValue: "body")
    /// 16 points at the default size.
    public static let callout = TextStyle(rawValue: "callout")
    /// 15 points at the default size.
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// 13 points at the default size.
    public static let footnote = TextStyle(rawValue: "footnote")
    /// 12 points at the default size.
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// 11 points at the default size.
    public static let caption2 = TextStyle(rawValue: "caption2")

    /// The style's size at each Dynamic Type size, `extraSmall` through
    /// `accessibilityExtraExtraExtraLarge`: the iOS table of Apple's Human Interface
    /// Guidelines ("Typography", Dynamic Type sizes).
    var sizes: [Double] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, headline, others
      }
    }
  }
}
