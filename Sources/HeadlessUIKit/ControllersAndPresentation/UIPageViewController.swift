public import HeadlessKit

/// A container that shows one page (one controller) at a time and moves between pages
/// by a swipe, as UIKit's `UIPageViewController`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontroller).
///
/// Give it the first page with
/// ``setViewControllers(_:direction:animated:completion:)``; a user's swipe asks the
/// ``dataSource`` for the page after (a swipe towards the leading edge, or up) or before
/// the current one, moves to it, and tells the ``delegate``
/// (`pageViewController(_:willTransitionTo:)`, then
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`),
/// as iOS does at the end of a finished swipe. A swipe with no page in its direction
/// does nothing. In tests, `TestHost.swipe(pageViewController.view, direction: .left)`
/// swipes to the next page; ``swipeToPage(_:)`` does the same without touches.
///
/// With the `.scroll` style and a data source whose `presentationCount(for:)` is above
/// zero, a page indicator (dots, the current page filled; identifier `"pageControl"`) is
/// shown at the bottom, as UIKit shows its `UIPageControl`. Pages are laid out in a
/// left-to-right layout; nothing animates headlessly.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change, as UIKit's `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over (the default in Interface Builder).
    case pageCurl = 0
    /// Pages scroll.
    case scroll = 1
  }
  /// The axis pages move along, as UIKit's `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right.
    case horizontal = 0
    /// Up and down.
    case vertical = 1
  }
  /// Where the spine is, as UIKit's `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine (the `.scroll` style).
    case none = 0
    /// At the leading (or top) edge: one page shown.
    case min = 1
    /// In the middle: two pages shown.
    case mid = 2
    /// At the trailing (or bottom) edge: one page shown.
    case max = 3
  }
  /// Which way a transition moves, as UIKit's `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To a later page.
    case forward = 0
    /// To an earlier page.
    case reverse = 1
  }
  /// A key of the options, as UIKit's `UIPageViewController.OptionsKey`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The spine's location (a `SpineLocation` or its raw value, for `.pageCurl`).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages, in points (for `.scroll`).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The transition style, as UIKit's `transitionStyle`.
  public let transitionStyle: TransitionStyle
  /// The axis pages move along, as UIKit's `navigationOrientation`.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is, as UIKit's `spineLocation`: the `.spineLocation` option, else
  /// `.min` for `.pageCurl` and `.none` for `.scroll`.
  public private(set) var spineLocation: SpineLocation
  /// Whether content is shown on the back of pages, as UIKit's `isDoubleSided`; `true`
  /// when the spine is in the middle. Kept: pages have no backs headlessly.
  open var isDoubleSided: Bool
  /// The space between pages, from the `.interPageSpacing` option; 0 by default. Kept:
  /// one page is shown at a time.
  private let interPageSpacing: CGFloat

  /// Supplies the pages before and after the current one, as UIKit's `dataSource` (held
  /// weakly). Without one, swipes do nothing.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Told of swipe transitions, as UIKit's `delegate` (held weakly).
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages shown, as UIKit's `viewControllers`: one (two with a middle spine);
  /// `nil` before the first ``setViewControllers(_:direction:animated:completion:)``.
  open private(set) var viewControllers: [UIViewController]?

  /// The swipes that move between pages.
  private var swipes: [UISwipeGestureRecognizer] = []
  /// The page indicator: dots, the current one filled.
  private let pageIndicator = UILabel()
  /// The index the indicator shows; `nil` when there is no indicator.
  private var presentationIndex: Int?
  private var presentationCount = 0

  /// Creates a page view controller, as UIKit's
  /// `init(transitionStyle:navigationOrientation:options:)`.
  /// - Parameters:
  ///   - style: How pages change.
  ///   - navigationOrientation: The axis pages move along.
  ///   - options: `.spineLocation` (a `SpineLocation` or its raw value) and
  ///     `.interPageSpacing` (points).
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = Self.spine(from: options?[.spineLocation])
    spineLocation = style == .scroll ? .none : (spine ?? .min)
    isDoubleSided = spineLocation == .mid
    interPageSpacing = Self.number(from: options?[.interPageSpacing]) ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer: there are no archives, so it makes a `.pageCurl`,
  /// horizontal page view controller, as Interface Builder's default is.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    isDoubleSided = false
    interPageSpacing = 0
    super.init(coder: coder)
  }

  private static func number(from value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  private static func spine(from value: Any?) -> SpineLocation? {
    if let spine = value as? SpineLocation { return spine }
    guard let raw = number(from: value) else { return nil }
    guard let spine = SpineLocation(rawValue: Int(raw)) else {
      preconditionFailure(
        "UIPageViewController: the .spineLocation option \(raw) is not a spine location; "
          + "valid: .none (0), .min (1), .mid (2), .max (3)")
    }
    return spine
  }

  /// The gesture recognizers that turn pages, as UIKit's `gestureRecognizers`: the
  /// swipes of the `.pageCurl` style; empty for `.scroll`, whose pages move with a
  /// scroll view's own gestures on iOS.
  open var gestureRecognizers: [UIGestureRecognizer] {
    transitionStyle == .pageCurl ? swipes : []
  }

  /// The number of pages shown at once: two with a middle spine, else one.
  private var pagesShown: Int { spineLocation == .mid ? 2 : 1 }

  /// Shows `viewControllers`, as UIKit's
  /// `setViewControllers(_:direction:animated:completion:)`: the old pages leave and the
  /// new ones join as children at once, appearing after the next pass. The delegate is
  /// not told (only a user's swipe tells it), as Apple documents. The page indicator asks
  /// the data source for `presentationCount(for:)` and `presentationIndex(for:)` again.
  /// - Parameters:
  ///   - viewControllers: The pages: one, or two with a middle spine. Another count
  ///     stops with a message, as UIKit raises an exception.
  ///   - direction: The direction of the change; ignored (nothing animates).
  ///   - animated: Ignored.
  ///   - completion: Called with `true` once the pages are in place.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    guard pages.count == pagesShown else {
      preconditionFailure(
        "UIPageViewController.setViewControllers: the number of view controllers provided "
          + "(\(pages.count)) doesn't match the number required (\(pagesShown)) for the "
          + "spine location \(spineLocation)")
    }
    replacePages(with: pages)
    refreshIndicator(askingDataSource: true)
    completion?(true)
  }

  private func replacePages(with pages: [UIViewController]) {
    let old = self.viewControllers ?? []
    for page in old where !pages.contains(where: { $0 === page }) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    self.viewControllers = pages
    for page in pages where page.parent !== self {
      addChild(page)
      if isViewLoaded { view.insertSubview(page.view, at: 0) }
      page.didMove(toParent: self)
    }
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// Moves to the page after (`.forward`) or before (`.reverse`) the current one as a
  /// user's finished swipe does: asks the data source, tells the delegate
  /// `pageViewController(_:willTransitionTo:)`, shows the page, then tells it
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  /// A HeadlessUIKit addition for tests (UIKit has no such method); a swipe on the view
  /// does the same.
  /// - Parameter direction: The direction of the swipe.
  /// - Returns: Whether the page changed: `false` when the data source has no page in
  ///   that direction (or there is no data source or no page yet).
  @discardableResult
  public func swipeToPage(_ direction: UIPageViewController.NavigationDirection) -> Bool {
    guard let dataSource, let current = viewControllers, let edge = current.last,
      let first = current.first
    else { return false }
    var pending: [UIViewController] = []
    switch direction {
    case .forward:
      guard let next = dataSource.pageViewController(self, viewControllerAfter: edge) else {
        return false
      }
      pending.append(next)
      if pagesShown == 2,
        let second = dataSource.pageViewController(self, viewControllerAfter: next)
      {
        pending.append(second)
      }
    case .reverse:
      guard let previous = dataSource.pageViewController(self, viewControllerBefore: first)
      else { return false }
      pending.append(previous)
      if pagesShown == 2,
        let before = dataSource.pageViewController(self, viewControllerBefore: previous)
      {
        pending.insert(before, at: 0)
      }
    }
    guard pending.count == pagesShown else { return false }
    delegate?.pageViewController(self, willTransitionTo: pending)
    replacePages(with: pending)
    if let index = presentationIndex {
      let step = direction == .forward ? pagesShown : -pagesShown
      presentationIndex = min(max(0, index + step), max(0, presentationCount - 1))
      refreshIndicator(askingDataSource: false)
    }
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: current,
      transitionCompleted: true)
    return true
  }

  private func refreshIndicator(askingDataSource: Bool) {
    if askingDataSource {
      if transitionStyle == .scroll, let dataSource {
        presentationCount = dataSource.presentationCount(for: self)
        presentationIndex =
          presentationCount > 0 ? dataSource.presentationIndex(for: self) : nil
      } else {
        presentationCount = 0
        presentationIndex = nil
      }
    }
    guard let index = presentationIndex, presentationCount > 0 else {
      pageIndicator.isHidden = true
      return
    }
    pageIndicator.isHidden = false
    pageIndicator.text = (0..<presentationCount).map { $0 == index ? "●" : "○" }
      .joined(separator: " ")
    pageIndicator.accessibilityValue = "page \(index + 1) of \(presentationCount)"
  }

  // MARK: HeadlessKit's hooks

  public override func didLoad() {
    pageIndicator.identifier = "pageControl"
    pageIndicator.alignment = .center
    pageIndicator.isHidden = presentationIndex == nil
    view.addSubview(pageIndicator)
    for page in viewControllers ?? [] where page.view.superview !== view {
      view.insertSubview(page.view, at: 0)
    }
    let directions: [UISwipeGestureRecognizer.Direction] =
      navigationOrientation == .horizontal ? [.left, .right] : [.up, .down]
    for direction in directions {
      let swipe = UISwipeGestureRecognizer { [unowned self] _ in
        // A swipe towards the leading edge (or up) shows the next page.
        self.swipeToPage(direction == .left || direction == .up ? .forward : .reverse)
      }
      swipe.direction = direction
      view.addGestureRecognizer(swipe)
      swipes.append(swipe)
    }
    super.didLoad()
  }

  public override func didLayout() {
    let bounds = view.bounds
    let indicatorHeight: CGFloat = pageIndicator.isHidden ? 0 : 26
    pageIndicator.frame = CGRect(
      x: 0, y: bounds.height - view.safeAreaInsets.bottom - indicatorHeight,
      width: bounds.width, height: indicatorHeight)
    let pages = viewControllers ?? []
    let pageHeight = bounds.height - indicatorHeight
    for (index, page) in pages.enumerated() {
      let width = bounds.width / CGFloat(pages.count)
      page.viewIfLoaded?.frame = CGRect(
        x: width * CGFloat(index), y: 0, width: width, height: pageHeight)
    }
    super.didLayout()
  }
}

/// Supplies a page view controller's pages on demand, as UIKit's
/// `UIPageViewControllerDataSource`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` at the first page.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page shown.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or `nil` at the last page.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page shown.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the page indicator (`.scroll` style). Optional in UIKit: the
  /// default, 0, shows no indicator.
  /// - Parameter pageViewController: The page view controller.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot filled when pages are set with `setViewControllers`; the indicator follows
  /// swipes itself. Optional in UIKit: the default is 0.
  /// - Parameter pageViewController: The page view controller.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// 0: no page indicator.
  /// - Parameter pageViewController: The page view controller.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// 0.
  /// - Parameter pageViewController: The page view controller.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of a page view controller's swipe transitions, as UIKit's
/// `UIPageViewControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate). Every
/// method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A swipe is about to show `pendingViewControllers`.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages about to be shown.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe's transition finished.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished (always `true` headlessly).
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the pages changed (always `true` headlessly: a swipe is
  ///     never abandoned halfway).
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine location for an orientation. Never asked: windows do not rotate
  /// headlessly.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - orientation: The new orientation.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  /// The supported orientations. Never asked: windows do not rotate headlessly.
  /// - Parameter pageViewController: The page view controller.
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask
  /// The preferred orientation for presentation. Never asked headlessly.
  /// - Parameter pageViewController: The page view controller.
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages about to be shown.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the pages changed.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  /// The page view controller's current spine location.
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - orientation: The new orientation.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
  /// `.allButUpsideDown`.
  /// - Parameter pageViewController: The page view controller.
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask { .allButUpsideDown }
  /// `.portrait`.
  /// - Parameter pageViewController: The page view controller.
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation { .portrait }
}
