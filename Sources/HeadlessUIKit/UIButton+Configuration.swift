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

/// An image, as UIKit's `UIImage`: only its name and size, which HeadlessKit's pictures
/// draw as a placeholder.
public final class UIImage: Sendable, Equatable {
  /// The symbol's or asset's name.
  public let name: String
  /// The size in points.
  public let size: CGSize
  /// A symbol's configuration, as UIKit's `symbolConfiguration`; `nil` for an asset.
  public let symbolConfiguration: SymbolConfiguration?
  /// Whether the image is a system symbol, as UIKit's `isSymbolImage`.
  public let isSymbolImage: Bool

  init(
    name: String, size: CGSize, symbolConfiguration: SymbolConfiguration? = nil,
    isSymbolImage: Bool = false
  ) {
    self.name = name
    self.size = size
    self.symbolConfiguration = symbolConfiguration
    self.isSymbolImage = isSymbolImage || symbolConfiguration != nil
  }

  /// A system symbol, as UIKit's `init(systemName:)`; `nil` for an empty name (symbol
  /// names cannot be checked headlessly). 24 x 24 points unless configured.
  /// - Parameter systemName: The SF Symbol's name.
  public convenience init?(systemName: String) {
    self.init(systemName: systemName, withConfiguration: nil)
  }

  /// A system symbol with a configuration, as UIKit's
  /// `init(systemName:withConfiguration:)`: its size follows the configuration
  /// (``SymbolConfiguration``).
  /// - Parameters:
  ///   - systemName: The SF Symbol's name.
  ///   - configuration: The point size, weight, scale or text style.
  public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
    guard !systemName.isEmpty else { return nil }
    let symbol = configuration as? SymbolConfiguration
    self.init(
      name: systemName, size: symbol?.symbolSize ?? CGSize(width: 24, height: 24),
      symbolConfiguration: symbol, isSymbolImage: true)
  }

  /// The same symbol with another configuration, as UIKit's `withConfiguration(_:)`.
  /// - Parameter configuration: The configuration.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard let symbol = configuration as? SymbolConfiguration else { return self }
    return UIImage(
      name: name, size: symbol.symbolSize, symbolConfiguration: symbol, isSymbolImage: true)
  }

  /// The symbol with `configuration` applied over its own, as UIKit's
  /// `applyingSymbolConfiguration(_:)`.
  /// - Parameter configuration: What to change.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    let combined = symbolConfiguration?.applying(configuration) ?? configuration
    return UIImage(name: name, size: combined.symbolSize, symbolConfiguration: combined)
  }

  /// An image configuration, as UIKit's `UIImage.Configuration`.
  public class Configuration: @unchecked Sendable, Equatable {
    init() {}
    /// Equal when of the same kind with the same values.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      guard let lhs = lhs as? SymbolConfiguration, let rhs = rhs as? SymbolConfiguration else {
        return lhs === rhs
      }
      return lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
        && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle
    }
  }

  /// How a symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`: a point size or a
  /// text style, a weight, a scale. Headless, only the size counts: a symbol is a square
  /// 1.2 times its point size (a text style's size at the default Dynamic Type size;
  /// 17 without either), times 0.8 at the small scale and 1.25 at the large one.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// A symbol's scale, as UIKit's `UIImage.SymbolScale`.
    public enum Scale: Int, Sendable {
      /// The default (medium).
      case `default` = -1
      /// Not set.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }
    /// A symbol's weight, as UIKit's `UIImage.SymbolWeight`: kept, not drawn.
    public enum Weight: Int, Sendable {
      /// Not set.
      case unspecified = 0
      /// Ultralight.
      case ultraLight = 1
      /// Thin.
      case thin = 2
      /// Light.
      case light = 3
      /// Regular.
      case regular = 4
      /// Medium.
      case medium = 5
      /// Semibold.
      case semibold = 6
      /// Bold.
      case bold = 7
      /// Heavy.
      case heavy = 8
      /// Black.
      case black = 9
    }

    /// The point size, if set.
    public let pointSize: CGFloat?
    /// The weight.
    public let weight: Weight
    /// The scale.
    public let scale: Scale
    /// The text style, if set.
    public let textStyle: UIFont.TextStyle?

    private init(
      pointSize: CGFloat?, weight: Weight, scale: Scale, textStyle: UIFont.TextStyle?
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A point size, as UIKit's `init(pointSize:)`.
    /// - Parameter pointSize: The size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }
    /// A point size and weight, as UIKit's `init(pointSize:weight:)`.
    /// - Parameters:
    ///   - pointSize: The size.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: Weight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }
    /// A point size, weight and scale, as UIKit's `init(pointSize:weight:scale:)`.
    /// - Parameters:
    ///   - pointSize: The size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    /// A text style, as UIKit's `init(textStyle:)`.
    /// - Parameter textStyle: The style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }
    /// A text style and scale, as UIKit's `init(textStyle:scale:)`.
    /// - Parameters:
    ///   - textStyle: The style.
    ///   - scale: The scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
    }
    /// A scale, as UIKit's `init(scale:)`.
    /// - Parameter scale: The scale.
    public convenience init(scale: Scale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
    }
    /// A weight, as UIKit's `init(weight:)`.
    /// - Parameter weight: The weight.
    public convenience init(weight: Weight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
    }
    /// A font's size, as UIKit's `init(font:)`.
    /// - Parameter font: The font.
    public convenience init(font: UIFont) {
      self.init(
        pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// This configuration with what `other` sets over it, as UIKit's `applying(_:)`.
    /// - Parameter other: The configuration whose set values win.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale,
        textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil))
    }

    /// The drawn size: see the type's description.
    var symbolSize: CGSize {
      let points = pointSize ?? textStyle.map { $0.size(for: .large) } ?? 17
      let factor: Double =
        switch scale {
        case .small: 0.8
        case .large: 1.25
        default: 1
        }
      let side = (points * 1.2 * factor).rounded()
      return CGSize(width: side, height: side)
    }
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
    ImageViewUIKitState.of(self).symbol = image
  }

  /// The configuration symbols are drawn with here, as UIKit's
  /// `preferredSymbolConfiguration`: a symbol image shown (now or later) takes its size.
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    get { ImageViewUIKitState.of(self).preferred }
    set {
      ImageViewUIKitState.of(self).preferred = newValue
      if let newValue, let symbol = ImageViewUIKitState.of(self).symbol, symbol.isSymbolImage {
        imageSize = (symbol.symbolConfiguration?.applying(newValue) ?? newValue).symbolSize
      }
    }
  }

  /// The image shown, as UIKit's `image`: HeadlessKit's `imageName` and
  /// `imageSize`.
  public var image: UIImage? {
    get {
      imageName.map {
        UIImage(
          name: $0, size: imageSize,
          symbolConfiguration: ImageViewUIKitState.of(self).symbol?.symbolConfiguration,
          isSymbolImage: ImageViewUIKitState.of(self).symbol?.isSymbolImage ?? false)
      }
    }
    set {
      imageName = newValue?.name
      let state = ImageViewUIKitState.of(self)
      state.symbol = newValue
      if let newValue {
        if let preferred = state.preferred, newValue.isSymbolImage {
          imageSize =
            (newValue.symbolConfiguration?.applying(preferred) ?? preferred).symbolSize
        } else {
          imageSize = newValue.size
        }
      }
    }
  }
}

/// UIKit state an `ImageView` does not keep itself.
@MainActor
final class ImageViewUIKitState {
  var preferred: UIImage.SymbolConfiguration?
  var symbol: UIImage?

  static func of(_ view: ImageView) -> ImageViewUIKitState {
    attachment(in: &view.attachments, ImageViewUIKitState.init)
  }
}
