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
@preconcurrency @MainActor
open class TabController: Controller, TabSetHost {
  /// The bar's height, in points.
  public static let barHeight = TabSet.barHeight

  package let tabSet = TabSet()

  /// The tab bar; its buttons are identified `tab-0`, `tab-1`…
  public var tabBar: StackView { tabSet.tabBar }
  /// The tabs, in order; ``setTabs(_:)`` replaces them.
  public var tabs: [Controller] { tabSet.tabs }
  /// The index of the tab on screen; setting it is ``select(_:)``.
  public var selectedIndex: Int {
    get { tabSet.selectedIndex }
    set { select(newValue) }
  }

  /// Creates a tab controller showing the first tab.
  /// - Parameter tabs: The tabs; may be empty until ``setTabs(_:)``.
  public init(tabs: [Controller]) {
    super.init()
    tabSet.attach(to: self, tabs: tabs)
  }

  /// Creates a tab controller without tabs, as UIKit's `UITabBarController()`; give it
  /// tabs with ``setTabs(_:)``. Designated, so a subclass may call `super.init()`.
  public override init() {
    super.init()
    tabSet.attach(to: self, tabs: [])
  }

  /// The controller on screen. Setting it to one of ``tabs`` selects that tab; any other
  /// controller is ignored, as UIKit ignores one that is not among its view controllers.
  /// A tab controller without tabs has none: check ``tabs`` first.
  public var selectedController: Controller {
    get {
      precondition(!tabs.isEmpty, "TabController.selectedController: there are no tabs")
      return tabs[selectedIndex]
    }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
    }
  }

  /// Replaces the tabs, as UIKit's `setViewControllers(_:animated:)`: controllers that
  /// leave get `willMove(toParent: nil)` before and `didMove(toParent: nil)` after;
  /// those that join get `willMove(toParent:)` before and `didMove(toParent:)` after. The
  /// tab on screen stays selected when it is among the new tabs, else the first is; when
  /// that changes the tab on screen, the new one appears and the old one disappears, as
  /// on a tap.
  /// - Parameter newTabs: The new tabs, in order.
  public func setTabs(_ newTabs: [Controller]) { tabSet.setTabs(newTabs) }

  open override func didLoad() { tabSet.didLoad() }

  /// Reads the tabs' titles on platform 26: tracked.
  open override func updateProperties() { tabSet.refreshBar(in: .updateProperties) }

  /// Reads the tabs' titles on platform 18 (no properties phase): tracked with the key.
  open override func willLayout() { tabSet.refreshBar(in: .willLayout) }

  /// Places the content above the tab bar.
  open override func didLayout() { tabSet.didLayout() }

  /// Shows the tab at `index`, as a user's tap on it would. Out-of-range indexes and
  /// the current tab are ignored.
  /// - Parameter index: The tab.
  public func select(_ index: Int) { tabSet.select(index) }
}

extension Controller {
  /// The nearest ancestor that is a ``TabController``.
  public var tabController: TabController? {
    nearestAncestor(of: TabController.self)
  }
}
