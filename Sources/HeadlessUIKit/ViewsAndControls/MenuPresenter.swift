import HeadlessKit

/// An open (or closed) menu of a button or bar button item: HeadlessKit's ``MenuSource``
/// for UIKit's menus, attached to the button a user touches.
///
/// It keeps the levels the user opened (the menu, then each submenu chosen), lists the
/// open level as UIKit shows it (inline sections flattened, hidden elements left out,
/// deferred elements replaced by what their provider gave), and chooses as a user's tap
/// does: a disabled element does nothing, an action closes the menu (unless it keeps it
/// presented), updates a `.singleSelection` group's states, then runs with the owner as
/// its sender.
@MainActor
final class MenuPresenter: MenuSource {
  /// The current menu.
  private let currentMenu: @MainActor () -> UIMenu?
  /// Whether a tap opens the menu.
  private let tapOpens: @MainActor () -> Bool
  /// The button or bar button item the menu belongs to: its actions' sender.
  private weak var owner: AnyObject?
  /// Runs after an action was chosen (a pop-up button shows its title).
  var didChoose: (@MainActor (UIAction) -> Void)?
  /// The open levels, outermost first; empty while closed.
  private var levels: [UIMenu] = []

  init(
    owner: AnyObject, menu: @escaping @MainActor () -> UIMenu?,
    opensOnTap: @escaping @MainActor () -> Bool
  ) {
    self.owner = owner
    currentMenu = menu
    tapOpens = opensOnTap
  }

  var opensOnTap: Bool { currentMenu() != nil && tapOpens() }
  var isMenuOpen: Bool { !levels.isEmpty }

  func openMenu() {
    guard let menu = currentMenu() else { return }
    levels = [menu]
    Self.prepare(menu)
  }

  func closeMenu() { levels = [] }

  var openMenuTitles: [String] {
    levels.last.map { Self.entries(of: $0).map(\.element.title) } ?? []
  }

  func chooseMenuElement(titled title: String) -> MenuChoice {
    guard let level = levels.last,
      let entry = Self.entries(of: level).first(where: { $0.element.title == title })
    else { return .notFound }
    if let submenu = entry.element as? UIMenu {
      levels.append(submenu)
      Self.prepare(submenu)
      return .openedSubmenu
    }
    guard let action = entry.element as? UIAction else { return .notFound }
    if action.attributes.contains(.disabled) { return .disabled }
    // https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection:
    // a single-selection menu (and its submenus) allows one element "on".
    if let group = (levels + entry.sections).last(where: { $0.options.contains(.singleSelection) })
    {
      Self.select(action, in: group)
    }
    if !action.attributes.contains(.keepsMenuPresented) { levels = [] }
    action.perform(withSender: owner, target: nil)
    didChoose?(action)
    return .performed
  }

  /// Turns `action` on and every other action of `menu` (submenus included) off.
  static func select(_ action: UIAction, in menu: UIMenu) {
    for child in menu.children {
      if let submenu = child as? UIMenu {
        select(action, in: submenu)
      } else if let leaf = child as? UIAction {
        leaf.state = leaf === action ? .on : .off
      } else if let deferred = child as? UIDeferredMenuElement {
        for case let leaf as UIAction in deferred.shownElements {
          leaf.state = leaf === action ? .on : .off
        }
      }
    }
  }

  /// Asks the deferred elements a level shows (inline sections included) for theirs.
  private static func prepare(_ menu: UIMenu) {
    for child in menu.children {
      if let deferred = child as? UIDeferredMenuElement {
        deferred.menuWillOpen()
      } else if let section = child as? UIMenu, section.options.contains(.displayInline) {
        prepare(section)
      }
    }
  }

  /// An element a level shows, with the inline sections it sits in (outermost first).
  struct Entry {
    let element: UIMenuElement
    let sections: [UIMenu]
  }

  /// What `menu` shows, in order.
  static func entries(of menu: UIMenu, sections: [UIMenu] = []) -> [Entry] {
    var entries: [Entry] = []
    func add(_ elements: [UIMenuElement]) {
      for element in elements where !element.isHiddenInMenu {
        if let deferred = element as? UIDeferredMenuElement {
          add(deferred.shownElements)
        } else if let section = element as? UIMenu, section.options.contains(.displayInline) {
          entries += self.entries(of: section, sections: sections + [section])
        } else {
          entries.append(Entry(element: element, sections: sections))
        }
      }
    }
    add(menu.children)
    return entries
  }

  /// The actions of `menu` and its submenus, in order.
  static func actions(of menu: UIMenu) -> [UIAction] {
    menu.children.flatMap { child -> [UIAction] in
      if let submenu = child as? UIMenu { return actions(of: submenu) }
      if let action = child as? UIAction { return [action] }
      if let deferred = child as? UIDeferredMenuElement {
        return deferred.shownElements.compactMap { $0 as? UIAction }
      }
      return []
    }
  }
}
