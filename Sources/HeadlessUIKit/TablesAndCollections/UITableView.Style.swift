import HeadlessKit
extension UITableView {
  /// A table's look, as UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Rows edge to edge, headers over them.
    case plain
    /// Sections in groups on the grouped background.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
  }
}
