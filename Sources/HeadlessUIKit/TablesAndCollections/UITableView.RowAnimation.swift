import HeadlessKit
extension UITableView {
  /// How rows animate in and out, as UIKit's `UITableView.RowAnimation`: accepted,
  /// nothing moves headlessly.
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide to the right.
    case right = 1
    /// Slide to the left.
    case left = 2
    /// Slide up.
    case top = 3
    /// Slide down.
    case bottom = 4
    /// None.
    case none = 5
    /// Stay in the middle.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }
}
