import Foundation

extension Color {
  /// The colour's relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white):
  /// each sRGB component linearized (`c / 12.92` up to 0.04045, else
  /// `((c + 0.055) / 1.055)^2.4`), then weighted 0.2126, 0.7152 and 0.0722. Opacity is
  /// ignored: composite a translucent colour over its background first.
  ///
  /// WCAG's definition: https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      let c = min(max(component, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (red, green, blue, _) = components
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on
  /// white): `(L1 + 0.05) / (L2 + 0.05)`, the lighter luminance over the darker.
  ///
  /// WCAG AA asks for 4.5 for text, 3 for large text (18 points, or 14 bold).
  ///
  /// ```swift
  /// Color.contrastRatio(Color(named: "gray"), Color(named: "white"))  // about 3.95
  /// ```
  ///
  /// WCAG's definition: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
  /// - Parameters:
  ///   - first: One colour (opacity ignored).
  ///   - second: The other.
  /// - Returns: The ratio, at least 1.
  public static func contrastRatio(_ first: Color, _ second: Color) -> Double {
    let a = first.relativeLuminance
    let b = second.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
