public import HeadlessKit
/// A list row's content, as UIKit's `UIListContentConfiguration`: text, secondary text
/// and an image. Applied to a cell, it sets the cell's labels: the secondary text goes to
/// the cell's detail label when its style has one, else it follows the text after two
/// spaces.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
  /// How the text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Equatable, Sendable {
    /// The colour; the label colour by default.
    public var color: UIColor = .label
    /// The font; the body font by default.
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// The alignment; natural by default.
    public var alignment: NSTextAlignment = .natural
    /// The maximum number of lines; 0 (no limit) by default.
    public var numberOfLines = 0
  }

  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image (kept, not drawn in a cell).
  public var image: UIImage?
  /// How the primary text is drawn.
  public var textProperties = TextProperties()

  /// The content of a plain cell, as UIKit's `cell()`.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// The content of a cell with a subtitle, as UIKit's `subtitleCell()`.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// The content of a cell with a trailing value, as UIKit's `valueCell()`.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A section header's content, as UIKit's `header()`: the secondary colour.
  public static func header() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }
  /// A plain list's section header, as UIKit's `plainHeader()`.
  public static func plainHeader() -> UIListContentConfiguration { header() }
  /// A grouped list's section header, as UIKit's `groupedHeader()`.
  public static func groupedHeader() -> UIListContentConfiguration { header() }

  /// The configuration for a state, as UIKit's `updated(for:)`: the list cell and
  /// header styles draw their text the same in every state (UIKit changes only a
  /// sidebar's), so this is the configuration unchanged.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/updated(for:)
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}
