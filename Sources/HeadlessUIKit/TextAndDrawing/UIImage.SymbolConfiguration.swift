public import HeadlessKit
extension UIImage {
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
}
