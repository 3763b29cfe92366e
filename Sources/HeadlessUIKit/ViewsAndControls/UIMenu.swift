public import Foundation
import HeadlessKit

/// A group of menu elements, as UIKit's `UIMenu`: a button's or bar button item's menu,
/// or a submenu or inline section inside one.
///
/// ```swift
/// sortButton.menu = UIMenu(title: "Sort", options: .singleSelection, children: [
///   UIAction(title: "Name", state: .on) { _ in model.sort = .name },
///   UIAction(title: "Date") { _ in model.sort = .date },
/// ])
/// sortButton.showsMenuAsPrimaryAction = true
/// ```
///
/// A test opens it with `TestHost.openMenu(_:)` (or a tap, when it is the primary action)
/// and chooses with `chooseMenuElement(titled:)`.
///
/// https://developer.apple.com/documentation/uikit/uimenu
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// Names a menu, as UIKit's `UIMenu.Identifier`.
  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The application menu (the main menu bar's, on a Mac).
    public static let application = Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Identifier("com.apple.menu.edit")
    /// The View menu.
    public static let view = Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = Identifier("com.apple.menu.help")
    /// The About menu.
    public static let about = Identifier("com.apple.menu.about")
    /// The Preferences menu.
    public static let preferences = Identifier("com.apple.menu.preferences")
    /// The Services menu.
    public static let services = Identifier("com.apple.menu.services")
    /// The Hide menu.
    public static let hide = Identifier("com.apple.menu.hide")
    /// The Quit menu.
    public static let quit = Identifier("com.apple.menu.quit")
    /// The New Scene menu.
    public static let newScene = Identifier("com.apple.menu.new-scene")
    /// The Open Recent menu.
    public static let openRecent = Identifier("com.apple.menu.open-recent")
    /// The Close menu.
    public static let close = Identifier("com.apple.menu.close")
    /// The Print menu.
    public static let print = Identifier("com.apple.menu.print")
    /// The Document menu.
    public static let document = Identifier("com.apple.menu.document")
    /// The Undo and Redo menu.
    public static let undoRedo = Identifier("com.apple.menu.undo-redo")
    /// The standard Edit menu.
    public static let standardEdit = Identifier("com.apple.menu.standard-edit")
    /// The Find menu.
    public static let find = Identifier("com.apple.menu.find")
    /// The Replace menu.
    public static let replace = Identifier("com.apple.menu.replace")
    /// The Share menu.
    public static let share = Identifier("com.apple.menu.share")
    /// The Text Style menu.
    public static let textStyle = Identifier("com.apple.menu.text-style")
    /// The Spelling menu.
    public static let spelling = Identifier("com.apple.menu.spelling")
    /// The Format menu.
    public static let format = Identifier("com.apple.menu.format")
    /// The Font menu.
    public static let font = Identifier("com.apple.menu.font")
    /// The Text menu.
    public static let text = Identifier("com.apple.menu.text")
    /// The Toolbar menu.
    public static let toolbar = Identifier("com.apple.menu.toolbar")
    /// The Sidebar menu.
    public static let sidebar = Identifier("com.apple.menu.sidebar")
    /// The Full Screen menu.
    public static let fullscreen = Identifier("com.apple.menu.fullscreen")
    /// The root of the main menu.
    public static let root = Identifier("com.apple.menu.root")
  }

  /// How a menu shows, as UIKit's `UIMenu.Options`, with UIKit's bits.
  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates options from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its children show in the parent's list, in a section, instead of as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destroying data.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one of its actions is on: choosing one turns it on and the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Its children show as a row (shown as a list here).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// How large a menu's children show, as UIKit's `UIMenu.ElementSize` (kept; not drawn).
  /// https://developer.apple.com/documentation/uikit/uimenu/elementsize
  public enum ElementSize: Int, Sendable {
    /// Icons only, in a row.
    case small = 0
    /// Icons and titles, in a row.
    case medium = 1
    /// A full row each.
    case large = 2
    /// The system chooses.
    case automatic = -1
  }

  /// The menu's identifier, as UIKit's `identifier`: a unique one when none was given.
  public let identifier: Identifier
  /// The menu's options, as UIKit's `options`.
  public let options: Options
  /// The menu's elements, in order, as UIKit's `children`.
  public let children: [UIMenuElement]
  /// The size of the children, as UIKit's `preferredElementSize` (kept).
  public var preferredElementSize: ElementSize

  /// Creates a menu, as UIKit's
  /// `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
  /// - Parameters:
  ///   - title: The title (shown on a submenu's row, or above an inline section).
  ///   - subtitle: The line under the title (kept).
  ///   - image: The image beside the title.
  ///   - identifier: The identifier; a unique one when `nil`.
  ///   - options: How it shows.
  ///   - preferredElementSize: The children's size (kept).
  ///   - children: The elements.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
    self.options = options
    self.children = children
    self.preferredElementSize = preferredElementSize
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// The elements that are on, in this menu and its submenus, as UIKit's
  /// `selectedElements`.
  public var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let menu = child as? UIMenu { return menu.selectedElements }
      if let leaf = child as? any UIMenuLeaf, leaf.state == .on { return [child] }
      return []
    }
  }

  /// A copy of this menu with other children, as UIKit's `replacingChildren(_:)`.
  /// - Parameter newChildren: The copy's elements.
  /// - Returns: The copy, with this menu's title, image, identifier and options.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }
}
