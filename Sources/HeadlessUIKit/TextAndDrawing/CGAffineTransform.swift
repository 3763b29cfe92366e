public import Foundation
public import HeadlessKit

#if !canImport(CoreGraphics)
  /// A 2-D affine transform, as Core Graphics' `CGAffineTransform`, which Linux lacks: a
  /// point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform of zeros, as Core Graphics' `init()` (not the identity).
    public init() { (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0) }

    /// A transform from its entries, as `init(a:b:c:d:tx:ty:)`.
    /// - Parameters:
    ///   - a: The x scale.
    ///   - b: The y shear.
    ///   - c: The x shear.
    ///   - d: The y scale.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform from its entries, unlabeled, as `init(_:_:_:_:_:_:)`.
    /// - Parameters:
    ///   - a: The x scale.
    ///   - b: The y shear.
    ///   - c: The x shear.
    ///   - d: The y scale.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform, as `identity`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation, as `init(translationX:y:)`.
    /// - Parameters:
    ///   - tx: The x distance.
    ///   - ty: The y distance.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale, as `init(scaleX:y:)`.
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation, as `init(rotationAngle:)`: positive angles turn clockwise on a screen,
    /// whose y axis points down.
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(cos(Double(angle)))
      let sine = CGFloat(sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity, as `isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by another, as `concatenating(_:)`.
    /// - Parameter t2: Applied after this one.
    /// - Returns: The product.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d, tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
      )
    }

    /// The inverse, as `inverted()`: the transform itself when it cannot be inverted,
    /// as Core Graphics returns it.
    /// - Returns: The inverse.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A translation followed by this transform, as `translatedBy(x:y:)`.
    /// - Parameters:
    ///   - tx: The x distance.
    ///   - ty: The y distance.
    /// - Returns: The transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale followed by this transform, as `scaledBy(x:y:)`.
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    /// - Returns: The transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation followed by this transform, as `rotated(by:)`.
    /// - Parameter angle: The angle in radians.
    /// - Returns: The transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point mapped by a transform, as Core Graphics' `applying(_:)`.
    /// - Parameter t: The transform.
    /// - Returns: The mapped point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by a transform's scale and shear, as Core Graphics' `applying(_:)`.
    /// - Parameter t: The transform.
    /// - Returns: The mapped size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the mapped corners, as Core Graphics'
    /// `applying(_:)`.
    /// - Parameter t: The transform.
    /// - Returns: The mapped rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
  }
#endif

extension View {
  /// The transform pictures apply to the view and its subviews about its centre, as
  /// UIKit's `transform`: `.identity` by default. As in UIKit, `frame` is not updated
  /// (UIKit calls it undefined under a transform); here layout and hit-testing ignore
  /// the transform too (a tap lands where the untransformed frame is).
  /// https://developer.apple.com/documentation/uikit/uiview/transform
  public var transform: CGAffineTransform {
    get {
      guard let t = affineTransform else { return .identity }
      return CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.tX, ty: t.tY)
    }
    set {
      affineTransform =
        newValue.isIdentity
        ? nil
        : AffineTransform(
          m11: newValue.a, m12: newValue.b, m21: newValue.c, m22: newValue.d, tX: newValue.tx,
          tY: newValue.ty)
    }
  }
}
