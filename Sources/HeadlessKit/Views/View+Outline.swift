/// A view's corners, border and clipping: what a UIKit view's layer gives it
/// (`layer.cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`).
final class ViewOutline {
  var cornerRadius = 0.0
  var borderWidth = 0.0
  var borderColor: Color?
  var clipsToBounds = false
}

extension View {
  private var madeOutline: ViewOutline {
    if let outline { return outline }
    let made = ViewOutline()
    outline = made
    return made
  }

  /// The radius of the view's corners, in points: the background is drawn rounded, and
  /// so is the border, and the clip with ``clipsToBounds``. 0 by default; flags display.
  public var cornerRadius: Double {
    get { outline?.cornerRadius ?? 0 }
    set {
      guard newValue != cornerRadius else { return }
      madeOutline.cornerRadius = max(0, newValue)
      invalidate(.display)
    }
  }

  /// The width of a border drawn inside the view's bounds, above its content and
  /// subviews, as a layer's border is. 0 (no border) by default; flags display.
  public var borderWidth: Double {
    get { outline?.borderWidth ?? 0 }
    set {
      guard newValue != borderWidth else { return }
      madeOutline.borderWidth = max(0, newValue)
      invalidate(.display)
    }
  }

  /// The border's colour; black when `nil` (a layer's default). Flags display.
  public var borderColor: Color? {
    get { outline?.borderColor }
    set {
      guard newValue != borderColor else { return }
      madeOutline.borderColor = newValue
      invalidate(.display)
    }
  }

  /// Whether subviews are clipped to the view's bounds (rounded by ``cornerRadius``) in
  /// pictures, as UIKit's `clipsToBounds`. `false` by default; flags display.
  public var clipsToBounds: Bool {
    get { outline?.clipsToBounds ?? false }
    set {
      guard newValue != clipsToBounds else { return }
      madeOutline.clipsToBounds = newValue
      invalidate(.display)
    }
  }
}
