import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a list with a sort button whose menu is its primary action,
// and a bar button item with a menu.

final class SortableListController: UIViewController {
  enum Sort: String { case name, date, size }
  var sort = Sort.name
  var log: [String] = []
  let sortButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Files"
    sortButton.setTitle("Sort", for: .normal)
    sortButton.accessibilityIdentifier = "sort"
    sortButton.addAction(UIAction { [unowned self] _ in log.append("tapped") }, for: .touchUpInside)
    sortButton.menu = UIMenu(
      title: "Sort By", options: .singleSelection,
      children: [Sort.name, .date, .size].map { sort in
        UIAction(title: sort.rawValue.capitalized, state: sort == self.sort ? .on : .off) {
          [unowned self] action in
          self.sort = sort
          log.append("sort \(action.title)")
        }
      })
    sortButton.showsMenuAsPrimaryAction = true
    view.addSubview(sortButton)
    sortButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)

    let more = UIMenu(children: [
      UIMenu(
        title: "", options: .displayInline,
        children: [
          UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) {
            [unowned self] _ in log.append("select")
          },
          UIAction(title: "Archived", attributes: .disabled) { [unowned self] _ in
            log.append("archived")
          },
          UIAction(title: "Secret", attributes: .hidden) { _ in },
        ]),
      UIMenu(
        title: "Export", image: UIImage(systemName: "square.and.arrow.up"),
        children: [
          UIAction(title: "PDF") { [unowned self] action in
            log.append("pdf from \(action.sender is UIBarButtonItem ? "item" : "?")")
          },
          UIAction(title: "CSV") { [unowned self] _ in log.append("csv") },
        ]),
      UIAction(title: "Delete All", attributes: .destructive) { [unowned self] _ in
        log.append("delete")
      },
    ])
    let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: more)
    item.accessibilityIdentifier = "more"
    navigationItem.rightBarButtonItem = item
  }
}

@MainActor
@Suite struct UIKitMenuTests {
  /// `showsMenuAsPrimaryAction`
  /// (https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction):
  /// the menu becomes the control's primary action and shows on touch down, so a tap
  /// opens it and sends no `.touchUpInside` action; choosing runs the action's handler
  /// (https://developer.apple.com/documentation/uikit/uiaction) and closes the menu.
  @Test func aTapOpensAPrimaryActionMenuAndChoosingRunsTheHandler() {
    let list = SortableListController()
    let host = TestHost()
    host.show(UINavigationController(rootViewController: list))
    #expect(list.sortButton.isContextMenuInteractionEnabled)
    #expect(host.openMenuTitles.isEmpty)
    #expect(host.tap("sort"))
    #expect(list.log.isEmpty, "the menu opened instead of the button's actions")
    #expect(host.openMenuTitles == ["Name", "Date", "Size"])
    #expect(host.chooseMenuElement(titled: "Date"))
    #expect(list.sort == .date)
    #expect(list.log == ["sort Date"])
    #expect(host.openMenuTitles.isEmpty, "choosing closed the menu")
  }

  /// `UIMenu.Options.singleSelection`
  /// (https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection):
  /// one element "on"; `selectedElements`
  /// (https://developer.apple.com/documentation/uikit/uimenu/selectedelements) lists it.
  @Test func singleSelectionKeepsOneElementOn() throws {
    let list = SortableListController()
    let host = TestHost()
    host.show(list)
    let menu = try #require(list.sortButton.menu)
    #expect(menu.selectedElements.map(\.title) == ["Name"])
    host.openMenu("sort")
    host.chooseMenuElement(titled: "Size")
    #expect(menu.selectedElements.map(\.title) == ["Size"])
    let states = menu.children.compactMap { ($0 as? UIAction)?.state }
    #expect(states == [.off, .off, .on])
  }

  /// Without `showsMenuAsPrimaryAction` a tap sends the button's actions, and the menu
  /// opens on a touch and hold (`TestHost.openMenu(_:)`), as
  /// https://developer.apple.com/documentation/uikit/uibutton/menu describes.
  @Test func aMenuThatIsNotThePrimaryActionOpensOnTouchAndHold() {
    let list = SortableListController()
    let host = TestHost()
    host.show(list)
    list.sortButton.showsMenuAsPrimaryAction = false
    host.tap("sort")
    #expect(list.log == ["tapped"])
    #expect(host.openMenuTitles.isEmpty)
    #expect(host.openMenu("sort"))
    #expect(host.openMenuTitles == ["Name", "Date", "Size"])
    host.closeMenu()
    #expect(host.openMenuTitles.isEmpty)
    #expect(list.log == ["tapped"])
  }

  /// A bar button item with a menu and no primary action opens it on a tap
  /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu); inline
  /// sections show in the parent's list and hidden elements do not
  /// (https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayinline,
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden); a
  /// submenu opens in its parent's place; a disabled element cannot be chosen
  /// (https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled).
  @Test func barButtonItemMenuWithSectionsSubmenusAndDisabledElements() {
    let list = SortableListController()
    let host = TestHost()
    host.show(UINavigationController(rootViewController: list))
    #expect(host.tapButton(titled: "More"))
    #expect(host.openMenuTitles == ["Select", "Archived", "Export", "Delete All"])
    withKnownIssue {
      host.chooseMenuElement(titled: "Archived")
    }
    #expect(!list.log.contains("archived"))
    #expect(host.chooseMenuElement(titled: "Export"))
    #expect(host.openMenuTitles == ["PDF", "CSV"])
    #expect(host.chooseMenuElement(titled: "PDF"))
    #expect(list.log == ["pdf from item"])
    #expect(host.openMenu("more"))
    withKnownIssue {
      host.chooseMenuElement(titled: "Rename")
    }
  }

  /// `UIDeferredMenuElement.uncached(_:)`
  /// (https://developer.apple.com/documentation/uikit/uideferredmenuelement/uncached(_:)):
  /// the provider runs every time the menu shows; `init(_:)`
  /// (https://developer.apple.com/documentation/uikit/uideferredmenuelement/init(_:)) runs
  /// it once and reuses its elements.
  @Test func deferredElementsLoadWhenTheMenuOpens() {
    var uncachedCalls = 0
    var cachedCalls = 0
    var chosen: [String] = []
    let button = UIButton(type: .system)
    button.setTitle("Recent", for: .normal)
    button.accessibilityIdentifier = "recent"
    button.menu = UIMenu(children: [
      UIDeferredMenuElement.uncached { completion in
        uncachedCalls += 1
        completion([UIAction(title: "Opened \(uncachedCalls)") { chosen.append($0.title) }])
      },
      UIDeferredMenuElement { completion in
        cachedCalls += 1
        completion([UIAction(title: "Pinned") { chosen.append($0.title) }])
      },
    ])
    let controller = UIViewController()
    controller.view.addSubview(button)
    let host = TestHost()
    host.show(controller)
    #expect(uncachedCalls == 0 && cachedCalls == 0)
    host.openMenu("recent")
    #expect(host.openMenuTitles == ["Opened 1", "Pinned"])
    host.closeMenu()
    host.openMenu("recent")
    #expect(host.openMenuTitles == ["Opened 2", "Pinned"])
    #expect(cachedCalls == 1)
    host.chooseMenuElement(titled: "Pinned")
    #expect(chosen == ["Pinned"])
  }

  /// `changesSelectionAsPrimaryAction` with a menu that is the primary action
  /// (https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction):
  /// a pop-up button showing its selected element's title.
  @Test func popUpButtonShowsTheSelectedTitle() {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "size"
    button.menu = UIMenu(children: [
      UIAction(title: "Small") { _ in }, UIAction(title: "Large") { _ in },
    ])
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    #expect(button.title(for: .normal) == "Small")
    let controller = UIViewController()
    controller.view.addSubview(button)
    let host = TestHost()
    host.show(controller)
    host.tap("size")
    host.chooseMenuElement(titled: "Large")
    #expect(button.title(for: .normal) == "Large")
    #expect(button.menu?.selectedElements.map(\.title) == ["Large"])
  }

  /// UIKit's declarations: `UIMenu`'s initializer defaults, `replacingChildren(_:)`
  /// (https://developer.apple.com/documentation/uikit/uimenu/replacingchildren(_:)),
  /// `UIAction` as a `UIMenuElement` and `UIMenuLeaf`, and `perform(withSender:target:)`
  /// (https://developer.apple.com/documentation/uikit/uimenuleaf/perform(withsender:target:)).
  @Test func menuDeclarationsAsUIKitHasThem() {
    let menu = UIMenu(title: "Edit", options: [.displayInline, .destructive])
    #expect(menu.children.isEmpty)
    #expect(menu.preferredElementSize == .automatic)
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
    var senders: [String] = []
    let copy = UIAction(title: "Copy", subtitle: "To the clipboard") { action in
      senders.append(action.sender as? String ?? "nil")
    }
    let replaced = menu.replacingChildren([copy])
    #expect(replaced.title == "Edit")
    #expect(replaced.identifier == menu.identifier)
    #expect(replaced.options == [.displayInline, .destructive])
    #expect(replaced.children.first === copy)
    let element: UIMenuElement = copy
    #expect(element.title == "Copy")
    #expect(element.subtitle == "To the clipboard")
    let leaf: any UIMenuLeaf = copy
    leaf.perform(withSender: "menu", target: nil)
    #expect(senders == ["menu"])
    #expect(copy.sender == nil)
  }
}
