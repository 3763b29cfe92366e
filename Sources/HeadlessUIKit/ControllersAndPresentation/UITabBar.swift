public import Foundation
public import HeadlessKit

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: a
/// `UITabBarController`'s `tabBar` is one, holding a button per tab.
///
/// What has a headless meaning behaves: `items` and `selectedItem` are the tabs'
/// `tabBarItem`s and the selected one's, the selected tab's title draws in the bar's
/// `tintColor` and the others in `unselectedItemTintColor` (gray when `nil`), and the bar
/// draws its appearance's background (`scrollEdgeAppearance` when set, else
/// `standardAppearance`) or its `barTintColor`. Translucency, images and item
/// positioning are kept for code to read and say so.
///
/// https://developer.apple.com/documentation/uikit/uitabbar
@preconcurrency @MainActor
open class UITabBar: UIStackView {
  /// How items spread across the bar, as UIKit's `UITabBar.ItemPositioning` (kept).
  public enum ItemPositioning: Int, Sendable {
    /// The system decides.
    case automatic = 0
    /// Spread to fill the bar.
    case fill = 1
    /// Centred.
    case centered = 2
  }

  /// The tab bar controller whose bar this is; `nil` for a bar of your own.
  weak var owner: UITabBarController?
  private weak var ownDelegate: (any UITabBarDelegate)?

  /// Told when the user selects an item, as UIKit's `delegate` (held weakly). A tab bar
  /// controller's bar has the controller for its delegate, which hears
  /// `tabBar(_:didSelect:)` when the user taps a tab; setting that bar's delegate stops
  /// with a message, as UIKit raises.
  /// https://developer.apple.com/documentation/uikit/uitabbar/delegate
  public var delegate: (any UITabBarDelegate)? {
    get { owner ?? ownDelegate }
    set {
      guard owner == nil else {
        preconditionFailure(
          "UITabBar.delegate: changing the delegate of a tab bar managed by a tab bar "
            + "controller is not allowed; the controller is its delegate. Override "
            + "tabBar(_:didSelect:) in the controller instead.")
      }
      ownDelegate = newValue
    }
  }
  private var appearanceWasSet = false
  private var ownItems: [UITabBarItem] = []
  private var ownSelectedItem: UITabBarItem?

  /// Creates a bar, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    axis = .horizontal
    contentMode = .redraw
  }

  /// UIKit's archive initializer: a bar with no items (there are no storyboards).
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    axis = .horizontal
    contentMode = .redraw
  }

  /// The items, as UIKit's `items`: a tab bar controller's bar lists its tabs'
  /// `tabBarItem`s. Setting it is `setItems(_:animated:)`.
  public var items: [UITabBarItem]? {
    get {
      if let owner { return owner.viewControllers?.map { $0.tabBarItem } }
      return ownItems.isEmpty ? nil : ownItems
    }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces a bar's own items, as UIKit's `setItems(_:animated:)`. A tab bar
  /// controller's bar takes its items from the tabs (UIKit raises an exception there;
  /// this ignores the call).
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Ignored.
  public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard owner == nil else { return }
    ownItems = items ?? []
  }

  /// The selected item, as UIKit's `selectedItem`: the selected tab's `tabBarItem` in a
  /// tab bar controller's bar (setting it there is ignored, as UIKit raises).
  public var selectedItem: UITabBarItem? {
    get {
      if let owner { return owner.selectedViewController?.tabBarItem }
      return ownSelectedItem
    }
    set {
      guard owner == nil else { return }
      ownSelectedItem = newValue
    }
  }

  /// The colour of the tabs that are not selected, as UIKit's `unselectedItemTintColor`;
  /// gray when `nil`.
  /// https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
  public var unselectedItemTintColor: UIColor? {
    didSet { owner?.tabSet.unselectedItemColor = unselectedItemTintColor }
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
  /// The background image, as UIKit's `backgroundImage` (kept; not drawn).
  public var backgroundImage: UIImage?
  /// The selection indicator's image, as UIKit's `selectionIndicatorImage` (kept).
  public var selectionIndicatorImage: UIImage?
  /// The hairline's image, as UIKit's `shadowImage` (kept; not drawn).
  public var shadowImage: UIImage?
  /// How items spread, as UIKit's `itemPositioning` (kept).
  public var itemPositioning = ItemPositioning.automatic
  /// The items' width, as UIKit's `itemWidth` (kept).
  public var itemWidth: CGFloat = 0
  /// The space between items, as UIKit's `itemSpacing` (kept).
  public var itemSpacing: CGFloat = 0

  /// The appearance of the bar, as UIKit's `standardAppearance`. Setting it stores a
  /// copy, as UIKit does.
  public var standardAppearance: UITabBarAppearance {
    get { standard }
    set {
      standard = UITabBarAppearance(barAppearance: newValue)
      appearanceWasSet = true
      setNeedsDisplay()
    }
  }
  private var standard = UITabBarAppearance()

  /// The appearance while the content is at its bottom edge, as UIKit's
  /// `scrollEdgeAppearance`: what the pictures draw when set.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { scrollEdge }
    set {
      scrollEdge = newValue.map(UITabBarAppearance.init(barAppearance:))
      appearanceWasSet = appearanceWasSet || newValue != nil
      setNeedsDisplay()
    }
  }
  private var scrollEdge: UITabBarAppearance?

  /// Draws the background and the hairline at the top.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    let appearance = scrollEdge ?? standard
    let fill =
      appearanceWasSet ? appearance.drawnBackground : (barTintColor ?? appearance.drawnBackground)
    if let fill { canvas.fill(bounds, color: fill) }
    if let shadow = appearance.shadowColor {
      canvas.line(
        from: Point(x: 0, y: 0.5), to: Point(x: bounds.width, y: 0.5), color: shadow)
    }
  }
}
