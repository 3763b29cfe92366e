public import Foundation
public import HeadlessKit

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: a
/// `UINavigationController`'s `navigationBar` is one.
///
/// What has a headless meaning behaves: the bar draws its appearance's background and
/// hairline in the pictures (`scrollEdgeAppearance` when set, else `standardAppearance`:
/// a headless screen's content sits at its top edge; iOS 15 and later draw a transparent
/// bar there when `scrollEdgeAppearance` is `nil`, which this bar does not), its title
/// takes the appearance's (or the bar's) title attributes' font and colour, and with
/// `prefersLargeTitles` the title shows large below the bar's row (34-point bold,
/// leading) when the top controller's `navigationItem.largeTitleDisplayMode` allows it,
/// the bar 52 points taller. Members with no headless meaning (translucency, bar style,
/// images, metrics) are kept for code to read and say so.
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
///
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
  /// The navigation controller whose bar this is; `nil` for a bar of your own.
  weak var owner: UINavigationController?
  private weak var ownDelegate: (any UINavigationBarDelegate)?

  /// Told before and after the bar pushes or pops an item, as UIKit's `delegate` (held
  /// weakly); `nil` by default. A navigation controller's bar is managed by the
  /// controller: setting its delegate stops with a message, as UIKit raises.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/delegate
  public var delegate: (any UINavigationBarDelegate)? {
    get { ownDelegate }
    set {
      guard owner == nil else {
        preconditionFailure(
          "UINavigationBar.delegate: cannot manually set the delegate of a navigation "
            + "controller's bar; the controller manages it. Set it on a bar of your own.")
      }
      ownDelegate = newValue
    }
  }

  /// Where the bar is, as UIKit's `barPosition`: the delegate's `position(for:)`
  /// (`.top` unless it says otherwise); a navigation controller's bar is
  /// `.topAttached`, at the top of the screen.
  /// https://developer.apple.com/documentation/uikit/uibarpositioning/barposition
  public var barPosition: UIBarPosition {
    if owner != nil { return .topAttached }
    return ownDelegate?.position(for: self) ?? .top
  }
  private var appearanceWasSet = false

  /// Creates a bar, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// UIKit's archive initializer: a bar with no items (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    contentMode = .redraw
  }

  // MARK: Large titles

  /// Whether titles show large, as UIKit's `prefersLargeTitles`; `false` by default. Each
  /// controller's `navigationItem.largeTitleDisplayMode` decides for its own title.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
  public var prefersLargeTitles = false {
    didSet { if oldValue != prefersLargeTitles { barChanged() } }
  }

  // MARK: Appearance

  /// The appearance of a bar of standard height, as UIKit's `standardAppearance`: the
  /// system's default background unless set. Setting it stores a copy, as UIKit does.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
  public var standardAppearance: UINavigationBarAppearance {
    get { standard }
    set {
      standard = UINavigationBarAppearance(barAppearance: newValue)
      appearanceWasSet = true
      barChanged()
    }
  }
  private var standard = UINavigationBarAppearance()

  /// The appearance of a compact-height bar, as UIKit's `compactAppearance`: `nil`
  /// uses `standardAppearance`. Kept: the headless devices' bars are of standard height.
  public var compactAppearance: UINavigationBarAppearance? {
    get { compact }
    set { compact = newValue.map(UINavigationBarAppearance.init(barAppearance:)) }
  }
  private var compact: UINavigationBarAppearance?

  /// The appearance while the content is at its top edge, as UIKit's
  /// `scrollEdgeAppearance`: what the pictures draw when set (a headless screen's
  /// content stays at its edge).
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { scrollEdge }
    set {
      scrollEdge = newValue.map(UINavigationBarAppearance.init(barAppearance:))
      appearanceWasSet = appearanceWasSet || newValue != nil
      barChanged()
    }
  }
  private var scrollEdge: UINavigationBarAppearance?

  /// The compact-height appearance at the content's top edge, as UIKit's
  /// `compactScrollEdgeAppearance` (kept).
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { compactScrollEdge }
    set { compactScrollEdge = newValue.map(UINavigationBarAppearance.init(barAppearance:)) }
  }
  private var compactScrollEdge: UINavigationBarAppearance?

  /// The appearance the bar shows: the scroll-edge one when set, else the standard one.
  var shownAppearance: UINavigationBarAppearance { scrollEdge ?? standard }

  /// The background colour, as UIKit's legacy `barTintColor`: filled when no appearance
  /// was set (an appearance's background wins, as in UIKit).
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
  public var barTintColor: UIColor? {
    didSet { barChanged() }
  }

  /// Whether the bar is translucent, as UIKit's `isTranslucent`; `true` by default. Kept:
  /// nothing shows through the pictures' bar.
  public var isTranslucent = true

  /// The bar's style, as UIKit's `barStyle` (kept).
  public var barStyle = UIBarStyle.default

  /// The title's styles, as UIKit's legacy `titleTextAttributes`: its `.font` and
  /// `.foregroundColor` style the title when the appearance gives none.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { barChanged() }
  }

  /// The large title's styles, as UIKit's legacy `largeTitleTextAttributes`, used as
  /// ``titleTextAttributes`` is.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { barChanged() }
  }

  /// The hairline's image, as UIKit's `shadowImage` (kept; not drawn).
  public var shadowImage: UIImage?
  /// The back indicator's image, as UIKit's `backIndicatorImage` (kept).
  public var backIndicatorImage: UIImage?
  /// The back indicator's transition mask, as UIKit's `backIndicatorTransitionMaskImage`
  /// (kept).
  public var backIndicatorTransitionMaskImage: UIImage?

  private var backgroundImages: [Int: UIImage] = [:]
  private var titleAdjustments: [Int: CGFloat] = [:]

  /// Sets the background image for bar metrics, as UIKit's
  /// `setBackgroundImage(_:for:barMetrics:)` (kept; not drawn).
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - barPosition: The bar's position.
  ///   - barMetrics: The bar's metrics.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    backgroundImages[barPosition.rawValue * 16 + barMetrics.rawValue] = backgroundImage
  }

  /// The background image for bar metrics, as UIKit's `backgroundImage(for:barMetrics:)`.
  /// - Parameters:
  ///   - barPosition: The bar's position.
  ///   - barMetrics: The bar's metrics.
  /// - Returns: The image set for them.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    -> UIImage?
  {
    backgroundImages[barPosition.rawValue * 16 + barMetrics.rawValue]
  }

  /// Sets the background image, as UIKit's `setBackgroundImage(_:for:)` (kept).
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - barMetrics: The bar's metrics.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image, as UIKit's `backgroundImage(for:)`.
  /// - Parameter barMetrics: The bar's metrics.
  /// - Returns: The image set for them.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }

  /// Moves the title up or down, as UIKit's `setTitleVerticalPositionAdjustment(_:for:)`
  /// (kept; not applied).
  /// - Parameters:
  ///   - adjustment: The offset.
  ///   - barMetrics: The bar's metrics.
  public func setTitleVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: UIBarMetrics
  ) {
    titleAdjustments[barMetrics.rawValue] = adjustment
  }

  /// The title's vertical offset, as UIKit's `titleVerticalPositionAdjustment(for:)`.
  /// - Parameter barMetrics: The bar's metrics.
  /// - Returns: The offset set for them; 0 by default.
  public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
    titleAdjustments[barMetrics.rawValue] ?? 0
  }

  // MARK: Items

  private var ownItems: [UINavigationItem] = []

  /// The items, bottom to top, as UIKit's `items`: a navigation controller's bar lists
  /// its controllers' navigation items. Setting it is `setItems(_:animated:)`.
  public var items: [UINavigationItem]? {
    get {
      if let owner { return owner.viewControllers.map(\.navigationItem) }
      return ownItems
    }
    set { setItems(newValue, animated: false) }
  }

  /// The top item, as UIKit's `topItem`.
  public var topItem: UINavigationItem? { items?.last }

  /// The item below the top one, as UIKit's `backItem`.
  public var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Replaces a bar's own items, as UIKit's `setItems(_:animated:)`. A navigation
  /// controller's bar takes its items from the controllers (UIKit raises an exception
  /// there; this ignores the call).
  /// - Parameters:
  ///   - items: The items, bottom to top.
  ///   - animated: Ignored.
  public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard owner == nil else { return }
    ownItems = items ?? []
    setNeedsDisplay()
  }

  /// Pushes an item on a bar of your own, as UIKit's `pushItem(_:animated:)`: the
  /// delegate's `navigationBar(_:shouldPush:)` may refuse it; once pushed, it is told
  /// `navigationBar(_:didPush:)`.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:)
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Ignored.
  public func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard owner == nil else { return }
    guard ownDelegate?.navigationBar(self, shouldPush: item) ?? true else { return }
    ownItems.append(item)
    setNeedsDisplay()
    ownDelegate?.navigationBar(self, didPush: item)
  }

  /// Pops the top item of a bar of your own, as UIKit's `popItem(animated:)`: the
  /// delegate's `navigationBar(_:shouldPop:)` may refuse it (nothing is popped, `nil`
  /// returned); once popped, it is told `navigationBar(_:didPop:)`.
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/popitem(animated:)
  /// - Parameter animated: Ignored.
  /// - Returns: The popped item.
  @discardableResult
  public func popItem(animated: Bool) -> UINavigationItem? {
    guard owner == nil, let top = ownItems.last else { return nil }
    guard ownDelegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
    ownItems.removeLast()
    setNeedsDisplay()
    ownDelegate?.navigationBar(self, didPop: top)
    return top
  }

  // MARK: Title view

  /// The top item's `titleView` the bar shows, and the part of the bar's row it is
  /// centred in (bar coordinates); set by the navigation controller at its layout.
  var titleViewPlacement: (view: UIView, row: CGRect)?

  /// Centres the shown title view in the bar's row, as UIKit's bar lays it out: at its
  /// intrinsic size where it has one, else at its frame's size, at most the row's size.
  /// An override calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let (titleView, row) = titleViewPlacement, titleView.superview === self else { return }
    let natural = titleView.intrinsicContentSize
    let width = natural.width >= 0 ? natural.width : titleView.frame.width
    let height = natural.height >= 0 ? natural.height : titleView.frame.height
    let size = CGSize(width: min(max(0, width), row.width), height: min(max(0, height), row.height))
    titleView.frame = CGRect(
      x: (row.midX - size.width / 2).rounded(), y: (row.midY - size.height / 2).rounded(),
      width: size.width, height: size.height)
  }

  // MARK: Drawing

  /// Draws the background and hairline, and a bar of your own draws its top item's title.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    let appearance = shownAppearance
    let fill =
      appearanceWasSet ? appearance.drawnBackground : (barTintColor ?? appearance.drawnBackground)
    if let fill { canvas.fill(bounds, color: fill) }
    if let shadow = appearance.shadowColor {
      let y = bounds.height - 0.5
      canvas.line(from: Point(x: 0, y: y), to: Point(x: bounds.width, y: y), color: shadow)
    }
    if owner == nil, let title = topItem?.title, !title.isEmpty {
      let style = titleStyle(large: false)
      canvas.text(
        title, in: bounds, color: style.color ?? .label,
        fontSize: Double(style.font?.pointSize ?? 17),
        alignment: .center)
    }
  }

  /// The font and colour the title takes: the shown appearance's attributes, else the
  /// bar's legacy ones.
  func titleStyle(large: Bool) -> (font: UIFont?, color: UIColor?) {
    let appearance = shownAppearance
    let attributes =
      large
      ? (appearance.largeTitleTextAttributes.isEmpty
        ? largeTitleTextAttributes ?? [:] : appearance.largeTitleTextAttributes)
      : (appearance.titleTextAttributes.isEmpty
        ? titleTextAttributes ?? [:] : appearance.titleTextAttributes)
    return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
  }

  private func barChanged() {
    setNeedsDisplay()
    owner?.viewIfLoaded?.setNeedsLayout()
  }
}

/// A bar's style, as UIKit's `UIBarStyle` (kept).
public enum UIBarStyle: Int, Sendable {
  /// The default style.
  case `default` = 0
  /// Dark.
  case black = 1
}

/// A bar's position, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
  /// Unspecified.
  case any = 0
  /// At the bottom of its container.
  case bottom = 1
  /// At the top of its container.
  case top = 2
  /// At the top of the screen, under the status bar.
  case topAttached = 3
}

/// A bar's metrics, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
  /// Standard height.
  case `default` = 0
  /// Compact height.
  case compact = 1
  /// Standard height with a prompt.
  case defaultPrompt = 101
  /// Compact height with a prompt.
  case compactPrompt = 102
}
