public import HeadlessKit

#if !canImport(CoreGraphics)
  /// Core Graphics' colour, as UIKit's `cgColor` gives it: on Linux, which has no Core
  /// Graphics, a HeadlessKit `Color`.
  public typealias CGColor = Color
#endif

extension Color {
  /// The colour for layer properties, as UIKit's `cgColor`.
  public var cgColor: CGColor { self }

  /// A colour from a layer colour, as UIKit's `init(cgColor:)`.
  /// - Parameter cgColor: The colour.
  public init(cgColor: CGColor) { self = cgColor }
}

/// What UIKit code sets on a view's layer, as Core Animation's `CALayer`: the corners,
/// the border, the clipping and the shadow, which pictures draw. It reads and writes the
/// view's own `cornerRadius`, `borderWidth`, `borderColor`, `clipsToBounds` and `shadow`;
/// other layer properties (transforms, sublayers, `shadowPath`) are not provided.
@MainActor
public final class CALayer {
  private unowned let view: View

  init(view: View) { self.view = view }

  /// The corners' radius, as `CALayer.cornerRadius`.
  public var cornerRadius: CGFloat {
    get { CGFloat(view.cornerRadius) }
    set { view.cornerRadius = Double(newValue) }
  }
  /// The border's width, as `CALayer.borderWidth`.
  public var borderWidth: CGFloat {
    get { CGFloat(view.borderWidth) }
    set { view.borderWidth = Double(newValue) }
  }
  /// The border's colour, as `CALayer.borderColor`: opaque black by default.
  public var borderColor: CGColor? {
    get { view.borderColor ?? Color(named: "black") }
    set { view.borderColor = newValue }
  }
  /// Whether sublayers are clipped to the bounds, as `CALayer.masksToBounds`: the view's
  /// `clipsToBounds`.
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }

  /// The shadow as it stands, with a layer's defaults for what is not set.
  private var shadow: Shadow { view.shadow ?? Shadow(opacity: 0) }

  /// Sets one part of the shadow; a shadow of opacity 0 is kept (its other parts hold
  /// for when it is made visible) but not drawn.
  private func setShadow(_ change: (inout Shadow) -> Void) {
    var shadow = self.shadow
    change(&shadow)
    view.shadow = shadow
  }

  /// The shadow's opacity, as `CALayer.shadowOpacity`: 0 (no shadow) by default.
  public var shadowOpacity: Float {
    get { Float(shadow.opacity) }
    set { setShadow { $0.opacity = min(max(Double(newValue), 0), 1) } }
  }
  /// The shadow's colour, as `CALayer.shadowColor`: opaque black by default.
  public var shadowColor: CGColor? {
    get { shadow.color }
    set { setShadow { $0.color = newValue ?? Color(named: "black") } }
  }
  /// How far the shadow falls, as `CALayer.shadowOffset`: (0, -3) by default.
  public var shadowOffset: CGSize {
    get { shadow.offset }
    set { setShadow { $0.offset = newValue } }
  }
  /// The shadow's blur radius, as `CALayer.shadowRadius`: 3 by default.
  public var shadowRadius: CGFloat {
    get { CGFloat(shadow.radius) }
    set { setShadow { $0.radius = max(0, Double(newValue)) } }
  }
}

/// The layer a view hands out, kept so that `view.layer === view.layer`.
@MainActor
final class LayerUIKitState {
  var layer: CALayer?

  static func of(_ view: View) -> LayerUIKitState {
    attachment(in: &view.attachments, LayerUIKitState.init)
  }
}

extension View {
  /// The view's layer, as UIKit's `layer`: its corners, border and clipping.
  public var layer: CALayer {
    let state = LayerUIKitState.of(self)
    if let layer = state.layer { return layer }
    let layer = CALayer(view: self)
    state.layer = layer
    return layer
  }
}
