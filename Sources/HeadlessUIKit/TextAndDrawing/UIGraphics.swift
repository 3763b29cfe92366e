public import HeadlessKit
/// The drawing state UIKit keeps in the current graphics context: the fill and stroke
/// colours `UIColor.setFill()` and `setStroke()` choose.
@MainActor
enum GraphicsState {
  static var fill = Color(red: 0, green: 0, blue: 0)
  static var stroke = Color(red: 0, green: 0, blue: 0)
}

extension Color {
  /// Makes this the colour later fills use, as UIKit's `setFill()`.
  @MainActor public func setFill() { GraphicsState.fill = self }
  /// Makes this the colour later strokes use, as UIKit's `setStroke()`.
  @MainActor public func setStroke() { GraphicsState.stroke = self }
  /// Makes this the colour of later fills and strokes, as UIKit's `set()`.
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

/// Fills a rectangle with the fill colour in the view whose `draw(_:)` is running, as
/// UIKit's `UIRectFill(_:)`; does nothing outside `draw(_:)`.
/// - Parameter rect: The rectangle, in the view's coordinates.
@MainActor
public func UIRectFill(_ rect: CGRect) {
  Canvas.current?.fill(rect, color: GraphicsState.fill)
}
