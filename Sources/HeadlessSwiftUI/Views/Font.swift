import HeadlessKit

/// A font, as SwiftUI's `Font`: a text style that follows Dynamic Type, or a fixed size.
public struct Font: Hashable, Sendable {
  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(Double)
  }
  let size: Size
  /// The weight, when set.
  var weight: Weight?
  /// Whether it is italic.
  var isItalic = false

  /// A text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The large title.
    case largeTitle
    /// The first-level title.
    case title
    /// The second-level title.
    case title2
    /// The third-level title.
    case title3
    /// Headlines.
    case headline
    /// Subheadings.
    case subheadline
    /// Body text.
    case body
    /// Callouts.
    case callout
    /// Footnotes.
    case footnote
    /// Captions.
    case caption
    /// Alternate captions.
    case caption2

    var headlessStyle: HeadlessKit.Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// A font weight, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let value: Double
    /// Ultra light.
    public static let ultraLight = Weight(value: -0.8)
    /// Thin.
    public static let thin = Weight(value: -0.6)
    /// Light.
    public static let light = Weight(value: -0.4)
    /// Regular.
    public static let regular = Weight(value: 0)
    /// Medium.
    public static let medium = Weight(value: 0.23)
    /// Semibold.
    public static let semibold = Weight(value: 0.3)
    /// Bold.
    public static let bold = Weight(value: 0.4)
    /// Heavy.
    public static let heavy = Weight(value: 0.56)
    /// Black.
    public static let black = Weight(value: 0.62)
  }

  /// A font design, as SwiftUI's `Font.Design` (kept, not drawn: text metrics are fixed).
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// Serif.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// The large title style.
  public static let largeTitle = Font(size: .style(.largeTitle))
  /// The title style.
  public static let title = Font(size: .style(.title))
  /// The second title style.
  public static let title2 = Font(size: .style(.title2))
  /// The third title style.
  public static let title3 = Font(size: .style(.title3))
  /// The headline style (semibold).
  public static let headline = Font(size: .style(.headline), weight: .semibold)
  /// The subheadline style.
  public static let subheadline = Font(size: .style(.subheadline))
  /// The body style.
  public static let body = Font(size: .style(.body))
  /// The callout style.
  public static let callout = Font(size: .style(.callout))
  /// The footnote style.
  public static let footnote = Font(size: .style(.footnote))
  /// The caption style.
  public static let caption = Font(size: .style(.caption))
  /// The alternate caption style.
  public static let caption2 = Font(size: .style(.caption2))

  /// A system font of a fixed size.
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight.
  ///   - design: The design.
  /// - Returns: The font.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size), weight: weight)
  }

  /// A system font of a text style.
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design.
  ///   - weight: The weight.
  /// - Returns: The font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(size: .style(style), weight: weight)
  }

  /// The font with another weight.
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The font, bold.
  /// - Returns: The font.
  public func bold() -> Font { weight(.bold) }

  /// The font, italic.
  /// - Returns: The font.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// HeadlessKit's font at the Dynamic Type size of `traits` (read now, so a body that
  /// resolves it follows Dynamic Type changes).
  @MainActor func resolved(in traits: TraitCollection?) -> HeadlessKit.Font {
    switch size {
    case .fixed(let points): HeadlessKit.Font(size: points)
    case .style(let style):
      HeadlessKit.Font.preferredFont(forTextStyle: style.headlessStyle, compatibleWith: traits)
    }
  }
}
