/// One hook run of one object: what tools that show re-runs and feedback-loop reports
/// name.
public struct HookRun: Sendable, Equatable, CustomStringConvertible {
  /// The object's type, with its identifier for views: `Label(themeLabel)`.
  public let owner: String
  /// The hook that ran.
  public let hook: Hook

  /// Creates a hook run.
  /// - Parameters:
  ///   - owner: The object's name.
  ///   - hook: The hook.
  public init(owner: String, hook: Hook) {
    self.owner = owner
    self.hook = hook
  }

  /// `Owner.hook()`.
  public var description: String { "\(owner).\(hook)" }
}
