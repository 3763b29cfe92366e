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
    // Children from the start, as UIKit's viewControllers are, before any view loads.
    for tab in tabs {
      addChild(tab)
      tab.didMove(toParent: self)
    }
  }

  /// The controller on screen. Setting it to one of ``tabs`` selects that tab; any other
  /// controller is ignored, as UIKit ignores one that is not among its view controllers.
  public var selectedController: Controller {
    get { tabs[selectedIndex] }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
    }
  }

  open override func didLoad() {
    tabBar.identifier = "tabBar"
    tabBar.distribution = .fillEqually
    tabBar.backgroundColor = Palette.bar
    for index in tabs.indices {
      let button = TabBarButton()
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
      button.isSelected = index == selectedIndex
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
    selectedIndex = index
    guard isViewLoaded else { return }
    if visible {
      new.beginAppearance(true)
      old.beginAppearance(false)
    }
    old.viewIfLoaded?.removeFromSuperview()
    if visible { old.endAppearance(false) }
    content.addSubview(new.view)
    new.view.frame = content.bounds
    if visible, let application = visibleApplication { application.awaitDidAppear(new) }
    setNeedsRefresh()
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
