/// Makes constraints from one attribute of a view or layout guide, as UIKit's
/// `NSLayoutAnchor<AnchorType>`: an anchor relates only to anchors of its own kind (x to
/// x, y to y, size to size), which the type parameter enforces.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
  /// The view or layout guide the anchor belongs to (held weakly, as a constraint holds
  /// it).
  public var item: AnyObject? { reference?.item }
  private weak var reference: LayoutItemReference?
  /// What of the item the anchor stands for.
  public let attribute: LayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
    reference = LayoutItemReference.of(item)
    self.attribute = attribute
  }

  /// `Label(title).leading`.
  public var description: String {
    "\(LayoutConstraint.name(of: item)).\(attribute)"
  }

  /// `self == anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The distance from it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0)
    -> LayoutConstraint
  { constraint(.equal, anchor, constant: c) }

  /// `self >= anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The distance from it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0
  ) -> LayoutConstraint { constraint(.greaterThanOrEqual, anchor, constant: c) }

  /// `self <= anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The distance from it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0)
    -> LayoutConstraint
  { constraint(.lessThanOrEqual, anchor, constant: c) }

  /// A constraint from this anchor to `other` (or a constant), inactive.
  func constraint(
    _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?,
    multiplier: Double = 1, constant: Double
  ) -> LayoutConstraint {
    guard let item else { preconditionFailure("\(self): the anchor's view is gone") }
    if let other, other.item == nil {
      preconditionFailure("\(other): the anchor's view is gone")
    }
    return LayoutConstraint(
      item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position anchor (leading, trailing, left, right, centre x), as UIKit's
/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier * 8`, UIKit's standard spacing, as
  /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  { constraint(.equal, anchor, constant: View.systemSpacing * multiplier) }
}

/// A vertical position anchor (top, bottom, centre y, baselines), as UIKit's
/// `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// `self == anchor + multiplier * 8`, UIKit's standard spacing, as
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  { constraint(.equal, anchor, constant: View.systemSpacing * multiplier) }
}

/// A size anchor (width, height), as UIKit's `NSLayoutDimension`.
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == constant`, inactive.
  /// - Parameter c: The size.
  /// - Returns: The constraint.
  public func constraint(equalToConstant c: Double) -> LayoutConstraint {
    constraint(.equal, nil, constant: c)
  }

  /// `self >= constant`, inactive.
  /// - Parameter c: The size.
  /// - Returns: The constraint.
  public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= constant`, inactive.
  /// - Parameter c: The size.
  /// - Returns: The constraint.
  public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == multiplier * anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - multiplier: Its factor.
  ///   - c: Added to it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: multiplier, constant: c)
  }

  /// `self >= multiplier * anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - multiplier: Its factor.
  ///   - c: Added to it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: c)
  }

  /// `self <= multiplier * anchor + constant`, inactive.
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - multiplier: Its factor.
  ///   - c: Added to it; 0 by default.
  /// - Returns: The constraint.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: c)
  }
}
