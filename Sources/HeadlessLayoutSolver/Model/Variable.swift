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
///
/// A variable is two words: its sequence number and, when it has a name, a reference to
/// it (an unnamed variable, as a layout engine makes, refers to nothing).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// Unique per process, increasing in the order variables are made.
  let id: UInt64
  /// The name, when the variable was made with one.
  private let named: Name?

  /// A variable's name, shared by its copies.
  private final class Name: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
  }

  private static let counter = Atomic<UInt64>(0)

  /// Makes a new variable.
  /// - Parameter name: A name for descriptions and errors.
  public init(_ name: String = "") {
    id = Self.counter.add(1, ordering: .relaxed).newValue
    named = name.isEmpty ? nil : Name(name)
  }

  /// The name, for descriptions and error messages; empty when it was made without one.
  public var name: String { named?.text ?? "" }

  /// Two variables are the same when one is a copy of the other.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<number>` when it has none.
  public var description: String { named?.text ?? "v\(id)" }
}
