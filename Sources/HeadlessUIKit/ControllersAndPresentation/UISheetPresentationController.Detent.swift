import HeadlessKit
extension UISheetPresentationController {
  /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
  public final class Detent: Sendable {
    /// Names a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier.
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// About half the screen.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    let detent: HeadlessKit.Detent
    /// The detent's identifier.
    public var identifier: Identifier { detent == .medium ? .medium : .large }

    init(_ detent: HeadlessKit.Detent) { self.detent = detent }

    /// About half the screen.
    public static func medium() -> Detent { Detent(.medium) }
    /// The full height.
    public static func large() -> Detent { Detent(.large) }
  }
}
