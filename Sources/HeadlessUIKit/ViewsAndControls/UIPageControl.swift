public import Foundation
public import HeadlessKit

/// UIKit's `UIPageControl`: a row of dots, one per page, the current one highlighted.
/// https://developer.apple.com/documentation/uikit/uipagecontrol
///
/// A tap after the current page's dot moves to the next page, before it to the previous
/// one, and sends `.valueChanged`, as a user's tap on iOS does (`TestHost.tap(_:at:)`);
/// setting `currentPage` sends nothing. The indicator images are kept and not drawn.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The control's background, as UIKit's `UIPageControl.BackgroundStyle`.
  public enum BackgroundStyle: Int, Sendable {
    /// A background only while the user interacts.
    case automatic = 0
    /// Always a background.
    case prominent = 1
    /// Never a background.
    case minimal = 2
  }

  /// How the user is interacting, as UIKit's `UIPageControl.InteractionState`.
  public enum InteractionState: Int, Sendable {
    /// No interaction.
    case none = 0
    /// A tap moving one page.
    case discrete = 1
    /// A scrub across the pages.
    case continuous = 2
  }

  /// The direction the pages run, as UIKit's `UIPageControl.Direction`.
  public enum Direction: Int, Sendable {
    /// Left to right, or right to left in a right-to-left layout.
    case natural = 0
    /// Left to right.
    case leftToRight = 1
    /// Right to left.
    case rightToLeft = 2
    /// Top to bottom.
    case topToBottom = 3
    /// Bottom to top.
    case bottomToTop = 4
  }

  /// The number of pages, as UIKit's `numberOfPages`: 0 by default.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
      updateVisibility()
      setNeedsDisplay()
    }
  }

  /// The current page, as UIKit's `currentPage`: 0 by default, pinned to the pages.
  /// Setting it sends no action.
  open var currentPage = 0 {
    didSet {
      let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if pinned != currentPage { currentPage = pinned }
      guard currentPage != oldValue else { return }
      setNeedsDisplay()
      progress?.pageDidChange(to: currentPage)
    }
  }

  /// The progress of the current page, as UIKit's `progress` (iOS 16): a
  /// ``UIPageControlProgress`` whose `currentProgress` the app sets, or a
  /// ``UIPageControlTimerProgress`` that fills it over time and moves to the next page.
  /// `nil` by default. The progress shows in the control's tree details
  /// (`progress=0.50`); the pictures draw the dots as without it.
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/progress
  open var progress: UIPageControlProgress? {
    didSet {
      guard progress !== oldValue else { return }
      oldValue?.pageControl = nil
      progress?.pageControl = self
      setNeedsDisplay()
    }
  }

  /// Whether the control hides when there is one page, as UIKit's `hidesForSinglePage`:
  /// `false` by default.
  open var hidesForSinglePage = false {
    didSet { updateVisibility() }
  }

  /// The other pages' dots' colour, as UIKit's `pageIndicatorTintColor`: a translucent
  /// grey when `nil`.
  open var pageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// The current page's dot's colour, as UIKit's `currentPageIndicatorTintColor`: the
  /// label colour when `nil`.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// The background, as UIKit's `backgroundStyle`: `.automatic` by default (kept; no
  /// background is drawn).
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Whether a scrub moves across pages, as UIKit's `allowsContinuousInteraction`:
  /// `true` by default (kept: a headless tap moves one page).
  open var allowsContinuousInteraction = true
  /// How the user is interacting, as UIKit's `interactionState`: `.none` outside a
  /// touch, which is always so between headless taps.
  open private(set) var interactionState: InteractionState = .none
  /// The direction the pages run, as UIKit's `direction`: `.natural` by default.
  open var direction: Direction = .natural {
    didSet { setNeedsDisplay() }
  }
  /// The dots' image, as UIKit's `preferredIndicatorImage` (kept, not drawn).
  open var preferredIndicatorImage: UIImage?
  /// The current dot's image, as UIKit's `preferredCurrentPageIndicatorImage` (kept).
  open var preferredCurrentPageIndicatorImage: UIImage?
  /// Whether the dot waits for `updateCurrentPageDisplay()`, as UIKit's deprecated
  /// `defersCurrentPageDisplay` (kept: the dot follows `currentPage` at once).
  @available(*, deprecated, message: "Deprecated in iOS 14, as in UIKit")
  open var defersCurrentPageDisplay: Bool {
    get { defersDisplay }
    set { defersDisplay = newValue }
  }
  private var defersDisplay = false
  private var indicatorImages: [Int: UIImage] = [:]
  private var currentIndicatorImages: [Int: UIImage] = [:]

  /// Creates a page control with no pages, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a page control from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the control `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    contentMode = .redraw
    addGestureRecognizer(
      TapGestureRecognizer { [unowned self] recognizer in
        self.tapped(at: recognizer.location(in: self))
      })

  }

  /// The image of one page's dot, as UIKit's `indicatorImage(forPage:)`.
  /// - Parameter page: The page.
  open func indicatorImage(forPage page: Int) -> UIImage? {
    indicatorImages[page] ?? preferredIndicatorImage
  }
  /// Sets the image of one page's dot, as UIKit's `setIndicatorImage(_:forPage:)` (kept).
  /// - Parameters:
  ///   - image: The image, or `nil` for the preferred one.
  ///   - page: The page.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
  }
  /// The image of one page's dot while current, as UIKit's
  /// `currentPageIndicatorImage(forPage:)`.
  /// - Parameter page: The page.
  open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
    currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
  }
  /// Sets the image of one page's dot while current, as UIKit's
  /// `setCurrentPageIndicatorImage(_:forPage:)` (kept).
  /// - Parameters:
  ///   - image: The image.
  ///   - page: The page.
  open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
    currentIndicatorImages[page] = image
  }

  /// The size the control needs for a number of pages, as UIKit's
  /// `size(forNumberOfPages:)`: 16 points a page and 8 either side, 28 high.
  /// - Parameter pageCount: The number of pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: pageCount > 0 ? Double(pageCount) * 16 + 16 : 0, height: 28)
  }

  /// Shows the current page's dot, as UIKit's deprecated `updateCurrentPageDisplay()`
  /// (the dot always follows `currentPage` here).
  @available(*, deprecated, message: "Deprecated in iOS 14, as in UIKit")
  open func updateCurrentPageDisplay() { setNeedsDisplay() }

  /// The size for `numberOfPages`.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// `page=N/M`.
  open override var treeDetails: [String] {
    ["page=\(currentPage + 1)/\(numberOfPages)"]
      + (progress.map { ["progress=" + String(format: "%.2f", $0.currentProgress)] } ?? [])
  }

  /// The timer's move to the next page: `.valueChanged`, as a user's tap sends.
  func advance(to page: Int) {
    let before = currentPage
    currentPage = page
    if currentPage != before { sendOwnActions([.valueChanged]) }
  }

  /// One dot a page, centred, the current one in its colour.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard numberOfPages > 0 else { return }
    let vertical = runsVertically
    let length = dotsLength
    for page in 0..<numberOfPages {
      let slot = Double(position(of: page)) * 16
      let center =
        vertical
        ? CGPoint(x: bounds.midX, y: (bounds.height - length) / 2 + slot + 8)
        : CGPoint(x: (bounds.width - length) / 2 + slot + 8, y: bounds.midY)
      let dot = CGRect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7)
      let color =
        page == currentPage
        ? (currentPageIndicatorTintColor ?? .label)
        : (pageIndicatorTintColor ?? .tertiaryLabel)
      canvas.ellipse(in: dot, fill: color)
    }
  }

  /// Whether the dots run down rather than across.
  private var runsVertically: Bool { direction == .topToBottom || direction == .bottomToTop }
  /// The length of the row of dots: 16 points a page.
  private var dotsLength: CGFloat { CGFloat(numberOfPages) * 16 }

  /// Where page `page`'s dot sits in the row, from the start of the layout.
  private func position(of page: Int) -> Int {
    let reversed: Bool
    switch direction {
    case .natural: reversed = effectiveUserInterfaceLayoutDirection == .rightToLeft
    case .leftToRight, .topToBottom: reversed = false
    case .rightToLeft, .bottomToTop: reversed = true
    }
    return reversed ? numberOfPages - 1 - page : page
  }

  /// A user's tap: one page toward the side tapped, then `.valueChanged`.
  private func tapped(at point: CGPoint) {
    guard isEnabled, numberOfPages > 1 else { return }
    let vertical = runsVertically
    let length = dotsLength
    let along =
      vertical ? point.y - (bounds.height - length) / 2 : point.x - (bounds.width - length) / 2
    let currentCenter = Double(position(of: currentPage)) * 16 + 8
    let towardEnd = along > currentCenter
    let forward = towardEnd != (position(of: 0) != 0)
    let before = currentPage
    interactionState = .discrete
    currentPage = before + (forward ? 1 : -1)
    interactionState = .none
    if currentPage != before { sendOwnActions([.valueChanged, .primaryActionTriggered]) }
  }

  private func updateVisibility() {
    if hidesForSinglePage { isHidden = numberOfPages <= 1 }
  }

  // MARK: Accessibility

  /// A page control is adjustable, as UIKit's reads it.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }

  /// "Page N of M" unless set, as UIKit's page control reads.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? "Page \(currentPage + 1) of \(numberOfPages)" }
    set { super.accessibilityValue = newValue }
  }
}

/// Told of a page control progress's changes, as UIKit's
/// `UIPageControlProgressDelegate` (iOS 16); every method is optional, as in UIKit.
/// https://developer.apple.com/documentation/uikit/uipagecontrolprogressdelegate
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: AnyObject {
  /// The progress a page starts at, as UIKit's
  /// `pageControlProgress(_:initialProgressForPage:)`: asked when the current page
  /// changes; 0 unless implemented.
  /// https://developer.apple.com/documentation/uikit/uipagecontrolprogressdelegate/pagecontrolprogress(_:initialprogressforpage:)
  /// - Parameters:
  ///   - progress: The progress.
  ///   - page: The new current page.
  /// - Returns: Its progress, from 0 to 1.
  func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int)
    -> Float
  /// The progress showed or hid, as UIKit's `pageControlProgressVisibilityDidChange(_:)`:
  /// UIKit hides it while the user scrubs across the dots; a headless tap is not a
  /// scrub, so it stays visible and this is not sent.
  /// https://developer.apple.com/documentation/uikit/uipagecontrolprogressdelegate/pagecontrolprogressvisibilitydidchange(_:)
  /// - Parameter progress: The progress.
  func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
  /// 0.
  /// - Parameters:
  ///   - progress: The progress.
  ///   - page: The page.
  /// - Returns: 0.
  public func pageControlProgress(
    _ progress: UIPageControlProgress, initialProgressForPage page: Int
  ) -> Float { 0 }
  /// Does nothing.
  /// - Parameter progress: The progress.
  public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}

/// Told as a timer progress fills, as UIKit's `UIPageControlTimerProgressDelegate`
/// (iOS 17); every method is optional, as in UIKit. Set it as the progress's `delegate`.
/// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogressdelegate
@preconcurrency @MainActor
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
  /// The progress changed, as UIKit's `pageControlTimerProgressDidChange(_:)`: at each
  /// step of the timer.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogressdelegate/pagecontroltimerprogressdidchange(_:)
  /// - Parameter progress: The progress.
  func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
  /// Whether the control moves on when the current page's time is up, as UIKit's
  /// `pageControlTimerProgress(_:shouldAdvanceToPage:)`; `true` unless implemented.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogressdelegate/pagecontroltimerprogress(_:shouldadvancetopage:)
  /// - Parameters:
  ///   - progress: The progress.
  ///   - page: The page it would move to.
  /// - Returns: Whether to move.
  func pageControlTimerProgress(
    _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int
  ) -> Bool
}

extension UIPageControlTimerProgressDelegate {
  /// Does nothing.
  /// - Parameter progress: The progress.
  public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
  /// Moves on.
  /// - Parameters:
  ///   - progress: The progress.
  ///   - page: The page.
  /// - Returns: `true`.
  public func pageControlTimerProgress(
    _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int
  ) -> Bool { true }
}

/// The progress of a page control's current page, as UIKit's `UIPageControlProgress`
/// (iOS 16): set `currentProgress` as the page's content plays; it starts again (at the
/// delegate's `pageControlProgress(_:initialProgressForPage:)`, else 0) when the page
/// changes. Give it to the control's `progress`.
/// https://developer.apple.com/documentation/uikit/uipagecontrolprogress
@preconcurrency @MainActor
open class UIPageControlProgress {
  /// Told of the progress's changes, as UIKit's `delegate` (held weakly). A timer
  /// progress's delegate is a ``UIPageControlTimerProgressDelegate``.
  open weak var delegate: (any UIPageControlProgressDelegate)?
  /// The current page's progress, from 0 to 1, as UIKit's `currentProgress`: 0 by
  /// default; a value outside is pinned to it.
  /// https://developer.apple.com/documentation/uikit/uipagecontrolprogress/currentprogress
  open var currentProgress: Float = 0 {
    didSet {
      let pinned = min(max(currentProgress, 0), 1)
      if pinned != currentProgress { currentProgress = pinned }
      pageControl?.setNeedsDisplay()
    }
  }
  /// Whether the progress shows, as UIKit's `isProgressVisible`: `true`; UIKit hides it
  /// while the user scrubs across the dots, which a headless tap does not.
  open private(set) var isProgressVisible = true
  /// The page control showing the progress.
  weak var pageControl: UIPageControl?

  /// A progress at 0, as UIKit's `init()`.
  public init() {}

  /// The control moved to another page: the progress starts again there.
  func pageDidChange(to page: Int) {
    currentProgress = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
  }
}

/// A progress that fills over time and then moves the page control to its next page, as
/// UIKit's `UIPageControlTimerProgress` (iOS 17): `resumeTimer()` starts it, each page
/// taking its `duration(forPage:)`; at the end of a page the delegate's
/// `pageControlTimerProgress(_:shouldAdvanceToPage:)` may keep it there (the timer then
/// pauses at full progress), else the control moves on and sends `.valueChanged`. After
/// the last page it pauses, or starts again at page 0 when
/// ``resetsToInitialPageAfterEnd``.
///
/// The timer runs on HeadlessUIKit's main-actor clock (`Timer.scheduledMainActorTimer`):
/// under a `TestHost`, the host's test clock, so `advance(by:)` fills it without
/// sleeping. It steps 60 times a second, telling the delegate
/// `pageControlTimerProgressDidChange(_:)` at each step.
/// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress
@preconcurrency @MainActor
open class UIPageControlTimerProgress: UIPageControlProgress {
  /// How long a page lasts when it has no duration of its own, in seconds, as UIKit's
  /// `preferredDuration`; it must be above 0.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/preferredduration
  open var preferredDuration: TimeInterval {
    didSet { Self.check(preferredDuration, "preferredDuration") }
  }
  /// Whether the control starts again at page 0 after the last page, as UIKit's
  /// `resetsToInitialPageAfterEnd`: `false` by default.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/resetstoinitialpageafterend
  open var resetsToInitialPageAfterEnd = false
  /// Whether the timer runs, as UIKit's `isRunning`.
  open var isRunning: Bool { timer != nil }
  private var durations: [Int: TimeInterval] = [:]
  private var timer: Timer?
  /// The steps run on the current page.
  private var steps = 0
  /// The progress the current page started at.
  private var startProgress: Float = 0
  /// The timer's step: a display frame.
  private static let step: TimeInterval = 1.0 / 60

  /// A timer progress, as UIKit's `init(preferredDuration:)`.
  /// - Parameter preferredDuration: Each page's duration, in seconds; above 0.
  public init(preferredDuration: TimeInterval) {
    Self.check(preferredDuration, "init(preferredDuration:)")
    self.preferredDuration = preferredDuration
    super.init()
  }

  private static func check(_ duration: TimeInterval, _ name: String) {
    precondition(
      duration > 0 && duration.isFinite,
      "UIPageControlTimerProgress.\(name): \(duration) seconds; a duration must be above 0")
  }

  /// A page's duration, as UIKit's `setDuration(_:forPage:)`.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/setduration(_:forpage:)
  /// - Parameters:
  ///   - duration: The page's duration, in seconds; above 0.
  ///   - page: The page.
  open func setDuration(_ duration: TimeInterval, forPage page: Int) {
    Self.check(duration, "setDuration(_:forPage: \(page))")
    durations[page] = duration
  }

  /// A page's duration, as UIKit's `duration(forPage:)`: its own, else
  /// ``preferredDuration``.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/duration(forpage:)
  /// - Parameter page: The page.
  /// - Returns: Its duration, in seconds.
  open func duration(forPage page: Int) -> TimeInterval { durations[page] ?? preferredDuration }

  /// Starts the timer if it is not running, as UIKit's `resumeTimer()`: the current
  /// page's progress goes on from where it is.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/resumetimer()
  open func resumeTimer() {
    guard timer == nil else { return }
    startProgress = currentProgress
    steps = 0
    timer = Timer.scheduledMainActorTimer(withTimeInterval: Self.step, repeats: true) {
      [weak self] timer in
      guard let self else {
        timer.invalidate()
        return
      }
      self.tick()
    }
  }

  /// Stops the timer if it runs, as UIKit's `pauseTimer()`: the progress stays where it
  /// is.
  /// https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress/pausetimer()
  open func pauseTimer() {
    timer?.invalidate()
    timer = nil
  }

  override func pageDidChange(to page: Int) {
    super.pageDidChange(to: page)
    startProgress = currentProgress
    steps = 0
  }

  /// One step of the timer: the progress fills; at its end the page moves on.
  private func tick() {
    guard let pageControl else { return }
    let page = pageControl.currentPage
    steps += 1
    let filled = startProgress + Float(Double(steps) * Self.step / duration(forPage: page))
    currentProgress = filled >= 0.999_999 ? 1 : filled
    let watcher = delegate as? any UIPageControlTimerProgressDelegate
    watcher?.pageControlTimerProgressDidChange(self)
    guard currentProgress >= 1 else { return }
    var next = page + 1
    if next >= pageControl.numberOfPages {
      guard resetsToInitialPageAfterEnd, pageControl.numberOfPages > 0 else {
        pauseTimer()
        return
      }
      next = 0
    }
    guard watcher?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else {
      pauseTimer()
      return
    }
    if next == page {
      pageDidChange(to: page)  // one page, starting again
    } else {
      pageControl.advance(to: next)
    }
  }
}
