import Foundation

/// A generator of selection changes, as UIKit's `UISelectionFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Fires a selection change, as UIKit's `selectionChanged()`.
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  open func selectionChanged() { record(.selection, at: nil) }

  /// Fires a selection change at a point, as UIKit's `selectionChanged(at:)` (iOS 17.5).
  /// - Parameter location: The point, in the attached view's coordinates.
  open func selectionChanged(at location: CGPoint) {
    record(.selection, at: view.map { $0.convert(location, to: nil) } ?? location)
  }
}
