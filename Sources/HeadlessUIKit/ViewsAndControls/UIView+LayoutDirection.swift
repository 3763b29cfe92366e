public import HeadlessKit

/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContent
/// UIKit's `UIUserInterfaceLayoutDirection` (HeadlessKit's has `unspecified` too, the
/// trait's value when nothing sets it).
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

extension View {
  /// A description of the view's content, deciding whether it flips between left-to-right
  /// and right-to-left layouts, as UIKit's `semanticContentAttribute`: HeadlessKit's
  /// `semanticContent`.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { semanticContent }
    set { semanticContent = newValue }
  }

  /// The direction for arranging the view's immediate content, as UIKit's
  /// `effectiveUserInterfaceLayoutDirection`.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    effectiveLayoutDirection
  }

  /// The layout direction a semantic content attribute implies relative to `direction`,
  /// as UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`.
  /// - Parameters:
  ///   - semanticContentAttribute: The view's semantic content attribute.
  ///   - layoutDirection: The direction of the traits.
  /// - Returns: Left to right or right to left.
  public static func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    semanticContentAttribute.layoutDirection(relativeTo: layoutDirection)
  }
}
