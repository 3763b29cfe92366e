import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIPageViewController: pages from a data source, moved by a swipe.
// https://developer.apple.com/documentation/uikit/uipageviewcontroller
// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate

private final class PageController: UIViewController {
  let index: Int
  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages = (0..<3).map { PageController(index: $0) }
  var counts = true
  var log: [String] = []

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    log.append("before \((viewController as! PageController).index)")
    let index = (viewController as! PageController).index
    return index > 0 ? pages[index - 1] : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    log.append("after \((viewController as! PageController).index)")
    let index = (viewController as! PageController).index
    return index < pages.count - 1 ? pages[index + 1] : nil
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    counts ? pages.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    (pageViewController.viewControllers?.first as? PageController)?.index ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("willTransitionTo \(pendingViewControllers.map { ($0 as! PageController).index })")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append(
      "didFinishAnimating \(finished) previous "
        + "\(previousViewControllers.map { ($0 as! PageController).index }) completed \(completed)")
  }
}

@MainActor
@Suite struct UIPageViewControllerTests {
  private func makePager(_ pages: Pages, style: UIPageViewController.TransitionStyle = .scroll)
    -> UIPageViewController
  {
    let pager = UIPageViewController(
      transitionStyle: style, navigationOrientation: .horizontal, options: nil)
    pager.dataSource = pages
    pager.delegate = pages
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    return pager
  }

  /// Apple: `spineLocation` is `.none` for the scroll style and `.min` by default for
  /// the page-curl style; `gestureRecognizers` are the page-curl style's.
  @Test func theStyleOrientationAndSpineAreTheInitializers() {
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical, options: nil)
    #expect(scroll.transitionStyle == .scroll)
    #expect(scroll.navigationOrientation == .vertical)
    #expect(scroll.spineLocation == .none)
    #expect(scroll.viewControllers == nil)
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    #expect(curl.spineLocation == .mid)
    #expect(curl.isDoubleSided)
    curl.loadViewIfNeeded()
    #expect(curl.gestureRecognizers.count == 2)
    scroll.loadViewIfNeeded()
    #expect(scroll.gestureRecognizers.isEmpty)
  }

  /// Apple: `setViewControllers(_:direction:animated:completion:)` shows the pages and
  /// calls the completion; the delegate is told only of gesture-driven transitions.
  @Test func settingThePagesShowsThemAsChildrenWithoutTellingTheDelegate() {
    let pages = Pages()
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    #expect(pager.viewControllers == [pages.pages[0]])
    #expect(pages.pages[0].parent === pager)
    #expect(pages.pages[0].view.window === host.window)
    var completed: Bool?
    pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) {
      completed = $0
    }
    host.flush()
    #expect(completed == true)
    #expect(pages.pages[0].parent == nil)
    #expect(pages.pages[0].viewIfLoaded?.window == nil)
    #expect(pages.pages[2].view.window === host.window)
    #expect(!pages.log.contains { $0.hasPrefix("willTransitionTo") })
  }

  /// A swipe towards the leading edge asks the data source for the page after, then the
  /// delegate hears willTransitionTo and didFinishAnimating, as iOS sends them.
  @Test func aSwipeLeftMovesToTheNextPageAndTellsTheDelegate() {
    let pages = Pages()
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    pages.log = []
    #expect(host.swipe(pager.view, direction: .left))
    #expect(pager.viewControllers == [pages.pages[1]])
    #expect(
      pages.log == [
        "after 0", "willTransitionTo [1]",
        "didFinishAnimating true previous [0] completed true",
      ])
    #expect(pages.pages[1].view.window === host.window)
    #expect(pages.pages[0].parent == nil)
  }

  @Test func aSwipeRightMovesBackAndTheFirstPageBouncesWithoutTellingTheDelegate() {
    let pages = Pages()
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    pages.log = []
    host.swipe(pager.view, direction: .right)
    #expect(pager.viewControllers == [pages.pages[0]])
    #expect(pages.log == ["before 0"])
    host.swipe(pager.view, direction: .left)
    host.swipe(pager.view, direction: .right)
    #expect(pager.viewControllers == [pages.pages[0]])
    #expect(pages.log.last == "didFinishAnimating true previous [1] completed true")
  }

  /// Apple: when both presentation methods are implemented and the style is `.scroll`, a
  /// page indicator shows; its index follows the swipes.
  @Test func thePageIndicatorShowsTheCountAndFollowsTheSwipes() {
    let pages = Pages()
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    #expect(host.label("pageControl")?.text == "● ○ ○")
    #expect(host.label("pageControl")?.isHidden == false)
    host.swipe(pager.view, direction: .left)
    host.swipe(pager.view, direction: .left)
    #expect(host.label("pageControl")?.text == "○ ○ ●")
    host.swipe(pager.view, direction: .left)
    #expect(host.label("pageControl")?.text == "○ ○ ●")
  }

  @Test func noIndicatorWithoutAPresentationCountOrForPageCurl() {
    let pages = Pages()
    pages.counts = false
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    #expect(host.label("pageControl")?.isHidden == true)
    let curlPages = Pages()
    let curl = makePager(curlPages, style: .pageCurl)
    let curlHost = TestHost()
    curlHost.show(curl)
    #expect(curlHost.label("pageControl")?.isHidden == true)
    curlHost.swipe(curl.view, direction: .left)
    #expect(curl.viewControllers == [curlPages.pages[1]])
  }

  @Test func swipeToPageIsTheSwipeWithoutTouches() {
    let pages = Pages()
    let pager = makePager(pages)
    let host = TestHost()
    host.show(pager)
    #expect(pager.swipeToPage(.forward))
    host.flush()
    #expect(pager.viewControllers == [pages.pages[1]])
    #expect(pager.swipeToPage(.reverse))
    #expect(!pager.swipeToPage(.reverse))
  }
}
