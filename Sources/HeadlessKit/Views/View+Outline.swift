/// A view's corners, border and clipping: what a UIKit view's layer gives it
/// (`layer.cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`).
final class ViewOutline {
  var cornerRadius = 0.0
  var borderWidth = 0.0
  var borderColor: Color?
  var clipsToBounds = false
}

extension View {
  /// Sets one of the outline's values, making the outline on first use; a change from
  /// `current` flags display.
  private func setOutline<Value: Equatable>(
    _ keyPath: ReferenceWritableKeyPath<ViewOutline, Value>, _ value: Value, current: Value
  ) {
    guard value != current else { return }
    let made = outline ?? ViewOutline()
    outline = made
    made[keyPath: keyPath] = value
    invalidate(.display)
  }

  /// The radius of the view's corners, in points: the background is drawn rounded, and
  /// so is the border, and the clip with ``clipsToBounds``. 0 by default; flags display.
  public var cornerRadius: Double {
    get { outline?.cornerRadius ?? 0 }
    set { setOutline(\.cornerRadius, max(0, newValue), current: cornerRadius) }
  }

  /// The width of a border drawn inside the view's bounds, above its content and
  /// subviews, as a layer's border is. 0 (no border) by default; flags display.
  public var borderWidth: Double {
    get { outline?.borderWidth ?? 0 }
    set { setOutline(\.borderWidth, max(0, newValue), current: borderWidth) }
  }

  /// The border's colour; black when `nil` (a layer's default). Flags display.
  public var borderColor: Color? {
    get { outline?.borderColor }
    set { setOutline(\.borderColor, newValue, current: borderColor) }
  }

  /// Whether subviews are clipped to the view's bounds (rounded by ``cornerRadius``) in
  /// pictures, as UIKit's `clipsToBounds`. `false` by default; flags display.
  public var clipsToBounds: Bool {
    get { outline?.clipsToBounds ?? false }
    set { setOutline(\.clipsToBounds, newValue, current: clipsToBounds) }
  }
}
