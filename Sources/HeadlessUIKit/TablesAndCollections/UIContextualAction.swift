public import HeadlessKit

/// An action shown when the user swipes a row, as UIKit's `UIContextualAction`: a
/// button with a title or image and a background colour, whose handler runs when the
/// user taps it, or at once on a full swipe when it is the first action.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///   items.remove(at: indexPath.row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   done(true)
/// }
/// ```
/// https://developer.apple.com/documentation/uikit/uicontextualaction
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks, as UIKit's `UIContextualAction.Style`.
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// A plain action: gray by default.
    case normal = 0
    /// An action that deletes or destroys: red by default.
    case destructive = 1
  }

  /// What runs when the user picks the action, as UIKit's `UIContextualAction.Handler`:
  /// the action, the view it was shown in (its button), and a completion to call with
  /// whether the action was performed; calling it closes the row's actions.
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
    Void

  /// The action's style, as UIKit's `style`.
  public let style: Style
  /// The button's title, as UIKit's `title`.
  public var title: String?
  /// The button's background, as UIKit's `backgroundColor`: `systemRed` for a destructive
  /// action and `systemGray` for a normal one unless set.
  public var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  private var storedBackgroundColor: UIColor?
  /// The button's image, as UIKit's `image`.
  public var image: UIImage?
  /// What runs when the user picks the action, as UIKit's `handler`.
  public let handler: Handler

  /// Creates an action, as UIKit's `init(style:title:handler:)`.
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  /// - Parameters:
  ///   - style: The style.
  ///   - title: The button's title.
  ///   - handler: What runs when the user picks the action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The actions a swipe on a row shows, as UIKit's `UISwipeActionsConfiguration`: the
/// first action is the one nearest the edge swiped from, and a full swipe runs it when
/// ``performsFirstActionWithFullSwipe`` is `true`.
/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, as UIKit's `actions`.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action, as UIKit's
  /// `performsFirstActionWithFullSwipe`; `true` by default.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration, as UIKit's `init(actions:)`.
  /// - Parameter actions: The actions, the first nearest the edge swiped from.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// Shows a list's swipe actions, as UIKit's tables and list collection views do: a
/// horizontal pan across a row (`TestHost.swipe(_:direction:)`, or XCUITest's
/// `swipeLeft()` on a cell) reveals the row's trailing actions (leading for a swipe to
/// the right) as buttons at that edge; tapping one runs its handler, and a swipe across
/// more than half the row runs the first action at once.
@MainActor
final class SwipeActionsPresenter: GestureRecognizerDelegate {
  /// The row's configuration for a swipe from the leading edge (`true`) or the trailing.
  typealias Provider =
    @MainActor (_ indexPath: IndexPath, _ leading: Bool) ->
    UISwipeActionsConfiguration?

  private unowned let list: ListView
  private let provider: Provider
  private let pan = PanGestureRecognizer()
  /// The row whose actions are shown, and their buttons.
  private(set) var shown: (cell: ListCell, buttons: [UIButton], leading: Bool)?
  /// Configurations kept alive while their buttons show.
  private var shownConfiguration: UISwipeActionsConfiguration?

  /// The width of one action's button, as iOS's compact swipe buttons.
  static let buttonWidth = 74.0

  init(list: ListView, provider: @escaping Provider) {
    self.list = list
    self.provider = provider
    pan.cancelsTouchesInView = false
    pan.delegate = self
    pan.addHandler { [unowned self] pan in self.panned(pan) }
    list.addGestureRecognizer(pan)
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { true }

  private func panned(_ pan: PanGestureRecognizer) {
    guard pan.state == .ended else { return }
    let translation = pan.translation(in: list)
    guard abs(translation.x) > abs(translation.y), abs(translation.x) >= 20 else { return }
    guard let cell = cell(under: pan, translation: translation),
      let indexPath = list.indexPath(for: cell)
    else { return }
    if let shown {
      // A swipe while actions show closes them, as on iOS.
      hide()
      if shown.cell === cell { return }
    }
    let leading = translation.x > 0
    guard let configuration = provider(indexPath, leading), !configuration.actions.isEmpty
    else { return }
    if configuration.performsFirstActionWithFullSwipe,
      abs(translation.x) > cell.bounds.width / 2
    {
      perform(configuration.actions[0], from: cell, keeping: configuration)
      return
    }
    show(configuration, on: cell, leading: leading)
  }

  /// The visible cell where the pan began.
  private func cell(under pan: PanGestureRecognizer, translation: Point) -> ListCell? {
    for case let cell as ListCell in list.subviews where !cell.isHidden {
      let now = pan.location(in: cell)
      let start = Point(x: now.x - translation.x, y: now.y - translation.y)
      if cell.bounds.contains(start) { return cell }
    }
    return nil
  }

  private func show(_ configuration: UISwipeActionsConfiguration, on cell: ListCell, leading: Bool)
  {
    let width = Self.buttonWidth
    var buttons: [UIButton] = []
    for (index, action) in configuration.actions.enumerated() {
      let button = UIButton()
      button.title = action.title
      button.image = action.image?.name
      button.backgroundColor = action.backgroundColor
      button.setTitleColor(.white, for: .normal)
      button.accessibilityLabel = action.title
      // The first action is nearest the edge swiped from.
      let x =
        leading
        ? Double(index) * width : cell.bounds.width - Double(index + 1) * width
      button.frame = Rect(x: x, y: 0, width: width, height: cell.bounds.height)
      button.addAction { [unowned self, unowned cell, unowned button] in
        self.perform(action, from: cell, sourceView: button, keeping: configuration)
      }
      cell.addSubview(button)
      buttons.append(button)
    }
    shown = (cell, buttons, leading)
    shownConfiguration = configuration
    CellConfigurationFlags.set(\.isSwiped, true, on: cell)
  }

  /// Closes the shown actions.
  func hide() {
    guard let shown else { return }
    for button in shown.buttons { button.removeFromSuperview() }
    self.shown = nil
    shownConfiguration = nil
    CellConfigurationFlags.set(\.isSwiped, false, on: shown.cell)
  }

  private func perform(
    _ action: UIContextualAction, from cell: ListCell, sourceView: UIView? = nil,
    keeping configuration: UISwipeActionsConfiguration
  ) {
    action.handler(action, sourceView ?? cell) { [weak self] _ in self?.hide() }
    _ = configuration
  }
}
