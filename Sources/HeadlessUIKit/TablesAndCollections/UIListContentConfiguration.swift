public import HeadlessKit

/// A list row's content, as UIKit's `UIListContentConfiguration`: an image, a text and a
/// secondary text, with how each is drawn and the margins and padding between them.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = UIImage(systemName: "star")
/// content.text = "Favorites"
/// content.imageProperties.tintColor = .purple
/// cell.contentConfiguration = content
/// ```
///
/// Applied to a table or collection cell, it sets the cell's own label, detail label and
/// leading image (the secondary text goes to the detail label when the cell's style has
/// one, else it follows the text after two spaces); ``makeContentView()`` makes a
/// ``UIListContentView`` for a view of your own.
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Equatable,
  @unchecked Sendable
{
  // `@unchecked`: the attributed strings are copied when set, so no one else holds them.

  /// How a text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Equatable, Sendable {
    /// A change of letter case applied to the text shown, as UIKit's
    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum TextTransform: Int, Sendable {
      /// The text as given.
      case none
      /// All capitals.
      case uppercase
      /// All lowercase.
      case lowercase
      /// Each word capitalized.
      case capitalized
    }

    /// The font; the body font by default.
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// The colour; the label colour by default.
    public var color: UIColor = .label
    /// A transformation of ``color``, as UIKit's `colorTransformer`.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// The alignment; natural by default.
    public var alignment: NSTextAlignment = .natural
    /// How a line too long for its width ends, as UIKit's `lineBreakMode`; by truncating
    /// the tail by default.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The maximum number of lines; 0 (no limit) by default.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width, as UIKit's
    /// `adjustsFontSizeToFitWidth`; kept.
    public var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink, as UIKit's `minimumScaleFactor`; kept.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters may tighten before truncating, as UIKit's
    /// `allowsDefaultTighteningForTruncation`; kept.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the Dynamic Type size, as UIKit's
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a truncated text shows in full when pointed at, as UIKit's
    /// `showsExpansionTextWhenTruncated`; kept.
    public var showsExpansionTextWhenTruncated = false
    /// The change of case applied to the text shown, as UIKit's `transform`; none by
    /// default.
    public var transform: TextTransform = .none

    /// The colour drawn: ``color`` through ``colorTransformer``, as UIKit's
    /// `resolvedColor()`.
    /// - Returns: The colour.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// `text` with ``transform`` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// How the image is drawn, as UIKit's `UIListContentConfiguration.ImageProperties`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct
  public struct ImageProperties: Equatable, Sendable {
    /// Set as a ``reservedLayoutSize`` dimension, the size reserved for a symbol image
    /// in that dimension (24 points here), as UIKit's `standardDimension`.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The configuration a symbol image is drawn with, as UIKit's
    /// `preferredSymbolConfiguration`.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The image's tint; `nil` uses the view's tint, as UIKit's `tintColor`.
    public var tintColor: UIColor?
    /// A transformation of the tint, as UIKit's `tintColorTransformer`.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The corners' radius, as UIKit's `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at, as UIKit's `maximumSize`; a zero
    /// dimension does not limit.
    public var maximumSize = CGSize.zero
    /// The space kept for the image, which is centred in it, as UIKit's
    /// `reservedLayoutSize`; a zero dimension keeps the image's own size.
    public var reservedLayoutSize = CGSize.zero
    /// Whether the image keeps its colours under Smart Invert, as UIKit's
    /// `accessibilityIgnoresInvertColors`; kept.
    public var accessibilityIgnoresInvertColors = false

    /// The tint drawn: ``tintColor`` (or `tintColor`, the view's) through
    /// ``tintColorTransformer``, as UIKit's `resolvedTintColor(for:)`.
    /// - Parameter tintColor: The view's tint.
    /// - Returns: The colour.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }

    /// The size `image` is drawn at: its own, within ``maximumSize``.
    func drawnSize(of image: UIImage) -> CGSize {
      var size = image.size
      if maximumSize.width > 0 { size.width = min(size.width, maximumSize.width) }
      if maximumSize.height > 0 { size.height = min(size.height, maximumSize.height) }
      return size
    }

    /// The space kept for an image drawn at `size`.
    func reservedSize(for size: CGSize) -> CGSize {
      func dimension(_ reserved: CGFloat, _ own: CGFloat) -> CGFloat {
        if reserved == Self.standardDimension { return max(24, own) }
        return max(reserved, own)
      }
      return CGSize(
        width: dimension(reservedLayoutSize.width, size.width),
        height: dimension(reservedLayoutSize.height, size.height))
    }
  }

  /// The image, drawn at the leading edge.
  public var image: UIImage?
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The primary text.
  public var text: String?
  /// The primary text with its own attributes, as UIKit's `attributedText`: shown in
  /// place of ``text`` when set.
  public var attributedText: NSAttributedString? {
    didSet { attributedText = attributedText?.copy() as? NSAttributedString }
  }
  /// How the primary text is drawn.
  public var textProperties = TextProperties()
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text with its own attributes, as UIKit's `secondaryAttributedText`:
  /// shown in place of ``secondaryText`` when set.
  public var secondaryAttributedText: NSAttributedString? {
    didSet {
      secondaryAttributedText = secondaryAttributedText?.copy() as? NSAttributedString
    }
  }
  /// How the secondary text is drawn: the secondary label colour by default.
  public var secondaryTextProperties = TextProperties(color: .secondaryLabel)
  /// The axes on which the content view keeps its superview's margins, as UIKit's
  /// `axesPreservingSuperviewLayoutMargins`: both by default. Kept: views here have no
  /// inherited margins, so ``directionalLayoutMargins`` alone inset the content.
  public var axesPreservingSuperviewLayoutMargins = UIAxis.both
  /// The margins between the content and the content view's edges, as UIKit's
  /// `directionalLayoutMargins`: 11 points above and below and 16 at the sides for the
  /// cell styles here.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the secondary text sits beside the text rather than beneath it, as UIKit's
  /// `prefersSideBySideTextAndSecondaryText`: true for ``valueCell()``.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the texts, as UIKit's `imageToTextPadding`.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the texts side by side, as UIKit's
  /// `textToSecondaryTextHorizontalPadding`.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and the secondary text beneath it, as UIKit's
  /// `textToSecondaryTextVerticalPadding`.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  /// The primary text shown: ``attributedText``'s or ``text``, transformed.
  var shownText: String? {
    (attributedText?.string ?? text).map(textProperties.transformed)
  }

  /// The secondary text shown: ``secondaryAttributedText``'s or ``secondaryText``,
  /// transformed.
  var shownSecondaryText: String? {
    (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed)
  }

  // MARK: Cells

  /// The content of a list cell, as UIKit's `cell()`: a text, and a secondary text
  /// beneath it.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The content of a cell with a subtitle, as UIKit's `subtitleCell()`: the secondary
  /// text beneath the text, in the subheadline font.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
    return configuration
  }

  /// The content of a cell with a trailing value, as UIKit's `valueCell()`: the
  /// secondary text beside the text, at the trailing edge.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// The content of a sidebar cell, as UIKit's `sidebarCell()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The content of a sidebar cell with a subtitle, as UIKit's `sidebarSubtitleCell()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
    return configuration
  }

  /// The content of a cell in a sidebar beside another list, as UIKit's
  /// `accompaniedSidebarCell()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarcell()
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// The content of a cell with a subtitle in a sidebar beside another list, as UIKit's
  /// `accompaniedSidebarSubtitleCell()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarsubtitlecell()
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    sidebarSubtitleCell()
  }

  // MARK: Headers and footers

  /// A list's section header, as UIKit's `header()`: the secondary label colour.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  public static func header() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }
  /// A plain list's section header, as UIKit's `plainHeader()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  public static func plainHeader() -> UIListContentConfiguration { header() }
  /// A grouped list's section header, as UIKit's `groupedHeader()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  public static func groupedHeader() -> UIListContentConfiguration { header() }
  /// A sidebar's section header, as UIKit's `sidebarHeader()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration { header() }

  /// An inset grouped list's prominent header, as UIKit's
  /// `prominentInsetGroupedHeader()`: the label colour in the title 3 font (bold
  /// in UIKit; fonts have no weight here).
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .preferredFont(forTextStyle: .title3)
    return configuration
  }

  /// An inset grouped list's extra prominent header, as UIKit's
  /// `extraProminentInsetGroupedHeader()`: the label colour in the title 2 font (bold
  /// in UIKit; fonts have no weight here).
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/extraprominentinsetgroupedheader()
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .preferredFont(forTextStyle: .title2)
    return configuration
  }

  /// A list's section footer, as UIKit's `footer()`: the secondary label colour in the
  /// footnote font.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  public static func footer() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.color = .secondaryLabel
    configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
    return configuration
  }
  /// A plain list's section footer, as UIKit's `plainFooter()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  public static func plainFooter() -> UIListContentConfiguration { footer() }
  /// A grouped list's section footer, as UIKit's `groupedFooter()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  public static func groupedFooter() -> UIListContentConfiguration { footer() }

  // MARK: Content configuration

  /// Makes a list content view showing this configuration, as UIKit's
  /// `makeContentView()`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/makecontentview()
  /// - Returns: A ``UIListContentView``.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration for a state, as UIKit's `updated(for:)`: the list cell and
  /// header styles draw their text the same in every state (UIKit changes only a
  /// sidebar's), so this is the configuration unchanged.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/updated(for:)
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}
