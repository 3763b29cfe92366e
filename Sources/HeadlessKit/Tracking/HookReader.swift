/// The hook that read a value, as the trace names it: its owner (`ListCell(post7)`,
/// `ThemeController`) and its method (`updateConfiguration(using:)`).
///
/// A phase's hooks share one tracking scope, so the scope alone cannot tell which of
/// them read a changed value. While causes are wanted, each hook also runs in a nested
/// scope of its own that only records this reader (``HookTracker/attributeReads(to:_:)``).
struct HookReader: Sendable, Equatable {
  /// The object whose hook ran.
  let owner: String
  /// The hook's kind, for its phase.
  let hook: Hook
  /// The method as written, when it is more precise than `hook`'s description.
  let method: String

  init(owner: String, hook: Hook, method: String? = nil) {
    self.owner = owner
    self.hook = hook
    self.method = method ?? hook.description
  }
}

/// A reader's read that changed: `keyPath` as Observation prints it; `order` is the
/// hook's position among the hooks of its run.
struct AttributedRead: Sendable, Equatable {
  let reader: HookReader
  let order: Int
  let keyPath: String?
}
