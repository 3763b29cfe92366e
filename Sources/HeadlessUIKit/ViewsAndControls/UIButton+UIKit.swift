public import HeadlessKit
extension Button {
  /// The kind of button, as UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom = 0
    /// The system's button: tinted title, no background.
    case system = 1
  }

  /// Creates a plain button, as UIKit's `init(type:)`.
  /// - Parameter buttonType: Either type makes a plain button.
  public convenience init(type buttonType: ButtonType) {
    self.init(title: nil)
  }

  /// Creates a button that runs an action, as UIKit's `init(primaryAction:)`: its title
  /// is the action's.
  /// - Parameter primaryAction: The action, if any.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: primaryAction?.title)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title, as UIKit's `setTitle(_:for:)`: only the normal state has a title
  /// of its own here, so other states are ignored.
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state; `.normal` sets the title.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal { self.title = title }
  }

  /// The title of a state, as UIKit's `title(for:)`: the button's title for every state.
  /// - Parameter state: The state.
  public func title(for state: UIControl.State) -> String? { title }
}
