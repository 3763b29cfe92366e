import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@testable import HeadlessScenarios

/// The scenario runner's `audit` step and `play`'s `audit` command (issue #40 item 3).
@MainActor
@Suite struct AuditStepTests {
  final class IconController: Controller {
    let labelled: Bool
    init(labelled: Bool) {
      self.labelled = labelled
      super.init()
    }
    override func didLoad() {
      let share = Button()
      share.identifier = "share"
      share.image = "square.and.arrow.up"
      share.frame = Rect(x: 20, y: 60, width: 44, height: 44)
      share.baseForegroundColor = Color(named: "black")
      if labelled { share.accessibilityLabel = "Share" }
      view.addSubview(share)
    }
  }

  private func scenario(labelled: Bool) -> Scenario {
    Scenario(name: "icon", summary: "an icon button") { run in
      run.show(IconController(labelled: labelled))
      run.audit()
    }
  }

  @Test func anAuditStepFailsOneCheckPerProblemNamingTheFix() throws {
    let result = scenario(labelled: false).run(mode: .v26)
    #expect(!result.passed)
    let step = try #require(result.steps.last)
    #expect(step.title == "audit accessibility")
    #expect(step.checks.map(\.expectation) == ["accessibility: missingLabel on Button(share)"])
    #expect(step.checks.first?.actual.contains("Fix: set accessibilityLabel") == true)
    #expect(step.ran.isEmpty, "the audit's own layout is not the step's")
  }

  @Test func anAuditStepOnACleanScreenPasses() throws {
    let result = scenario(labelled: true).run(mode: .v26)
    #expect(result.passed, "\(result.checks)")
    #expect(result.steps.last?.checks.map(\.expectation) == ["no accessibility problems"])
  }
}

extension EndToEndTests {
  @Test func playAuditsTheScreen() throws {
    let output = try run(["play", "theme-picker"], input: "audit\ntap changeTheme\naudit\nquit\n")
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.components(separatedBy: "ok    no accessibility problems").count == 3)
  }
}
