import Foundation

/// A URL for a scene to open, with how to open it, as UIKit's `UIOpenURLContext`.
/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL, as UIKit's `url`.
  public let url: URL
  /// How to open it, as UIKit's `options`.
  public let options: UIScene.OpenURLOptions

  /// Creates a context (HeadlessUIKit's initializer: UIKit's is unavailable).
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it.
  public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
    super.init()
  }
}
