/// Distances inward from a rectangle's edges, as UIKit's `UIEdgeInsets`: a view's safe
/// area and layout margins.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Creates insets.
  /// - Parameters:
  ///   - top: From the top edge.
  ///   - left: From the left edge.
  ///   - bottom: From the bottom edge.
  ///   - right: From the right edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `{top, left, bottom, right}`, as UIKit prints insets.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

  /// Each side summed.
  static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

/// Distances inward from a rectangle's edges by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`. HeadlessKit lays out left to right: leading is left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the leading edge.
  public var leading: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the trailing edge.
  public var trailing: Double

  /// Creates insets.
  /// - Parameters:
  ///   - top: From the top edge.
  ///   - leading: From the leading edge.
  ///   - bottom: From the bottom edge.
  ///   - trailing: From the trailing edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets by side, left to right.
  var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

extension EdgeInsets {
  /// The same insets by reading direction, left to right.
  var directional: DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}
