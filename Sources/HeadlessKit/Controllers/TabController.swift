/// Controllers shown one at a time, picked by tabs: UITabBarController's role.
///
/// Switching sends appearance callbacks in the order UITabBarController is observed to
/// on iOS: the new tab loads its view the first time it is selected, then its
/// `willAppear()`, the old tab's `willDisappear()`, the old view leaves (`didDisappear()`),
/// and the new tab gets `didAppear()` after the next pass. The tab bar's buttons show the tabs'
/// titles, read
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
  /// The tabs, in order; ``setTabs(_:)`` replaces them.
  public private(set) var tabs: [Controller]
  /// The index of the tab on screen; setting it is ``select(_:)``.
  public var selectedIndex: Int {
    get { currentIndex }
    set { select(newValue) }
  }
  private var currentIndex = 0
  private let content = View()

  /// Creates a tab controller showing the first tab.
  /// - Parameter tabs: The tabs; may be empty until ``setTabs(_:)``.
  public init(tabs: [Controller]) {
    self.tabs = tabs
    super.init()
    // Children from the start, as UIKit's viewControllers are, before any view loads.
    for tab in tabs {
      addChild(tab)
      tab.didMove(toParent: self)
    }
  }

  /// Creates a tab controller without tabs, as UIKit's `UITabBarController()`; give it
  /// tabs with ``setTabs(_:)``.
  public convenience override init() {
    self.init(tabs: [])
  }

  /// The controller on screen. Setting it to one of ``tabs`` selects that tab; any other
  /// controller is ignored, as UIKit ignores one that is not among its view controllers.
  /// A tab controller without tabs has none: check ``tabs`` first.
  public var selectedController: Controller {
    get {
      precondition(!tabs.isEmpty, "TabController.selectedController: there are no tabs")
      return tabs[currentIndex]
    }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
    }
  }

  /// The tab on screen, or `nil` when there are no tabs.
  private var currentTab: Controller? {
    tabs.indices.contains(currentIndex) ? tabs[currentIndex] : nil
  }

  /// Replaces the tabs, as UIKit's `setViewControllers(_:animated:)`: controllers that
  /// leave get `willMove(toParent: nil)` before and `didMove(toParent: nil)` after;
  /// those that join get `willMove(toParent:)` before and `didMove(toParent:)` after. The
  /// tab on screen stays selected when it is among the new tabs, else the first is; when
  /// that changes the tab on screen, the new one appears and the old one disappears, as
  /// on a tap.
  /// - Parameter newTabs: The new tabs, in order.
  public func setTabs(_ newTabs: [Controller]) {
    let old = currentTab
    let leaving = tabs.filter { tab in !newTabs.contains { $0 === tab } }
    let joining = newTabs.filter { tab in !tabs.contains { $0 === tab } }
    for tab in leaving { tab.willMove(toParent: nil) }
    for tab in joining { addChild(tab) }
    tabs = newTabs
    currentIndex = old.flatMap { old in newTabs.firstIndex { $0 === old } } ?? 0
    if isViewLoaded {
      show(currentTab, replacing: old)
      makeBarButtons()
    }
    for tab in leaving {
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    for tab in joining { tab.didMove(toParent: self) }
    setNeedsRefresh()
  }

  open override func didLoad() {
    tabBar.identifier = "tabBar"
    tabBar.distribution = .fillEqually
    tabBar.backgroundColor = Palette.bar
    makeBarButtons()
    view.addSubview(content)
    view.addSubview(tabBar)
    if let tab = currentTab { content.addSubview(tab.view) }
  }

  /// One button per tab.
  private func makeBarButtons() {
    for button in tabBar.arrangedSubviews { button.removeFromSuperview() }
    for index in tabs.indices {
      let button = TabBarButton()
      button.identifier = "tab-\(index)"
      button.addAction { [unowned self] in select(index) }
      tabBar.addArrangedSubview(button)
    }
  }

  /// Reads the tabs' titles on platform 26: tracked.
  open override func updateProperties() {
    if policy.stateHook == .updateProperties { refreshBar() }
  }

  /// Reads the tabs' titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() {
    if policy.stateHook == .willLayout { refreshBar() }
  }

  private func refreshBar() {
    for (index, button) in tabBar.arrangedSubviews.enumerated() {
      let button = button as! Button
      button.title = tabs[index].title ?? "Tab \(index + 1)"
      button.isSelected = index == selectedIndex
    }
  }

  /// Places the content above the tab bar.
  open override func didLayout() {
    let bounds = view.bounds
    content.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    tabBar.frame = Rect(x: 0, y: content.frame.height, width: bounds.width, height: Self.barHeight)
    currentTab?.viewIfLoaded?.frame = content.bounds
  }

  /// Shows the tab at `index`, as a user's tap on it would. Out-of-range indexes and
  /// the current tab are ignored.
  /// - Parameter index: The tab.
  public func select(_ index: Int) {
    guard tabs.indices.contains(index), index != currentIndex else { return }
    let old = currentTab
    currentIndex = index
    guard isViewLoaded else { return }
    show(tabs[index], replacing: old)
    setNeedsRefresh()
  }

  /// Puts `new`'s view on screen in place of `old`'s, with the appearance callbacks in
  /// UITabBarController's observed order (new `willAppear()` first).
  private func show(_ new: Controller?, replacing old: Controller?) {
    guard new !== old else { return }
    let visible = appearance.isVisible
    new?.loadViewIfNeeded()
    if visible {
      new?.beginAppearance(true)
      old?.beginAppearance(false)
    }
    old?.viewIfLoaded?.removeFromSuperview()
    if visible { old?.endAppearance(false) }
    guard let new else { return }
    content.addSubview(new.view)
    new.view.frame = content.bounds
    if visible, let application = visibleApplication { application.awaitDidAppear(new) }
  }
}

extension Controller {
  /// The nearest ancestor that is a tab controller, as UIKit's `tabBarController`.
  public var tabController: TabController? {
    nearestAncestor(of: TabController.self)
  }
}

/// A tab bar item: the selected one in the tint colour, the others gray, as iOS draws them.
final class TabBarButton: Button {
  override var userCodePhases: UserCodePhases { declaredUserCode(TabBarButton.self, []) }

  override func draw(in canvas: Canvas) {
    if let title, !title.isEmpty {
      canvas.text(
        title, in: bounds, color: isSelected ? Palette.tint : Palette.secondaryLabel,
        fontSize: 12, alignment: .center)
    }
  }
}
