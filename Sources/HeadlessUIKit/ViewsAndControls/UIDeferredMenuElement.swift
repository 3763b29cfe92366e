public import Foundation
import HeadlessKit

/// A placeholder a menu replaces with the elements its provider gives, as UIKit's
/// `UIDeferredMenuElement`: the provider runs when a menu holding it opens, and the
/// elements it passes to its completion show in its place (nothing shows until then).
///
/// ```swift
/// let recent = UIDeferredMenuElement.uncached { completion in
///   completion(store.recentFiles.map { file in UIAction(title: file.name) { _ in open(file) } })
/// }
/// ```
///
/// https://developer.apple.com/documentation/uikit/uideferredmenuelement
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  /// Names a deferred element, as UIKit's `UIDeferredMenuElement.Identifier`.
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

  /// The element's identifier, as UIKit's `identifier`.
  public let identifier: Identifier
  private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
  private let caches: Bool
  /// What the provider gave, once it called its completion: kept for every later opening
  /// of a cached element, for this opening of an uncached one.
  private var provided: [UIMenuElement]?

  /// Creates a deferred element whose provider runs once, the first time a menu shows
  /// it; its elements are kept for later openings, as UIKit's `init(_:)`.
  /// - Parameter elementProvider: Called with a completion to pass the elements to.
  public convenience init(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) {
    self.init(provider: elementProvider, caches: true)
  }

  /// Creates a deferred element whose provider runs every time a menu shows it, as
  /// UIKit's `uncached(_:)`.
  /// - Parameter elementProvider: Called with a completion to pass the elements to.
  /// - Returns: The element.
  public class func uncached(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) -> Self {
    // UIKit's subclasses of this class are not made; the cast holds for the class itself.
    UIDeferredMenuElement(provider: elementProvider, caches: false) as! Self
  }

  init(
    provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, caches: Bool
  ) {
    self.provider = provider
    self.caches = caches
    identifier = Identifier("com.apple.deferred." + UUID().uuidString)
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// Asks the provider for the elements when a menu holding this one opens: every time
  /// when uncached, once when cached.
  func menuWillOpen() {
    if caches, provided != nil { return }
    if !caches { provided = nil }
    provider { [weak self] elements in self?.provided = elements }
  }

  /// The elements shown in this one's place: none until the provider completes.
  var shownElements: [UIMenuElement] { provided ?? [] }
}
