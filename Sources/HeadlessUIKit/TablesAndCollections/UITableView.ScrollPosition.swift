import HeadlessKit
extension UITableView {
  /// Where a scrolled-to row ends up, as UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as possible.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }
}
