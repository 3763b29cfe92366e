import HeadlessKit
public import Testing

extension TestHost {
  /// Runs every hook of the screen once more in a throwaway pass and reports what a fresh
  /// run would change: the stale views, each with the hook that gives the fresh value, and
  /// the hooks that could not be audited. Nothing is recorded as a test issue.
  ///
  /// The views are as they were afterwards: changed properties are set back and every
  /// view's pending work is what it was. See ``assertNotStale(sourceLocation:)``.
  /// - Returns: The findings.
  public func auditStaleness() -> StalenessReport {
    StalenessAuditor(host: self).audit()
  }

  /// Records a test issue for each value on screen that a fresh run of its hooks would
  /// change, and for each hook that could not be audited.
  ///
  /// The trap HeadlessKit exists for, a value read outside every tracked hook, leaves a
  /// view stale: the untracked-read warning predicts it, this assertion shows it. It runs
  /// again, outside every tracking scope, the `didLoad()` of each controller whose read
  /// there has changed since, then every hook on screen that runs an app's code
  /// (`updateProperties()`, `updateConstraints()`, `willLayout()`, `layoutSubviews()`,
  /// `didLayout()`, configuration handlers, `draw(in:)`), and compares each view's visual
  /// state (frame, colours, hidden, alpha, outline, text, titles, images, control states,
  /// drawings) before and after:
  ///
  /// ```swift
  /// let host = TestHost()
  /// host.show(TitleController(document: document))
  /// document.title = "Draft"
  /// host.flush()
  /// host.assertNotStale()
  /// // Label(title).text is "Untitled" on screen but "Draft" after
  /// // TitleController.didLoad() runs again: the view is stale
  /// ```
  ///
  /// A hook whose run writes observable state, changes the view tree or changes a stored
  /// property of the app's controller or view is reported as not auditable instead, since
  /// running it again is not a throwaway pass; those effects are not undone.
  /// - Parameter sourceLocation: Where issues are recorded; the caller by default.
  /// - Returns: The findings, for a test that inspects them.
  @discardableResult
  public func assertNotStale(sourceLocation: SourceLocation = #_sourceLocation)
    -> StalenessReport
  {
    let report = auditStaleness()
    for stale in report.staleValues {
      Issue.record(Comment(rawValue: stale.description), sourceLocation: sourceLocation)
    }
    for hook in report.unauditableHooks {
      Issue.record(Comment(rawValue: hook.description), sourceLocation: sourceLocation)
    }
    return report
  }
}
