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
    /// The method to read it in, as the owner spells it: `fix`'s own name, or UIKit's
    /// (`viewWillLayoutSubviews()` for ``Hook/willLayout`` on a HeadlessUIKit controller).
    public var fixMethod: String

    /// Creates the facts of an untracked read.
    /// - Parameters:
    ///   - owner: The controller's type.
    ///   - callback: The callback that read it.
    ///   - type: The observable type whose property changed.
    ///   - fix: The tracked hook to read it in instead.
    ///   - fixMethod: The method's spelling when it is not `fix`'s own; `nil` by default.
    public init(
      owner: String, callback: String, type: String?, fix: Hook, fixMethod: String? = nil
    ) {
      self.owner = owner
      self.callback = callback
      self.type = type
      self.fix = fix
      self.fixMethod = fixMethod ?? fix.description
    }
  }
}
