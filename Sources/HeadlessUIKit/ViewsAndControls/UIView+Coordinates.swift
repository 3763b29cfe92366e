public import HeadlessKit

// UIKit's conversions between views' coordinate systems: each view's own (its bounds;
// a scroll view's is its content, moved by its `contentOffset`) and its window's.
// Transforms are not applied.
extension View {
  /// Where this view's coordinate system starts, in its window's (its root's, outside a
  /// window).
  private var originInWindow: CGPoint {
    var origin = GestureGeometry.windowOrigin(of: self)
    if let scroll = self as? ScrollView {
      origin.x -= scroll.contentOffset.x
      origin.y -= scroll.contentOffset.y
    }
    return origin
  }

  /// A point of this view's coordinates in `view`'s, as UIKit's `convert(_:to:)`; in the
  /// window's when `view` is `nil`.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1vzh4
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - view: The view whose coordinates to convert to, or `nil` for the window.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let own = originInWindow
    let target = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + own.x - target.x, y: point.y + own.y - target.y)
  }

  /// A point of `view`'s coordinates in this view's, as UIKit's `convert(_:from:)`; from
  /// the window's when `view` is `nil`.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7mqmo
  /// - Parameters:
  ///   - point: The point, in `view`'s coordinates.
  ///   - view: The view whose coordinates to convert from, or `nil` for the window.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view?.originInWindow ?? .zero
    let own = originInWindow
    return CGPoint(x: point.x + source.x - own.x, y: point.y + source.y - own.y)
  }

  /// A rectangle of this view's coordinates in `view`'s, as UIKit's `convert(_:to:)`; in
  /// the window's when `view` is `nil`.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-7dkqh
  /// - Parameters:
  ///   - rect: The rectangle, in this view's coordinates.
  ///   - view: The view whose coordinates to convert to, or `nil` for the window.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// A rectangle of `view`'s coordinates in this view's, as UIKit's `convert(_:from:)`;
  /// from the window's when `view` is `nil`.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-2bmvk
  /// - Parameters:
  ///   - rect: The rectangle, in `view`'s coordinates.
  ///   - view: The view whose coordinates to convert from, or `nil` for the window.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
