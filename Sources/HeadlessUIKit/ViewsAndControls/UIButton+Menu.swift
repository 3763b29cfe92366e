public import HeadlessKit

// UIKit's menus on controls: `UIButton.menu` and `UIControl.showsMenuAsPrimaryAction`.
// A menu opens on a touch and hold (`TestHost.openMenu(_:)`), or on a tap when it is the
// primary action; choosing an element runs it as UIKit does (see `MenuPresenter`).

extension Control {
  /// Whether a tap opens the control's menu instead of sending its actions, as UIKit's
  /// `showsMenuAsPrimaryAction`; `false` by default.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction:
  /// "the menu shows in response to the touchDown event" (a tap here), and the control's
  /// `.touchUpInside` and `.primaryActionTriggered` actions are not sent.
  public var showsMenuAsPrimaryAction: Bool {
    get { ControlMenuState.of(self).showsMenuAsPrimaryAction }
    set { ControlMenuState.of(self).showsMenuAsPrimaryAction = newValue }
  }

  /// Whether the control's menu opens on a touch and hold, as UIKit's
  /// `isContextMenuInteractionEnabled`; a button's becomes `true` when it gets a menu.
  public var isContextMenuInteractionEnabled: Bool {
    get { ControlMenuState.of(self).isContextMenuInteractionEnabled }
    set { ControlMenuState.of(self).isContextMenuInteractionEnabled = newValue }
  }
}

extension Button {
  /// The menu the button opens, as UIKit's `menu`: on a touch and hold, or on a tap when
  /// `showsMenuAsPrimaryAction` is `true`. Setting one enables
  /// `isContextMenuInteractionEnabled`, as UIKit does.
  ///
  /// With `changesSelectionAsPrimaryAction` set, the button is a pop-up button: its menu
  /// keeps one action on (the first, when none is) and the button shows that action's
  /// title.
  ///
  /// https://developer.apple.com/documentation/uikit/uibutton/menu
  public var menu: UIMenu? {
    get { ButtonUIKitState.of(self).menu }
    set {
      ButtonUIKitState.of(self).menu = newValue
      isContextMenuInteractionEnabled = newValue != nil
      if newValue != nil, menuSource == nil {
        let presenter = MenuPresenter(
          owner: self, menu: { [unowned self] in isContextMenuInteractionEnabled ? menu : nil },
          opensOnTap: { [unowned self] in showsMenuAsPrimaryAction })
        presenter.didChoose = { [unowned self] action in
          if changesSelectionAsPrimaryAction, let menu { MenuPresenter.select(action, in: menu) }
          showSelectedMenuTitle()
        }
        menuSource = presenter
      }
      showSelectedMenuTitle()
    }
  }

  /// A pop-up button's selection: the first action on, else the first action (turned
  /// on); its title is the button's.
  /// https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction
  func showSelectedMenuTitle() {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    let actions = MenuPresenter.actions(of: menu)
    guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
    MenuPresenter.select(selected, in: menu)
    title = selected.title
  }
}

/// A control's menu settings.
@MainActor
final class ControlMenuState {
  var showsMenuAsPrimaryAction = false
  var isContextMenuInteractionEnabled = false

  static func of(_ control: Control) -> ControlMenuState {
    attachment(in: &control.attachments, ControlMenuState.init)
  }
}
