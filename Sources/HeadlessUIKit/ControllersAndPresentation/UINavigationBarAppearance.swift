public import Foundation
public import HeadlessKit

/// A navigation bar's background, shadow and title styles, as UIKit's
/// `UINavigationBarAppearance`: a `UINavigationBar`'s `standardAppearance` and
/// `scrollEdgeAppearance` hold one.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's styles, as UIKit's `titleTextAttributes`: its `.font` and
  /// `.foregroundColor` style the bar's title.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's styles, as UIKit's `largeTitleTextAttributes`: its `.font` and
  /// `.foregroundColor` style the title while it shows large.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the title, as UIKit's `titlePositionAdjustment` (kept; not applied).
  public var titlePositionAdjustment = UIOffset.zero
  /// The back indicator's image, as UIKit's `backIndicatorImage` (kept).
  public private(set) var backIndicatorImage: UIImage?
  /// The back indicator's transition mask, as UIKit's `backIndicatorTransitionMaskImage`
  /// (kept).
  public private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back indicator's images, as UIKit's
  /// `setBackIndicatorImage(_:transitionMaskImage:)` (kept).
  /// - Parameters:
  ///   - backIndicatorImage: The indicator.
  ///   - backIndicatorTransitionMaskImage: Its transition mask.
  public func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {
    self.backIndicatorImage = backIndicatorImage
    self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
  }

  /// Creates an appearance for a device family, as UIKit's `init(idiom:)`, with the
  /// default background.
  /// - Parameter idiom: The device family (kept).
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance, as UIKit's `init(barAppearance:)`: the
  /// background and shadow, and a navigation bar appearance's title styles.
  /// - Parameter barAppearance: The appearance to copy.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = other.titleTextAttributes
      largeTitleTextAttributes = other.largeTitleTextAttributes
      titlePositionAdjustment = other.titlePositionAdjustment
      backIndicatorImage = other.backIndicatorImage
      backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }
}
