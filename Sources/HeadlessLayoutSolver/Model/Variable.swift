import Synchronization

/// An unknown the solver finds a value for: a view's leading edge, its width.
///
/// Variables are values: copies name the same unknown. Each gets a sequence number when
/// made, which orders it among the variables of the constraints it appears in, so the
/// solver's choices (and its results) do not depend on anything else.
///
/// ```swift
/// let left = Variable("button.left"), width = Variable("button.width")
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The name, for descriptions and error messages.
  public let name: String
  /// Unique per process, increasing in the order variables are made.
  let id: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// Makes a new variable.
  /// - Parameter name: A name for descriptions and errors.
  public init(_ name: String = "") {
    self.name = name
    id = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// Two variables are the same when one is a copy of the other.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<number>` when it has none.
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
