public import HeadlessKit
/// UIKit's `UIUserInterfaceStyle`: HeadlessKit's `InterfaceStyle`.
public typealias UIUserInterfaceStyle = InterfaceStyle

extension Color {
  /// A colour from the asset catalogs, as UIKit's `UIColor(named:)`: its light variant,
  /// from the colour sets of `Bundle.main`'s catalogs and of those added with
  /// `addAssetCatalogs(from:)`; else a colour of HeadlessKit's palette of that name
  /// (`paletteNames`); else `nil`. UIKit's system colours are the static members, such
  /// as `systemBlue`.
  ///
  /// In a file that imports HeadlessUIKit this initializer replaces HeadlessKit's
  /// non-failable `Color(named:)`, and Swift before the `MemberImportVisibility` feature
  /// also applies it in modules that merely depend on one that imports HeadlessUIKit; the
  /// palette fallback keeps HeadlessKit-style code there working.
  ///
  /// The colour keeps its name, so pictures drawn in the dark style
  /// (`Window/renderSVG(style:)`) use the set's dark variant.
  /// - Parameter name: The colour set's name.
  public init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// A colour from the asset catalogs, as UIKit's `UIColor(named:in:compatibleWith:)`.
  /// - Parameters:
  ///   - name: The colour set's name.
  ///   - bundle: A bundle whose catalogs are searched first; `nil` for the main bundle
  ///     and the added ones.
  ///   - traitCollection: Picks the dark variant when its style is dark.
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let set = AssetCatalogs.shared.colorSet(named: name, in: bundle) else {
      guard let palette = Color(validatingName: name) else { return nil }
      self = palette.resolved(for: traitCollection?.userInterfaceStyle ?? .light)
      return
    }
    let light = set.light
    let color = Color.named(
      name, red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
      dark: set.dark.map { ($0.red, $0.green, $0.blue) })
    self = color.resolved(for: traitCollection?.userInterfaceStyle ?? .light)
  }

  /// Makes the asset catalogs (`*.xcassets` directories) at the top of `bundle`'s
  /// resources available to `init(named:)`. A HeadlessUIKit addition: Linux has no
  /// asset compiler, so a package copies its catalog as a resource
  /// (`resources: [.copy("Assets.xcassets")]`) and adds `Bundle.module` once at start-up.
  /// - Parameter bundle: The bundle holding the catalogs.
  /// - Throws: ``AssetCatalogError`` naming the file and what is wrong with it; no
  ///   colour of a catalog that fails is added.
  public static func addAssetCatalogs(from bundle: Bundle) throws {
    try AssetCatalogs.shared.add(bundle)
  }

  /// A grey, as UIKit's `init(white:alpha:)`.
  /// - Parameters:
  ///   - white: The grey level, 0 (black) to 1 (white).
  ///   - alpha: The opacity.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour with another opacity, as UIKit's `withAlphaComponent(_:)`.
  /// - Parameter alpha: The opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlpha(alpha) }
}

extension Color: _ExpressibleByColorLiteral {
  /// The colour a colour literal names, as UIKit's `init(_colorLiteralRed:green:blue:alpha:)`,
  /// which `#colorLiteral(red:green:blue:alpha:)` calls: components from 0 through 1.
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is asked for,
/// as UIKit declares it.
public typealias _ColorLiteralType = UIColor
