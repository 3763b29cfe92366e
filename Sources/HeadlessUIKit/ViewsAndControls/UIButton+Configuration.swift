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

    /// The title with attributes, as UIKit's `attributedTitle`: setting it sets `title`
    /// to its characters when applied.
    public var attributedTitle: AttributedString?
    /// The subtitle with attributes, as UIKit's `attributedSubtitle` (kept).
    public var attributedSubtitle: AttributedString?
    /// How title and subtitle align, as UIKit's `titleAlignment` (kept).
    public var titleAlignment = TitleAlignment.automatic
    /// The space between title and subtitle, as UIKit's `titlePadding` (kept).
    public var titlePadding: CGFloat = 0
    /// How the title breaks lines, as UIKit's `titleLineBreakMode` (kept).
    public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// How the subtitle breaks lines, as UIKit's `subtitleLineBreakMode` (kept).
    public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// Where the image sits by the title, as UIKit's `imagePlacement` (kept; drawn leading).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The corners' style, as UIKit's `cornerStyle` (kept; drawn with 8-point corners).
    public var cornerStyle = CornerStyle.dynamic
    /// The button's size class, as UIKit's `buttonSize` (kept).
    public var buttonSize = Size.medium
    /// Whether selection changes the style, as UIKit's `automaticallyUpdateForSelection`
    /// (kept).
    public var automaticallyUpdateForSelection = true

    /// How title and subtitle align, as UIKit's `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable {
      /// The system's choice.
      case automatic = 0
      /// Leading.
      case leading = 1
      /// Centred.
      case center = 2
      /// Trailing.
      case trailing = 3
    }

    /// The corners' style, as UIKit's `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
      /// Follows the button's size.
      case dynamic = -1
      /// The background's own radius.
      case fixed = 0
      /// Small corners.
      case small = 1
      /// Medium corners.
      case medium = 2
      /// Large corners.
      case large = 3
      /// A capsule.
      case capsule = 4
    }

    /// The button's size class, as UIKit's `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
      /// Mini.
      case mini = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }

    init(style: Button.Style) { self.style = style }

    /// Restores the style's content insets, as UIKit's `setDefaultContentInsets()`.
    public mutating func setDefaultContentInsets() {
      contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }

    /// No background, as UIKit's deprecated-in-spirit `borderless()` (drawn as plain).
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A tinted outline on a light tint, as UIKit's `borderedTinted()` (drawn tinted).
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A solid tinted fill, as UIKit's `borderedProminent()` (drawn filled).
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

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
      title = newValue.attributedTitle.map { String($0.characters) } ?? newValue.title
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
  var buttonType = Button.ButtonType.custom
  var role = Button.Role.normal
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var images: [UInt: UIImage] = [:]
  var backgroundImages: [UInt: UIImage] = [:]
  var shadowColors: [UInt: Color] = [:]
  var imageView: ImageView?
  var contentEdgeInsets = UIEdgeInsets.zero
  var titleEdgeInsets = UIEdgeInsets.zero
  var imageEdgeInsets = UIEdgeInsets.zero
  var adjustsImageWhenHighlighted = true
  var adjustsImageWhenDisabled = true
  var showsTouchWhenHighlighted = false
  var changesSelectionAsPrimaryAction = false
  var isPointerInteractionEnabled = false
  var automaticallyUpdatesConfiguration = true
  var menu: UIMenu?

  static func of(_ button: Button) -> ButtonUIKitState {
    attachment(in: &button.attachments, ButtonUIKitState.init)
  }
}

/// Edges of a rectangle in the layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt
  /// Creates edges from bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
