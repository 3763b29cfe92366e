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
      if currentPage != oldValue { setNeedsDisplay() }
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
    contentMode = .redraw
    addGestureRecognizer(
      TapGestureRecognizer { [unowned self] recognizer in
        self.tapped(at: recognizer.location(in: self))
      })
  }

  /// Creates a page control from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the control `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

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
  open override var treeDetails: [String] { ["page=\(currentPage + 1)/\(numberOfPages)"] }

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
