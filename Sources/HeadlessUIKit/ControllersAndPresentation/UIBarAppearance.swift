public import Foundation
public import HeadlessKit

/// A bar's background and shadow, as UIKit's `UIBarAppearance`: what navigation bars,
/// toolbars and tab bars draw behind their items.
///
/// The three `configureWith…` methods set the background and shadow as UIKit's do: the
/// pictures draw the background colour (the default's translucent material as the system
/// bar gray, with no blur) and the shadow as a hairline.
///
/// https://developer.apple.com/documentation/uikit/uibarappearance
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The device family the appearance is for, as UIKit's `idiom` (kept).
  public let idiom: UIUserInterfaceIdiom
  /// A blur behind the bar, as UIKit's `backgroundEffect`: drawn as the system bar gray.
  public var backgroundEffect: UIBlurEffect?
  /// The bar's background colour, as UIKit's `backgroundColor`; drawn over the effect.
  public var backgroundColor: UIColor?
  /// An image behind the bar, as UIKit's `backgroundImage` (kept; not drawn).
  public var backgroundImage: UIImage?
  /// How the background image fits, as UIKit's `backgroundImageContentMode` (kept).
  public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The hairline's colour, as UIKit's `shadowColor`; `nil` or clear draws none.
  public var shadowColor: UIColor?
  /// The hairline's image, as UIKit's `shadowImage` (kept; not drawn).
  public var shadowImage: UIImage?

  /// Creates an appearance with the default background, as UIKit's `init()`.
  public override convenience init() {
    self.init(idiom: .phone)
  }

  /// Creates an appearance for a device family, as UIKit's `init(idiom:)`, with the
  /// default background.
  /// - Parameter idiom: The device family (kept).
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// Creates a copy of another appearance, as UIKit's `init(barAppearance:)`.
  /// - Parameter barAppearance: The appearance to copy.
  public init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    copyBackground(from: barAppearance)
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// The system's translucent background and shadow, as UIKit's
  /// `configureWithDefaultBackground()`: a material effect and a hairline.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = Self.hairline
    shadowImage = nil
  }

  /// An opaque background of the system background colour and a hairline, as UIKit's
  /// `configureWithOpaqueBackground()`.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = Self.hairline
    shadowImage = nil
  }

  /// No background and no hairline, as UIKit's `configureWithTransparentBackground()`.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  func copyBackground(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// The colour the pictures fill the bar with: the background colour, else the
  /// material's bar gray (HeadlessKit's bars' gray), else none.
  var drawnBackground: UIColor? {
    let material: Color = Color(named: "systemGray6")
    return backgroundColor ?? (backgroundEffect == nil ? nil : material)
  }

  /// The hairline the system's backgrounds draw: HeadlessKit's bars' separator.
  static var hairline: UIColor {
    let separator: Color = Color(named: "separator")
    return separator
  }
}
