/// What a staleness audit found: the values on screen that a fresh run of the hooks
/// changes, and the hooks it could not run twice safely.
///
/// ```swift
/// let report = host.auditStaleness()
/// for stale in report.staleValues { print(stale) }
/// // Label(title).text is "Untitled" on screen but "Draft" after
/// // TitleController.didLoad() runs again: the view is stale
/// ```
public struct StalenessReport: Sendable, Equatable, CustomStringConvertible {
  /// A value on screen that differs from the one a fresh run of its hook gives.
  public struct StaleValue: Sendable, Equatable, CustomStringConvertible {
    /// The view, as diagnostics name it: `Label(title)`, `ThemeController.view`.
    public let view: String
    /// The property as code spells it: `text`, `backgroundColor`, `drawing`.
    public let property: String
    /// The value on screen.
    public let shown: String
    /// The value the hook gives when it runs now.
    public let fresh: String
    /// The hook whose fresh run produced ``fresh``: `TitleController.updateProperties()`.
    public let hook: String

    /// One line: the view, the property, both values and the hook.
    public var description: String {
      "\(view).\(property) is \(shown) on screen but \(fresh) after \(hook) runs again: "
        + "the view is stale"
    }
  }

  /// A hook the audit ran once and will not trust: its run had effects beyond the
  /// screen, so running it again is not a throwaway pass.
  public struct UnauditableHook: Sendable, Equatable, CustomStringConvertible {
    /// The hook: `CounterController.updateProperties()`.
    public let hook: String
    /// What its run did beyond the screen, in words.
    public let reason: String

    /// One line: the hook and why it is not auditable.
    public var description: String { "\(hook) is not auditable: \(reason)" }
  }

  /// The stale values, in the order of the views on screen.
  public let staleValues: [StaleValue]
  /// The hooks that could not be audited, in the order they ran.
  public let unauditableHooks: [UnauditableHook]
  /// How many hooks the audit ran again.
  public let hooksRun: Int

  /// Whether nothing is stale and every hook could be audited.
  public var isClean: Bool { staleValues.isEmpty && unauditableHooks.isEmpty }

  /// One line per finding, stale values first; `not stale (N hooks re-run)` when clean.
  public var description: String {
    if isClean { return "not stale (\(hooksRun) hooks re-run)" }
    return (staleValues.map(\.description) + unauditableHooks.map(\.description))
      .joined(separator: "\n")
  }
}
