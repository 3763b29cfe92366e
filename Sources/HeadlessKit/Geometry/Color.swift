/// An RGBA colour, optionally carrying the palette name it was made from.
///
/// Named colours come from a fixed palette, so tests and pictures are stable:
///
/// ```swift
/// header.backgroundColor = Color(named: "coral")
/// #expect(header.backgroundColor?.name == "coral")
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double
  /// The palette name this colour was created from, or `nil` for a component colour.
  public let name: String?
  /// The components in the dark style, for a colour that has its own (an asset catalog's).
  private var darkVariant: DarkVariant?

  /// Boxed, so a colour without one stays small.
  private final class DarkVariant: Sendable {
    let red, green, blue: Double
    /// The dark style's own opacity, when it differs (UIKit's fills); else the colour's.
    let alpha: Double?
    /// Whether the dark style has a name of its own (``name``, which may be `nil`), as a
    /// dynamic provider's dark result has; else the dark style keeps the colour's name,
    /// as an asset catalog's colour set does.
    let namesItself: Bool
    let name: String?
    init(
      red: Double, green: Double, blue: Double, alpha: Double? = nil, namesItself: Bool = false,
      name: String? = nil
    ) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
      self.namesItself = namesItself
      self.name = name
    }
  }

  /// Creates a colour from components in 0...1.
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; 1 by default.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
  }

  /// Creates a colour from the palette (`Color.paletteNames` lists the names).
  ///
  /// A name outside the palette keeps its name and gets the placeholder components
  /// of ``Color/unknownPlaceholder`` (magenta), so a typo is visible in pictures
  /// instead of silently black. Use ``Color/init(validatingName:)`` to reject it.
  ///
  /// Disfavoured in overload resolution: where HeadlessUIKit's failable `UIColor(named:)`
  /// is visible too, a call without a contextual type is UIKit's (as in UIKit), and a call
  /// whose context wants a `Color` is this one.
  /// - Parameter name: A palette name such as `"forest"` or `"coral"`.
  @_disfavoredOverload
  public init(named name: String) {
    let rgb = Color.palette[name] ?? Color.unknownPlaceholder
    self.red = rgb.0
    self.green = rgb.1
    self.blue = rgb.2
    self.alpha = name == "clear" ? 0 : 1
    self.name = name
  }

  /// Creates a palette colour, or returns `nil` when `name` is not in the palette.
  /// - Parameter name: A palette name.
  public init?(validatingName name: String) {
    guard Color.palette[name] != nil else { return nil }
    self.init(named: name)
  }

  /// The names the palette knows, sorted.
  public static var paletteNames: [String] { palette.keys.sorted() }

  /// The components given to a name that is not in the palette (magenta).
  public static let unknownPlaceholder: (Double, Double, Double) = (1, 0, 1)

  static let palette: [String: (Double, Double, Double)] = [
    "forest": (0.13, 0.42, 0.25), "coral": (1.0, 0.5, 0.31), "sage": (0.61, 0.69, 0.53),
    "black": (0, 0, 0), "white": (1, 1, 1), "gray": (0.5, 0.5, 0.5), "red": (1, 0.23, 0.19),
    "green": (0.2, 0.78, 0.35), "blue": (0, 0.48, 1), "yellow": (1, 0.8, 0), "clear": (0, 0, 0),
    "systemBackground": (1, 1, 1), "label": (0, 0, 0), "tint": (0, 0.48, 1),
    "separator": (0.78, 0.78, 0.8), "systemGray4": (0.82, 0.82, 0.84),
    "systemGray5": (0.9, 0.9, 0.92), "systemGray6": (0.97, 0.97, 0.97),
  ]

  /// The dark components of the palette's semantic colours, close to iOS's; every other
  /// name looks the same in both styles.
  static let darkPalette: [String: (Double, Double, Double)] = [
    "systemBackground": (0, 0, 0), "label": (1, 1, 1), "tint": (0.04, 0.52, 1),
    "separator": (0.22, 0.22, 0.23), "systemGray4": (0.23, 0.23, 0.24),
    "systemGray5": (0.17, 0.17, 0.18), "systemGray6": (0.11, 0.11, 0.12),
  ]

  /// The palette names whose components differ in the dark style, sorted.
  public static var adaptiveNames: [String] { darkPalette.keys.sorted() }

  /// A colour with its own dark variant (an asset catalog's colour set), as companion
  /// modules of this package make them.
  /// - Parameter darkAlpha: The dark style's opacity when it differs from `alpha`.
  package static func named(
    _ name: String, red: Double, green: Double, blue: Double, alpha: Double,
    dark: (red: Double, green: Double, blue: Double)?, darkAlpha: Double? = nil
  ) -> Color {
    var color = Color(red: red, green: green, blue: blue, alpha: alpha, name: name)
    color.darkVariant = dark.map {
      DarkVariant(red: $0.red, green: $0.green, blue: $0.blue, alpha: darkAlpha)
    }
    return color
  }

  /// `light` with `dark` as its dark variant (UIKit's `UIColor(dynamicProvider:)`, as
  /// companion modules make it); the name is `light`'s.
  package static func withDarkVariant(light: Color, dark: Color) -> Color {
    var color = light
    color.darkVariant = DarkVariant(
      red: dark.red, green: dark.green, blue: dark.blue,
      alpha: dark.alpha == light.alpha ? nil : dark.alpha, namesItself: true, name: dark.name)
    return color
  }

  /// This colour fixed: without a dark variant of its own, as UIKit's `resolvedColor(with:)`
  /// returns a colour that no longer varies.
  package func withoutDarkVariant() -> Color {
    var color = self
    color.darkVariant = nil
    return color
  }

  /// This colour as drawn in `style`: a semantic palette colour (``adaptiveNames``) or a
  /// colour with a dark variant of its own (HeadlessUIKit's asset catalog colours) takes
  /// that style's components and keeps its name and opacity; any other colour is
  /// returned as it is.
  /// - Parameter style: The appearance to draw in.
  public func resolved(for style: InterfaceStyle) -> Color {
    if let darkVariant {
      // Resolved, the colour is fixed (as UIKit's `resolvedColor(with:)`): no variant.
      guard style == .dark else { return self }
      return Color(
        red: darkVariant.red, green: darkVariant.green, blue: darkVariant.blue,
        alpha: darkVariant.alpha ?? alpha, name: darkVariant.namesItself ? darkVariant.name : name)
    }
    guard let name, let rgb = (style == .dark ? Color.darkPalette : Color.palette)[name],
      Color.darkPalette[name] != nil
    else { return self }
    return Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha, name: name)
  }

  /// The same colour at another opacity, keeping its name (so it still adapts to the
  /// interface style).
  /// - Parameter alpha: The opacity, 0...1.
  public func withAlpha(_ alpha: Double) -> Color {
    var color = self
    color.alpha = alpha
    if let dark = darkVariant, dark.alpha != nil {  // the new opacity holds in both styles
      color.darkVariant = DarkVariant(
        red: dark.red, green: dark.green, blue: dark.blue, namesItself: dark.namesItself,
        name: dark.name)
    }
    return color
  }

  private init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// The components, for companion modules whose static colours (HeadlessUIKit's
  /// `Color.red`) shadow the instance properties of the same names.
  package var components: (red: Double, green: Double, blue: Double, alpha: Double) {
    (red, green, blue, alpha)
  }

  /// `#RRGGBB` (or `#RRGGBBAA` when translucent), for SVG and trees.
  public var hex: String {
    func byte(_ v: Double) -> String {
      let b = Int((min(max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  /// The palette name when there is one, else the hex form.
  public var description: String { name ?? hex }

  /// Equal when name and components (and dark variants, when they have their own) are
  /// equal.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.name == rhs.name && lhs.red == rhs.red && lhs.green == rhs.green
      && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
      && lhs.darkVariant?.red == rhs.darkVariant?.red
      && lhs.darkVariant?.green == rhs.darkVariant?.green
      && lhs.darkVariant?.blue == rhs.darkVariant?.blue
      && lhs.darkVariant?.alpha == rhs.darkVariant?.alpha
      && lhs.darkVariant?.name == rhs.darkVariant?.name
  }

  /// Hashes the name and the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }
}
