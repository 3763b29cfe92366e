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
/// A variable is one word: its sequence number. A name, when it has one, is kept in a
/// table of the process's named variables, for descriptions and error messages, from the
/// variable's making to the process's end; unnamed variables (a layout engine's) cost
/// nothing there.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// Unique per process, increasing in the order variables are made.
  let id: UInt64

  private static let counter = Atomic<UInt64>(0)
  /// The names of the variables made with one, by id.
  private static let names = Mutex<[UInt64: String]>([:])

  /// Makes a new variable.
  /// - Parameter name: A name for descriptions and errors.
  public init(_ name: String = "") {
    id = Self.counter.add(1, ordering: .relaxed).newValue
    if !name.isEmpty {
      Self.names.withLock { $0[id] = name }
    }
  }

  /// The name, for descriptions and error messages; empty when it was made without one.
  public var name: String {
    Self.names.withLock { $0[id] } ?? ""
  }

  /// Two variables are the same when one is a copy of the other.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<number>` when it has none.
  public var description: String {
    let name = self.name
    return name.isEmpty ? "v\(id)" : name
  }
}
