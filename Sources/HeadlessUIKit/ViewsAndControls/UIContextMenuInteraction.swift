public import Foundation
public import HeadlessKit

// Context menus: a touch and hold on a view, a table row or a collection item shows the
// menu its delegate configures.
// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration

/// What makes a context menu's actions, as UIKit's `UIContextMenuActionProvider`: given
/// the suggested elements (none headlessly), the menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What makes a context menu's preview, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A context menu's contents, as UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// How the menu's elements are ordered, as UIKit's `ElementOrder`.
  public enum ElementOrder: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// The most important first, nearest the touch.
    case priority = 1
    /// As given.
    case fixed = 2
  }

  /// The identifier given, as UIKit's `identifier`.
  public let identifier: any NSCopying
  /// The preview's provider, as given.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// The actions' provider, as given.
  public let actionProvider: UIContextMenuActionProvider?
  /// How the elements are ordered, as UIKit's `preferredMenuElementOrder`.
  open var preferredMenuElementOrder = ElementOrder.automatic

  /// Creates a configuration, as UIKit's
  /// `init(identifier:previewProvider:actionProvider:)`.
  /// - Parameters:
  ///   - identifier: An identifier, or `nil` for a made-up one.
  ///   - previewProvider: What makes the preview, or `nil`.
  ///   - actionProvider: What makes the menu, or `nil` for none.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the action provider makes.
  var menu: UIMenu? { actionProvider?([]) }
}

/// Something a view takes part in, as UIKit's `UIInteraction`.
@MainActor
public protocol UIInteraction: AnyObject {
  /// The view it belongs to.
  var view: UIView? { get }
  /// It is about to move to a view.
  /// - Parameter view: The view, or `nil`.
  func willMove(to view: UIView?)
  /// It moved to a view.
  /// - Parameter view: The view, or `nil`.
  func didMove(to view: UIView?)
}

/// A touch and hold that shows a menu, as UIKit's `UIContextMenuInteraction`: added to a
/// view (`addInteraction(_:)`), it gives the view the menu its delegate configures,
/// which `TestHost.openMenu(_:)` opens by the view's identifier and
/// `chooseMenuElement(titled:)` chooses in, as for a button's menu.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate that configures the menu, held weakly, as UIKit's `delegate`.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it was added to, as UIKit's `view`.
  public private(set) weak var view: UIView?

  /// Creates an interaction, as UIKit's `init(delegate:)`.
  /// - Parameter delegate: Configures the menu.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Where the touch is in a view, as UIKit's `location(in:)`: the centre of the
  /// interaction's view headlessly.
  /// - Parameter view: The view whose coordinates to use, or `nil` for the window's.
  /// - Returns: The point.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    return own.convert(centre, to: view)
  }

  /// Closes the menu, as UIKit's `dismissMenu()`.
  open func dismissMenu() { view?.menuSource?.closeMenu() }

  /// Called before moving to a view.
  /// - Parameter view: The view, or `nil`.
  open func willMove(to view: UIView?) {}

  /// Attaches the menu to the view.
  /// - Parameter view: The view, or `nil`.
  open func didMove(to view: UIView?) {
    self.view = view
    guard let view else { return }
    view.menuSource = MenuPresenter(
      owner: view,
      menu: { [weak self] in
        guard let self, let delegate = self.delegate else { return nil }
        return delegate.contextMenuInteraction(
          self, configurationForMenuAtLocation: self.location(in: self.view))?.menu
      }, opensOnTap: { false })
  }
}

/// The delegate of a context menu interaction, as UIKit's
/// `UIContextMenuInteractionDelegate`.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The menu's configuration for a touch at `location`, or `nil` for no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UIView {
  /// The interactions added, as UIKit's `interactions`.
  public var interactions: [any UIInteraction] {
    get { InteractionList.of(self).items }
    set {
      for old in interactions { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }

  /// Adds an interaction, as UIKit's `addInteraction(_:)`.
  /// - Parameter interaction: The interaction.
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    InteractionList.of(self).items.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction, as UIKit's `removeInteraction(_:)`.
  /// - Parameter interaction: The interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    let list = InteractionList.of(self)
    guard list.items.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    list.items.removeAll { $0 === interaction }
    if interaction is UIContextMenuInteraction { menuSource = nil }
    interaction.didMove(to: nil)
  }
}

/// A view's interactions.
@MainActor
final class InteractionList {
  var items: [any UIInteraction] = []
  static func of(_ view: UIView) -> InteractionList {
    attachment(in: &view.attachments, InteractionList.init)
  }
}

extension MenuPresenter {
  /// The context menu of a list cell: `configuration` asked, with the cell's centre in
  /// the list's coordinates, each time the menu opens; never opened by a tap.
  static func contextMenu(
    of cell: UIView, configuration: @escaping @MainActor (CGPoint) -> UIContextMenuConfiguration?
  ) -> MenuPresenter {
    MenuPresenter(
      owner: cell,
      menu: { [weak cell] in
        guard let cell else { return nil }
        return configuration(CGPoint(x: cell.frame.midX, y: cell.frame.midY))?.menu
      }, opensOnTap: { false })
  }
}

extension UITableView {
  /// Gives each visible cell the menu of the delegate's
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)`; called after each layout.
  func attachRowContextMenus() {
    guard delegate != nil else { return }
    for cell in visibleCells where cell.menuSource == nil {
      cell.menuSource = MenuPresenter.contextMenu(of: cell) { [weak self, weak cell] point in
        guard let self, let cell, let delegate = self.delegate,
          let indexPath = self.indexPath(for: cell)
        else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
      }
    }
  }
}

extension UICollectionView {
  /// Gives each visible cell the menu of the delegate's
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, or of the older
  /// single-item method; called after each layout.
  func attachItemContextMenus() {
    guard delegate != nil else { return }
    for cell in visibleCells where cell.menuSource == nil {
      cell.menuSource = MenuPresenter.contextMenu(of: cell) { [weak self, weak cell] point in
        guard let self, let cell, let delegate = self.delegate,
          let indexPath = self.indexPath(for: cell)
        else { return nil }
        return delegate.collectionView(
          self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
          ?? delegate.collectionView(
            self, contextMenuConfigurationForItemAt: indexPath, point: point)
      }
    }
  }
}
