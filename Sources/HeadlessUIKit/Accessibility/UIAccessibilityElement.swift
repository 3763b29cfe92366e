public import HeadlessKit

/// UIKit's `UIAccessibilityElement`: HeadlessKit's `AccessibilityElement`, with UIKit's
/// `init(accessibilityContainer:)`, `accessibilityContainer`, the `UIAccessibility`
/// properties, `accessibilityFrameInContainerSpace` and `accessibilityIdentifier`.
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilityelement
public typealias UIAccessibilityElement = AccessibilityElement

extension AccessibilityElement {
  /// The name tests and automation find the element by, as UIKit's
  /// `accessibilityIdentifier`: HeadlessKit's `identifier`.
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }
}
