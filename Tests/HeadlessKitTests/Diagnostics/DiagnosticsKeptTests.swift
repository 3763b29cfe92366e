import HeadlessKit
import Testing

/// `Application.diagnostics` keeps the most recent 10,000 reports, in order, however many
/// were reported (a long traced run reports one per re-run).
@MainActor
@Suite struct DiagnosticsKeptTests {
  private func report(_ count: Int, to app: Application) {
    for index in 0..<count {
      app.report(Diagnostic(.noPropertiesPhase(view: "View#\(index)")))
    }
  }

  private func viewName(_ diagnostic: Diagnostic?) -> String? {
    guard case .noPropertiesPhase(let view)? = diagnostic?.event else { return nil }
    return view
  }

  @Test func fewerThanTheLimitAreAllKept() {
    let app = Application()
    app.diagnosticLog = .silent
    report(3, to: app)
    #expect(app.diagnostics.count == 3)
    #expect(viewName(app.diagnostics.first) == "View#0")
  }

  @Test func theMostRecentTenThousandAreKeptInOrder() {
    let app = Application()
    app.diagnosticLog = .silent
    report(25_001, to: app)
    let kept = app.diagnostics
    #expect(kept.count == 10_000)
    #expect(viewName(kept.first) == "View#15001")
    #expect(viewName(kept.last) == "View#25000")
  }
}
