public import Foundation
public import HeadlessKit

/// A toolbar's background and shadow, as UIKit's `UIToolbarAppearance`: a `UIToolbar`'s
/// `standardAppearance` and `scrollEdgeAppearance` hold one; the button appearances
/// (`buttonAppearance`, `doneButtonAppearance`) are not provided.
///
/// https://developer.apple.com/documentation/uikit/uitoolbarappearance
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// Creates an appearance for a device family, as UIKit's `init(idiom:)`.
  /// - Parameter idiom: The device family (kept).
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance, as UIKit's `init(barAppearance:)`.
  /// - Parameter barAppearance: The appearance to copy.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }
}
