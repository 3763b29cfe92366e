import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UISplitViewController's column API, collapsed in a compact window as on an iPhone.
// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate

private final class TitledController: UIViewController {
  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class SplitLog: UISplitViewControllerDelegate {
  var topColumn: UISplitViewController.Column?
  var log: [String] = []
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.append("topColumnForCollapsing proposed \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("didExpand") }
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) { log.append("willShow \(column)") }
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) { log.append("willHide \(column)") }
}

@MainActor
@Suite struct UISplitViewControllerTests {
  private let iPad = CGSize(width: 1180, height: 820)

  private func makeSplit(_ delegate: SplitLog? = nil)
    -> (UISplitViewController, TitledController, TitledController)
  {
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    let list = TitledController("List")
    let detail = TitledController("Detail")
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    return (split, list, detail)
  }

  /// Apple: `setViewController(_:for:)` wraps a controller that is not a navigation
  /// controller in one; `viewController(for:)` returns the controller you set.
  @Test func columnsAreWrappedInNavigationControllers() {
    let (split, list, detail) = makeSplit()
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === list)
    #expect(split.viewController(for: .secondary) === detail)
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(list.navigationController != nil)
    #expect(list.navigationController !== detail.navigationController)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
  }

  /// In a compact window (an iPhone) the split view is collapsed into one navigation
  /// stack; UIKit proposes the secondary column as the top column.
  @Test func anIPhoneWindowCollapsesIntoOneStackWithTheSecondaryOnTop() {
    let log = SplitLog()
    let (split, list, detail) = makeSplit(log)
    let host = TestHost()
    host.show(split)
    #expect(split.isCollapsed)
    #expect(log.log.contains("topColumnForCollapsing proposed secondary"))
    #expect(list.navigationController === detail.navigationController)
    #expect(list.navigationController?.viewControllers == [list, detail])
    #expect(detail.view.window === host.window)
    #expect(list.viewIfLoaded?.window == nil)
    #expect(host.label("navigationTitle")?.text == "Detail")
  }

  /// The delegate returning `.primary` keeps the list on top, as apps do.
  @Test func theDelegateCanKeepThePrimaryOnTopAndShowPushesTheSecondary() {
    let log = SplitLog()
    log.topColumn = .primary
    let (split, list, detail) = makeSplit(log)
    let host = TestHost()
    host.show(split)
    #expect(list.view.window === host.window)
    #expect(list.navigationController?.viewControllers == [list])
    split.show(.secondary)
    host.flush()
    #expect(log.log.last == "willShow secondary")
    #expect(list.navigationController?.viewControllers == [list, detail])
    #expect(detail.view.window === host.window)
    split.show(.primary)
    host.flush()
    #expect(list.navigationController?.viewControllers == [list])
    #expect(list.view.window === host.window)
  }

  @Test func showDetailViewControllerPushesWhenCollapsed() {
    let log = SplitLog()
    log.topColumn = .primary
    let (split, list, _) = makeSplit(log)
    let host = TestHost()
    host.show(split)
    let other = TitledController("Other")
    list.showDetailViewController(other, sender: nil)
    host.flush()
    #expect(list.navigationController?.topViewController === other)
    #expect(list.splitViewController === split)
  }

  /// In a regular window (an iPad in landscape) the columns are side by side: the
  /// primary `primaryColumnWidth` wide at the leading edge, the secondary filling the
  /// rest.
  @Test func anIPadWindowShowsTheColumnsSideBySide() {
    let (split, list, detail) = makeSplit()
    let host = TestHost(size: iPad)
    host.show(split)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.view.window === host.window)
    #expect(detail.view.window === host.window)
    let listFrame = list.navigationController!.view.frame
    let detailFrame = detail.navigationController!.view.frame
    #expect(listFrame.minX == 0)
    #expect(listFrame.width == split.primaryColumnWidth)
    #expect(detailFrame.minX == split.primaryColumnWidth)
    #expect(detailFrame.maxX == 1180)
  }

  /// Apple: `preferredPrimaryColumnWidthFraction` is a fraction of the split view's
  /// width, kept between the minimum and maximum widths; a preferred width in points
  /// takes precedence.
  @Test func theColumnWidthFollowsThePreferredWidthFractionAndLimits() {
    let (split, _, _) = makeSplit()
    let host = TestHost(size: iPad)
    host.show(split)
    split.preferredPrimaryColumnWidthFraction = 0.5
    #expect(split.primaryColumnWidth == 590)
    split.maximumPrimaryColumnWidth = 400
    #expect(split.primaryColumnWidth == 400)
    split.preferredPrimaryColumnWidth = 300
    #expect(split.primaryColumnWidth == 300)
    host.flush()
    #expect(split.viewControllers[1].view.frame.minX == 300)
  }

  @Test func hideAndShowThePrimaryChangeTheDisplayMode() {
    let log = SplitLog()
    let (split, list, _) = makeSplit(log)
    let host = TestHost(size: iPad)
    host.show(split)
    split.hide(.primary)
    host.flush()
    #expect(split.displayMode == .secondaryOnly)
    #expect(list.viewIfLoaded?.window == nil)
    split.show(.primary)
    host.flush()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.view.window === host.window)
    #expect(log.log.suffix(2) == ["willHide primary", "willShow primary"])
    split.preferredDisplayMode = .oneOverSecondary
    host.flush()
    #expect(split.displayMode == .oneOverSecondary)
    #expect(split.viewControllers[1].view.frame.minX == 0)
  }

  /// A change of the size class collapses and expands the split view, moving the
  /// secondary's controllers between the stacks, and tells the delegate.
  @Test func aSizeClassChangeCollapsesAndExpands() {
    let log = SplitLog()
    let (split, list, detail) = makeSplit(log)
    let host = TestHost(size: iPad)
    host.show(split)
    host.setTraits { $0.horizontalSizeClass = .compact }
    #expect(split.isCollapsed)
    #expect(log.log.contains("didCollapse"))
    #expect(list.navigationController?.viewControllers == [list, detail])
    host.setTraits { $0.horizontalSizeClass = .regular }
    #expect(!split.isCollapsed)
    #expect(log.log.last == "didExpand")
    #expect(list.navigationController?.viewControllers == [list])
    #expect(detail.navigationController?.viewControllers == [detail])
    #expect(detail.view.window === host.window)
    #expect(list.view.window === host.window)
  }

  @Test func theCompactColumnIsShownInsteadWhenCollapsed() {
    let (split, list, _) = makeSplit()
    let compact = TitledController("Compact")
    split.setViewController(compact, for: .compact)
    let host = TestHost()
    host.show(split)
    #expect(compact.view.window === host.window)
    #expect(list.viewIfLoaded?.window == nil)
    #expect(split.viewController(for: .compact) === compact)
  }

  /// The classic style (`viewControllers = [primary, secondary]`): collapsed, a delegate
  /// returning `true` from `splitViewController(_:collapseSecondary:onto:)` discards the
  /// secondary, as Apple documents; `false` lets the primary navigation controller push it.
  @Test func theClassicStyleCollapsesAsItsDelegateSays() {
    final class Discarding: UISplitViewControllerDelegate {
      var discards = true
      func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
      ) -> Bool { discards }
    }
    for discards in [true, false] {
      let delegate = Discarding()
      delegate.discards = discards
      let split = UISplitViewController()
      split.delegate = delegate
      let master = TitledController("Master")
      let detail = TitledController("Detail")
      split.viewControllers = [
        UINavigationController(rootViewController: master),
        UINavigationController(rootViewController: detail),
      ]
      #expect(split.style == .unspecified)
      let host = TestHost()
      host.show(split)
      #expect(split.isCollapsed)
      #expect(
        master.navigationController?.viewControllers == (discards ? [master] : [master, detail]))
      #expect(host.label("navigationTitle")?.text == (discards ? "Master" : "Detail"))
    }
  }

  @Test func theClassicStyleShowsBothControllersOnAnIPad() {
    let split = UISplitViewController(nibName: nil, bundle: nil)
    let master = TitledController("Master")
    let detail = TitledController("Detail")
    split.viewControllers = [master, detail]
    let host = TestHost(size: iPad)
    host.show(split)
    #expect(!split.isCollapsed)
    #expect(master.view.window === host.window)
    #expect(detail.view.window === host.window)
    #expect(detail.view.frame.minX == split.primaryColumnWidth)
    let other = TitledController("Other")
    master.showDetailViewController(other, sender: nil)
    host.flush()
    #expect(split.viewControllers.last === other)
    #expect(other.view.window === host.window)
    #expect(detail.viewIfLoaded?.window == nil)
  }
}
