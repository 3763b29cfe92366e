/// Type names and property-name tables for diagnostics, computed once per type.
///
/// `String(describing:)` of a metatype and the conformance check for
/// ``NamesTrackedProperties`` cost far more than the rest of capturing a change; while
/// tracing, every write and every traced re-run needs them, for the same few types.
/// The table is shared by the writer threads that capture changes and the main actor
/// that reports them, so it sits behind a lock.
enum TypeDescriptions {
  /// What is kept per type.
  struct Entry: @unchecked Sendable {
    /// `String(describing: type)`.
    let name: String
    /// The type's ``NamesTrackedProperties/trackedPropertyNames``, if it lists them.
    // Key paths are immutable once made; AnyKeyPath is just not marked Sendable.
    let propertyNames: [AnyKeyPath: String]?
  }

  private static let table = Locked<[ObjectIdentifier: Entry]>([:])

  /// The entry for `type`, made on first use.
  static func entry(for type: any Any.Type) -> Entry {
    let key = ObjectIdentifier(type)
    if let entry = table.withLock({ $0[key] }) { return entry }
    // Made outside the lock: describing a type may take other runtime locks.
    let entry = Entry(
      name: String(describing: type),
      propertyNames: (type as? any NamesTrackedProperties.Type)?.trackedPropertyNames)
    table.withLock { $0[key] = entry }
    return entry
  }

  /// `String(describing: type)`, computed once per type.
  static func name(of type: any Any.Type) -> String { entry(for: type).name }
}
