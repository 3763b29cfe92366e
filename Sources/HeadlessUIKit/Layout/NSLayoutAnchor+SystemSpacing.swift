public import HeadlessKit

// The inequality forms of the system spacing constraints (the equal ones are
// HeadlessKit's own). UIKit's system spacing here is `View.systemSpacing`, 8 points.

extension LayoutXAxisAnchor {
  /// `self >= anchor + multiplier * 8`, as UIKit's
  /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`
  /// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(greaterthanorequaltosystemspacingafter:multiplier:)).
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint, inactive.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: View.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier * 8`, as UIKit's
  /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`
  /// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(lessthanorequaltosystemspacingafter:multiplier:)).
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint, inactive.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: View.systemSpacing * multiplier)
  }
}

extension LayoutYAxisAnchor {
  /// `self >= anchor + multiplier * 8`, as UIKit's
  /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`
  /// (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(greaterthanorequaltosystemspacingbelow:multiplier:)).
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint, inactive.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: View.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier * 8`, as UIKit's
  /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`
  /// (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(lessthanorequaltosystemspacingbelow:multiplier:)).
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many standard spacings.
  /// - Returns: The constraint, inactive.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: View.systemSpacing * multiplier)
  }
}
