public import HeadlessKitTesting

extension ScenarioRun {
  /// Audits the screen's accessibility as a step, as `TestHost.auditAccessibility()` does:
  /// each problem found becomes a failed check naming the element and the fix, and a
  /// screen without any passes one check, "no accessibility problems". The hooks the
  /// audit's layout at the largest text size runs are not the step's, so they are not
  /// recorded.
  ///
  /// ```swift
  /// run.show(SettingsController())
  /// run.audit()
  /// ```
  /// - Parameters:
  ///   - title: What the step says; `audit accessibility` by default.
  ///   - kinds: The checks to run; every check by default.
  public func audit(
    _ title: String = "audit accessibility",
    _ kinds: Set<AccessibilityFinding.Kind> = Set(AccessibilityFinding.Kind.allCases)
  ) {
    step(title) {}
    let last = steps.count - 1
    let (ran, reports) = (steps[last].ran.count, steps[last].reports.count)
    let findings = host.accessibilityFindings(kinds)
    steps[last].ran.removeSubrange(ran...)
    steps[last].reports.removeSubrange(reports...)
    guard !findings.isEmpty else {
      steps[last].checks.append(
        ScenarioResult.Check(
          expectation: "no accessibility problems", expected: "none", actual: "none"))
      return
    }
    for finding in findings {
      steps[last].checks.append(
        ScenarioResult.Check(
          expectation: "accessibility: \(finding.kind) on \(finding.element)",
          expected: "none", actual: finding.description))
    }
  }
}
