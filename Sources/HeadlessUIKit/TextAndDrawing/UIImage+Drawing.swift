public import HeadlessKit

extension UIImage {
  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: templates in bars and buttons, original elsewhere.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always a template: the tint colour where the image is opaque.
    case alwaysTemplate = 2
  }

  /// Which way up an image is, as UIKit's `UIImage.Orientation`.
  /// https://developer.apple.com/documentation/uikit/uiimage/orientation
  public enum Orientation: Int, Sendable {
    /// The default.
    case up = 0
    /// Rotated 180 degrees.
    case down = 1
    /// Rotated 90 degrees counterclockwise.
    case left = 2
    /// Rotated 90 degrees clockwise.
    case right = 3
    /// Flipped horizontally.
    case upMirrored = 4
    /// Rotated 180 degrees, then flipped horizontally.
    case downMirrored = 5
    /// Flipped horizontally, then rotated 90 degrees counterclockwise.
    case leftMirrored = 6
    /// Flipped horizontally, then rotated 90 degrees clockwise.
    case rightMirrored = 7
  }

  /// How a resizable image fills the space between its caps, as UIKit's
  /// `UIImage.ResizingMode`.
  /// https://developer.apple.com/documentation/uikit/uiimage/resizingmode-swift.enum
  public enum ResizingMode: Int, Sendable {
    /// Repeats the middle.
    case tile = 0
    /// Stretches the middle.
    case stretch = 1
  }

  /// The image with a rendering mode, as UIKit's `withRenderingMode(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
  /// - Parameter renderingMode: The mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    copy { $0.renderingMode = renderingMode }
  }

  /// The image tinted, as UIKit's `withTintColor(_:)`: a template in that colour.
  /// https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)
  /// - Parameter color: The tint.
  public func withTintColor(_ color: UIColor) -> UIImage {
    copy {
      $0.tintColor = color
      $0.renderingMode = .alwaysOriginal
    }
  }

  /// The image tinted with a rendering mode, as UIKit's
  /// `withTintColor(_:renderingMode:)`.
  /// - Parameters:
  ///   - color: The tint.
  ///   - renderingMode: The mode.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// The image resizable with caps, as UIKit's `resizableImage(withCapInsets:)`: tiled.
  /// - Parameter capInsets: The edges kept as they are.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image resizable with caps and a mode, as UIKit's
  /// `resizableImage(withCapInsets:resizingMode:)`.
  /// - Parameters:
  ///   - capInsets: The edges kept as they are.
  ///   - resizingMode: How the middle fills.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    copy {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// The image with alignment insets, as UIKit's `withAlignmentRectInsets(_:)`.
  /// - Parameter alignmentInsets: The insets.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    copy { $0.alignmentRectInsets = alignmentInsets }
  }

  /// The image flipped in right-to-left layouts, as UIKit's
  /// `imageFlippedForRightToLeftLayoutDirection()`.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    copy { $0.flipsForRightToLeftLayoutDirection = true }
  }

  /// The image mirrored, as UIKit's `withHorizontallyFlippedOrientation()`.
  public func withHorizontallyFlippedOrientation() -> UIImage {
    copy {
      $0.imageOrientation =
        switch imageOrientation {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
    }
  }

  /// A copy at another size, as UIKit's `preparingThumbnail(of:)`.
  /// https://developer.apple.com/documentation/uikit/uiimage/preparingthumbnail(of:)
  /// - Parameter size: The thumbnail's size.
  public func preparingThumbnail(of size: CGSize) -> UIImage? {
    guard size.width > 0, size.height > 0 else { return nil }
    return copy { $0.resize(to: size) }
  }

  /// The image ready to draw, as UIKit's `preparingForDisplay()`: itself, decoded
  /// already.
  public func preparingForDisplay() -> UIImage? { self }

  /// Draws the image at a point in the current drawing (a view's `draw(_:)` or an image
  /// renderer), as UIKit's `draw(at:)`.
  /// https://developer.apple.com/documentation/uikit/uiimage/draw(at:)
  /// - Parameter point: The top-left corner.
  @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at a point with a blend mode and opacity, as UIKit's
  /// `draw(at:blendMode:alpha:)` (drawn as `.normal`, opaque).
  /// - Parameters:
  ///   - point: The top-left corner.
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity.
  @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(at: point)
  }

  /// Draws the image scaled into a rectangle of the current drawing (a view's
  /// `draw(_:)` or an image renderer), as UIKit's `draw(in:)`: what a renderer drew into
  /// it, scaled to fit; a named image as HeadlessKit's image placeholder.
  /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
  /// - Parameter rect: Where it goes.
  @MainActor public func draw(in rect: CGRect) {
    guard let canvas = Canvas.current else { return }
    guard drawing.isEmpty else {
      let scaleX = drawingSize.width > 0 ? rect.width / drawingSize.width : 1
      let scaleY = drawingSize.height > 0 ? rect.height / drawingSize.height : 1
      for command in drawing {
        canvas.replay(command, scaleX: scaleX, scaleY: scaleY, offset: rect.origin)
      }
      return
    }
    canvas.roundedRect(
      rect, cornerRadius: 4, fill: Color(named: "systemGray6"), stroke: Color(named: "separator"))
    if !name.isEmpty {
      canvas.text(name, in: rect, color: Color(named: "gray"), fontSize: 12, alignment: .center)
    }
  }

  /// Draws the image into a rectangle with a blend mode and opacity, as UIKit's
  /// `draw(in:blendMode:alpha:)` (drawn as `.normal`, opaque).
  /// - Parameters:
  ///   - rect: Where it goes.
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity.
  @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: rect)
  }

  /// Tiles the image over a rectangle, as UIKit's `drawAsPattern(in:)`: drawn once,
  /// stretched, here.
  /// - Parameter rect: The rectangle.
  @MainActor public func drawAsPattern(in rect: CGRect) {
    draw(in: rect)
  }
}

extension Canvas {
  /// Draws a recorded command again, scaled and moved: how an image a renderer drew is
  /// drawn into another drawing.
  func replay(_ command: Command, scaleX: Double, scaleY: Double, offset: CGPoint) {
    func point(_ point: Point) -> Point {
      Point(x: offset.x + point.x * scaleX, y: offset.y + point.y * scaleY)
    }
    func rect(_ rect: Rect) -> Rect {
      Rect(
        x: offset.x + rect.minX * scaleX, y: offset.y + rect.minY * scaleY,
        width: rect.width * scaleX, height: rect.height * scaleY)
    }
    let fontScale = min(scaleX, scaleY)
    switch command {
    case .fill(let area, let color): fill(rect(area), color: color)
    case .text(let string, let area, let color, let fontSize, let alignment):
      text(
        string, in: rect(area), color: color, fontSize: fontSize * fontScale, alignment: alignment)
    case .roundedRect(let area, let radius, let fillColor, let stroke):
      roundedRect(rect(area), cornerRadius: radius * fontScale, fill: fillColor, stroke: stroke)
    case .line(let start, let end, let color):
      line(from: point(start), to: point(end), color: color)
    case .ellipse(let area, let fillColor, let stroke):
      ellipse(in: rect(area), fill: fillColor, stroke: stroke)
    case .path(let drawn, let style):
      let elements = drawn.elements.map { element -> DrawingPath.Element in
        switch element {
        case .move(let to): .move(point(to))
        case .line(let to): .line(point(to))
        case .quadCurve(let to, let control): .quadCurve(to: point(to), control: point(control))
        case .curve(let to, let control1, let control2):
          .curve(to: point(to), control1: point(control1), control2: point(control2))
        case .close: .close
        }
      }
      path(DrawingPath(elements), style: style)
    case .gradient(let area, let gradient, let radius):
      self.gradient(gradient, in: rect(area), cornerRadius: radius * fontScale)
    case .styledText(let runs, let area, let alignment):
      styledText(runs, in: rect(area), alignment: alignment)
    }
  }
}
