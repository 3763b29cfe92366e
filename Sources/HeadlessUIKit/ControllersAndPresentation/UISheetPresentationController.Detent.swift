public import Foundation
public import HeadlessKit

extension UISheetPresentationController {
  /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`
  /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent):
  /// the system's medium and large detents, or a custom one whose resolver works out its
  /// height from the sheet's container.
  ///
  /// ```swift
  /// sheet.detents = [
  ///   .custom(identifier: .init("peek")) { context in context.maximumDetentValue * 0.25 },
  ///   .large(),
  /// ]
  /// ```
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// Names a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier, as UIKit's `init(rawValue:)`.
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier, as UIKit's `init(_:)`.
      /// - Parameter rawValue: The name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The identifier of the system's medium detent.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The identifier of the system's large detent.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")

      /// The name HeadlessKit's detent for this identifier has.
      var coreName: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        default: return rawValue
        }
      }

      /// HeadlessKit's detent for this identifier among `detents`; else, to be reported
      /// as missing, the system detent it names or an inactive custom one.
      @MainActor
      func coreDetent(among detents: [UISheetPresentationController.Detent]) -> HeadlessKit.Detent {
        if let detent = detents.first(where: { $0.identifier == self }) { return detent.detent }
        switch self {
        case .medium: return .medium
        case .large: return .large
        default: return .custom(name: coreName) { _ in nil }
        }
      }

      /// The identifier of HeadlessKit's detent named `name`.
      init(coreName name: String) {
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default: self.init(rawValue: name)
        }
      }
    }

    /// The detent's identifier, as UIKit's `identifier`: `.medium`, `.large`, or the one a
    /// custom detent was made with (a generated one when it was made without).
    public let identifier: Identifier

    /// A custom detent's resolver; `nil` for the system's detents.
    private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

    private init(
      identifier: Identifier,
      resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// Creates the system's detent at about half the screen's height, inactive in compact
    /// height, as UIKit's `medium()`.
    /// - Returns: The medium detent.
    public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

    /// Creates the system's detent at the full height, as UIKit's `large()`.
    /// - Returns: The large detent.
    public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

    /// Creates a detent whose height `resolver` works out from the sheet's container, as
    /// UIKit's `custom(identifier:resolver:)`.
    ///
    /// The sheet calls `resolver` each time it is laid out; the height it returns, at most
    /// the context's `maximumDetentValue`, is the height of the sheet's presented view
    /// resting at this detent, and `nil` makes the detent inactive (the sheet does not
    /// rest at it). After a change the resolver reads, call the sheet's
    /// `invalidateDetents()`.
    /// - Parameters:
    ///   - identifier: A name unique among the sheet's detents; a generated one when `nil`.
    ///   - resolver: Works out the height from the container.
    /// - Returns: The custom detent.
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
    }

    /// The height of a sheet resting at this detent in `context`, or `nil` when the
    /// detent is inactive there, as UIKit's `resolvedValue(in:)`: for `.medium()` half the
    /// context's maximum (`nil` in compact height), for `.large()` the maximum, for a
    /// custom detent what its resolver returns.
    /// - Parameter context: The container to resolve the detent in.
    /// - Returns: The height, or `nil`.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      if let resolver { return resolver(context) }
      let core = DetentContext(
        traitCollection: context.containerTraitCollection,
        maximumHeight: Double(context.maximumDetentValue))
      return detent.height(in: core).map { CGFloat($0) }
    }

    /// HeadlessKit's detent for this one; a custom detent's height runs its resolver.
    var detent: HeadlessKit.Detent {
      guard resolver != nil else { return identifier == .medium ? .medium : .large }
      return .custom(name: identifier.coreName) { [self] context in
        let resolved = self.resolvedValue(in: SheetDetentResolutionContext(context))
        return resolved.map { Double($0) }
      }
    }
  }
}

/// A context for resolving custom detent values, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container, as UIKit's `containerTraitCollection`: the
  /// window's, without the sheet's overrides.
  var containerTraitCollection: UITraitCollection { get }
  /// The tallest a detent can be, as UIKit's `maximumDetentValue`: the large detent's
  /// height (here the window's height).
  var maximumDetentValue: CGFloat { get }
}

/// The context a sheet hands its custom detents' resolvers.
final class SheetDetentResolutionContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(_ context: DetentContext) {
    containerTraitCollection = context.traitCollection
    maximumDetentValue = CGFloat(context.maximumHeight)
    super.init()
  }
}
