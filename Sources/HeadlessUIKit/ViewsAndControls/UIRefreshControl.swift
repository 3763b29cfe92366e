public import Foundation
public import HeadlessKit

/// UIKit's `UIRefreshControl`: the pull-to-refresh control of a scroll view.
/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
///
/// Set it as a scroll view's (or a table view controller's) `refreshControl`. A user's
/// pull (a swipe down on the scroll view while it shows its top: `TestHost.swipe(_:
/// direction: .down)`, or `swipeDown()` on the table's element) begins refreshing and
/// sends `.valueChanged`, as on iOS; the app's action loads, then calls
/// `endRefreshing()`. `beginRefreshing()` called by code sends nothing, as in UIKit.
/// While refreshing, the control shows a spinner (and its `attributedTitle`) over the
/// top of the scroll view; the scroll view's content does not move down as on iOS.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress, as UIKit's `isRefreshing`.
  open private(set) var isRefreshing = false {
    didSet {
      guard isRefreshing != oldValue else { return }
      isHidden = !isRefreshing
      placeAtTop()
      setNeedsDisplay()
    }
  }

  /// The text under the spinner, as UIKit's `attributedTitle`: none by default.
  open var attributedTitle: NSAttributedString? {
    didSet { setNeedsDisplay() }
  }

  /// Creates a refresh control, as UIKit's `init()`.
  public init() {
    super.init(frame: .zero)
    commonInit()
  }

  /// Creates a refresh control from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the control `init()` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    contentMode = .redraw
    isHidden = true

  }

  /// Shows the control refreshing, as UIKit's `beginRefreshing()` (sends no action).
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh and hides the control, as UIKit's `endRefreshing()`.
  open func endRefreshing() { isRefreshing = false }

  /// A user's pull on `scrollView`: begins refreshing and sends `.valueChanged`, unless
  /// disabled, refreshing already, or the scroll view is not at its top.
  func pulled(in scrollView: ScrollView) {
    guard isEnabled, !isRefreshing, scrollView.contentOffset.y <= 0 else { return }
    beginRefreshing()
    sendOwnActions([.valueChanged, .primaryActionTriggered])
  }

  /// Over the top of the visible part of the scroll view it belongs to.
  private func placeAtTop() {
    guard let scrollView = superview as? ScrollView else { return }
    frame = CGRect(
      x: scrollView.contentOffset.x, y: scrollView.contentOffset.y,
      width: scrollView.bounds.width, height: 60)
  }

  /// `refreshing` or `idle`.
  open override var treeDetails: [String] { [isRefreshing ? "refreshing" : "idle"] }

  /// A spinner while refreshing, and the title beneath it.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard isRefreshing else { return }
    let ring = CGRect(x: (bounds.width / 2 - 10).rounded(.down), y: 10, width: 20, height: 20)
    canvas.ellipse(in: ring, stroke: .separator)
    canvas.line(
      from: CGPoint(x: ring.midX, y: ring.minY), to: CGPoint(x: ring.midX, y: ring.midY),
      color: tintColor ?? .secondaryLabel)
    if let title = attributedTitle?.string, !title.isEmpty {
      canvas.text(
        title, in: CGRect(x: 0, y: 34, width: bounds.width, height: 20),
        color: .secondaryLabel, fontSize: 13, alignment: .center)
    }
  }

  // MARK: Accessibility

  /// "Refreshing" while refreshing, unless set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (isRefreshing ? "Refreshing" : nil) }
    set { super.accessibilityLabel = newValue }
  }
}

/// The refresh control a scroll view shows and the recognizer that hears the pull.
@MainActor
final class RefreshUIKitState {
  var control: UIRefreshControl?
  var pull: SwipeGestureRecognizer?

  static func of(_ view: ScrollView) -> RefreshUIKitState {
    attachment(in: &view.attachments, RefreshUIKitState.init)
  }
}

extension ScrollView {
  /// The pull-to-refresh control, as UIKit's `refreshControl`: `nil` by default. Setting
  /// one adds it to the scroll view, as UIKit does, and a pull (a swipe down while the
  /// top shows) then refreshes.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  public var refreshControl: UIRefreshControl? {
    get { (attachments[ObjectIdentifier(RefreshUIKitState.self)] as? RefreshUIKitState)?.control }
    set {
      let state = RefreshUIKitState.of(self)
      guard newValue !== state.control else { return }
      state.control?.removeFromSuperview()
      state.control = newValue
      if let pull = state.pull {
        removeGestureRecognizer(pull)
        state.pull = nil
      }
      guard let control = newValue else { return }
      addSubview(control)
      let pull = SwipeGestureRecognizer { [unowned self] _ in
        self.refreshControl?.pulled(in: self)
      }
      pull.direction = .down
      addGestureRecognizer(pull)
      state.pull = pull
    }
  }
}

extension UITableViewController {
  /// The table view's pull-to-refresh control, as UIKit's `refreshControl`: the table
  /// view's `refreshControl`.
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol
  public var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }
}
