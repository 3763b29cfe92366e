/// The display phase's drawing surface: a list of drawing commands in the view's own
/// coordinates, which renderers turn into text or pictures.
///
/// ```swift
/// override func draw(in canvas: Canvas) {
///   canvas.fill(bounds, color: Color(named: "forest"))
///   canvas.text("Forest", in: bounds, color: Color(named: "white"))
/// }
/// ```
@preconcurrency @MainActor
public final class Canvas {
  /// One drawing command.
  public enum Command: Hashable, Sendable {
    /// A filled rectangle.
    case fill(Rect, Color)
    /// Text laid out in a rectangle, at a font size, placed by an alignment.
    case text(String, Rect, Color, fontSize: Double, alignment: TextAlignment)
    /// A rectangle with rounded corners, filled, stroked (one point wide), or both.
    case roundedRect(Rect, cornerRadius: Double, fill: Color?, stroke: Color?)
    /// A straight line, one point wide.
    case line(from: Point, to: Point, Color)
    /// An ellipse inscribed in a rectangle, filled, stroked, or both.
    case ellipse(Rect, fill: Color?, stroke: Color?)
    /// An arbitrary outline, filled, stroked, or both, as its style says.
    case path(DrawingPath, PathStyle)
    /// A linear gradient filling a rectangle, its corners rounded by a radius.
    case gradient(Rect, LinearGradient, cornerRadius: Double)
    /// Runs of styled text laid out one after another in a rectangle, centred
    /// vertically, placed horizontally by an alignment.
    case styledText([TextRun], Rect, alignment: TextAlignment)
  }

  /// The rectangle being drawn: the view's bounds.
  public let bounds: Rect
  /// The commands drawn so far, in order.
  public var commands: [Command] { storage }

  // Unchecked for the reason given on `ViewNode`: touched only on the main actor, by the
  // methods below, never through overlapping accesses. The dynamic checks would add to
  // every redraw of a label (the `cycle` row, by `--instructions`).
  @exclusivity(unchecked) private var storage: [Command] = []

  /// The canvas of the view whose `draw(_:)` is running, for drawing functions that take
  /// no canvas (HeadlessUIKit's `UIRectFill(_:)`); `nil` outside it. Unchecked as
  /// `storage` is: main actor only, set and restored around one call.
  @exclusivity(unchecked) package static var current: Canvas?

  /// Creates an empty canvas.
  /// - Parameter bounds: The view's bounds.
  public init(bounds: Rect) {
    self.bounds = bounds
  }

  /// Empties the command list, keeping its storage, for a redraw on the same canvas.
  func removeAllCommands() {
    storage.clearKeepingCapacity()
  }

  /// Fills a rectangle.
  /// - Parameters:
  ///   - rect: The rectangle, in the view's coordinates.
  ///   - color: The fill.
  public func fill(_ rect: Rect, color: Color) {
    storage.append(.fill(rect, color))
  }

  /// Fills and strokes a rectangle with rounded corners.
  /// - Parameters:
  ///   - rect: The rectangle, in the view's coordinates.
  ///   - cornerRadius: The corners' radius.
  ///   - fill: The fill, or `nil`.
  ///   - stroke: The one-point outline's colour, or `nil`.
  public func roundedRect(
    _ rect: Rect, cornerRadius: Double, fill: Color? = nil, stroke: Color? = nil
  ) {
    storage.append(.roundedRect(rect, cornerRadius: cornerRadius, fill: fill, stroke: stroke))
  }

  /// Draws a one-point line.
  /// - Parameters:
  ///   - start: Where it starts, in the view's coordinates.
  ///   - end: Where it ends.
  ///   - color: Its colour.
  public func line(from start: Point, to end: Point, color: Color) {
    storage.append(.line(from: start, to: end, color))
  }

  /// Fills and strokes the ellipse inscribed in a rectangle (a circle in a square).
  /// - Parameters:
  ///   - rect: The rectangle, in the view's coordinates.
  ///   - fill: The fill, or `nil`.
  ///   - stroke: The one-point outline's colour, or `nil`.
  public func ellipse(in rect: Rect, fill: Color? = nil, stroke: Color? = nil) {
    storage.append(.ellipse(rect, fill: fill, stroke: stroke))
  }

  /// Fills and strokes an arbitrary outline.
  /// - Parameters:
  ///   - path: The outline, in the view's coordinates.
  ///   - style: Its fill, stroke, line width and the part of the stroke drawn.
  public func path(_ path: DrawingPath, style: PathStyle) {
    storage.append(.path(path, style))
  }

  /// Fills a rectangle with a linear gradient.
  /// - Parameters:
  ///   - gradient: The colours and their axis.
  ///   - rect: The rectangle, in the view's coordinates.
  ///   - cornerRadius: The corners' radius; 0 by default.
  public func gradient(_ gradient: LinearGradient, in rect: Rect, cornerRadius: Double = 0) {
    storage.append(.gradient(rect, gradient, cornerRadius: cornerRadius))
  }

  /// Draws runs of styled text one after another in a rectangle.
  /// - Parameters:
  ///   - runs: The runs; a `\n` in one starts a new line.
  ///   - rect: Where they go, in the view's coordinates.
  ///   - alignment: Horizontal placement of each line; leading by default.
  public func styledText(_ runs: [TextRun], in rect: Rect, alignment: TextAlignment = .leading) {
    storage.append(.styledText(runs, rect, alignment: alignment))
  }

  /// Draws text in a rectangle.
  /// - Parameters:
  ///   - string: The text.
  ///   - rect: Where it goes, in the view's coordinates.
  ///   - color: The text colour.
  ///   - fontSize: The font size; 16 by default.
  ///   - alignment: Horizontal placement in the rectangle; leading by default.
  public func text(
    _ string: String, in rect: Rect, color: Color, fontSize: Double = Font.body.size,
    alignment: TextAlignment = .leading
  ) {
    storage.append(.text(string, rect, color, fontSize: fontSize, alignment: alignment))
  }
}
