/// The hook that read a value, as the trace names it: its owner (`ListCell(post7)`,
/// `ThemeController`) and its method (`updateConfiguration(using:)`).
///
/// A phase's hooks share one tracking scope, so the scope alone cannot tell which of
/// them read a changed value. While causes are wanted, each hook also runs in a nested
/// scope of its own that only records this reader (``HookTracker/attributeReads(to:_:)``).
///
/// Names are made only when a report is written: recording a reader costs no string.
/// The owner is held weakly: a reader lives in an attribution scope's callback, which the
/// model's registrar keeps, and a strong owner would keep the model's own controller alive
/// through its model. Unchecked: the owner crosses threads inside a recorded read, but is
/// only dereferenced on the main actor, when the loop writes the report.
struct HookReader: @unchecked Sendable, Equatable {
  /// The object whose hook ran, while it lives.
  private(set) weak var owner: AnyObject?
  private let ownerID: ObjectIdentifier
  /// The hook's kind, for its phase.
  let hook: Hook
  /// The method as written, when it is more precise than `hook`'s description.
  let method: StaticString?

  init(owner: AnyObject, hook: Hook, method: StaticString? = nil) {
    self.owner = owner
    self.ownerID = ObjectIdentifier(owner)
    self.hook = hook
    self.method = method
  }

  /// The method as the trace names it.
  var methodName: String { method.map { "\($0)" } ?? hook.description }

  static func == (lhs: HookReader, rhs: HookReader) -> Bool {
    lhs.ownerID == rhs.ownerID && lhs.hook == rhs.hook
      && lhs.method?.utf8Start == rhs.method?.utf8Start
  }
}

/// A reader's read that changed: `path`, Observation's changed key path (described only
/// when a report is written); `order` is the hook's position among the hooks of its run.
struct AttributedRead: Sendable, Equatable {
  let reader: HookReader
  let order: Int
  // Key paths are immutable once made; AnyKeyPath is just not marked Sendable.
  nonisolated(unsafe) let path: AnyKeyPath?
}
