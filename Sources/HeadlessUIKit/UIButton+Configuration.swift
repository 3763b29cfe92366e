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

/// An image, as UIKit's `UIImage`: only its name and size, which HeadlessKit's pictures
/// draw as a placeholder.
public final class UIImage: Sendable, Equatable {
  /// The symbol's or asset's name.
  public let name: String
  /// The size in points.
  public let size: CGSize

  init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// A system symbol, as UIKit's `init(systemName:)`; `nil` for an empty name (symbol
  /// names cannot be checked headlessly).
  /// - Parameter systemName: The SF Symbol's name.
  public convenience init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(name: systemName, size: CGSize(width: 24, height: 24))
  }

  /// An image from the asset catalogs, as UIKit's `init(named:)`: `nil` unless a catalog
  /// (see `UIColor.addAssetCatalogs(from:)`) has an image set of that name.
  /// - Parameter name: The image set's name.
  public convenience init?(named name: String) {
    guard AssetCatalogs.shared.hasImageSet(named: name) else { return nil }
    self.init(name: name, size: CGSize(width: 24, height: 24))
  }

  /// Equal when name and size are.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.size == rhs.size
  }
}

extension ImageView {
  /// Creates an image view showing `image`, as UIKit's `init(image:)`.
  /// - Parameter image: The image.
  public convenience init(image: UIImage?) {
    self.init(
      imageName: image?.name, size: image?.size ?? CGSize(width: 24, height: 24))
  }

  /// The image shown, as UIKit's `image`: HeadlessKit's `imageName` and
  /// `imageSize`.
  public var image: UIImage? {
    get { imageName.map { UIImage(name: $0, size: imageSize) } }
    set {
      imageName = newValue?.name
      if let size = newValue?.size { imageSize = size }
    }
  }
}
