public import Foundation
public import HeadlessKit

/// A renderer's settings, as UIKit's `UIGraphicsRendererFormat`.
/// https://developer.apple.com/documentation/uikit/uigraphicsrendererformat
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
  /// The area drawn, as UIKit's `bounds`: set by the renderer that uses the format.
  public internal(set) var bounds = CGRect.zero

  /// A format with UIKit's defaults.
  public required override init() {
    super.init()
  }

  /// The format for the main screen, as UIKit's `default()` (deprecated there in favour
  /// of ``preferred()``).
  open class func `default`() -> Self { Self() }

  /// The format best for the device, as UIKit's `preferred()`.
  open class func preferred() -> Self { Self() }
}

/// An image renderer's settings, as UIKit's `UIGraphicsImageRendererFormat`.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
  /// The colour range an image uses, as UIKit's `UIGraphicsImageRendererFormat.Range`.
  public enum Range: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// As the device supports.
    case automatic = 0
    /// Extended (wide colour).
    case extended = 1
    /// Standard (sRGB).
    case standard = 2
  }

  /// Pixels per point, as UIKit's `scale`: the main screen's (3) by default.
  public var scale: CGFloat = 3
  /// Whether the image is opaque, as UIKit's `opaque`; `false` by default.
  public var opaque = false
  /// Whether the image may use an extended range, as UIKit's
  /// `prefersExtendedRange` (deprecated there).
  public var prefersExtendedRange = false
  /// The colour range, as UIKit's `preferredRange`; `.automatic` by default.
  public var preferredRange = Range.automatic
  /// Whether high dynamic range is supported, as UIKit's `supportsHighDynamicRange`:
  /// never here.
  public var supportsHighDynamicRange: Bool { false }

  /// A format with UIKit's defaults.
  public required init() {
    super.init()
  }

  /// The format for a trait collection, as UIKit's `init(for:)`: its display scale
  /// where it has one.
  /// - Parameter traitCollection: The traits.
  @MainActor public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }
}

/// The drawing a renderer's actions draw into, as UIKit's `UIGraphicsRendererContext`.
///
/// Its drawing goes to the renderer's image; `UIBezierPath`, `UIRectFill(_:)`, a string's
/// and an image's `draw` methods draw into it while the actions run. Core Graphics'
/// `cgContext` is not available on Linux.
/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
@MainActor
open class UIGraphicsRendererContext: NSObject {
  let canvas: Canvas
  private let rendererFormat: UIGraphicsRendererFormat

  init(canvas: Canvas, format: UIGraphicsRendererFormat) {
    self.canvas = canvas
    self.rendererFormat = format
    super.init()
  }

  /// The renderer's format, as UIKit's `format`.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Fills a rectangle with the fill colour (`UIColor.setFill()`), as UIKit's `fill(_:)`.
  /// - Parameter rect: The rectangle.
  open func fill(_ rect: CGRect) {
    canvas.fill(rect, color: GraphicsState.fill)
  }

  /// Fills a rectangle with a blend mode, as UIKit's `fill(_:blendMode:)` (drawn as
  /// `.normal`).
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: The blend mode.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    fill(rect)
  }

  /// Outlines a rectangle with the stroke colour, as UIKit's `stroke(_:)`.
  /// - Parameter rect: The rectangle.
  open func stroke(_ rect: CGRect) {
    canvas.roundedRect(rect, cornerRadius: 0, fill: nil, stroke: GraphicsState.stroke)
  }

  /// Outlines a rectangle with a blend mode, as UIKit's `stroke(_:blendMode:)` (drawn as
  /// `.normal`).
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: The blend mode.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    stroke(rect)
  }

  /// Clips later drawing to a rectangle, as UIKit's `clip(to:)`: kept (drawings are
  /// not clipped here).
  /// - Parameter rect: The rectangle.
  open func clip(to rect: CGRect) {}
}

/// The drawing an image renderer's actions draw into, as UIKit's
/// `UIGraphicsImageRendererContext`.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  private let imageFormat: UIGraphicsImageRendererFormat

  init(canvas: Canvas, imageFormat: UIGraphicsImageRendererFormat) {
    self.imageFormat = imageFormat
    super.init(canvas: canvas, format: imageFormat)
  }

  /// The renderer's format, as UIKit's `format`.
  open override var format: UIGraphicsImageRendererFormat { imageFormat }

  /// What has been drawn so far, as an image, as UIKit's `currentImage`.
  open var currentImage: UIImage {
    UIImage.drawn(size: canvas.bounds.size, scale: imageFormat.scale, drawing: canvas.commands)
  }
}

/// Draws, as UIKit's `UIGraphicsRenderer`: the base of the image renderer.
/// https://developer.apple.com/documentation/uikit/uigraphicsrenderer
@MainActor
open class UIGraphicsRenderer: NSObject {
  /// The format the renderer draws with, as UIKit's `format`.
  public let format: UIGraphicsRendererFormat

  /// A renderer for a rectangle, as UIKit's `init(bounds:format:)`.
  /// - Parameters:
  ///   - bounds: The area drawn.
  ///   - format: The settings.
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    format.bounds = bounds
    self.format = format
    super.init()
  }

  /// A renderer for a rectangle with the default format, as UIKit's `init(bounds:)`.
  /// - Parameter bounds: The area drawn.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
  }

  /// Whether the renderer can make images, as UIKit's `allowsImageOutput`.
  open var allowsImageOutput: Bool { false }
}

/// Draws images, as UIKit's `UIGraphicsImageRenderer`: the actions draw with UIKit's
/// drawing calls, and the image keeps what they drew (`UIImage.drawing`), so an image
/// view or a `draw(_:)` that draws it shows it in HeadlessKit's pictures.
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
///   UIColor.systemRed.setFill()
///   UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
/// }
/// ```
///
/// Core Graphics' `cgContext` is not available on Linux; PNG and JPEG data are not
/// made (there is no encoder), so `pngData(actions:)` and
/// `jpegData(withCompressionQuality:actions:)` are not offered.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// The actions that draw an image, as UIKit's `DrawingActions`.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The format, as the image format it always is here.
  private let imageFormat: UIGraphicsImageRendererFormat

  /// A renderer of images of a size, as UIKit's `init(size:)`.
  /// - Parameter size: The image's size in points.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat.preferred())
  }

  /// A renderer of images of a size with a format, as UIKit's `init(size:format:)`.
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - format: The settings.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of a rectangle with a format, as UIKit's
  /// `init(bounds:format:)`.
  /// - Parameters:
  ///   - bounds: The area drawn.
  ///   - format: The settings.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    imageFormat = format
    super.init(bounds: bounds, format: format)
  }

  /// A renderer of images of a rectangle, as UIKit's `init(bounds:)`.
  /// - Parameter bounds: The area drawn.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
  }

  /// Whether the renderer makes images: always, as UIKit's.
  open override var allowsImageOutput: Bool { true }

  /// Runs the actions and returns what they drew, as UIKit's `image(actions:)`.
  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  /// - Parameter actions: The drawing.
  public func image(actions: DrawingActions) -> UIImage {
    let bounds = format.bounds
    let canvas = Canvas(bounds: CGRect(origin: .zero, size: bounds.size))
    let context = UIGraphicsImageRendererContext(canvas: canvas, imageFormat: imageFormat)
    GraphicsContextStack.drawing(into: canvas) { actions(context) }
    return context.currentImage
  }
}

/// The drawings UIKit's drawing calls go to outside a view's `draw(_:)`: image renderers
/// and `UIGraphicsBeginImageContext`, innermost last.
@MainActor
enum GraphicsContextStack {
  /// The canvases `UIGraphicsBeginImageContextWithOptions` opened, with their scales.
  static var opened: [(canvas: Canvas, scale: CGFloat, outer: Canvas?)] = []

  /// Runs `body` with `canvas` as the current drawing, then restores the one before.
  static func drawing(into canvas: Canvas, _ body: () -> Void) {
    let outer = Canvas.current
    let fill = GraphicsState.fill
    let stroke = GraphicsState.stroke
    Canvas.current = canvas
    defer {
      Canvas.current = outer
      GraphicsState.fill = fill
      GraphicsState.stroke = stroke
    }
    body()
  }
}

/// Opens an image drawing of a size at scale 1, as UIKit's `UIGraphicsBeginImageContext(_:)`.
/// - Parameter size: The image's size.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens an image drawing, as UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`:
/// later drawing calls draw into it until ``UIGraphicsEndImageContext()``.
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)
/// - Parameters:
///   - size: The image's size.
///   - opaque: Whether it is opaque (kept).
///   - scale: Pixels per point; 0 means the main screen's (3).
@MainActor
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let canvas = Canvas(bounds: CGRect(origin: .zero, size: size))
  GraphicsContextStack.opened.append((canvas, scale == 0 ? 3 : scale, Canvas.current))
  Canvas.current = canvas
}

/// What the innermost open image drawing holds, as UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`; `nil` when none is open.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = GraphicsContextStack.opened.last else { return nil }
  return UIImage.drawn(size: top.canvas.bounds.size, scale: top.scale, drawing: top.canvas.commands)
}

/// Closes the innermost image drawing, as UIKit's `UIGraphicsEndImageContext()`; later
/// drawing goes where it went before.
@MainActor
public func UIGraphicsEndImageContext() {
  guard let top = GraphicsContextStack.opened.popLast() else { return }
  Canvas.current = top.outer
}
