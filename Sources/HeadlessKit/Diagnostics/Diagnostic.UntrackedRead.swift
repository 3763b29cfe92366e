extension Diagnostic {
  /// A value read outside a tracking scope that has since changed.
  public struct UntrackedRead: Sendable, Equatable {
    /// The controller's type.
    public var owner: String
    /// The callback that read it: `didLoad()`, `Button(pick) action`,
    /// `task started in didLoad()`.
    public var callback: String
    /// The observable type whose property changed, when Observation names it.
    public var type: String?
    /// The tracked hook to read it in instead.
    public var fix: Hook

    /// Creates the facts of an untracked read.
    public init(owner: String, callback: String, type: String?, fix: Hook) {
      self.owner = owner
      self.callback = callback
      self.type = type
      self.fix = fix
    }
  }
}
