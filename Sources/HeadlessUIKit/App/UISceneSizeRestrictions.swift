import Foundation

/// The limits on a scene's size, as UIKit's `UISceneSizeRestrictions`; only platforms whose
/// scenes resize give one.
/// https://developer.apple.com/documentation/uikit/uiscenesizerestrictions
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
  /// The smallest size, as UIKit's `minimumSize`.
  public var minimumSize: CGSize = .zero
  /// The largest size, as UIKit's `maximumSize`.
  public var maximumSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  /// Whether the scene may fill the screen, as UIKit's `allowsFullScreen`.
  public var allowsFullScreen = true
  override init() { super.init() }
}
