public import Foundation
public import HeadlessKit

/// A bar of buttons, as UIKit's `UIToolbar`: a navigation controller's `toolbar` shows
/// the top controller's `toolbarItems` at the bottom of the screen.
///
/// What has a headless meaning behaves: the items show as buttons from the leading edge
/// (a flexible space pushes the items after it to the trailing edge, a fixed space
/// keeps its `width`), taps run their actions, and the bar draws its appearance's
/// background and hairline (`scrollEdgeAppearance` when set, else `standardAppearance`)
/// or its `barTintColor`. Translucency, bar style and images are kept for code to read.
///
/// https://developer.apple.com/documentation/uikit/uitoolbar
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
  private var appearanceWasSet = false

  /// The toolbar's delegate, as UIKit's `delegate` (held weakly): it may say where the
  /// toolbar is (`position(for:)`). `nil` by default.
  /// https://developer.apple.com/documentation/uikit/uitoolbar/delegate
  public weak var delegate: (any UIToolbarDelegate)?

  /// Where the toolbar is, as UIKit's `barPosition`: the delegate's `position(for:)`,
  /// `.bottom` unless it says otherwise.
  /// https://developer.apple.com/documentation/uikit/uibarpositioning/barposition
  public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

  /// Creates a toolbar, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// UIKit's archive initializer: a toolbar without items (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    contentMode = .redraw
  }

  /// The items, leading to trailing, as UIKit's `items`. Setting it is
  /// `setItems(_:animated:)`.
  public var items: [UIBarButtonItem]? {
    get { shownItems.isEmpty ? nil : shownItems }
    set { setItems(newValue, animated: false) }
  }
  private var shownItems: [UIBarButtonItem] = []

  /// Replaces the items, as UIKit's `setItems(_:animated:)`.
  /// - Parameters:
  ///   - items: The items, leading to trailing.
  ///   - animated: Ignored.
  public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    let items = items ?? []
    guard !items.elementsEqual(shownItems, by: ===) else { return }
    for old in shownItems where !items.contains(where: { $0 === old }) {
      old.button.removeFromSuperview()
    }
    shownItems = items
    for item in items where item.button.superview !== self { addSubview(item.button) }
    setNeedsLayout()
  }

  /// The background colour, as UIKit's legacy `barTintColor`: filled when no appearance
  /// was set.
  public var barTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// Whether the bar is translucent, as UIKit's `isTranslucent`; `true` by default (kept).
  public var isTranslucent = true
  /// The bar's style, as UIKit's `barStyle` (kept).
  public var barStyle = UIBarStyle.default

  /// The appearance of the bar, as UIKit's `standardAppearance`. Setting it stores a
  /// copy, as UIKit does.
  public var standardAppearance: UIToolbarAppearance {
    get { standard }
    set {
      standard = UIToolbarAppearance(barAppearance: newValue)
      appearanceWasSet = true
      setNeedsDisplay()
    }
  }
  private var standard = UIToolbarAppearance()

  /// The compact-height appearance, as UIKit's `compactAppearance` (kept).
  public var compactAppearance: UIToolbarAppearance?
  /// The appearance while the content is at its bottom edge, as UIKit's
  /// `scrollEdgeAppearance`: what the pictures draw when set.
  public var scrollEdgeAppearance: UIToolbarAppearance? {
    get { scrollEdge }
    set {
      scrollEdge = newValue.map(UIToolbarAppearance.init(barAppearance:))
      appearanceWasSet = appearanceWasSet || newValue != nil
      setNeedsDisplay()
    }
  }
  private var scrollEdge: UIToolbarAppearance?
  /// The compact-height appearance at the content's edge, as UIKit's
  /// `compactScrollEdgeAppearance` (kept).
  public var compactScrollEdgeAppearance: UIToolbarAppearance?

  private var backgroundImages: [Int: UIImage] = [:]
  private var shadowImages: [Int: UIImage] = [:]

  /// Sets the background image, as UIKit's
  /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)` (kept; not drawn).
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - topOrBottom: The bar's position.
  ///   - barMetrics: The bar's metrics.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[topOrBottom.rawValue * 256 + barMetrics.rawValue] = backgroundImage
  }

  /// The background image, as UIKit's `backgroundImage(forToolbarPosition:barMetrics:)`.
  /// - Parameters:
  ///   - topOrBottom: The bar's position.
  ///   - barMetrics: The bar's metrics.
  /// - Returns: The image set for them.
  public func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[topOrBottom.rawValue * 256 + barMetrics.rawValue]
  }

  /// Sets the hairline's image, as UIKit's `setShadowImage(_:forToolbarPosition:)`
  /// (kept; not drawn).
  /// - Parameters:
  ///   - shadowImage: The image.
  ///   - topOrBottom: The bar's position.
  public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)
  {
    shadowImages[topOrBottom.rawValue] = shadowImage
  }

  /// The hairline's image, as UIKit's `shadowImage(forToolbarPosition:)`.
  /// - Parameter topOrBottom: The bar's position.
  /// - Returns: The image set for it.
  public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom.rawValue]
  }

  /// The toolbar's height, as iOS draws a toolbar: 44 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }

  /// Places the items from the leading edge, each as wide as its content plus 16 (at
  /// least 44), a fixed space at its `width`, flexible spaces sharing what is left.
  open override func layoutSubviews() {
    super.layoutSubviews()
    func width(_ item: UIBarButtonItem) -> CGFloat {
      switch item.systemItem {
      case .fixedSpace: return item.width
      case .flexibleSpace: return 0
      default: return max(44, item.button.intrinsicContentSize.width + 16)
      }
    }
    let flexible = shownItems.filter { $0.systemItem == .flexibleSpace }.count
    let used = shownItems.reduce(0) { $0 + width($1) } + 16
    let share = flexible == 0 ? 0 : max(0, bounds.width - used) / CGFloat(flexible)
    var x: CGFloat = 8
    for item in shownItems {
      let w = item.systemItem == .flexibleSpace ? share : width(item)
      item.button.frame = CGRect(x: x, y: 0, width: w, height: min(44, bounds.height))
      x += w
    }
  }

  /// Draws the background and the hairline at the top.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    let appearance = scrollEdge ?? standard
    let fill =
      appearanceWasSet ? appearance.drawnBackground : (barTintColor ?? appearance.drawnBackground)
    if let fill { canvas.fill(bounds, color: fill) }
    if let shadow = appearance.shadowColor {
      canvas.line(from: Point(x: 0, y: 0.5), to: Point(x: bounds.width, y: 0.5), color: shadow)
    }
  }
}
