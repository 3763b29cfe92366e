public import HeadlessKit

/// A controller that applies state in `render()`, called from the hook UIKit recommends
/// on each platform: `updateProperties()` on 26, `willLayout()` on 18 (where
/// `updateProperties()` does not exist), as the seed article's theme screen does.
@MainActor
open class RenderingController: Controller {
  /// The platform whose hook calls `render()`.
  public let platform: Configuration.Platform

  /// Creates the controller.
  /// - Parameter platform: The platform whose hook calls `render()`.
  public init(platform: Configuration.Platform) {
    self.platform = platform
    super.init()
  }

  /// Reads state and applies it to views; runs tracked where the platform tracks.
  open func render() {}

  open override func updateProperties() {
    if platform == .v26 { render() }
  }

  open override func willLayout() {
    if platform == .v18 { render() }
  }
}
