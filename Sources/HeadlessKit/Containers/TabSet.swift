import Foundation

/// What a tab container does, whichever class hosts it: HeadlessKit's ``TabController``
/// and HeadlessUIKit's `UITabBarController` each hold one and forward their hooks and
/// their tab operations to it.
///
/// Threading: main actor only, like the controller that hosts it.
@MainActor
package final class TabSet {
  /// The bar's height, in points.
  package static let barHeight = 49.0

  /// The container: its view holds the content and the tab bar.
  package var host: Controller { hostReference! }
  private unowned var hostReference: Controller?
  /// The tab bar; its buttons are identified `tab-0`, `tab-1`…
  package let tabBar: StackView
  /// The colour of the tabs that are not selected (UIKit's `unselectedItemTintColor`);
  /// the system gray when `nil`.
  package var unselectedItemColor: Color? {
    didSet {
      for case let button as TabBarButton in tabBar.arrangedSubviews {
        button.unselectedColor = unselectedItemColor
      }
    }
  }
  /// The tabs, in order.
  package private(set) var tabs: [Controller] = []
  /// The index of the tab on screen.
  package private(set) var selectedIndex = 0
  private let content = View()
  /// Each tab's bar title when its controller has none: HeadlessKit's "Tab 2", or what
  /// the hosting module says (UIKit's tab bar items).
  package var titleOfTab: @MainActor (Controller, Int) -> String? = { tab, index in
    tab.title ?? "Tab \(index + 1)"
  }

  /// Makes an empty set with HeadlessKit's bar; its host attaches it in its initializer.
  package init() { tabBar = StackView(axis: .horizontal) }

  /// Makes an empty set whose bar is `tabBar` (HeadlessUIKit's `UITabBar`, which draws
  /// its own background); its host attaches it.
  package init(tabBar: StackView) { self.tabBar = tabBar }

  /// Makes this the tab set of `host`, with `tabs` its children from the start, as
  /// UIKit's view controllers are, before any view loads.
  package func attach(to host: Controller, tabs: [Controller]) {
    hostReference = host
    self.tabs = tabs
    for tab in tabs {
      host.addChild(tab)
      tab.didMove(toParent: host)
    }
  }

  /// The tab on screen, or `nil` when there are no tabs.
  package var currentTab: Controller? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
  }

  /// Replaces the tabs (see `TabController.setTabs(_:)`).
  package func setTabs(_ newTabs: [Controller]) {
    let host = host
    let old = currentTab
    let leaving = tabs.filter { tab in !newTabs.contains { $0 === tab } }
    let joining = newTabs.filter { tab in !tabs.contains { $0 === tab } }
    for tab in leaving { tab.willMove(toParent: nil) }
    for tab in joining { host.addChild(tab) }
    tabs = newTabs
    selectedIndex = old.flatMap { old in newTabs.firstIndex { $0 === old } } ?? 0
    if host.isViewLoaded {
      show(currentTab, replacing: old)
      makeBarButtons()
    }
    for tab in leaving {
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    for tab in joining { tab.didMove(toParent: host) }
    host.setNeedsRefresh()
  }

  /// Builds the bar and shows the selected tab: the host's `didLoad()`.
  package func didLoad() {
    tabBar.identifier = "tabBar"
    tabBar.distribution = .fillEqually
    if type(of: tabBar) == StackView.self { tabBar.backgroundColor = Palette.bar }
    makeBarButtons()
    host.view.addSubview(content)
    host.view.addSubview(tabBar)
    if let tab = currentTab { content.addSubview(tab.view) }
  }

  /// One button per tab.
  private func makeBarButtons() {
    for button in tabBar.arrangedSubviews { button.removeFromSuperview() }
    for index in tabs.indices {
      let button = TabBarButton()
      button.identifier = "tab-\(index)"
      button.unselectedColor = unselectedItemColor
      button.addAction { [unowned self] in
        if let userSelection { userSelection(index) } else { select(index) }
      }
      tabBar.addArrangedSubview(button)
    }
  }

  /// Reads the tabs' titles when `hook` is the platform's state hook (tracked): the
  /// host's `updateProperties()` on platform 26, its `willLayout()` on 18.
  package func refreshBar(in hook: Hook) {
    guard host.policy.stateHook == hook else { return }
    for (index, button) in tabBar.arrangedSubviews.enumerated() {
      let button = button as! Button
      button.title = titleOfTab(tabs[index], index)
      button.isSelected = index == selectedIndex
    }
  }

  /// Places the content above the tab bar, and the bar above the screen's bottom inset
  /// (a home indicator): the host's `didLayout()`.
  package func didLayout() {
    let bounds = host.view.bounds
    let inset = host.view.safeAreaInsets.bottom
    content.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.barHeight - inset))
    tabBar.frame = Rect(x: 0, y: content.frame.height, width: bounds.width, height: Self.barHeight)
    currentTab?.viewIfLoaded?.frame = content.bounds
  }

  /// Runs a user's tap on the tab at an index in place of ``select(_:)``: a companion
  /// module tells its delegates, then selects.
  package var userSelection: (@MainActor (Int) -> Void)?

  /// Shows the tab at `index`, as a user's tap on it would. Out-of-range indexes and
  /// the current tab are ignored.
  package func select(_ index: Int) {
    guard tabs.indices.contains(index), index != selectedIndex else { return }
    let old = currentTab
    selectedIndex = index
    guard host.isViewLoaded else { return }
    show(tabs[index], replacing: old)
    host.setNeedsRefresh()
  }

  /// Puts `new`'s view on screen in place of `old`'s, with the appearance callbacks in
  /// UITabBarController's observed order (new `willAppear()` first).
  private func show(_ new: Controller?, replacing old: Controller?) {
    guard new !== old else { return }
    let visible = host.appearance.isVisible
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
    if visible, let application = host.visibleApplication { application.awaitDidAppear(new) }
  }
}

/// A controller that hosts a ``TabSet``: how HeadlessKit's tools find a tab container in
/// either module's spelling.
@MainActor
package protocol TabSetHost: Controller {
  /// The tabs this controller shows.
  var tabSet: TabSet { get }
}

/// A tab bar item: the selected one in the tint colour, the others gray, as iOS draws them.
final class TabBarButton: Button {
  /// The colour when not selected; the system gray when `nil`.
  var unselectedColor: Color? {
    didSet { if unselectedColor != oldValue { setNeedsDisplay() } }
  }

  override var userCodePhases: UserCodePhases { declaredUserCode(TabBarButton.self, []) }

  override func draw(in canvas: Canvas) {
    if let title, !title.isEmpty {
      canvas.text(
        title, in: bounds,
        color: isSelected ? tintColor : unselectedColor ?? Palette.secondaryLabel,
        fontSize: 12, alignment: .center)
    }
  }
}
