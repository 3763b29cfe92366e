/// One hook run of one object: what tools that show re-runs and feedback-loop reports
/// name.
public struct HookRun: Sendable, Equatable, CustomStringConvertible {
  /// The object's type, with its identifier for views: `Label(themeLabel)`.
  public let owner: String
  /// The hook that ran.
  public let hook: Hook
  /// The method as its author wrote it, when it is not `hook`'s own spelling: a
  /// HeadlessUIKit `UIViewController`'s `viewWillLayoutSubviews()` for ``Hook/willLayout``.
  public let method: String?

  /// Creates a hook run.
  /// - Parameters:
  ///   - owner: The object's name.
  ///   - hook: The hook.
  ///   - method: The method's spelling when it differs from `hook`'s; `nil` by default.
  public init(owner: String, hook: Hook, method: String? = nil) {
    self.owner = owner
    self.hook = hook
    self.method = method
  }

  /// `Owner.hook()`, or `Owner.method` when the method has its own spelling.
  public var description: String { "\(owner).\(method ?? hook.description)" }
}
