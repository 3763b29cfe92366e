public import Foundation

/// A view's corners, border and clipping: what a UIKit view's layer gives it
/// (`layer.cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`).
final class ViewOutline {
  var cornerRadius = 0.0
  var borderWidth = 0.0
  var borderColor: Color?
  var clipsToBounds = false
  /// The view's own tint; `nil` inherits its superview's.
  var tintColor: Color?
  var shadow: Shadow?
  /// The transform pictures apply about the view's centre; `nil` for none.
  var affineTransform: AffineTransform?
  /// What a companion module's sublayers draw (HeadlessUIKit's `CALayer`), in the view's
  /// coordinates, above its own drawing and below its subviews; asked at each picture.
  var sublayerDrawing: (@MainActor () -> [Canvas.Command])?
}

/// A shadow drawn under a view and everything inside it, as a layer's shadow
/// (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`).
public struct Shadow: Sendable, Hashable {
  /// The colour; black by default.
  public var color: Color
  /// The opacity, 0...1; a shadow of opacity 0 is not drawn.
  public var opacity: Double
  /// How far the shadow falls from the view; (0, -3) by default, as a layer's.
  public var offset: Size
  /// The blur radius; 3 by default, as a layer's.
  public var radius: Double

  /// Creates a shadow.
  /// - Parameters:
  ///   - color: The colour; black by default.
  ///   - opacity: The opacity, clamped to 0...1.
  ///   - offset: How far it falls; (0, -3) by default.
  ///   - radius: The blur radius; 3 by default.
  public init(
    color: Color = Color(named: "black"), opacity: Double,
    offset: Size = Size(width: 0, height: -3), radius: Double = 3
  ) {
    self.color = color
    self.opacity = min(max(opacity, 0), 1)
    self.offset = offset
    self.radius = max(0, radius)
  }
}

extension View {
  /// Sets one of the outline's values, making the outline on first use; a change from
  /// `current` flags display.
  fileprivate func setOutline<Value: Equatable>(
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
  ///
  /// UIKit keeps this on the view's layer (`layer.cornerRadius`), and UIKit code commonly
  /// declares its own `cornerRadius` in a view subclass (the `@IBInspectable` pattern), so
  /// HeadlessKit's name carries the `outline` prefix and leaves `cornerRadius` free.
  public var outlineCornerRadius: Double {
    get { outline?.cornerRadius ?? 0 }
    set { setOutline(\.cornerRadius, max(0, newValue), current: outlineCornerRadius) }
  }

  /// The width of a border drawn inside the view's bounds, above its content and
  /// subviews, as a layer's border is. 0 (no border) by default; flags display. Prefixed
  /// as ``outlineCornerRadius`` is, so a UIKit view subclass may declare `borderWidth`.
  public var outlineBorderWidth: Double {
    get { outline?.borderWidth ?? 0 }
    set { setOutline(\.borderWidth, max(0, newValue), current: outlineBorderWidth) }
  }

  /// The border's colour; black when `nil` (a layer's default). Flags display. Prefixed
  /// as ``outlineCornerRadius`` is, so a UIKit view subclass may declare `borderColor`.
  public var outlineBorderColor: Color? {
    get { outline?.borderColor }
    set { setOutline(\.borderColor, newValue, current: outlineBorderColor) }
  }

  /// Whether subviews are clipped to the view's bounds (rounded by ``outlineCornerRadius``) in
  /// pictures, as UIKit's `clipsToBounds`. `false` by default; flags display.
  public var clipsToBounds: Bool {
    get { outline?.clipsToBounds ?? false }
    set { setOutline(\.clipsToBounds, newValue, current: clipsToBounds) }
  }

  /// A transform pictures apply to the view and everything inside it, about the view's
  /// centre, as UIKit's `transform` is applied about the layer's anchor point; `nil` (the
  /// identity) by default. Frames, layout and hit-testing ignore it, as UIKit's `frame`
  /// is undefined under a transform and layout uses `bounds` and `center`. Flags display.
  public var affineTransform: AffineTransform? {
    get { outline?.affineTransform }
    set { setOutline(\.affineTransform, newValue, current: affineTransform) }
  }

  /// What a companion module's layers draw above the view's own drawing, asked at each
  /// picture; setting it flags display.
  package var sublayerDrawing: (@MainActor () -> [Canvas.Command])? {
    get { outline?.sublayerDrawing }
    set {
      let made = outline ?? ViewOutline()
      outline = made
      made.sublayerDrawing = newValue
      invalidate(.display)
    }
  }

  /// Tells this view and every view below it that inherits its tint that the tint
  /// changed.
  func tintDidChange() {
    tintColorDidChange()
    if drawsWithTint { invalidate(.display) }
    for subview in subviews where subview.outline?.tintColor == nil {
      subview.tintDidChange()
    }
  }
}

extension RedeclarableMembers where Self: View {
  /// The shadow drawn under the view and its subviews in pictures; `nil` (none) by
  /// default. Flags display.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `shadow` of its own.
  @preconcurrency @MainActor public var shadow: Shadow? {
    get { outline?.shadow }
    set { setOutline(\.shadow, newValue, current: outline?.shadow) }
  }
}
