import HeadlessKit
import HeadlessKitTesting
import HeadlessSamples
import HeadlessScenarios
import Testing

@MainActor
@Suite struct ScenarioTests {
  nonisolated static let cases: [(String, ScenarioMode)] = Catalog.names.flatMap { name in
    ScenarioMode.allCases.map { (name, $0) }
  }

  @Test(arguments: cases)
  func scenarioHoldsEveryExpectationItDeclares(name: String, mode: ScenarioMode) {
    let result = Catalog.scenario(named: name)!.run(mode: mode)
    #expect(!result.checks.isEmpty, "a scenario must check something")
    for check in result.checks where !check.passed {
      Issue.record(
        "\(name) (\(mode.rawValue)): \(check.expectation): expected \(check.expected), got \(check.actual)"
      )
    }
  }

  @Test func themePickerRepaintsTheScreenBeneathTheSheetWhenTracked() {
    let result = Catalog.scenario(named: "theme-picker")!.run(mode: .v26)
    #expect(result.screen.contains("View#header frame=(0, 0, 390x120) background=coral"))
    #expect(result.screen.contains("Label#themeLabel frame=(20, 140, 350x20) text=\"Coral\""))
  }

  @Test func withoutTheKeyPlatform18LeavesTheThemeStale() {  // Rule 4.3
    let result = Catalog.scenario(named: "theme-picker")!.run(mode: .v18)
    #expect(result.passed)
    #expect(result.screen.contains("text=\"Forest\""))
  }

  @Test func aCheckThatDoesNotHoldFailsTheScenario() {
    let broken = Scenario(name: "broken", summary: "a deliberately wrong expectation") { run in
      let label = Label(text: "A")
      run.step("show") {
        let controller = Controller()
        controller.view.addSubview(label)
        run.host.show(controller)
      }
      run.check("label", label.text, equals: "B")
    }
    let result = broken.run(mode: .v26)
    #expect(!result.passed)
    #expect(result.checks.map(\.actual) == ["A"])
  }

  @Test func stepsRecordTheHooksThatRan() {
    let result = Catalog.scenario(named: "counter")!.run(mode: .v26)
    let tap = result.steps.first { $0.title.hasPrefix("tap +1") }
    // Three writes, one coalesced re-run.
    #expect(tap?.ran.filter { $0 == "CounterController.updateProperties()" }.count == 1)
  }

  @Test func cleanScenariosReportNoWarnings() {  // no false positives
    for name in ["theme-picker", "counter", "read-up-front"] {
      for mode in ScenarioMode.allCases {
        let result = Catalog.scenario(named: name)!.run(mode: mode)
        #expect(result.diagnostics.isEmpty, "\(name) \(mode.rawValue): \(result.diagnostics)")
      }
    }
  }
}
