public import Foundation
import HeadlessKit

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`
/// (https://developer.apple.com/documentation/swiftui/presentationdetent): the system's
/// medium and large detents, a fixed height, a fraction of the height the sheet appears in,
/// or a height a ``CustomPresentationDetent`` works out.
///
/// ```swift
/// extension PresentationDetent {
///   static let bar = Self.custom(BarDetent.self)
///   static let small = Self.height(100)
///   static let extraLarge = Self.fraction(0.75)
/// }
///
/// private struct BarDetent: CustomPresentationDetent {
///   static func height(in context: Context) -> CGFloat? {
///     max(44, context.maxDetentValue * 0.1)
///   }
/// }
/// ```
///
/// Two detents are equal when they were made the same way with the same value: two
/// `.height(100)` are the same detent, and so are two `.custom(BarDetent.self)`.
public struct PresentationDetent: Hashable, Sendable {
  /// How the detent was made, which is what it compares by.
  enum Kind: Hashable, Sendable {
    case medium
    case large
    case height(CGFloat)
    case fraction(CGFloat)
    case custom(ObjectIdentifier)
  }

  let kind: Kind
  /// The name HeadlessKit's detent for this one has (how diagnostics spell it).
  let name: String
  /// A custom detent's height in a context; `nil` for the others.
  private let customHeight: (@MainActor @Sendable (Context) -> CGFloat?)?

  private init(
    kind: Kind, name: String, customHeight: (@MainActor @Sendable (Context) -> CGFloat?)? = nil
  ) {
    self.kind = kind
    self.name = name
    self.customHeight = customHeight
  }

  /// The system detent for a sheet that is about half the height of the screen, and is
  /// inactive in compact height.
  public static let medium = PresentationDetent(kind: .medium, name: "medium")
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(kind: .large, name: "large")

  /// A custom detent with the specified height, at most the height the sheet appears in.
  /// - Parameter height: The sheet's height in points.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height), name: "height(\(height))") { _ in height }
  }

  /// A custom detent with the specified fractional height: `fraction` of the height the
  /// sheet appears in (``Context/maxDetentValue``).
  /// - Parameter fraction: The share of the height, from 0 to 1.
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction), name: "fraction(\(fraction))") { context in
      context.maxDetentValue * fraction
    }
  }

  /// A custom detent with a calculated height: `type`'s `height(in:)`, asked on the main
  /// actor each time the sheet is laid out; a `nil` height makes the detent inactive there.
  /// - Parameter type: The type that works out the height.
  /// - Returns: The detent.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(
      kind: .custom(ObjectIdentifier(type)), name: "custom(\(String(reflecting: type)))"
    ) { context in D.height(in: context) }
  }

  /// Whether two detents were made the same way with the same value.
  public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
    lhs.kind == rhs.kind
  }

  /// Hashes how the detent was made.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// HeadlessKit's detent for this one; a custom detent's context reads `environment`.
  @MainActor
  func coreDetent(environment: DetentEnvironment) -> HeadlessKit.Detent {
    switch kind {
    case .medium: return .medium
    case .large: return .large
    case .height, .fraction, .custom:
      let customHeight = customHeight
      return .custom(name: name) { context in
        let context = Context(
          maxDetentValue: CGFloat(context.maximumHeight), environment: environment.values)
        return customHeight?(context).map(Double.init)
      }
    }
  }

  /// The order sheets list detents in: medium, large, then the others by name (a `Set`
  /// has none of its own).
  var sortKey: (Int, String) {
    switch kind {
    case .medium: return (0, "")
    case .large: return (1, "")
    default: return (2, name)
    }
  }

  /// `detents` in ``sortKey`` order.
  static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
    detents.sorted { $0.sortKey < $1.sortKey }
  }
}

extension PresentationDetent {
  /// What a custom detent's height is worked out from, as SwiftUI's
  /// `PresentationDetent.Context`
  /// (https://developer.apple.com/documentation/swiftui/presentationdetent/context): the
  /// height the sheet appears in, and the environment's values.
  @dynamicMemberLookup
  public struct Context {
    /// The height that the presentation appears in: the window's.
    public let maxDetentValue: CGFloat
    /// The environment of the view that declared the detents.
    let environment: EnvironmentValues

    init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
      self.maxDetentValue = maxDetentValue
      self.environment = environment
    }

    /// The environment's value at `keyPath` (`context.colorScheme`, `context.dynamicTypeSize`).
    /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }
}

/// The definition of a custom detent with a calculated height, as SwiftUI's
/// `CustomPresentationDetent`
/// (https://developer.apple.com/documentation/swiftui/custompresentationdetent).
///
/// ```swift
/// private struct BarDetent: CustomPresentationDetent {
///   static func height(in context: Context) -> CGFloat? {
///     max(44, context.maxDetentValue * 0.1)
///   }
/// }
/// ```
public protocol CustomPresentationDetent {
  /// Calculates and returns a height based on the context.
  /// - Parameter context: What the height can depend on.
  /// - Returns: The detent's height, or `nil` when the detent is inactive in `context`.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What the height is worked out from.
  public typealias Context = PresentationDetent.Context
}

/// The environment a sheet's custom detents read, kept up to date by the view that
/// declared them.
@MainActor
final class DetentEnvironment {
  var values: EnvironmentValues
  init(_ values: EnvironmentValues) { self.values = values }
}
