public import HeadlessKit

/// A colour transformation, as UIKit's `UIConfigurationColorTransformer`. Copies of one
/// transformer are equal; two made from separate closures are not (closures cannot be
/// compared), so a configuration holding one stays `Equatable`.
/// https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer
public struct UIConfigurationColorTransformer: Sendable, Equatable {
  /// The transformation.
  public let transform: @Sendable (UIColor) -> UIColor
  /// What makes copies of one transformer equal.
  private let identity = Identity()
  private final class Identity: Sendable {}

  /// Creates a transformer.
  /// - Parameter transform: The transformation.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// Whether `lhs` and `rhs` are copies of one transformer.
  /// - Parameters:
  ///   - lhs: A transformer.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same transformer.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
  /// Transforms a colour.
  /// - Parameter input: The colour.
  /// - Returns: The transformed colour.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
  /// A grayscale version of the colour (the mean of its components), as UIKit's
  /// `grayscale`.
  public static let grayscale = UIConfigurationColorTransformer { color in
    let components = color.components
    let gray = (components.red + components.green + components.blue) / 3
    return UIColor(white: CGFloat(gray), alpha: CGFloat(components.alpha))
  }
  /// The tint colour in place of the colour, as UIKit's `preferredTint` (the system
  /// tint here: a transformer does not know the view it is used for).
  public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
  /// The tint colour, desaturated, as UIKit's `monochromeTint`.
  public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemGray }
}

/// A cell's or header's background, as UIKit's `UIBackgroundConfiguration`: a colour,
/// corner radius, insets, a stroke, an image or a custom view. A cell's
/// `backgroundConfiguration` draws its resolved colour and corners; `updated(for:)`
/// gives the colour a state calls for (selected and highlighted rows gray, as UIKit's
/// list styles do) unless a colour was set.
/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
public struct UIBackgroundConfiguration {
  /// The style's colour for each state.
  enum Kind: Sendable {
    case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, clear
  }
  var kind: Kind
  /// The colour set for the state by `updated(for:)`, used when ``backgroundColor`` is nil.
  var stateColor: UIColor?

  /// A view drawn behind the content, as UIKit's `customView`.
  public var customView: UIView?
  /// The corners' radius, as UIKit's `cornerRadius`.
  public var cornerRadius: CGFloat = 0
  /// The insets of the background from the cell's edges, as UIKit's `backgroundInsets`.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The edges whose layout margins add to the insets, as UIKit's
  /// `edgesAddingLayoutMarginsToBackgroundInsets`.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The colour; `nil` uses the style's colour for the state, as in UIKit.
  public var backgroundColor: UIColor?
  /// A transformation of the colour, as UIKit's `backgroundColorTransformer`.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// A blur or vibrancy effect, as UIKit's `visualEffect`: kept, not drawn.
  public var visualEffect: UIVisualEffect?
  /// An image drawn behind the content, as UIKit's `image`: kept, not drawn.
  public var image: UIImage?
  /// How the image fits, as UIKit's `imageContentMode`.
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// The stroke's colour, as UIKit's `strokeColor`; `nil` draws no stroke.
  public var strokeColor: UIColor?
  /// A transformation of the stroke colour, as UIKit's `strokeColorTransformer`.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width, as UIKit's `strokeWidth`.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background, as UIKit's `strokeOutset`.
  public var strokeOutset: CGFloat = 0

  init(kind: Kind) { self.kind = kind }

  /// A plain list cell's background, as UIKit's `listPlainCell()`.
  public static func listPlainCell() -> UIBackgroundConfiguration { .init(kind: .plainCell) }
  /// A grouped list cell's background, as UIKit's `listGroupedCell()`.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    .init(kind: .groupedCell)
  }
  /// A sidebar cell's background, as UIKit's `listSidebarCell()`.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    .init(kind: .sidebarCell)
  }
  /// An accompanied sidebar cell's background, as UIKit's `listAccompaniedSidebarCell()`.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    .init(kind: .sidebarCell)
  }
  /// A sidebar header's background, as UIKit's `listSidebarHeader()`.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(kind: .clear) }
  /// A plain list's header or footer background, as UIKit's `listPlainHeaderFooter()`.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    .init(kind: .plainHeaderFooter)
  }
  /// A grouped list's header or footer background, as UIKit's `listGroupedHeaderFooter()`.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    .init(kind: .groupedHeaderFooter)
  }
  /// A list cell's background for the list it is in, as UIKit's `listCell()` (iOS 18):
  /// a plain list's here.
  public static func listCell() -> UIBackgroundConfiguration { .init(kind: .plainCell) }
  /// A list header's background, as UIKit's `listHeader()` (iOS 18).
  public static func listHeader() -> UIBackgroundConfiguration {
    .init(kind: .plainHeaderFooter)
  }
  /// A list footer's background, as UIKit's `listFooter()` (iOS 18).
  public static func listFooter() -> UIBackgroundConfiguration {
    .init(kind: .plainHeaderFooter)
  }
  /// A clear background, as UIKit's `clear()`.
  public static func clear() -> UIBackgroundConfiguration { .init(kind: .clear) }

  /// The colour drawn: ``backgroundColor`` (or the style's colour for the state it was
  /// updated for) through ``backgroundColorTransformer``, as UIKit's
  /// `resolvedBackgroundColor(for:)`.
  /// - Parameter tintColor: The tint, for the styles that use it (a selected sidebar row).
  /// - Returns: The colour.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? stateColor ?? defaultColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke's colour drawn, as UIKit's `resolvedStrokeColor(for:)`.
  /// - Parameter tintColor: The tint.
  /// - Returns: The colour; clear without a stroke colour.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? .clear
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration with the style's colour for `state`, as UIKit's `updated(for:)`:
  /// a selected or highlighted cell's background is `systemGray4` (the tint for a
  /// sidebar cell), otherwise the style's; a colour set in ``backgroundColor`` wins.
  /// - Parameter state: The state.
  /// - Returns: The updated configuration.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    var updated = self
    let (selected, highlighted) = Self.flags(of: state)
    switch kind {
    case .plainCell, .groupedCell:
      updated.stateColor = selected || highlighted ? .systemGray4 : nil
    case .sidebarCell:
      updated.stateColor = selected ? .systemBlue : highlighted ? .systemGray4 : nil
    case .plainHeaderFooter, .groupedHeaderFooter, .clear:
      updated.stateColor = nil
    }
    return updated
  }

  private var defaultColor: UIColor {
    switch kind {
    case .plainCell, .plainHeaderFooter: .systemBackground
    case .groupedCell: .secondarySystemGroupedBackground
    case .sidebarCell, .groupedHeaderFooter, .clear: .clear
    }
  }

  private static func flags(of state: any UIConfigurationState) -> (Bool, Bool) {
    if let cell = state as? UICellConfigurationState {
      return (cell.isSelected, cell.isHighlighted)
    }
    if let view = state as? UIViewConfigurationState {
      return (view.isSelected, view.isHighlighted)
    }
    return (false, false)
  }
}
