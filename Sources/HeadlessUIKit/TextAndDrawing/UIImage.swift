public import Foundation
public import HeadlessKit

/// An image, as UIKit's `UIImage`: only its name and size, which HeadlessKit's pictures
/// draw as a placeholder.
///
/// An `NSObject` subclass that is not final, as UIKit's: equal when name and size are
/// (`isEqual(_:)`, `==`), hashed alike, so a `Hashable` model that holds one synthesizes
/// its conformance. An image literal (`#imageLiteral(resourceName: "logo")`) makes one.
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbol's or asset's name; empty for an image made by `init()`.
  public private(set) var name = ""
  /// The size in points.
  public private(set) var size = CGSize.zero
  /// A symbol's configuration, as UIKit's `symbolConfiguration`; `nil` for an asset.
  public private(set) var symbolConfiguration: SymbolConfiguration?
  /// Whether the image is a system symbol, as UIKit's `isSymbolImage`.
  public private(set) var isSymbolImage = false

  /// The frames of an animated image, as UIKit's `images`; `nil` for a still image.
  /// https://developer.apple.com/documentation/uikit/uiimage/images
  public private(set) var images: [UIImage]?
  /// The seconds an animated image takes to show its frames once, as UIKit's
  /// `duration`; 0 for a still image.
  /// https://developer.apple.com/documentation/uikit/uiimage/duration
  public private(set) var duration: TimeInterval = 0

  /// An empty image, as UIKit's `init()`: no name, zero size. The designated
  /// initializer, so a subclass inherits the others.
  public override init() {
    super.init()
  }

  convenience init(
    name: String, size: CGSize, symbolConfiguration: SymbolConfiguration? = nil,
    isSymbolImage: Bool = false, images: [UIImage]? = nil, duration: TimeInterval = 0
  ) {
    self.init()
    self.name = name
    self.size = size
    self.symbolConfiguration = symbolConfiguration
    self.isSymbolImage = isSymbolImage || symbolConfiguration != nil
    self.images = images
    self.duration = duration
  }

  /// The image an image literal names, as UIKit's `init(imageLiteralResourceName:)`,
  /// which `#imageLiteral(resourceName:)` calls: the named image, 24 x 24 points, whether
  /// or not a catalog has it (iOS stops when none has; here the picture shows its name).
  /// - Parameter path: The image's name.
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(name: path, size: CGSize(width: 24, height: 24))
  }

  /// An image from the asset catalogs, as UIKit's `init(named:in:compatibleWith:)`
  /// (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)):
  /// `nil` unless a catalog has an image set of that name; `bundle`'s catalogs are read
  /// first when they were not yet. Image sets have no variants here, so the traits pick
  /// nothing.
  /// - Parameters:
  ///   - name: The image set's name.
  ///   - bundle: A bundle whose catalogs are read too; `nil` for the main bundle and
  ///     the added ones.
  ///   - traitCollection: Unused: image sets have no trait variants here.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard AssetCatalogs.shared.hasImageSet(named: name, in: bundle) else { return nil }
    self.init(name: name, size: CGSize(width: 24, height: 24))
  }

  /// An animated image of `images` shown in turn, as UIKit's
  /// `animatedImage(with:duration:)`
  /// (https://developer.apple.com/documentation/uikit/uiimage/animatedimage(with:duration:)):
  /// the first frame's name and size, the frames in ``images`` and the time in
  /// ``duration``; nothing plays it. `nil` for no frames.
  /// - Parameters:
  ///   - images: The frames, of one size.
  ///   - duration: The seconds to show them all once.
  /// - Returns: The image, or `nil` when `images` is empty.
  public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    guard let first = images.first else { return nil }
    return UIImage(name: first.name, size: first.size, images: images, duration: duration)
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

  /// Equal to another image of the same name and size, as `==` compares them.
  /// - Parameter object: The other object.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return name == other.name && size == other.size
  }

  /// The name's and size's hash, so equal images hash alike.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(name)
    hasher.combine(size.width)
    hasher.combine(size.height)
    return hasher.finalize()
  }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for, as
/// UIKit declares it.
public typealias _ImageLiteralType = UIImage
