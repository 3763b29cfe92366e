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
/// the border and the clipping, which pictures draw. It reads and writes the view's own
/// `cornerRadius`, `borderWidth`, `borderColor` and `clipsToBounds`; shadows and other
/// layer properties are not provided.
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
