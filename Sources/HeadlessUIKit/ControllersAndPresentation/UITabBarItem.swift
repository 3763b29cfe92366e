import HeadlessKit
public import Observation

/// What a tab bar shows for a controller, as UIKit's `UITabBarItem`. Observable: the tab
/// bar reads it in a tracked hook, so a change of title or badge refreshes the bar.
@MainActor
@Observable
open class UITabBarItem: NSObject {
  /// The tab's title; the controller's `title` when `nil`.
  public var title: String?
  /// The tab's image.
  public var image: UIImage?
  /// The image when the tab is selected.
  public var selectedImage: UIImage?
  /// The badge's text, as UIKit's `badgeValue`; `nil` shows none.
  public var badgeValue: String?
  /// An integer to tell items apart.
  public var tag: Int

  /// Creates an item, as UIKit's `init(title:image:tag:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: An integer to tell items apart.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  /// Creates an item, as UIKit's `init(title:image:selectedImage:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image when selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.tag = 0
    super.init()
  }
}
