public import Foundation
public import HeadlessKit

/// Scales fonts and lengths with the Dynamic Type size, as UIKit's `UIFontMetrics`: by the
/// ratio of its text style's size at the Dynamic Type size to that style's size at the
/// default size (`large`), the headless text metric's sizes for each style.
///
/// ```swift
/// let font = UIFontMetrics(forTextStyle: .headline)
///   .scaledFont(for: UIFont(name: "Avenir-Heavy", size: 18)!)
/// let padding = UIFontMetrics.default.scaledValue(for: 12)
/// ```
///
/// Without a trait collection, the Dynamic Type size is the current trait collection's
/// (inside a hook, the running view's, and the hook runs again when it changes), as
/// UIKit's `UITraitCollection.current`.
///
/// https://developer.apple.com/documentation/uikit/uifontmetrics
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
  private let textStyle: UIFont.TextStyle

  /// The metrics of the body style, as UIKit's `default`.
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// Creates the metrics of a text style, as UIKit's `init(forTextStyle:)`.
  /// - Parameter textStyle: The style whose scaling to follow.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// `value` scaled to a Dynamic Type size: times the style's size there, over its
  /// default size (multiplied first, so whole sizes scale to whole sizes exactly).
  private func scale(_ value: CGFloat, _ traitCollection: UITraitCollection?) -> CGFloat {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    return value * CGFloat(textStyle.size(for: category)) / CGFloat(textStyle.size(for: .large))
  }

  /// A font scaled for the current Dynamic Type size, as UIKit's `scaledFont(for:)`.
  /// - Parameter font: The font at the default size.
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// A font scaled for the current Dynamic Type size and no larger than a size, as
  /// UIKit's `scaledFont(for:maximumPointSize:)`.
  /// - Parameters:
  ///   - font: The font at the default size.
  ///   - maximumPointSize: The largest size; 0 for no limit.
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// A font scaled for the Dynamic Type size of a trait collection, as UIKit's
  /// `scaledFont(for:compatibleWith:)`.
  /// - Parameters:
  ///   - font: The font at the default size.
  ///   - traitCollection: Whose Dynamic Type size to use; `nil` for the current one.
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// A font scaled for the Dynamic Type size of a trait collection and no larger than a
  /// size, as UIKit's `scaledFont(for:maximumPointSize:compatibleWith:)`.
  /// - Parameters:
  ///   - font: The font at the default size.
  ///   - maximumPointSize: The largest size; 0 for no limit.
  ///   - traitCollection: Whose Dynamic Type size to use; `nil` for the current one.
  /// - Returns: The scaled font.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat,
    compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var size = scale(font.pointSize, traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    var scaled = font
    scaled.size = Double(size)
    return scaled
  }

  /// A length scaled for the current Dynamic Type size, as UIKit's `scaledValue(for:)`.
  /// - Parameter value: The length at the default size.
  /// - Returns: The scaled length.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A length scaled for the Dynamic Type size of a trait collection, as UIKit's
  /// `scaledValue(for:compatibleWith:)`.
  /// - Parameters:
  ///   - value: The length at the default size.
  ///   - traitCollection: Whose Dynamic Type size to use; `nil` for the current one.
  /// - Returns: The scaled length.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    scale(value, traitCollection)
  }
}
