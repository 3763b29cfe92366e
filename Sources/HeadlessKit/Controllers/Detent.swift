/// A height a sheet rests at: half the window, the whole window, or a height worked out
/// from the sheet's container.
///
/// Detents compare and hash by ``name``: two custom detents with the same name are the
/// same detent to a sheet.
///
/// ```swift
/// let peek = Detent.custom(name: "peek") { context in
///   context.maximumHeight * 0.25
/// }
/// present(picker, style: .sheet(detents: [peek, .large]))
/// ```
public enum Detent: Sendable, Hashable, CustomStringConvertible {
  /// Half the window's height; inactive in a compact-height window (a phone in landscape).
  case medium
  /// The window's full height.
  case large
  /// A height `height` works out on the main actor from the sheet's container each time
  /// the sheet is laid out, clamped to the container's height; `nil` makes the detent
  /// inactive there (the sheet does not rest at it).
  case custom(name: String, height: @MainActor @Sendable (DetentContext) -> Double?)

  /// The detent's name: `"medium"`, `"large"`, or the name a custom detent was given.
  public var name: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .custom(let name, _): return name
    }
  }

  /// How diagnostics spell the detent: `.medium`, `.large` or `.custom("name")`.
  public var description: String {
    switch self {
    case .medium, .large: return "." + name
    case .custom(let name, _): return ".custom(\"\(name)\")"
    }
  }

  /// The height of a sheet resting at this detent in `context`, at most
  /// ``DetentContext/maximumHeight``; `nil` when the detent is inactive there.
  /// - Parameter context: The sheet's container.
  /// - Returns: The height in points, or `nil`.
  @MainActor
  public func height(in context: DetentContext) -> Double? {
    switch self {
    case .medium:
      if context.traitCollection.verticalSizeClass == .compact { return nil }
      return (context.maximumHeight / 2).rounded()
    case .large: return context.maximumHeight
    case .custom(_, let height):
      guard let value = height(context), value.isFinite else { return nil }
      return min(max(value, 0), context.maximumHeight)
    }
  }

  /// Whether two detents have the same name.
  public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.name == rhs.name }

  /// Hashes the detent's name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a custom detent's height is worked out from: the sheet's container.
public struct DetentContext: Sendable {
  /// The traits of the window the sheet is in (without the sheet's own overrides).
  public let traitCollection: TraitCollection
  /// The tallest a sheet can be: the ``Detent/large`` height.
  public let maximumHeight: Double

  /// Creates a context.
  /// - Parameters:
  ///   - traitCollection: The container's traits.
  ///   - maximumHeight: The tallest a sheet can be.
  public init(traitCollection: TraitCollection, maximumHeight: Double) {
    self.traitCollection = traitCollection
    self.maximumHeight = maximumHeight
  }
}
