public import HeadlessKit
extension Window {
  /// The controller whose view fills the window, as UIKit's `rootViewController`.
  public var rootViewController: UIViewController? {
    get { rootController as? UIViewController }
    set { rootController = newValue }
  }
}

extension Window {
  /// Shows the window in ``UIApplication``'s application, as UIKit's
  /// `makeKeyAndVisible()`; a window already shown stays where it is.
  public func makeKeyAndVisible() {
    guard application == nil else { return }
    UIApplication.shared.application.show(self)
  }
}
