public import HeadlessKit
extension Button {
  /// How a button looks, as UIKit's `UIButton.Configuration`: a style and its content.
  ///
  /// Setting a button's `configuration` applies it to the button's HeadlessKit
  /// properties (`style`, `title`, `image`, `baseBackgroundColor`,
  /// `baseForegroundColor`); `subtitle` is kept but not drawn.
  public struct Configuration: Equatable, Sendable {
    /// The button's style.
    public var style: Button.Style
    /// The title.
    public var title: String?
    /// A second line of text (kept, not drawn).
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The fill of a filled, tinted or gray button.
    public var baseBackgroundColor: UIColor?
    /// The title's colour.
    public var baseForegroundColor: UIColor?
    /// The space between image and title, as UIKit's `imagePadding`: 8 here (UIKit does
    /// not document its default; HeadlessKit's buttons use 8).
    public var imagePadding: CGFloat = 8
    /// Whether an activity indicator shows in place of the image, as UIKit's
    /// `showsActivityIndicator`.
    public var showsActivityIndicator = false
    /// The insets from the edges to the content, as UIKit's `contentInsets` (kept; the
    /// button keeps its own 12 and 16 points).
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// How the image's symbol is drawn, as UIKit's
    /// `preferredSymbolConfigurationForImage` (kept).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    init(style: Button.Style) { self.style = style }

    /// A solid tinted fill with a white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A light tinted fill with a tinted title.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey fill with a tinted title.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// No background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted outline.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
  }

  /// Creates a button from a configuration, as UIKit's
  /// `init(configuration:primaryAction:)`.
  /// - Parameters:
  ///   - configuration: How it looks.
  ///   - primaryAction: What a tap does, if anything.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(title: configuration.title)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The configuration, as UIKit's `configuration`: `nil` for a button made without one.
  /// Setting it applies it; a `configurationUpdateHandler` typically reads it, changes
  /// it for the button's state and sets it back.
  public var configuration: Configuration? {
    get { ButtonUIKitState.of(self).configuration }
    set {
      ButtonUIKitState.of(self).configuration = newValue
      guard let newValue else { return }
      style = newValue.style
      title = newValue.title
      image = newValue.image?.name
      baseBackgroundColor = newValue.baseBackgroundColor
      baseForegroundColor = newValue.baseForegroundColor
      imagePadding = Double(newValue.imagePadding)
      showsActivityIndicator = newValue.showsActivityIndicator
    }
  }
}

/// UIKit state a `Button` does not keep itself.
@MainActor
final class ButtonUIKitState {
  var configuration: Button.Configuration?

  static func of(_ button: Button) -> ButtonUIKitState {
    attachment(in: &button.attachments, ButtonUIKitState.init)
  }
}
