import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIPageControl's progress (iOS 16 and 17): a progress the app fills, and a timer
// progress that fills over time and moves to the next page, on the host's test clock.

/// A carousel of 3 pages whose page control moves on every 3 seconds, as a stories
/// screen does.
private final class CarouselController: UIViewController, UIPageControlTimerProgressDelegate {
  let pageControl = UIPageControl()
  let timerProgress = UIPageControlTimerProgress(preferredDuration: 3)
  var pagesShown: [Int] = []
  var changes = 0
  var refuse: Int?

  override func viewDidLoad() {
    super.viewDidLoad()
    pageControl.numberOfPages = 3
    pageControl.addAction(
      UIAction { [unowned self] _ in pagesShown.append(pageControl.currentPage) },
      for: .valueChanged)
    view.addSubview(pageControl)
    timerProgress.delegate = self
    pageControl.progress = timerProgress
    timerProgress.resumeTimer()
  }

  func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {
    changes += 1
  }

  func pageControlTimerProgress(
    _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int
  ) -> Bool {
    page != refuse
  }
}

/// Starts each page half way.
private final class HalfWay: UIPageControlProgressDelegate {
  func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int)
    -> Float
  { 0.5 }
}

@MainActor
@Suite struct UIKitPageControlProgressTests {
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress: the
  /// progress fills over the page's duration
  /// (https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/preferredduration,
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/duration(forpage:)),
  /// telling its delegate
  /// (https://developer.apple.com/documentation/uikit/uipagecontroltimerprogressdelegate/pagecontroltimerprogressdidchange(_:)),
  /// then the control moves to the next page; after the last page it stops
  /// (https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/resetstoinitialpageafterend
  /// is `false` by default).
  @Test func aTimerProgressFillsAndMovesThePages() async {
    let carousel = CarouselController()
    let host = TestHost()
    host.show(carousel)
    let progress = carousel.timerProgress
    #expect(progress.isRunning)
    await host.advance(by: .milliseconds(1_500))
    #expect(abs(progress.currentProgress - 0.5) < 0.001)
    #expect(carousel.changes > 0)
    #expect(carousel.pageControl.currentPage == 0)
    await host.advance(by: .milliseconds(1_500))
    #expect(carousel.pageControl.currentPage == 1)
    #expect(progress.currentProgress == 0, "a new page starts at 0")
    #expect(carousel.pagesShown == [1])
    progress.setDuration(1, forPage: 1)
    await host.advance(by: .seconds(1))
    #expect(carousel.pageControl.currentPage == 2)
    await host.advance(by: .seconds(3))
    #expect(carousel.pageControl.currentPage == 2)
    #expect(progress.currentProgress == 1)
    #expect(!progress.isRunning, "it stops after the last page")
    #expect(carousel.pagesShown == [1, 2])
  }

  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/pausetimer()
  /// and resumeTimer(): the progress stays while paused; with
  /// resetsToInitialPageAfterEnd it starts again at page 0; the delegate's
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogressdelegate/pagecontroltimerprogress(_:shouldadvancetopage:)
  /// may keep it on its page.
  @Test func pausingResumingLoopingAndRefusing() async {
    let carousel = CarouselController()
    let host = TestHost()
    host.show(carousel)
    let progress = carousel.timerProgress
    progress.resetsToInitialPageAfterEnd = true
    await host.advance(by: .seconds(1))
    progress.pauseTimer()
    let paused = progress.currentProgress
    await host.advance(by: .seconds(5))
    #expect(progress.currentProgress == paused)
    #expect(carousel.pageControl.currentPage == 0)
    // On the host's clock, as code the host runs schedules.
    MainActorScheduling.withScheduler(host.clock) { progress.resumeTimer() }
    await host.advance(by: .seconds(2))
    #expect(carousel.pageControl.currentPage == 1)
    await host.advance(by: .seconds(6))
    #expect(carousel.pageControl.currentPage == 0, "after the last page, the first")
    carousel.refuse = 1
    await host.advance(by: .seconds(3))
    #expect(carousel.pageControl.currentPage == 0)
    #expect(!progress.isRunning)
    #expect(carousel.pagesShown == [1, 2, 0])
  }

  /// https://developer.apple.com/documentation/uikit/uipagecontrolprogress/currentprogress:
  /// the app sets the progress; it starts again when the page changes, at the delegate's
  /// https://developer.apple.com/documentation/uikit/uipagecontrolprogressdelegate/pagecontrolprogress(_:initialprogressforpage:)
  /// (0 unless implemented).
  @Test func aProgressTheAppFills() {
    let control = UIPageControl()
    control.numberOfPages = 4
    let progress = UIPageControlProgress()
    control.progress = progress
    progress.currentProgress = 0.7
    #expect(control.treeDetails.contains("progress=0.70"))
    progress.currentProgress = 1.5
    #expect(progress.currentProgress == 1)
    control.currentPage = 1
    #expect(progress.currentProgress == 0)
    let halfWay = HalfWay()
    progress.delegate = halfWay
    control.currentPage = 2
    #expect(progress.currentProgress == 0.5)
    #expect(progress.isProgressVisible)
  }
}
