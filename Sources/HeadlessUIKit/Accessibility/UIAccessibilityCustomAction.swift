public import HeadlessKit

/// UIKit's `UIAccessibilityCustomAction`: HeadlessKit's `AccessibilityCustomAction`, with
/// UIKit's `init(name:actionHandler:)`, `init(name:image:actionHandler:)` (the image by
/// name), `name` and `actionHandler`. UIKit's target-and-selector initializers have no
/// Objective-C runtime to call here; `headless port` code uses the handler form.
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
