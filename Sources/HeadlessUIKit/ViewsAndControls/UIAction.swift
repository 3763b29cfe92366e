public import Foundation
import HeadlessKit

/// What an action runs, as UIKit's `UIActionHandler`: it is given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure, as UIKit's `UIAction`: a control's action
/// (`addAction(_:for:)`, `UIButton(primaryAction:)`) or an element of a `UIMenu`.
///
/// https://developer.apple.com/documentation/uikit/uiaction
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
  /// Names an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (a button created with the action shows it), as UIKit's `title`.
  public override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image, as UIKit's `image`.
  public override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The image shown while the action is on, as UIKit's `selectedImage` (kept; not drawn).
  public var selectedImage: UIImage?
  /// The identifier, as UIKit's `identifier`: a unique one when none was given.
  public let identifier: Identifier
  /// A longer title, as UIKit's `discoverabilityTitle` (kept: no keyboard shortcut list
  /// headlessly).
  public var discoverabilityTitle: String?
  /// How it looks and behaves in a menu, as UIKit's `attributes`: a `.disabled` action
  /// cannot be chosen, a `.hidden` one is not shown, a `.keepsMenuPresented` one leaves
  /// its menu open.
  public var attributes: UIMenuElement.Attributes
  /// Whether it shows a checkmark in a menu, as UIKit's `state`; choosing it in a
  /// `.singleSelection` menu turns it on.
  public var state: UIMenuElement.State
  /// The object the action runs for, while its handler runs, as UIKit's `sender`: the
  /// control, or the button or bar button item whose menu holds it.
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  /// Creates an action, as UIKit's
  /// `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The line under the title (kept).
  ///   - image: The image.
  ///   - selectedImage: The image shown while it is on (kept).
  ///   - identifier: The identifier; a unique one by default.
  ///   - discoverabilityTitle: A longer title (kept).
  ///   - attributes: How it looks and behaves in a menu.
  ///   - state: Whether it shows a checkmark.
  ///   - handler: What the action does; it is given the action.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// Runs the handler, as UIKit's `perform(withSender:target:)`: `sender` is the action's
  /// `sender` while it runs.
  /// - Parameters:
  ///   - sender: The object the action runs for.
  ///   - target: Ignored (an action has no target).
  public func perform(withSender sender: Any?, target: Any?) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }

  func perform(from sender: AnyObject) {
    perform(withSender: sender, target: nil)
  }

  override var isHiddenInMenu: Bool { attributes.contains(.hidden) }
}
