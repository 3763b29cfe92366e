public import HeadlessKit
/// UIKit state a `ListView` does not keep itself: a `UITableView`'s own.
@MainActor
final class TableUIKitState {
  weak var delegate: (any UITableViewDelegate)?
  weak var dataSource: (any UITableViewDataSource)?
  /// The data source was set and its rows are not loaded yet.
  var needsReload = false
  var registrations: [String: UITableViewCell.Type] = [:]
  var style = UITableView.Style.plain
  var isEditing = false
  /// The data source is a diffable one: it applies snapshots, `reloadData()` does not ask.
  var isDiffable = false
  /// The updates since `beginUpdates()`, checked against the data source at the end.
  var batch: TableUpdates?
  var batchDepth = 0
  /// Shows the rows' swipe actions from the delegate.
  var swipeActions: SwipeActionsPresenter?
  /// The content offset the delegate last heard of.
  var reportedOffset = CGPoint.zero
  /// Scrolls the table as the user's finger drags.
  var scrolling: ScrollingPan?
  /// Header and footer view classes by reuse identifier.
  var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Header and footer views made, by reuse identifier, to hand out again.
  var headerFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
  /// Views handed out since the table last asked for its section headers.
  var headerFootersHandedOut: Set<ObjectIdentifier> = []
  /// The header and footer views on screen the delegate was told of, by section.
  var displayedHeaderFooters: (headers: [Int: UIView], footers: [Int: UIView]) = ([:], [:])
  var allowsSelection = true
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelection = false
  var allowsMultipleSelectionDuringEditing = false
  var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  var separatorColor: UIColor? = .separator
  var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  var cellLayoutMarginsFollowReadableWidth = false
  var backgroundView: UIView?
}

/// UIKit's `UITableView`: a HeadlessKit `ListView` made with UIKit's designated
/// `init(frame:style:)`, with UIKit's data source, delegate, registration and editing
/// API; `TestHost`, pictures and diagnostics handle it as any list, and name it as
/// written.
@preconcurrency @MainActor
open class UITableView: ListView {
  /// UIKit's state of the table: data source, delegate, registrations, editing.
  let tableState = TableUIKitState()

  /// Creates a table view, as UIKit's `init(frame:style:)`. The grouped styles set the
  /// grouped background colour; rows are laid out as in the plain style.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The look; fixed once made.
  public init(frame: CGRect, style: Style) {
    super.init(frame: frame)
    tableState.style = style
    if style != .plain { backgroundColor = .systemGroupedBackground }
    installSwipeActions()
    installDelegateHooks()
    tableState.scrolling = ScrollingPan(self)
  }

  /// Creates a plain table view, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; `.zero` by default.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working plain
  /// table with a zero frame.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    installSwipeActions()
    installDelegateHooks()
    tableState.scrolling = ScrollingPan(self)
  }

  /// Lays the rows out, then tells the delegate of a scroll since the last layout
  /// (`scrollViewDidScroll(_:)`, which `UITableViewDelegate` inherits, as in UIKit). A
  /// finger dragging up or down the table (`TestHost.swipe(_:direction:)`) scrolls it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    tellHeaderFooterDisplay()
    tellPrefetching()
    attachRowContextMenus()
    let state = tableState
    guard contentOffset != state.reportedOffset else { return }
    state.reportedOffset = contentOffset
    state.swipeActions?.hide()
    state.delegate?.scrollViewDidScroll(self)
  }

  /// A swipe across a row shows the delegate's swipe actions for it, as UIKit's table
  /// does.
  private func installSwipeActions() {
    tableState.swipeActions = SwipeActionsPresenter(list: self) {
      [unowned self] indexPath, leading in
      guard let delegate = tableState.delegate else { return nil }
      return leading
        ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }
}

extension UITableView {
  /// The look it was made with, as UIKit's `style`; `.plain` unless made with
  /// `init(frame:style:)`.
  public var style: Style { tableState.style }
}
