import Foundation
public import HeadlessKit

// UIKit's system colours with their light and dark values (iOS 13 to 18, default
// contrast), as sRGB bytes and opacity. Each keeps its UIKit name, so pictures drawn in
// the dark style (`Window/renderSVG(style:)`) use its dark value. `label`,
// `systemBackground`, `tintColor`, `black`, `white` and `clear` are HeadlessKit's palette
// colours of the same values, so a widget's default (a label's text colour) equals
// UIKit's name for it, as on iOS.

/// One system colour: light and dark sRGB bytes with their opacities.
private func system(
  _ name: String, _ light: (UInt8, UInt8, UInt8, Double), _ dark: (UInt8, UInt8, UInt8, Double)
) -> Color {
  func unit(_ byte: UInt8) -> Double { Double(byte) / 255 }
  return Color.named(
    name, red: unit(light.0), green: unit(light.1), blue: unit(light.2), alpha: light.3,
    dark: (unit(dark.0), unit(dark.1), unit(dark.2)),
    darkAlpha: dark.3 == light.3 ? nil : dark.3)
}

extension Color {
  // Adaptable colours (https://developer.apple.com/documentation/uikit/standard-colors).

  /// iOS's blue: (0, 122, 255), dark (10, 132, 255).
  public static var systemBlue: Color { system("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1)) }
  /// iOS's brown: (162, 132, 94), dark (172, 142, 104).
  public static var systemBrown: Color {
    system("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1))
  }
  /// iOS's cyan: (50, 173, 230), dark (100, 210, 255).
  public static var systemCyan: Color {
    system("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1))
  }
  /// iOS's green: (52, 199, 89), dark (48, 209, 88).
  public static var systemGreen: Color { system("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1)) }
  /// iOS's indigo: (88, 86, 214), dark (94, 92, 230).
  public static var systemIndigo: Color {
    system("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1))
  }
  /// iOS's mint: (0, 199, 190), dark (102, 212, 207).
  public static var systemMint: Color { system("systemMint", (0, 199, 190, 1), (102, 212, 207, 1)) }
  /// iOS's orange: (255, 149, 0), dark (255, 159, 10).
  public static var systemOrange: Color {
    system("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1))
  }
  /// iOS's pink: (255, 45, 85), dark (255, 55, 95).
  public static var systemPink: Color { system("systemPink", (255, 45, 85, 1), (255, 55, 95, 1)) }
  /// iOS's purple: (175, 82, 222), dark (191, 90, 242).
  public static var systemPurple: Color {
    system("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1))
  }
  /// iOS's red: (255, 59, 48), dark (255, 69, 58).
  public static var systemRed: Color { system("systemRed", (255, 59, 48, 1), (255, 69, 58, 1)) }
  /// iOS's teal: (48, 176, 199), dark (64, 200, 224).
  public static var systemTeal: Color { system("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1)) }
  /// iOS's yellow: (255, 204, 0), dark (255, 214, 10).
  public static var systemYellow: Color {
    system("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1))
  }

  // Greys.

  /// The base grey: (142, 142, 147) in both styles.
  public static var systemGray: Color {
    system("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
  }
  /// A second-level grey: (174, 174, 178), dark (99, 99, 102).
  public static var systemGray2: Color {
    system("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
  }
  /// A third-level grey: (199, 199, 204), dark (72, 72, 74).
  public static var systemGray3: Color {
    system("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
  }
  /// A fourth-level grey: (209, 209, 214), dark (58, 58, 60).
  public static var systemGray4: Color {
    system("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
  }
  /// A fifth-level grey: (229, 229, 234), dark (44, 44, 46).
  public static var systemGray5: Color {
    system("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
  }
  /// A sixth-level grey: (242, 242, 247), dark (28, 28, 30).
  public static var systemGray6: Color {
    system("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))
  }

  // Label colours (https://developer.apple.com/documentation/uikit/ui-element-colors).

  /// Text: black, white in the dark style (HeadlessKit's `label`, a label's default).
  public static var label: Color { Color(named: "label") }
  /// Secondary text: (60, 60, 67) at 60 %, dark (235, 235, 245) at 60 %.
  public static var secondaryLabel: Color {
    system("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
  }
  /// Tertiary text: (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %.
  public static var tertiaryLabel: Color {
    system("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  }
  /// Quaternary text: (60, 60, 67) at 18 %, dark (235, 235, 245) at 16 %.
  public static var quaternaryLabel: Color {
    system("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
  }
  /// Placeholder text: (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %.
  public static var placeholderText: Color {
    system("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  }
  /// Links: (0, 122, 255), dark (9, 132, 255).
  public static var link: Color { system("link", (0, 122, 255, 1), (9, 132, 255, 1)) }
  /// The tint: iOS's blue (HeadlessKit's `tint`, the widgets' default).
  public static var tintColor: Color { Color(named: "tint") }

  // Fills.

  /// Thin shapes: (120, 120, 128) at 20 %, dark at 36 %.
  public static var systemFill: Color {
    system("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  }
  /// Medium shapes: (120, 120, 128) at 16 %, dark at 32 %.
  public static var secondarySystemFill: Color {
    system("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  }
  /// Large shapes: (118, 118, 128) at 12 %, dark at 24 %.
  public static var tertiarySystemFill: Color {
    system("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
  }
  /// Large areas with complex content: (116, 116, 128) at 8 %, dark (118, 118, 128) at 18 %.
  public static var quaternarySystemFill: Color {
    system("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))
  }

  // Backgrounds.

  /// The screen's background: white, black in the dark style (HeadlessKit's
  /// `systemBackground`).
  public static var systemBackground: Color { Color(named: "systemBackground") }
  /// Layered over the background: (242, 242, 247), dark (28, 28, 30).
  public static var secondarySystemBackground: Color {
    system("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
  }
  /// Layered over the secondary background: white, dark (44, 44, 46).
  public static var tertiarySystemBackground: Color {
    system("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
  }
  /// A grouped table's background: (242, 242, 247), dark black.
  public static var systemGroupedBackground: Color {
    system("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  }
  /// Grouped content: white, dark (28, 28, 30).
  public static var secondarySystemGroupedBackground: Color {
    system("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
  }
  /// Layered over grouped content: (242, 242, 247), dark (44, 44, 46).
  public static var tertiarySystemGroupedBackground: Color {
    system("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))
  }

  // Separators.

  /// A thin, see-through line: (60, 60, 67) at 29 %, dark (84, 84, 88) at 60 %.
  public static var separator: Color {
    system("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
  }
  /// An opaque line: (198, 198, 200), dark (56, 56, 58).
  public static var opaqueSeparator: Color {
    system("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
  }

  // Nonadaptable colours (https://developer.apple.com/documentation/uikit/uicolor):
  // the same in both styles, without a name.

  /// Text on dark backgrounds: white at 60 %.
  public static var lightText: Color { Color(red: 1, green: 1, blue: 1, alpha: 0.6) }
  /// Text on light backgrounds: black.
  public static var darkText: Color { Color(red: 0, green: 0, blue: 0) }
  /// Black (grey level 0).
  public static var black: Color { Color(named: "black") }
  /// Dark grey (grey level 1/3).
  public static var darkGray: Color { Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3) }
  /// Light grey (grey level 2/3).
  public static var lightGray: Color { Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3) }
  /// White (grey level 1).
  public static var white: Color { Color(named: "white") }
  /// Grey (grey level 0.5).
  public static var gray: Color { Color(red: 0.5, green: 0.5, blue: 0.5) }
  /// Red (1, 0, 0).
  public static var red: Color { Color(red: 1, green: 0, blue: 0) }
  /// Green (0, 1, 0).
  public static var green: Color { Color(red: 0, green: 1, blue: 0) }
  /// Blue (0, 0, 1).
  public static var blue: Color { Color(red: 0, green: 0, blue: 1) }
  /// Cyan (0, 1, 1).
  public static var cyan: Color { Color(red: 0, green: 1, blue: 1) }
  /// Yellow (1, 1, 0).
  public static var yellow: Color { Color(red: 1, green: 1, blue: 0) }
  /// Magenta (1, 0, 1).
  public static var magenta: Color { Color(red: 1, green: 0, blue: 1) }
  /// Orange (1, 0.5, 0).
  public static var orange: Color { Color(red: 1, green: 0.5, blue: 0) }
  /// Purple (0.5, 0, 0.5).
  public static var purple: Color { Color(red: 0.5, green: 0, blue: 0.5) }
  /// Brown (0.6, 0.4, 0.2).
  public static var brown: Color { Color(red: 0.6, green: 0.4, blue: 0.2) }
  /// Fully transparent (grey level 0, opacity 0).
  public static var clear: Color { Color(named: "clear") }

  /// The components in the light style, as UIKit's `getRed(_:green:blue:alpha:)`; a
  /// pointer may be `nil`. Resolve first (`resolved(for: .dark)`) for the dark ones.
  /// - Returns: `true`: every HeadlessKit colour is RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = self.components
    red?.pointee = CGFloat(components.red)
    green?.pointee = CGFloat(components.green)
    blue?.pointee = CGFloat(components.blue)
    alpha?.pointee = CGFloat(components.alpha)
    return true
  }

  /// The colour as a grey level and opacity, as UIKit's `getWhite(_:alpha:)`: `false`
  /// (and nothing written) unless red, green and blue are equal.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = self.components
    guard components.red == components.green && components.green == components.blue else {
      return false
    }
    white?.pointee = CGFloat(components.red)
    alpha?.pointee = CGFloat(components.alpha)
    return true
  }

  /// This colour resolved against a trait collection, as UIKit's `resolvedColor(with:)`:
  /// its dark value in the dark style, else its light value.
  /// - Parameter traitCollection: The traits (only the interface style counts here).
  public func resolvedColor(with traitCollection: UITraitCollection) -> Color {
    resolved(for: traitCollection.userInterfaceStyle)
  }
}
