/// Controllers shown one at a time, picked by tabs: UITabBarController's role.
///
/// Switching sends appearance callbacks: the old tab's `willDisappear()`, the new one's
/// `willAppear()`, the old view leaves (`didDisappear()`), the new one gets
/// `didAppear()` after the next pass. The tab bar's buttons show the tabs' titles, read
/// in this controller's tracked `updateProperties()`.
///
/// ```swift
/// let tabs = TabController(tabs: [feed, search, profile])
/// tabs.select(1)
/// ```
@MainActor
open class TabController: Controller {
  /// The bar's height, in points.
  public static let barHeight = 49.0

  /// The tab bar; its buttons are identified `tab-0`, `tab-1`…
  public let tabBar = StackView(axis: .horizontal)
  /// The tabs, in order.
  public let tabs: [Controller]
  /// The index of the tab on screen.
  public private(set) var selectedIndex = 0
  private let content = View()

  /// Creates a tab controller showing the first tab.
  /// - Parameter tabs: The tabs; must not be empty.
  public init(tabs: [Controller]) {
    precondition(!tabs.isEmpty, "A TabController needs at least one tab.")
    self.tabs = tabs
    super.init()
  }

  /// The controller on screen.
  public var selectedController: Controller { tabs[selectedIndex] }

  override var childrenOnScreen: [Controller] { [selectedController] }

  open override func didLoad() {
    tabBar.identifier = "tabBar"
    tabBar.distribution = .fillEqually
    for (index, tab) in tabs.enumerated() {
      attachChild(tab)
      let button = Button()
      button.identifier = "tab-\(index)"
      button.addAction { [unowned self] in select(index) }
      tabBar.addArrangedSubview(button)
    }
    view.addSubview(content)
    view.addSubview(tabBar)
    content.addSubview(selectedController.view)
  }

  /// Reads the tabs' titles on platform 26: tracked.
  open override func updateProperties() {
    if hasPropertiesPhase { refreshBar() }
  }

  /// Reads the tabs' titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() {
    if !hasPropertiesPhase { refreshBar() }
  }

  private func refreshBar() {
    for (index, button) in tabBar.arrangedSubviews.enumerated() {
      let button = button as! Button
      button.title = tabs[index].title ?? "Tab \(index + 1)"
      button.isEnabled = index != selectedIndex
    }
  }

  /// Places the content above the tab bar.
  open override func didLayout() {
    let bounds = view.bounds
    content.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    tabBar.frame = Rect(x: 0, y: content.frame.height, width: bounds.width, height: Self.barHeight)
    selectedController.viewIfLoaded?.frame = content.bounds
  }

  /// Shows the tab at `index`, as a user's tap on it would. Out-of-range indexes and
  /// the current tab are ignored.
  /// - Parameter index: The tab.
  public func select(_ index: Int) {
    guard tabs.indices.contains(index), index != selectedIndex else { return }
    let old = selectedController
    let new = tabs[index]
    let visible = isViewLoaded && appearance.isVisible
    if isViewLoaded { new.loadViewIfNeeded() }
    if visible { old.beginAppearance(false) }
    selectedIndex = index
    guard isViewLoaded else { return }
    if visible { new.beginAppearance(true) }
    old.viewIfLoaded?.removeFromSuperview()
    if visible { old.endAppearance(false) }
    content.addSubview(new.view)
    new.view.frame = content.bounds
    if visible, let application = visibleApplication { application.awaitDidAppear(new) }
    setNeedsRefresh()
  }
}
