import HeadlessKitTesting

// `run --audit-staleness`: a staleness audit after every step, its findings kept in the
// step. One auditor serves the whole run, so a hook found not auditable runs an extra
// time once, not once per step.
extension ScenarioRun {
  /// Audits the screen after every step from now on.
  func auditsStaleness() {
    stalenessAuditor = StalenessAuditor(host: host)
  }

  /// Runs the audit and records its findings in the current step.
  func auditAfterStep(_ auditor: StalenessAuditor) {
    let report = auditor.audit()
    recordInCurrentStep { step in
      step.stale = report.staleValues.map(\.description)
      step.unauditable = report.unauditableHooks.map(\.description)
    }
  }
}
