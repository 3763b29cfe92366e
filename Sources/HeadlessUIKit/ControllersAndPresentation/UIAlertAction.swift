import HeadlessKit
/// One button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action looks and where it goes, as UIKit's `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default`
    /// Cancels, leaving things as they are: at most one an alert; placed first (left) of
    /// two alert buttons and last in every other arrangement.
    case cancel
    /// Changes or deletes data: drawn in red.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether the button can be tapped; `true` by default.
  public var isEnabled = true {
    didSet { button?.isEnabled = isEnabled }
  }
  let handler: (@MainActor (UIAlertAction) -> Void)?
  /// The button showing it, once the alert's view is loaded.
  weak var button: Button?

  /// Creates an action, as UIKit's `init(title:style:handler:)`.
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The style.
  ///   - handler: Runs when the user taps the action, after the alert is dismissed.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
