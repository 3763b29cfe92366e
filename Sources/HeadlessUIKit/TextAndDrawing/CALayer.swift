public import Foundation
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

/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public var rawValue: String
  /// Creates a curve.
  /// - Parameter rawValue: The curve's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle: the default.
  public static let circular = Self(rawValue: "circular")
  /// A continuous curve, as iOS's app icons and system controls use.
  public static let continuous = Self(rawValue: "continuous")
}

/// The corners a layer rounds, as Core Animation's `CACornerMask` (kept: pictures round
/// every corner).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The bits, as Core Animation's.
  public let rawValue: UInt
  /// Creates a mask from bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner (minimum x, minimum y).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// What UIKit code sets on a layer, as Core Animation's `CALayer`. A view's `layer`
/// reads and writes the view (its frame, background, corners, border, clipping, shadow,
/// opacity, transform). A layer made with `CALayer()` (or a `CAShapeLayer`,
/// `CAGradientLayer`) keeps its own values and draws once added to a view's layer with
/// `addSublayer(_:)`: pictures draw sublayers above the view's own drawing and below its
/// subviews, each at its frame, with its background, corners, border, opacity and its
/// kind's content; a sublayer's shadow and `masksToBounds` are kept, not drawn.
/// https://developer.apple.com/documentation/quartzcore/calayer
@MainActor
open class CALayer {
  /// The view this layer backs; `nil` for a layer of its own.
  private weak var view: View?
  private var own = LayerValues()

  /// A layer's values when no view backs it.
  private struct LayerValues {
    var frame = CGRect.zero
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor?
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var shadow = Shadow(opacity: 0)
    var transform = CGAffineTransform.identity
  }

  init(view: View) { self.view = view }

  /// A layer of its own, as Core Animation's `init()`.
  public init() {}

  /// A copy of another layer's values, as Core Animation's `init(layer:)`.
  /// - Parameter layer: The layer to copy.
  public init(layer: Any) {
    if let other = layer as? CALayer { own = other.own }
  }

  /// Tells the backed view, or the view whose layer holds this one, to redraw.
  func changed() {
    var layer: CALayer? = self
    while let current = layer {
      if let view = current.view {
        view.setNeedsDisplay()
        return
      }
      layer = current.superlayer
    }
  }

  /// Reads a value from the view or from the layer's own values.
  private func value<Value>(_ fromView: (View) -> Value, _ fromOwn: (LayerValues) -> Value)
    -> Value
  {
    if let view { return fromView(view) }
    return fromOwn(own)
  }

  /// Writes a value to the view or to the layer's own values.
  private func set(_ toView: (View) -> Void, _ toOwn: (inout LayerValues) -> Void) {
    if let view {
      toView(view)
    } else {
      toOwn(&own)
      changed()
    }
  }

  /// The frame in the superlayer, as `frame`: the view's frame for a view's layer.
  open var frame: CGRect {
    get { value({ $0.frame }, { $0.frame }) }
    set { set({ $0.frame = newValue }, { $0.frame = newValue }) }
  }
  /// The bounds, as `bounds`: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The centre in the superlayer, as `position` (the anchor point is the centre here).
  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The anchor point, as `anchorPoint`: (0.5, 0.5), kept.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The stacking order, as `zPosition` (kept).
  open var zPosition: CGFloat = 0
  /// A name, as `name`.
  open var name: String?
  /// The layer's content, as `contents` (kept, not drawn).
  open var contents: Any?
  /// The scale of the content, as `contentsScale` (kept).
  open var contentsScale: CGFloat = 1
  /// Whether the layer is cached as a bitmap, as `shouldRasterize` (kept).
  open var shouldRasterize = false
  /// The bitmap's scale, as `rasterizationScale` (kept).
  open var rasterizationScale: CGFloat = 1
  /// A layer whose alpha masks this one, as `mask` (kept, not drawn).
  open var mask: CALayer?
  /// The corners rounded, as `maskedCorners` (kept: every corner is drawn rounded).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The shape of rounded corners, as `cornerCurve`: `.circular` by default (kept:
  /// pictures draw circular corners).
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
  open var cornerCurve = CALayerCornerCurve.circular
  /// The path the shadow takes, as `shadowPath` (kept: pictures shadow the view).
  open var shadowPath: CGPath?

  /// The background, as `backgroundColor`: the view's background for a view's layer.
  open var backgroundColor: CGColor? {
    get { value({ $0.backgroundColor }, { $0.backgroundColor }) }
    set { set({ $0.backgroundColor = newValue }, { $0.backgroundColor = newValue }) }
  }
  /// The corners' radius, as `cornerRadius`.
  open var cornerRadius: CGFloat {
    get { value({ CGFloat($0.outlineCornerRadius) }, { $0.cornerRadius }) }
    set { set({ $0.outlineCornerRadius = Double(newValue) }, { $0.cornerRadius = newValue }) }
  }
  /// The border's width, as `borderWidth`: drawn inside the bounds, above the content.
  open var borderWidth: CGFloat {
    get { value({ CGFloat($0.outlineBorderWidth) }, { $0.borderWidth }) }
    set { set({ $0.outlineBorderWidth = Double(newValue) }, { $0.borderWidth = newValue }) }
  }
  /// The border's colour, as `borderColor`: opaque black by default.
  open var borderColor: CGColor? {
    get { value({ $0.outlineBorderColor }, { $0.borderColor }) ?? .black }
    set { set({ $0.outlineBorderColor = newValue }, { $0.borderColor = newValue }) }
  }
  /// Whether sublayers are clipped to the bounds, as `masksToBounds`: the view's
  /// `clipsToBounds` for a view's layer.
  open var masksToBounds: Bool {
    get { value({ $0.clipsToBounds }, { $0.masksToBounds }) }
    set { set({ $0.clipsToBounds = newValue }, { $0.masksToBounds = newValue }) }
  }
  /// The opacity, as `opacity`: the view's `alpha` for a view's layer.
  open var opacity: Float {
    get { value({ Float($0.alpha) }, { $0.opacity }) }
    set { set({ $0.alpha = Double(newValue) }, { $0.opacity = newValue }) }
  }
  /// Whether the layer is hidden, as `isHidden`.
  open var isHidden: Bool {
    get { value({ $0.isHidden }, { $0.isHidden }) }
    set { set({ $0.isHidden = newValue }, { $0.isHidden = newValue }) }
  }

  /// The shadow as it stands, with a layer's defaults for what is not set.
  private var shadow: Shadow { value({ $0.shadow ?? Shadow(opacity: 0) }, { $0.shadow }) }

  /// Sets one part of the shadow; a shadow of opacity 0 is kept (its other parts hold
  /// for when it is made visible) but not drawn.
  private func setShadow(_ change: (inout Shadow) -> Void) {
    var shadow = self.shadow
    change(&shadow)
    set({ $0.shadow = shadow }, { $0.shadow = shadow })
  }

  /// The shadow's opacity, as `shadowOpacity`: 0 (no shadow) by default.
  open var shadowOpacity: Float {
    get { Float(shadow.opacity) }
    set { setShadow { $0.opacity = min(max(Double(newValue), 0), 1) } }
  }
  /// The shadow's colour, as `shadowColor`: opaque black by default.
  open var shadowColor: CGColor? {
    get { shadow.color }
    set { setShadow { $0.color = newValue ?? .black } }
  }
  /// How far the shadow falls, as `shadowOffset`: (0, -3) by default.
  open var shadowOffset: CGSize {
    get { shadow.offset }
    set { setShadow { $0.offset = newValue } }
  }
  /// The shadow's blur radius, as `shadowRadius`: 3 by default.
  open var shadowRadius: CGFloat {
    get { CGFloat(shadow.radius) }
    set { setShadow { $0.radius = max(0, Double(newValue)) } }
  }

  /// The layer's affine transform, as `affineTransform()`: the view's `transform` for a
  /// view's layer.
  /// - Returns: The transform.
  open func affineTransform() -> CGAffineTransform {
    value({ $0.transform }, { $0.transform })
  }

  /// Sets the layer's affine transform, as `setAffineTransform(_:)` (kept for a layer of
  /// its own).
  /// - Parameter m: The transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    set({ $0.transform = m }, { $0.transform = m })
  }

  // MARK: The layer tree

  /// The layers inside this one, back to front, as `sublayers`; `nil` when none.
  open private(set) var sublayers: [CALayer]?
  /// The layer holding this one, as `superlayer`.
  open private(set) weak var superlayer: CALayer?

  /// Adds a layer in front of the others, as `addSublayer(_:)`.
  /// - Parameter layer: The layer; it leaves its superlayer first.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts a layer at an index, as `insertSublayer(_:at:)`: 0 puts it behind the others.
  /// - Parameters:
  ///   - layer: The layer.
  ///   - idx: The index, at most the number of sublayers.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
    sublayersChanged()
  }

  /// Inserts a layer behind another, as `insertSublayer(_:below:)`.
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: A sublayer, or `nil` for the back.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts a layer in front of another, as `insertSublayer(_:above:)`.
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: A sublayer, or `nil` for the front.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index =
      sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces a sublayer, as `replaceSublayer(_:with:)`.
  /// - Parameters:
  ///   - oldLayer: The sublayer.
  ///   - newLayer: Its replacement.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Leaves the superlayer, as `removeFromSuperlayer()`.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
    parent.sublayersChanged()
  }

  /// The layer tree changed: the view whose layer is at the root draws it again.
  private func sublayersChanged() {
    var root: CALayer = self
    while let parent = root.superlayer { root = parent }
    if let view = root.view {
      view.sublayerDrawing = { [weak root] in root?.sublayerCommands() ?? [] }
    }
    changed()
  }

  /// Asks for a redraw, as `setNeedsDisplay()`.
  open func setNeedsDisplay() { changed() }
  /// Asks for layout, as `setNeedsLayout()`: the backed view's layout.
  open func setNeedsLayout() { view?.setNeedsLayout() }
  /// Lays out now if needed, as `layoutIfNeeded()`.
  open func layoutIfNeeded() { view?.layoutIfNeeded() }
  /// Lays out the sublayers, as `layoutSublayers()`: does nothing by default.
  open func layoutSublayers() {}

  // MARK: Animations

  private var animations: [(key: String?, animation: CAAnimation)] = []

  /// Adds an animation, as `add(_:forKey:)`. Headlessly nothing moves: the layer's
  /// model values (what pictures draw) are what the code set, as they are on iOS, where
  /// an animation changes only the presentation.
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: Its key, replacing an animation of the same key.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { animations.removeAll { $0.key == key } }
    animations.append((key, anim))
  }
  /// The animation of a key, as `animation(forKey:)`.
  /// - Parameter key: The key.
  /// - Returns: The animation, or `nil`.
  open func animation(forKey key: String) -> CAAnimation? {
    animations.last { $0.key == key }?.animation
  }
  /// The keys of the animations, as `animationKeys()`.
  /// - Returns: The keys, or `nil` when none.
  open func animationKeys() -> [String]? {
    let keys = animations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }
  /// Removes an animation, as `removeAnimation(forKey:)`.
  /// - Parameter key: The key.
  open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
  /// Removes every animation, as `removeAllAnimations()`.
  open func removeAllAnimations() { animations.removeAll() }

  // MARK: Drawing

  /// What this layer draws of its own, in its own coordinates (its bounds at the
  /// origin), at an opacity: a subclass adds its content after `super`'s.
  func drawingCommands(opacity: Double) -> [Canvas.Command] {
    guard let backgroundColor else { return [] }
    let fill = backgroundColor.withAlpha(backgroundColor.alpha * opacity)
    return cornerRadius > 0
      ? [.roundedRect(bounds, cornerRadius: cornerRadius, fill: fill, stroke: nil)]
      : [.fill(bounds, fill)]
  }

  /// The commands of the sublayers, in this layer's coordinates.
  func sublayerCommands(opacity: Double = 1) -> [Canvas.Command] {
    var commands: [Canvas.Command] = []
    for layer in sublayers ?? [] where !layer.isHidden && layer.opacity > 0 {
      let alpha = opacity * Double(layer.opacity)
      let origin = layer.frame.origin
      var own = layer.drawingCommands(opacity: alpha)
      if layer.borderWidth > 0 {
        var builder = PathBuilder()
        let inset = layer.bounds.insetBy(dx: layer.borderWidth / 2, dy: layer.borderWidth / 2)
        builder.addRoundedRect(
          inset,
          radii: Array(repeating: max(0, layer.cornerRadius - layer.borderWidth / 2), count: 4))
        let color = layer.borderColor ?? .black
        own.append(
          .path(
            builder.path,
            PathStyle(stroke: color.withAlpha(color.alpha * alpha), lineWidth: layer.borderWidth)))
      }
      own += layer.sublayerCommands(opacity: alpha)
      commands += own.map { $0.offset(by: origin) }
    }
    return commands
  }
}
