import HeadlessKit
/// An image, as UIKit's `UIImage`: only its name and size, which HeadlessKit's pictures
/// draw as a placeholder.
public final class UIImage: Sendable, Equatable {
  /// The symbol's or asset's name.
  public let name: String
  /// The size in points.
  public let size: CGSize
  /// A symbol's configuration, as UIKit's `symbolConfiguration`; `nil` for an asset.
  public let symbolConfiguration: SymbolConfiguration?
  /// Whether the image is a system symbol, as UIKit's `isSymbolImage`.
  public let isSymbolImage: Bool

  init(
    name: String, size: CGSize, symbolConfiguration: SymbolConfiguration? = nil,
    isSymbolImage: Bool = false
  ) {
    self.name = name
    self.size = size
    self.symbolConfiguration = symbolConfiguration
    self.isSymbolImage = isSymbolImage || symbolConfiguration != nil
  }

  /// A system symbol, as UIKit's `init(systemName:)`; `nil` for an empty name (symbol
  /// names cannot be checked headlessly). 24 x 24 points unless configured.
  /// - Parameter systemName: The SF Symbol's name.
  public convenience init?(systemName: String) {
    self.init(systemName: systemName, withConfiguration: nil)
  }

  /// A system symbol with a configuration, as UIKit's
  /// `init(systemName:withConfiguration:)`: its size follows the configuration
  /// (``SymbolConfiguration``).
  /// - Parameters:
  ///   - systemName: The SF Symbol's name.
  ///   - configuration: The point size, weight, scale or text style.
  public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
    guard !systemName.isEmpty else { return nil }
    let symbol = configuration as? SymbolConfiguration
    self.init(
      name: systemName, size: symbol?.symbolSize ?? CGSize(width: 24, height: 24),
      symbolConfiguration: symbol, isSymbolImage: true)
  }

  /// The same symbol with another configuration, as UIKit's `withConfiguration(_:)`.
  /// - Parameter configuration: The configuration.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard let symbol = configuration as? SymbolConfiguration else { return self }
    return UIImage(
      name: name, size: symbol.symbolSize, symbolConfiguration: symbol, isSymbolImage: true)
  }

  /// The symbol with `configuration` applied over its own, as UIKit's
  /// `applyingSymbolConfiguration(_:)`.
  /// - Parameter configuration: What to change.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    let combined = symbolConfiguration?.applying(configuration) ?? configuration
    return UIImage(name: name, size: combined.symbolSize, symbolConfiguration: combined)
  }

  /// An image from the asset catalogs, as UIKit's `init(named:)`: `nil` unless a catalog
  /// (see `UIColor.addAssetCatalogs(from:)`) has an image set of that name.
  /// - Parameter name: The image set's name.
  public convenience init?(named name: String) {
    guard AssetCatalogs.shared.hasImageSet(named: name) else { return nil }
    self.init(name: name, size: CGSize(width: 24, height: 24))
  }

  /// Equal when name and size are.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.size == rhs.size
  }
}
