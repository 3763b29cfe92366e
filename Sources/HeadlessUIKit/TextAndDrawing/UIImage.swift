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
  /// Pixels per point, as UIKit's `scale`: 1 for a named image here, the format's scale
  /// for one a renderer drew.
  /// https://developer.apple.com/documentation/uikit/uiimage/scale
  public internal(set) var scale: CGFloat = 1
  /// How the image is drawn, as UIKit's `renderingMode`.
  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property
  public internal(set) var renderingMode = RenderingMode.automatic
  /// The tint a template image takes, from `withTintColor(_:)`; `nil` otherwise.
  public internal(set) var tintColor: UIColor?
  /// Which way up the image is, as UIKit's `imageOrientation`.
  public internal(set) var imageOrientation = Orientation.up
  /// The edges a resizable image keeps, as UIKit's `capInsets`.
  public internal(set) var capInsets = UIEdgeInsets.zero
  /// How a resizable image fills, as UIKit's `resizingMode`.
  public internal(set) var resizingMode = ResizingMode.tile
  /// The insets Auto Layout aligns to, as UIKit's `alignmentRectInsets`.
  public internal(set) var alignmentRectInsets = UIEdgeInsets.zero
  /// Whether the image flips right to left, as UIKit's
  /// `flipsForRightToLeftLayoutDirection`.
  public internal(set) var flipsForRightToLeftLayoutDirection = false
  /// What a renderer drew into the image (`UIGraphicsImageRenderer`), in the image's
  /// points: HeadlessUIKit's own; empty for a named image.
  public internal(set) var drawing: [Canvas.Command] = []
  /// The size ``drawing`` was drawn at (a thumbnail draws it scaled).
  var drawingSize = CGSize.zero

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

  /// Equal to another image of the same name and size (and, for images a renderer drew,
  /// the same drawing), as `==` compares them.
  /// - Parameter object: The other object.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return name == other.name && size == other.size && drawing == other.drawing
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

extension UIImage {
  /// A copy of the image with `change` applied, for the `with…` methods.
  func copy(_ change: (UIImage) -> Void) -> UIImage {
    let made = UIImage(
      name: name, size: size, symbolConfiguration: symbolConfiguration,
      isSymbolImage: isSymbolImage, images: images, duration: duration)
    made.scale = scale
    made.renderingMode = renderingMode
    made.tintColor = tintColor
    made.imageOrientation = imageOrientation
    made.capInsets = capInsets
    made.resizingMode = resizingMode
    made.alignmentRectInsets = alignmentRectInsets
    made.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
    made.drawing = drawing
    made.drawingSize = drawingSize
    change(made)
    return made
  }

  /// Changes the size, for a copy (`preparingThumbnail(of:)`).
  func resize(to size: CGSize) {
    self.size = size
  }

  /// An image a renderer drew: no name, the size, scale and drawing given.
  static func drawn(size: CGSize, scale: CGFloat, drawing: [Canvas.Command]) -> UIImage {
    let made = UIImage(name: "", size: size)
    made.scale = scale
    made.drawing = drawing
    made.drawingSize = size
    return made
  }
}
