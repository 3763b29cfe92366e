import HeadlessKit
/// A button in a navigation bar, as UIKit's `UIBarButtonItem` (the closure forms; the
/// target-action form needs `#selector`). It shows as a HeadlessKit `Button` in the bar,
/// which `TestHost.tapButton(titled:)` (or `tap(_:)` with its
/// ``accessibilityIdentifier``) taps.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// The system's standard items, as UIKit's `UIBarButtonItem.SystemItem`, with UIKit's
  /// cases in UIKit's order and raw values (`done` is 0, `close` 24): the textual ones
  /// show their English titles, the iconic ones an SF Symbol's name, and the two spaces
  /// neither.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  public enum SystemItem: Int, Sendable {
    /// "Done".
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save".
    case save = 3
    /// A plus symbol.
    case add = 4
    /// Blank space that stretches between items.
    case flexibleSpace = 5
    /// Blank space of a fixed width.
    case fixedSpace = 6
    /// A compose (square and pencil) symbol.
    case compose = 7
    /// A reply (arrow) symbol.
    case reply = 8
    /// A share symbol.
    case action = 9
    /// An organize (folder) symbol.
    case organize = 10
    /// A bookmarks (book) symbol.
    case bookmarks = 11
    /// A search (magnifying glass) symbol.
    case search = 12
    /// A refresh (circular arrow) symbol.
    case refresh = 13
    /// A stop (xmark) symbol.
    case stop = 14
    /// A camera symbol.
    case camera = 15
    /// A trash symbol.
    case trash = 16
    /// A play symbol.
    case play = 17
    /// A pause symbol.
    case pause = 18
    /// A rewind symbol.
    case rewind = 19
    /// A fast-forward symbol.
    case fastForward = 20
    /// An undo symbol.
    case undo = 21
    /// A redo symbol.
    case redo = 22
    /// A page curl; deprecated in UIKit since iOS 11 and shown with no title or image.
    @available(iOS, deprecated: 11.0)
    case pageCurl = 23
    /// "Close" (an xmark symbol on iOS).
    case close = 24
  }
  /// The item's style, as UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Emphasised (bold on iOS).
    case done
  }

  let button = Button()
  /// The title.
  public var title: String? {
    get { button.title }
    set { button.title = newValue }
  }
  /// The image.
  public var image: UIImage? {
    didSet { button.image = image?.name }
  }
  /// The style.
  public var style: Style = .plain
  /// The system item it was made as, if any (a toolbar lays out its spaces by it).
  var systemItem: SystemItem?
  /// The width of a fixed space, as UIKit's `width`; 0 by default (other items are as
  /// wide as their content).
  public var width: CGFloat = 0
  /// What a tap runs, as UIKit's `primaryAction`.
  public var primaryAction: UIAction?
  /// Whether it can be tapped; `true` by default.
  public var isEnabled: Bool {
    get { button.isEnabled }
    set { button.isEnabled = newValue }
  }
  /// Finds the item's button in tests, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String? {
    get { button.identifier }
    set { button.identifier = newValue }
  }

  /// The menu the item opens, as UIKit's `menu`: on a tap when the item has no
  /// ``primaryAction``, else on a touch and hold (`TestHost.openMenu(_:)`).
  ///
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
  public var menu: UIMenu? {
    didSet { showSelectedMenuTitle() }
  }

  /// Whether the item tracks a selection, as UIKit's `changesSelectionAsPrimaryAction`:
  /// with a ``menu``, the item shows the title of the menu's action that is on (the
  /// first, when none is) and its menu keeps one action on.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/changesselectionasprimaryaction
  public var changesSelectionAsPrimaryAction = false {
    didSet { showSelectedMenuTitle() }
  }

  /// Creates an item, as UIKit's `init(title:image:primaryAction:menu:)`: the action's
  /// title and image stand in for missing ones, as in UIKit.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: What a tap runs.
  ///   - menu: The menu it opens (on a tap when there is no primary action).
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
    let presenter = MenuPresenter(
      owner: self, menu: { [unowned self] in self.menu },
      opensOnTap: { [unowned self] in self.primaryAction == nil })
    presenter.didChoose = { [unowned self] action in
      if changesSelectionAsPrimaryAction, let menu { MenuPresenter.select(action, in: menu) }
      showSelectedMenuTitle()
    }
    button.menuSource = presenter
    let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    button.title = title ?? actionTitle
    self.image = image ?? primaryAction?.image
    button.image = self.image?.name
    button.addAction { [unowned self] in self.primaryAction?.perform(from: self) }
    showSelectedMenuTitle()
  }

  /// A selection item's title: its menu's action that is on.
  private func showSelectedMenuTitle() {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    let actions = MenuPresenter.actions(of: menu)
    guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
    MenuPresenter.select(selected, in: menu)
    title = selected.title
  }

  /// Creates a system item, as UIKit's `init(systemItem:primaryAction:menu:)`.
  /// - Parameters:
  ///   - systemItem: Which item.
  ///   - primaryAction: What a tap runs.
  ///   - menu: The menu it opens (on a tap when there is no primary action).
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    let titles: [SystemItem: String] = [
      .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save",
    ]
    let symbols: [SystemItem: String] = [
      .add: "plus", .compose: "square.and.pencil", .reply: "arrowshape.turn.up.left",
      .action: "square.and.arrow.up", .organize: "folder", .bookmarks: "book",
      .search: "magnifyingglass", .refresh: "arrow.clockwise", .stop: "xmark",
      .camera: "camera", .trash: "trash", .play: "play.fill", .pause: "pause.fill",
      .rewind: "backward.fill", .fastForward: "forward.fill",
      .undo: "arrow.uturn.backward", .redo: "arrow.uturn.forward", .close: "xmark",
    ]
    self.init(
      title: titles[systemItem], image: symbols[systemItem].flatMap { UIImage(systemName: $0) },
      primaryAction: primaryAction, menu: menu)
    if systemItem == .done { style = .done }
    self.systemItem = systemItem
  }

  /// A space that stretches between a toolbar's items, as UIKit's `flexibleSpace()`.
  /// - Returns: The space.
  public class func flexibleSpace() -> Self {
    // UIKit's subclasses of this class are not made; the cast holds for the class itself.
    UIBarButtonItem(systemItem: .flexibleSpace) as! Self
  }

  /// A space of a fixed width between a toolbar's items, as UIKit's `fixedSpace(_:)`.
  /// - Parameter width: The width in points.
  /// - Returns: The space.
  public class func fixedSpace(_ width: CGFloat) -> Self {
    let space = UIBarButtonItem(systemItem: .fixedSpace)
    space.width = width
    return space as! Self
  }
}
