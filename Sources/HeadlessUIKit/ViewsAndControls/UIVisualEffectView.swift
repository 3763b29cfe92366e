public import Foundation
public import HeadlessKit

/// An effect a visual effect view applies, as UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect {
  /// The translucent fill pictures draw for the effect, per appearance.
  func fill(dark: Bool) -> Color? { nil }
  /// Creates an effect.
  public init() {}
}

/// A blur of what lies behind, as UIKit's `UIBlurEffect`. Pictures cannot blur, so they
/// draw the material as a translucent fill of its tone (white or black at the material's
/// opacity), which is how the blur reads over plain content.
/// https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's material, as UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    /// Lighter than the content.
    case extraLight = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
    /// Follows the appearance, regular weight.
    case regular = 4
    /// Follows the appearance, more opaque.
    case prominent = 5
    /// The thinnest adaptive material.
    case systemUltraThinMaterial = 6
    /// A thin adaptive material.
    case systemThinMaterial = 7
    /// The standard adaptive material.
    case systemMaterial = 8
    /// A thick adaptive material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest light material.
    case systemUltraThinMaterialLight = 11
    /// A thin light material.
    case systemThinMaterialLight = 12
    /// The standard light material.
    case systemMaterialLight = 13
    /// A thick light material.
    case systemThickMaterialLight = 14
    /// The light chrome material.
    case systemChromeMaterialLight = 15
    /// The thinnest dark material.
    case systemUltraThinMaterialDark = 16
    /// A thin dark material.
    case systemThinMaterialDark = 17
    /// The standard dark material.
    case systemMaterialDark = 18
    /// A thick dark material.
    case systemThickMaterialDark = 19
    /// The dark chrome material.
    case systemChromeMaterialDark = 20
  }

  /// The material.
  public let style: Style

  /// A blur of a material, as UIKit's `init(style:)`.
  /// - Parameter style: The material.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  override func fill(dark: Bool) -> Color? {
    // Tone: light materials white, dark black, adaptive ones follow the appearance.
    let tone: Bool?  // true: dark
    let opacity: Double
    switch style {
    case .extraLight: (tone, opacity) = (false, 0.8)
    case .light: (tone, opacity) = (false, 0.6)
    case .dark: (tone, opacity) = (true, 0.6)
    case .regular: (tone, opacity) = (nil, 0.7)
    case .prominent: (tone, opacity) = (nil, 0.85)
    case .systemUltraThinMaterial: (tone, opacity) = (nil, 0.3)
    case .systemThinMaterial: (tone, opacity) = (nil, 0.5)
    case .systemMaterial: (tone, opacity) = (nil, 0.7)
    case .systemThickMaterial: (tone, opacity) = (nil, 0.85)
    case .systemChromeMaterial: (tone, opacity) = (nil, 0.75)
    case .systemUltraThinMaterialLight: (tone, opacity) = (false, 0.3)
    case .systemThinMaterialLight: (tone, opacity) = (false, 0.5)
    case .systemMaterialLight: (tone, opacity) = (false, 0.7)
    case .systemThickMaterialLight: (tone, opacity) = (false, 0.85)
    case .systemChromeMaterialLight: (tone, opacity) = (false, 0.75)
    case .systemUltraThinMaterialDark: (tone, opacity) = (true, 0.3)
    case .systemThinMaterialDark: (tone, opacity) = (true, 0.5)
    case .systemMaterialDark: (tone, opacity) = (true, 0.7)
    case .systemThickMaterialDark: (tone, opacity) = (true, 0.85)
    case .systemChromeMaterialDark: (tone, opacity) = (true, 0.75)
    }
    let isDark = tone ?? dark
    return isDark
      ? Color(red: 0.11, green: 0.11, blue: 0.12, alpha: opacity)
      : Color(red: 0.98, green: 0.98, blue: 0.98, alpha: opacity)
  }
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect`: it draws nothing of
/// its own (the content in the view's `contentView` draws as it is).
/// https://developer.apple.com/documentation/uikit/uivibrancyeffect
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy goes with.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style.
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for a blur, as UIKit's `init(blurEffect:)`.
  /// - Parameter blurEffect: The blur.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy of a style for a blur, as UIKit's `init(blurEffect:style:)`.
  /// - Parameters:
  ///   - blurEffect: The blur.
  ///   - style: The style.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A vibrancy's style, as UIKit's `UIVibrancyEffectStyle` (kept).
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// For primary text.
  case label = 0
  /// For secondary text.
  case secondaryLabel = 1
  /// For tertiary text.
  case tertiaryLabel = 2
  /// For quaternary text.
  case quaternaryLabel = 3
  /// For large fills.
  case fill = 4
  /// For medium fills.
  case secondaryFill = 5
  /// For small fills.
  case tertiaryFill = 6
  /// For separators.
  case separator = 7
}

/// A view that applies a visual effect to what lies behind it, as UIKit's
/// `UIVisualEffectView`: add content to `contentView`, which fills the view. Pictures
/// draw a blur as a translucent fill of its material, under the content.
/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor
open class UIVisualEffectView: View {
  /// The view to add content to, as UIKit's `contentView`: it fills the effect view.
  public let contentView = View()

  /// The effect, as UIKit's `effect`; `nil` shows the content with no effect.
  open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }

  /// An effect view, as UIKit's `init(effect:)`.
  /// - Parameter effect: The effect, or `nil`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// An effect view with no effect, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    self.effect = nil
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Keeps the content view filling the effect view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// Draws the background, then the blur's translucent fill in the view's appearance.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let dark = traitCollection.userInterfaceStyle == .dark
    if let fill = effect?.fill(dark: dark) {
      canvas.roundedRect(bounds, cornerRadius: outlineCornerRadius, fill: fill)
    }
  }
}
