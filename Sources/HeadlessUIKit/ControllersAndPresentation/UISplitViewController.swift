// `public import`, not `import`: with an internal import of the module declaring the
// hooks this class overrides, subclasses in other modules get a vtable that does not
// match this class's (swiftlang/swift#80133).
public import HeadlessKit

/// A container of two or three columns side by side, as UIKit's `UISplitViewController`
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller).
///
/// Column style (`init(style: .doubleColumn)` or `.tripleColumn`): give each column a
/// controller with ``setViewController(_:for:)``; one that is not a navigation
/// controller is wrapped in one, as UIKit does, and ``viewController(for:)`` returns the
/// controller you set. Classic style (`.unspecified`): set ``viewControllers`` to the
/// primary and the secondary.
///
/// In a horizontally compact window (an iPhone in portrait, TestHost's default window)
/// the split view is collapsed, as on iOS: ``isCollapsed`` is `true` and it shows one
/// navigation stack: the `.compact` column's controller if you set one; otherwise the
/// primary column's navigation controller with the secondary (and supplementary)
/// column's controllers pushed on it when the top column is `.secondary`, the column
/// UIKit proposes and the delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` may change.
/// ``show(_:)`` then pushes or pops to a column. In a regular window the columns are
/// side by side, following ``preferredDisplayMode``; a change of size class collapses or
/// expands it, moving the controllers between the stacks as UIKit does.
///
/// Nothing animates or is dragged headlessly: `presentsWithGesture` and the background
/// styles are kept for code to read.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The split view's style, as UIKit's `UISplitViewController.Style`.
  public enum Style: Int, Sendable {
    /// The classic style: ``viewControllers`` holds the primary and secondary.
    case unspecified = 0
    /// Two columns: primary and secondary.
    case doubleColumn = 1
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn = 2
  }
  /// A column, as UIKit's `UISplitViewController.Column`.
  public enum Column: Int, Sendable, CaseIterable {
    /// The leading column (a sidebar or list).
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The trailing column (the detail).
    case secondary = 2
    /// The controller shown instead of the others when collapsed.
    case compact = 3
  }
  /// How the columns are arranged when expanded, as UIKit's
  /// `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable {
    /// The split view chooses.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One column beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary.
    case oneOverSecondary = 3
    /// Two columns beside the secondary.
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns pushing the secondary aside.
    case twoDisplaceSecondary = 6

    /// The deprecated name of ``secondaryOnly``.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// The deprecated name of ``oneBesideSecondary``.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The deprecated name of ``oneOverSecondary``.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }
  /// How columns share the width, as UIKit's `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: Int, Sendable {
    /// The split view chooses (tile here).
    case automatic = 0
    /// Side by side.
    case tile = 1
    /// Over the secondary.
    case overlay = 2
    /// Pushing the secondary aside.
    case displace = 3
  }
  /// Which edge the primary column is on, as UIKit's `UISplitViewController.PrimaryEdge`.
  public enum PrimaryEdge: Int, Sendable {
    /// The leading edge.
    case leading = 0
    /// The trailing edge.
    case trailing = 1
  }
  /// The primary column's background, as UIKit's `UISplitViewController.BackgroundStyle`.
  public enum BackgroundStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A sidebar's.
    case sidebar = 1
  }
  /// When the display-mode button shows, as UIKit's
  /// `UISplitViewController.DisplayModeButtonVisibility`.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    /// The split view chooses.
    case automatic = 0
    /// Never.
    case never = 1
    /// Always.
    case always = 2
  }

  /// The value of the width properties that lets the split view choose, as UIKit's
  /// `automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The style, as UIKit's `style`.
  public let style: Style
  /// Told of collapsing, expanding and column changes, as UIKit's `delegate` (held
  /// weakly).
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The controllers set for the columns.
  private var columns: [Column: UIViewController] = [:]
  /// The navigation controllers that show the columns: a set controller that is one, or
  /// the wrapper made for it.
  private var containers: [Column: UINavigationController] = [:]
  /// The classic style's controllers.
  private var classicControllers: [UIViewController] = []
  /// Whether the shown arrangement is collapsed; `nil` before the first arrangement.
  private var arrangedCollapsed: Bool?
  /// The controllers embedded now, in the order their views are stacked.
  private var shown: [UIViewController] = []
  /// When collapsed: the column stacks moved onto the primary's, in column order.
  private var movedStacks: [(column: Column, stack: [UIViewController])] = []
  /// When collapsed: how many controllers of the one stack are the primary's.
  private var primaryStackCount = 0
  /// The display mode set by ``show(_:)`` and ``hide(_:)``, ahead of the preferred one.
  private var chosenDisplayMode: DisplayMode?

  /// Creates a column-style (or classic) split view, as UIKit's `init(style:)`.
  /// - Parameter style: `.doubleColumn`, `.tripleColumn`, or `.unspecified` (classic).
  public init(style: UISplitViewController.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view, as UIKit's `init(nibName:bundle:)`.
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    style = .unspecified
    super.init(nibName: nibName, bundle: bundle)
  }

  /// UIKit's archive initializer: a classic split view (there are no archives).
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  // MARK: Columns

  /// Sets a column's controller, as UIKit's `setViewController(_:for:)`: one that is not
  /// a navigation controller is wrapped in one. Column style only: a classic split view
  /// stops with a message, as UIKit raises an exception.
  /// - Parameters:
  ///   - vc: The controller; `nil` removes the column's.
  ///   - column: The column (`.supplementary` in a triple-column split view only).
  open func setViewController(
    _ vc: UIViewController?, for column: UISplitViewController.Column
  ) {
    guard style != .unspecified else {
      preconditionFailure(
        "UISplitViewController.setViewController(_:for: .\(column)): a classic split view "
          + "(style .unspecified) has no columns; use init(style: .doubleColumn) or "
          + ".tripleColumn, or set viewControllers")
    }
    guard column != .supplementary || style == .tripleColumn else {
      preconditionFailure(
        "UISplitViewController.setViewController(_:for: .supplementary): only a "
          + ".tripleColumn split view has a supplementary column; this one is .\(style)")
    }
    if let vc, columns[column] === vc { return }
    let wasArranged = arrangedCollapsed != nil
    if wasArranged { tearDown() }
    columns[column] = vc
    if let vc {
      containers[column] =
        vc as? UINavigationController
        ?? UINavigationController(rootViewController: vc)
    } else {
      containers[column] = nil
    }
    if wasArranged { arrange(collapsed: arrangedCollapsed!) }
  }

  /// The controller set for a column, as UIKit's `viewController(for:)`: the one passed
  /// to ``setViewController(_:for:)``, not its wrapper.
  /// - Parameter column: The column.
  /// - Returns: The controller, or `nil`.
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    style == .unspecified ? nil : columns[column]
  }

  /// The split view's children, as UIKit's `viewControllers`: for the classic style the
  /// primary and the secondary; for the column style the columns' navigation
  /// controllers, primary first. Setting it is the classic style's API.
  open var viewControllers: [UIViewController] {
    get {
      if style == .unspecified { return classicControllers }
      return [Column.primary, .supplementary, .secondary].compactMap { containers[$0] }
    }
    set {
      let wasArranged = arrangedCollapsed != nil
      if wasArranged { tearDown() }
      if style == .unspecified {
        classicControllers = Array(newValue.prefix(2))
      } else {
        let order: [Column] =
          style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (column, vc) in zip(order, newValue) {
          columns[column] = vc
          containers[column] =
            vc as? UINavigationController
            ?? UINavigationController(rootViewController: vc)
        }
      }
      if wasArranged { arrange(collapsed: arrangedCollapsed!) }
    }
  }

  /// Shows a column, as UIKit's `show(_:)`. Collapsed: the one stack pushes the column's
  /// controllers (or pops back to them). Expanded: the display mode changes so the
  /// column is visible. The delegate hears `splitViewController(_:willShow:)`.
  /// - Parameter column: The column.
  open func show(_ column: UISplitViewController.Column) {
    delegate?.splitViewController(self, willShow: column)
    if isCollapsed {
      guard arrangedCollapsed == true else { return }
      collapsedShow(column)
    } else {
      switch (column, style) {
      case (.primary, .tripleColumn):
        setDisplayMode(overlay ? .twoOverSecondary : .twoBesideSecondary)
      case (.primary, _), (.supplementary, _):
        if displayMode == .secondaryOnly {
          setDisplayMode(overlay ? .oneOverSecondary : .oneBesideSecondary)
        }
      case (.secondary, _), (.compact, _): break
      }
    }
  }

  /// Hides a column, as UIKit's `hide(_:)`. Collapsed: the one stack pops back past the
  /// column. Expanded: the display mode changes so the column is hidden. The delegate
  /// hears `splitViewController(_:willHide:)`.
  /// - Parameter column: The column.
  open func hide(_ column: UISplitViewController.Column) {
    delegate?.splitViewController(self, willHide: column)
    if isCollapsed {
      guard arrangedCollapsed == true else { return }
      switch column {
      case .secondary: collapsedShow(style == .tripleColumn ? .supplementary : .primary)
      case .supplementary: collapsedShow(.primary)
      case .primary, .compact: break
      }
    } else {
      switch column {
      case .primary:
        setDisplayMode(
          style == .tripleColumn && displayMode != .secondaryOnly
            ? .oneBesideSecondary : .secondaryOnly)
      case .supplementary: setDisplayMode(.secondaryOnly)
      case .secondary, .compact: break
      }
    }
  }

  private var overlay: Bool { preferredSplitBehavior == .overlay }

  // MARK: Display mode and behavior

  /// Whether the columns are collapsed into one stack, as UIKit's `isCollapsed`: `true`
  /// in a horizontally compact environment.
  open var isCollapsed: Bool {
    if let arrangedCollapsed, isViewLoaded, view.window != nil { return arrangedCollapsed }
    return traitCollection.horizontalSizeClass == .compact
  }

  /// The arrangement you prefer, as UIKit's `preferredDisplayMode`; `.automatic` by
  /// default.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      chosenDisplayMode = nil
      relayoutColumns(from: oldValue == .automatic ? displayModeFor(.automatic) : oldValue)
    }
  }

  /// The arrangement now, as UIKit's `displayMode`: never `.automatic`. The preferred
  /// mode, or for `.automatic` the one iPad uses: the columns beside the secondary in a
  /// landscape window, the secondary only in a portrait one.
  open var displayMode: DisplayMode {
    displayModeFor(chosenDisplayMode ?? preferredDisplayMode)
  }

  private func displayModeFor(_ mode: DisplayMode) -> DisplayMode {
    guard mode == .automatic else {
      if style == .doubleColumn || style == .unspecified {
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
      }
      return mode
    }
    let bounds = viewIfLoaded?.bounds ?? Window.defaultFrame
    guard bounds.width >= bounds.height else { return .secondaryOnly }
    return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  private func setDisplayMode(_ mode: DisplayMode) {
    let old = displayMode
    chosenDisplayMode = mode
    relayoutColumns(from: old)
  }

  private func relayoutColumns(from old: DisplayMode) {
    let new = displayMode
    guard new != old else { return }
    delegate?.splitViewController(self, willChangeTo: new)
    if arrangedCollapsed == false {
      tearDown()
      arrange(collapsed: false)
    }
  }

  /// How columns share the width you prefer, as UIKit's `preferredSplitBehavior`;
  /// `.automatic` by default. `.overlay` makes ``show(_:)`` lay the primary over the
  /// secondary.
  open var preferredSplitBehavior: SplitBehavior = .automatic
  /// How columns share the width now, as UIKit's `splitBehavior`: the preferred one, or
  /// `.tile` for `.automatic`.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }
  /// Whether a swipe shows and hides the primary column, as UIKit's
  /// `presentsWithGesture` (`true` by default). Kept: nothing is swiped headlessly.
  open var presentsWithGesture = true
  /// Whether the secondary-only button shows, as UIKit's `showsSecondaryOnlyButton`.
  /// Kept for code to read.
  open var showsSecondaryOnlyButton = false
  /// When the display-mode button shows, as UIKit's `displayModeButtonVisibility`. Kept
  /// for code to read.
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
  /// Which edge the primary column is on, as UIKit's `primaryEdge`. Kept: columns are
  /// laid out from the leading edge.
  open var primaryEdge: PrimaryEdge = .leading
  /// The primary column's background, as UIKit's `primaryBackgroundStyle`. Kept: the
  /// background is drawn by the column's controllers.
  open var primaryBackgroundStyle: BackgroundStyle = .none

  /// A button that shows or hides the primary column, as UIKit's
  /// `displayModeButtonItem`: put it in a navigation item's bar.
  open private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
    title: "Sidebar",
    primaryAction: UIAction { [unowned self] _ in
      let target = self.delegate?.targetDisplayModeForAction(in: self) ?? .automatic
      if target != .automatic {
        self.setDisplayMode(target)
      } else if self.displayMode == .secondaryOnly {
        self.show(.primary)
      } else {
        self.hide(.primary)
      }
    })

  // MARK: Column widths

  /// The primary column's width you prefer, in points, as UIKit's
  /// `preferredPrimaryColumnWidth`; ``automaticDimension`` by default. Ahead of the
  /// fraction.
  open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's width you prefer, as a fraction of the split view's, as
  /// UIKit's `preferredPrimaryColumnWidthFraction`; ``automaticDimension`` by default.
  open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController
    .automaticDimension
  {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The narrowest the primary column may be, as UIKit's `minimumPrimaryColumnWidth`.
  open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The widest the primary column may be, as UIKit's `maximumPrimaryColumnWidth`.
  open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's width, as UIKit's `primaryColumnWidth`: the preferred width
  /// (or fraction of the split view's width; 320 points for automatic), kept between the
  /// minimum and maximum.
  open var primaryColumnWidth: CGFloat {
    columnWidth(
      preferredPrimaryColumnWidth, preferredPrimaryColumnWidthFraction,
      minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)
  }

  /// The supplementary column's width you prefer, in points, as UIKit's
  /// `preferredSupplementaryColumnWidth`.
  open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController
    .automaticDimension
  {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's width as a fraction, as UIKit's
  /// `preferredSupplementaryColumnWidthFraction`.
  open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController
    .automaticDimension
  {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The narrowest the supplementary column may be, as UIKit's
  /// `minimumSupplementaryColumnWidth`.
  open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController
    .automaticDimension
  {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The widest the supplementary column may be, as UIKit's
  /// `maximumSupplementaryColumnWidth`.
  open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController
    .automaticDimension
  {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's width, as UIKit's `supplementaryColumnWidth`, chosen as
  /// ``primaryColumnWidth`` is.
  open var supplementaryColumnWidth: CGFloat {
    columnWidth(
      preferredSupplementaryColumnWidth, preferredSupplementaryColumnWidthFraction,
      minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth)
  }

  private func columnWidth(
    _ preferred: CGFloat, _ fraction: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat
  ) -> CGFloat {
    let total = (viewIfLoaded?.bounds ?? Window.defaultFrame).width
    let automatic = Self.automaticDimension
    var width: CGFloat =
      preferred != automatic ? preferred : fraction != automatic ? fraction * total : 320
    if maximum != automatic { width = min(width, maximum) }
    if minimum != automatic { width = max(width, minimum) }
    return min(max(0, width), total)
  }

  // MARK: Showing controllers

  /// Shows `vc` in the detail, as UIKit's `showDetailViewController(_:sender:)` on a
  /// split view: unless the delegate's
  /// `splitViewController(_:showDetail:sender:)` handles it, collapsed it is pushed on
  /// the one stack, expanded it becomes the secondary column's controller.
  /// - Parameters:
  ///   - vc: The controller.
  ///   - sender: The object asking.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if arrangedCollapsed == true, let stack = oneStack {
      let pushed = (vc as? UINavigationController)?.viewControllers ?? [vc]
      stack.setViewControllers(stack.viewControllers + pushed, animated: false)
      return
    }
    if style == .unspecified {
      var controllers = classicControllers
      if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
      viewControllers = controllers
    } else {
      setViewController(vc, for: .secondary)
      show(.secondary)
    }
  }

  /// Shows `vc` in the primary context, as UIKit's `show(_:sender:)` on a split view:
  /// unless the delegate's `splitViewController(_:show:sender:)` handles it, it is pushed
  /// on the primary column's navigation stack (the one stack when collapsed).
  /// - Parameters:
  ///   - vc: The controller.
  ///   - sender: The object asking.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if let stack = oneStack ?? containers[.primary] {
      stack.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// The navigation controller holding the one stack when collapsed.
  private var oneStack: UINavigationController? {
    guard arrangedCollapsed == true else { return nil }
    return shown.first as? UINavigationController
  }

  // MARK: Arranging

  /// The primary's container: the column style's navigation controller, or the classic
  /// primary.
  private var primaryContainer: UIViewController? {
    style == .unspecified ? classicControllers.first : containers[.primary]
  }

  /// Removes the shown controllers, putting moved stacks back in their own containers.
  private func tearDown() {
    guard let collapsed = arrangedCollapsed else { return }
    for controller in shown { controller.unembed() }
    if collapsed, let stack = shown.first as? UINavigationController {
      let all = stack.viewControllers
      let own = Array(all.prefix(primaryStackCount))
      var rest = Array(all.dropFirst(primaryStackCount))
      if !own.isEmpty, own.count < all.count { stack.setViewControllers(own, animated: false) }
      for (column, moved) in movedStacks {
        guard let container = containerFor(column) as? UINavigationController else { continue }
        var back = Array(rest.prefix(moved.count))
        rest.removeFirst(back.count)
        if column == movedStacks.last?.column { back += rest }
        if back.isEmpty { back = Array(moved.prefix(1)) }
        for controller in back where controller.parent != nil {
          controller.willMove(toParent: nil)
          controller.removeFromParent()
        }
        container.setViewControllers(back, animated: false)
      }
    }
    movedStacks = []
    shown = []
  }

  private func containerFor(_ column: Column) -> UIViewController? {
    if style == .unspecified {
      switch column {
      case .primary: return classicControllers.first
      case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
      default: return nil
      }
    }
    return containers[column]
  }

  /// Shows the controllers for the collapsed or expanded arrangement.
  private func arrange(collapsed: Bool) {
    arrangedCollapsed = collapsed
    if collapsed {
      arrangeCollapsed()
    } else {
      arrangeExpanded()
    }
    view.setNeedsLayout()
  }

  private func arrangeCollapsed() {
    if style != .unspecified, let compact = containers[.compact] {
      embed(compact, in: view)
      shown = [compact]
      return
    }
    guard let primary = primaryContainer else { return }
    embed(primary, in: view)
    shown = [primary]
    guard let stack = primary as? UINavigationController else { return }
    primaryStackCount = stack.viewControllers.count
    var columnsToMove: [Column] = []
    if style == .unspecified {
      if let secondary = containerFor(.secondary),
        delegate?.splitViewController(
          self, collapseSecondary: secondary, onto: primary) != true
      {
        columnsToMove = [.secondary]
      }
    } else {
      let top =
        delegate?.splitViewController(
          self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
      switch top {
      case .secondary:
        columnsToMove = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
      case .supplementary: columnsToMove = style == .tripleColumn ? [.supplementary] : []
      case .primary, .compact: columnsToMove = []
      }
    }
    var pushed: [UIViewController] = []
    for column in columnsToMove {
      guard let container = containerFor(column) else { continue }
      let moved = (container as? UINavigationController)?.viewControllers ?? [container]
      if let navigation = container as? UINavigationController {
        navigation.navigationStack.removeAll()
      }
      movedStacks.append((column, moved))
      pushed += moved
    }
    if !pushed.isEmpty {
      stack.setViewControllers(stack.viewControllers + pushed, animated: false)
    }
  }

  private func arrangeExpanded() {
    var order: [Column] = [.secondary]
    switch (displayMode, style) {
    case (.secondaryOnly, _): break
    case (.oneBesideSecondary, .tripleColumn), (.oneOverSecondary, .tripleColumn):
      order.append(.supplementary)
    case (.oneBesideSecondary, _), (.oneOverSecondary, _): order.append(.primary)
    default: order += [.supplementary, .primary]
    }
    for column in order {
      guard let container = containerFor(column), !shown.contains(where: { $0 === container })
      else { continue }
      embed(container, in: view)
      shown.append(container)
    }
  }

  /// Pushes or pops the one stack so the column's controllers are on top.
  private func collapsedShow(_ column: Column) {
    guard let stack = oneStack else { return }
    if column == .primary {
      if stack.viewControllers.count > primaryStackCount {
        stack.setViewControllers(
          Array(stack.viewControllers.prefix(primaryStackCount)), animated: false)
        movedStacks = movedStacks.map { ($0.column, $0.stack) }
      }
      return
    }
    let wanted: [Column] =
      column == .secondary
      ? (style == .tripleColumn ? [.supplementary, .secondary] : [.secondary])
      : [.supplementary]
    var stackNow = Array(stack.viewControllers.prefix(primaryStackCount))
    var moved: [(column: Column, stack: [UIViewController])] = []
    for column in wanted {
      let previous = movedStacks.first { $0.column == column }?.stack
      guard let container = containerFor(column) else { continue }
      let controllers: [UIViewController]
      if let previous {
        controllers = previous
      } else {
        controllers = (container as? UINavigationController)?.viewControllers ?? [container]
        (container as? UINavigationController)?.navigationStack.removeAll()
      }
      moved.append((column, controllers))
      stackNow += controllers
    }
    movedStacks =
      moved
      + movedStacks.filter { entry in
        !moved.contains { $0.column == entry.column }
      }
    movedStacks.sort { $0.column.rawValue < $1.column.rawValue }
    stack.setViewControllers(stackNow, animated: false)
  }

  /// Collapses or expands when the size class says so.
  private func arrangeIfNeeded() {
    let collapsed = traitCollection.horizontalSizeClass == .compact
    guard collapsed != arrangedCollapsed else { return }
    let changing = arrangedCollapsed != nil
    if !changing {
      arrange(collapsed: collapsed)
      return
    }
    if !collapsed,
      let proposed = delegate?.splitViewController(
        self, displayModeForExpandingToProposedDisplayMode: displayMode), proposed != .automatic
    {
      chosenDisplayMode = proposed
    }
    tearDown()
    arrange(collapsed: collapsed)
    if collapsed {
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      delegate?.splitViewControllerDidExpand(self)
    }
  }

  // MARK: HeadlessKit's hooks

  public override func didLoad() {
    registerForTraitChanges([Trait.horizontalSizeClass]) {
      (split: UISplitViewController, _: TraitCollection) in
      split.arrangeIfNeeded()
    }
    super.didLoad()
  }

  /// Collapses or expands when the horizontal size class changed, as UIKit's split view
  /// does, after the superclass's method. An override calls `super`.
  /// - Parameter previousTraitCollection: The traits before the change.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if isViewLoaded, arrangedCollapsed != nil { arrangeIfNeeded() }
  }

  public override func willLayout() {
    arrangeIfNeeded()
    super.willLayout()
  }

  public override func didLayout() {
    let bounds = view.bounds
    if arrangedCollapsed == true {
      for controller in shown { controller.viewIfLoaded?.frame = bounds }
    } else {
      var x: CGFloat = 0
      let mode = displayMode
      let over = mode == .oneOverSecondary || mode == .twoOverSecondary
      var secondaryX: CGFloat = 0
      for column in [Column.primary, .supplementary] {
        guard let container = containerFor(column), shown.contains(where: { $0 === container })
        else { continue }
        let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
        container.viewIfLoaded?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        x += width
        if !over { secondaryX = x }
      }
      if let secondary = containerFor(.secondary) {
        secondary.viewIfLoaded?.frame = CGRect(
          x: secondaryX, y: 0, width: max(0, bounds.width - secondaryX),
          height: bounds.height)
      }
    }
    super.didLayout()
  }
}

extension UIViewController {
  /// The nearest ancestor that is a `UISplitViewController`, as UIKit's
  /// `splitViewController`.
  public var splitViewController: UISplitViewController? {
    nearestAncestor(of: UISplitViewController.self)
  }
}

/// Told of a split view's collapsing, expanding and column changes, as UIKit's
/// `UISplitViewControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate). Every
/// method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column to show on top when the split view collapses; the split view proposes
  /// `.secondary`.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - proposedTopColumn: The proposed column.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode to use when the split view expands.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - proposedDisplayMode: The proposed mode.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The split view collapsed.
  /// - Parameter svc: The split view.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The split view expanded.
  /// - Parameter svc: The split view.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// A column is about to show (``UISplitViewController/show(_:)``).
  /// - Parameters:
  ///   - svc: The split view.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to hide (``UISplitViewController/hide(_:)``).
  /// - Parameters:
  ///   - svc: The split view.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  /// An interactive presentation gesture is about to begin. Never sent: nothing is
  /// swiped headlessly.
  /// - Parameter svc: The split view.
  func splitViewControllerInteractivePresentationGestureWillBegin(
    _ svc: UISplitViewController)
  /// An interactive presentation gesture ended. Never sent headlessly.
  /// - Parameter svc: The split view.
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
  /// The display mode is about to change.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - displayMode: The new mode.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// The display mode the display-mode button switches to; `.automatic` lets the split
  /// view toggle the primary column.
  /// - Parameter svc: The split view.
  func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode
  /// Whether the delegate shows `vc` itself for `show(_:sender:)`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - vc: The controller.
  ///   - sender: The object asking.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool
  /// Whether the delegate shows `vc` itself for `showDetailViewController(_:sender:)`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - vc: The controller.
  ///   - sender: The object asking.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
    sender: Any?
  ) -> Bool
  /// The primary controller to use when collapsing (classic style). Not asked: the
  /// primary column's controller is used.
  /// - Parameter splitViewController: The split view.
  func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  /// The primary controller to use when expanding (classic style). Not asked.
  /// - Parameter splitViewController: The split view.
  func primaryViewController(forExpanding splitViewController: UISplitViewController)
    -> UIViewController?
  /// Whether the delegate collapsed the secondary onto the primary itself (classic
  /// style): `true` discards the secondary from the collapsed stack; `false` (the
  /// default) lets a navigation controller primary push it.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - secondaryViewController: The secondary.
  ///   - primaryViewController: The primary.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// The secondary to separate from the primary when expanding (classic style). Not
  /// asked: the stack above the primary's own controllers goes back to the secondary.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - primaryViewController: The primary.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// The supported orientations. Not asked: windows do not rotate headlessly.
  /// - Parameter splitViewController: The split view.
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask
  /// The preferred orientation for presentation. Not asked headlessly.
  /// - Parameter splitViewController: The split view.
  func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
  /// `proposedTopColumn`.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - proposedTopColumn: The proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// `proposedDisplayMode`.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - proposedDisplayMode: The proposed mode.
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  /// Does nothing.
  /// - Parameter svc: The split view.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Does nothing.
  /// - Parameter svc: The split view.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Does nothing.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - column: The column.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - column: The column.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
  /// Does nothing.
  /// - Parameter svc: The split view.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ svc: UISplitViewController
  ) {}
  /// Does nothing.
  /// - Parameter svc: The split view.
  public func splitViewControllerInteractivePresentationGestureDidEnd(
    _ svc: UISplitViewController
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - svc: The split view.
  ///   - displayMode: The new mode.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  /// `.automatic`.
  /// - Parameter svc: The split view.
  public func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode
  { .automatic }
  /// `false`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - vc: The controller.
  ///   - sender: The object asking.
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }
  /// `false`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - vc: The controller.
  ///   - sender: The object asking.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
    sender: Any?
  ) -> Bool { false }
  /// `nil`.
  /// - Parameter splitViewController: The split view.
  public func primaryViewController(
    forCollapsing splitViewController: UISplitViewController
  ) -> UIViewController? { nil }
  /// `nil`.
  /// - Parameter splitViewController: The split view.
  public func primaryViewController(
    forExpanding splitViewController: UISplitViewController
  ) -> UIViewController? { nil }
  /// `false`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - secondaryViewController: The secondary.
  ///   - primaryViewController: The primary.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  /// `nil`.
  /// - Parameters:
  ///   - splitViewController: The split view.
  ///   - primaryViewController: The primary.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  /// `.all`.
  /// - Parameter splitViewController: The split view.
  public func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask { .all }
  /// `.portrait`.
  /// - Parameter splitViewController: The split view.
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation { .portrait }
}
