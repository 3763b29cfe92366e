public import HeadlessKit

/// UIKit's `UIAccessibilityTraits`: HeadlessKit's `AccessibilityTraits`, with UIKit's
/// traits (`.button`, `.header`, `.adjustable`, `.notEnabled`…) and option-set shape.
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public typealias UIAccessibilityTraits = AccessibilityTraits
