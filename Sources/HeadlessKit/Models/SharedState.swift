public import Observation

/// A value that any number of threads may read and write while hooks read it, tracked
/// like an `@Observable` property.
///
/// A plain `@Observable` property is not safe to write from another thread while the main
/// actor reads it (ThreadSanitizer reports the race even with one writer), and
/// `value += 1` from several threads loses increments even when each access is locked,
/// because the read and the write are two steps. `SharedState` keeps the value behind a
/// lock and offers ``update(_:)`` for read-modify-write in one step:
///
/// ```swift
/// let done = SharedState(0)
///
/// // any thread:
/// done.update { $0 += 1 }            // atomic; one change notification
/// done.value = 0                     // a plain write is fine too
///
/// // a tracked hook re-runs when it changes:
/// override func updateProperties() { label.text = "\(done.value) done" }
/// ```
///
/// Reads (``value``, ``withLock(_:)``) register with the tracking scope like any
/// observable read; writes notify after the new value is stored, so a re-run on the main
/// actor reads it. When `Value` is `Equatable`, setting ``value`` to an equal value
/// notifies nobody, as with `@Observable`; an ``update(_:)`` that leaves the value equal
/// re-runs no hook (only observers of Observation's `willSet` edge, which HeadlessKit's
/// tracking does not use, hear that it was about to change).
public final class SharedState<Value: Sendable>: Observable, @unchecked Sendable {
  // @unchecked: the value lives in `storage`, behind its lock; the registrar is Sendable.
  private let registrar = ObservationRegistrar()
  private let storage: Locked<Value>
  private let isEqual: (@Sendable (Value, Value) -> Bool)?

  /// Creates a shared value.
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    storage = Locked(value)
    isEqual = nil
  }

  /// Creates a shared value whose equal writes notify nobody.
  /// - Parameter value: The initial value.
  public init(_ value: Value) where Value: Equatable {
    storage = Locked(value)
    isEqual = { $0 == $1 }
  }

  /// The value; tracked when read in a hook. Setting it from any thread is safe, but a
  /// read followed by a write (`value += 1`) is two steps: use ``update(_:)`` for that.
  public var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storage.withLock { $0 }
    }
    set {
      // An equal value notifies nobody. The check and the store are two steps, which is
      // fine for a plain write: the last write wins either way.
      if let isEqual, storage.withLock({ isEqual($0, newValue) }) { return }
      registrar.withMutation(of: self, keyPath: \.value) {
        storage.withLock { $0 = newValue }
      }
    }
  }

  /// Reads the value under the lock, for work that must see one consistent value (a
  /// large struct, say, without copying it out first). Tracked like ``value``.
  /// - Parameter body: Reads the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
    registrar.access(self, keyPath: \.value)
    return try storage.withLock { try body($0) }
  }

  /// Changes the value in one step under the lock (read-modify-write), then notifies
  /// observers once, after the new value is stored.
  ///
  /// ```swift
  /// counter.update { $0 += 1 }
  /// jobs.update { $0[id, default: .queued] = .running }
  /// ```
  /// - Parameter body: Changes the value in place.
  /// - Returns: What `body` returns.
  @discardableResult
  public func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    registrar.willSet(self, keyPath: \.value)
    var changed = true
    let result = try storage.withLock { (value: inout Value) throws -> Result in
      let old = isEqual == nil ? nil : value
      let result = try body(&value)
      if let old, let isEqual { changed = !isEqual(old, value) }
      return result
    }
    if changed { registrar.didSet(self, keyPath: \.value) }
    return result
  }
}
