public import Foundation
public import HeadlessKit

/// A tab bar's background and shadow, as UIKit's `UITabBarAppearance`: a `UITabBar`'s
/// `standardAppearance` and `scrollEdgeAppearance` hold one. The background and shadow
/// draw as `UIBarAppearance` says; the per-layout item appearances
/// (`stackedLayoutAppearance`…) are not provided.
///
/// https://developer.apple.com/documentation/uikit/uitabbarappearance
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The selection indicator's tint, as UIKit's `selectionIndicatorTintColor` (kept).
  public var selectionIndicatorTintColor: UIColor?
  /// The selection indicator's image, as UIKit's `selectionIndicatorImage` (kept).
  public var selectionIndicatorImage: UIImage?
  /// How items spread, as UIKit's `stackedItemPositioning` (kept).
  public var stackedItemPositioning = UITabBar.ItemPositioning.automatic
  /// The items' width, as UIKit's `stackedItemWidth` (kept).
  public var stackedItemWidth: CGFloat = 0
  /// The space between items, as UIKit's `stackedItemSpacing` (kept).
  public var stackedItemSpacing: CGFloat = 0

  /// Creates an appearance for a device family, as UIKit's `init(idiom:)`, with the
  /// default background.
  /// - Parameter idiom: The device family (kept).
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance, as UIKit's `init(barAppearance:)`.
  /// - Parameter barAppearance: The appearance to copy.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UITabBarAppearance {
      selectionIndicatorTintColor = other.selectionIndicatorTintColor
      selectionIndicatorImage = other.selectionIndicatorImage
      stackedItemPositioning = other.stackedItemPositioning
      stackedItemWidth = other.stackedItemWidth
      stackedItemSpacing = other.stackedItemSpacing
    }
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }
}
