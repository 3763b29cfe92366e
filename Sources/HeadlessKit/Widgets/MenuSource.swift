/// A menu a view opens: UIKit's button and bar button item menus, which HeadlessUIKit
/// declares, as HeadlessKit's `Button` and HeadlessKitTesting's `TestHost` reach them.
///
/// HeadlessUIKit attaches one to a button (`View.menuSource`); a tap opens it instead of
/// sending the button's actions when `opensOnTap` says so, as UIKit's
/// `showsMenuAsPrimaryAction` does, and a test host lists and chooses its elements.
///
/// Threading: main actor only, like the view it belongs to.
@MainActor
package protocol MenuSource: AnyObject {
  /// Whether a tap opens the menu instead of sending the view's actions.
  var opensOnTap: Bool { get }
  /// Whether the menu is open now.
  var isMenuOpen: Bool { get }
  /// Opens the menu (at its top level), as a user's touch does; nothing when there is no
  /// menu to show.
  func openMenu()
  /// Closes the menu without choosing anything, as a tap outside it does.
  func closeMenu()
  /// The titles of the open level's elements, in the order shown (inline groups
  /// flattened, hidden elements left out); empty when the menu is closed.
  var openMenuTitles: [String] { get }
  /// Chooses the element titled `title` in the open level, as a user's tap on it does: an
  /// action runs (the menu closes first unless the element keeps it open), a submenu opens.
  /// - Returns: What happened.
  func chooseMenuElement(titled title: String) -> MenuChoice
}

/// What choosing a menu element did.
package enum MenuChoice: Equatable, Sendable {
  /// An action ran.
  case performed
  /// A submenu opened in place of its parent.
  case openedSubmenu
  /// The element is disabled: nothing ran.
  case disabled
  /// No element of the open level has that title.
  case notFound
}

extension View {
  /// The menu this view opens, if any: set by HeadlessUIKit.
  package var menuSource: (any MenuSource)? {
    get { (attachments[ObjectIdentifier(MenuSourceBox.self)] as? MenuSourceBox)?.source }
    set {
      attachments[ObjectIdentifier(MenuSourceBox.self)] = newValue.map(MenuSourceBox.init)
    }
  }
}

/// Holds a view's menu source among its attachments.
@MainActor
private final class MenuSourceBox {
  let source: any MenuSource
  init(_ source: any MenuSource) { self.source = source }
}
