public import Foundation
import HeadlessKit

/// A menu, an action or a command, as UIKit's `UIMenuElement`: the shared title, subtitle
/// and image; you create its subclasses (`UIMenu`, `UIAction`, `UIDeferredMenuElement`),
/// not this class.
///
/// https://developer.apple.com/documentation/uikit/uimenuelement
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element looks and behaves, as UIKit's `UIMenuElement.Attributes`, with UIKit's
  /// bits.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates attributes from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red (destroys data); it still runs when chosen.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark, as UIKit's `UIMenuElement.State`.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    /// No checkmark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash: partly on.
    case mixed = 2
  }

  /// The stored title; subclasses that let it change (`UIAction`) write it.
  var storedTitle: String
  /// The stored image.
  var storedImage: UIImage?

  /// The title the menu shows, as UIKit's `title`.
  public var title: String { storedTitle }
  /// The line shown under the title, as UIKit's `subtitle` (kept; not drawn).
  public var subtitle: String?
  /// The image the menu shows beside the title, as UIKit's `image`.
  public var image: UIImage? { storedImage }

  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    storedImage = image
    self.subtitle = subtitle
    super.init()
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// Whether the element is hidden; UIKit's leaves (`UIAction`) answer from their
  /// attributes.
  var isHiddenInMenu: Bool { false }
}

/// What a menu's leaves (actions and commands) have, as UIKit's `UIMenuLeaf`.
/// https://developer.apple.com/documentation/uikit/uimenuleaf
@preconcurrency @MainActor
public protocol UIMenuLeaf: AnyObject {
  /// The title.
  var title: String { get set }
  /// The line under the title.
  var subtitle: String? { get set }
  /// The image.
  var image: UIImage? { get set }
  /// The image shown while the leaf is on.
  var selectedImage: UIImage? { get set }
  /// A longer title, for the keyboard shortcut list.
  var discoverabilityTitle: String? { get set }
  /// How it looks and behaves.
  var attributes: UIMenuElement.Attributes { get set }
  /// Whether it shows a checkmark.
  var state: UIMenuElement.State { get set }
  /// The object the leaf runs for, while it runs.
  var sender: Any? { get }
  /// Runs the leaf as choosing it does.
  /// - Parameters:
  ///   - sender: The object it runs for.
  ///   - target: The object to run it on (a command's responder); ignored by actions.
  func perform(withSender sender: Any?, target: Any?)
}
