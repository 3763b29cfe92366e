public import Foundation
import HeadlessKit

// The compositional layout's building blocks, as UIKit declares them: sizes made of
// dimensions, items, groups of items, sections of groups, and boundary supplementary
// items. https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout

/// One dimension of a layout size, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, a number of points, or an estimate (used as the
/// size here: headless cells are not measured).
@MainActor
public final class NSCollectionLayoutDimension {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction or the points, as UIKit's `dimension`.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width, as UIKit's `fractionalWidth(_:)`.
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height, as UIKit's `fractionalHeight(_:)`.
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalHeight)
  }
  /// A number of points, as UIKit's `absolute(_:)`.
  /// - Parameter absoluteDimension: The points.
  /// - Returns: The dimension.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute, absoluteDimension)
  }
  /// An estimate the content may change, as UIKit's `estimated(_:)`: the estimate here.
  /// - Parameter estimatedDimension: The points.
  /// - Returns: The dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }
  /// An estimate shared by siblings, as UIKit's `uniformAcrossSiblings(estimate:)` (iOS
  /// 17): the estimate here.
  /// - Parameter estimatedDimension: The points.
  /// - Returns: The dimension.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }

  /// Whether it is a fraction of the width, as UIKit's `isFractionalWidth`.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height, as UIKit's `isFractionalHeight`.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a number of points, as UIKit's `isAbsolute`.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate, as UIKit's `isEstimated`.
  public var isEstimated: Bool { kind == .estimated }

  /// The points in a container of a size.
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@MainActor
public final class NSCollectionLayoutSize {
  /// The width, as UIKit's `widthDimension`.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height, as UIKit's `heightDimension`.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size, as UIKit's `init(widthDimension:heightDimension:)`.
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container.
  func resolve(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least the amount; placed as the amount here).
@MainActor
public final class NSCollectionLayoutSpacing {
  /// The points, as UIKit's `spacing`.
  public let spacing: CGFloat
  /// Whether the spacing is fixed, as UIKit's `isFixedSpacing`.
  public let isFixedSpacing: Bool
  /// Whether the spacing is flexible, as UIKit's `isFlexibleSpacing`.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  private init(_ spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
  }

  /// A fixed spacing, as UIKit's `fixed(_:)`.
  /// - Parameter fixedSpacing: The points.
  /// - Returns: The spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, fixed: true)
  }
  /// A spacing of at least an amount, as UIKit's `flexible(_:)`.
  /// - Parameter flexibleSpacing: The least points.
  /// - Returns: The spacing.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, fixed: false)
  }
}

/// Spacing around an item, as UIKit's `NSCollectionLayoutEdgeSpacing`: added outside the
/// item's size.
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
  /// Before the item, as UIKit's `leading`.
  public let leading: NSCollectionLayoutSpacing?
  /// Above, as UIKit's `top`.
  public let top: NSCollectionLayoutSpacing?
  /// After, as UIKit's `trailing`.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below, as UIKit's `bottom`.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing, as UIKit's `init(leading:top:trailing:bottom:)`.
  /// - Parameters:
  ///   - leading: Before.
  ///   - top: Above.
  ///   - trailing: After.
  ///   - bottom: Below.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
