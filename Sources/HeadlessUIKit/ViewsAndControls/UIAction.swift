import HeadlessKit
/// An action a control runs, as UIKit's `UIAction`: a closure with a title.
@preconcurrency @MainActor
open class UIAction: NSObject {
  /// Names an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (a button created with the action shows it).
  public var title: String
  /// The image, if any.
  public var image: UIImage?
  /// The identifier; a unique one when none was given.
  public let identifier: Identifier
  /// The control that sent the action, while its handler runs.
  public private(set) var sender: AnyObject?
  private let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - identifier: The identifier; a unique one by default.
  ///   - handler: What the action does; it is given the action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
    super.init()
  }

  func perform(from sender: AnyObject) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
