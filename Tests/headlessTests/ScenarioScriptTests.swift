import Foundation
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessScenarios

/// A script acts as a user would (by identifier), checks any view property, gives
/// per-mode expectations, and fails clearly when it names what is not on screen.
@MainActor
@Suite struct ScenarioScriptTests {
  @Observable final class Form { var name = ""; var subscribed = false; var volume: Double = 0 }

  final class FormController: Controller {
    let form: Form
    let field = TextField()
    let toggle = Switch()
    let slider = Slider()
    let save = Button(title: "Save")
    let summary = Label()
    init(form: Form) {
      self.form = form
      super.init()
    }
    override func didLoad() {
      field.identifier = "name"
      toggle.identifier = "subscribe"
      slider.identifier = "volume"
      save.identifier = "save"
      summary.identifier = "summary"
      // Unowned: a control holds its actions, so capturing it strongly would be a cycle.
      field.addAction(for: .editingChanged) { [form, unowned field] in
        form.name = field.text
      }
      toggle.addAction { [form, unowned toggle] in form.subscribed = toggle.isOn }
      slider.addAction { [form, unowned slider] in form.volume = slider.value }
      for view in [field, toggle, slider, save, summary] { view.frame.size.height = 20 }
      [field, toggle, slider, save, summary].forEach(view.addSubview)
    }
    override func updateProperties() {
      summary.text = "\(form.name) \(form.subscribed ? "on" : "off") \(Int(form.volume * 10))"
    }
  }

  static let formScenario = Scenario(name: "form", summary: "a form") { run in
    let form = Form()
    run.show(FormController(form: form))
    run.type("Ada", into: "name")
    run.toggle("subscribe")
    run.slide("volume", to: 0.5)
    run.check("the summary", view: "summary", as: Label.self, \.text, equals: "Ada on 5")
    run.check(
      "the model", form.name,
      equals: [.v26: "Ada", .v18WithKey: "Ada", .v18: "Ada", .trackingDisabled: "Ada"])
  }

  @Test func actingStepsFindViewsByIdentifierAndChecksReadTheirProperties() {
    let result = Self.formScenario.run(mode: .v26)
    #expect(result.errors.isEmpty)
    #expect(result.passed, "\(result.checks)")
    #expect(
      result.steps.map(\.title) == [
        "show FormController", "type \"Ada\" into name", "toggle subscribe", "slide volume to 0.5",
      ])
  }

  @Test func anIdentifierNoViewHasFailsNamingTheStepAndListingTheOnesThatExist() {
    let scenario = Scenario(name: "bad", summary: "") { run in
      run.show(FormController(form: Form()))
      run.tap("buy")
      run.toggle("name")
      run.check("x", view: "nowhere", as: Label.self, \.text, equals: "")
    }
    let result = scenario.run(mode: .v26)
    #expect(!result.passed)
    #expect(
      result.errors == [
        "step 'tap buy': no Button 'buy'; Button identifiers on screen: save",
        "step 'toggle name': 'name' is a TextField, not a Switch; Switch identifiers on screen: "
          + "subscribe",
        "step 'toggle name': no Label 'nowhere'; Label identifiers on screen: summary",
      ])
  }

  @Test func aPerModeExpectationMissingTheModeIsAScriptError() {
    let scenario = Scenario(name: "modes", summary: "") { run in
      run.show(Controller())
      run.check("only 26", "x", equals: [.v26: "x"])
    }
    #expect(scenario.run(mode: .v26).passed)
    let on18 = scenario.run(mode: .v18)
    #expect(
      on18.errors == ["check 'only 26' gives no expected value for v18; it gives: v26"])
    #expect(!on18.passed)
  }

  @Test func navigationAndPresentationStepsActOnWhatIsOnScreen() {
    let scenario = Scenario(name: "nav", summary: "") { run in
      let root = Controller()
      run.show(NavigationController(rootController: root))
      run.push(Controller())
      run.check(
        "two deep",
        String(
          (run.host.window.rootController as! NavigationController)
            .viewControllers.count), equals: "2")
      run.pop()
      run.present(Controller())
      run.check(
        "presented", String(root.enclosingNavigationController?.presentedController != nil),
        equals: "true")
      run.dismiss()
      run.dismiss()  // nothing left to dismiss: a script error
    }
    let result = scenario.run(mode: .v26)
    #expect(result.checks.allSatisfy { $0.passed }, "\(result.checks)")
    #expect(result.errors == ["step 'dismiss': nothing is presented"])
  }

  @Test func junitReportsASuitePerRunACasePerExpectationAndFailuresWithBothValues() throws {
    let failing = Scenario(name: "wrong", summary: "") { run in
      run.show(Controller())
      run.check("a <value>", "1", equals: "2")
      run.tap("missing")
    }
    let results = [Self.formScenario.run(mode: .v26), failing.run(mode: .v18)]
    let xml = JUnitReport.xml(results)
    let elements = try #require(XMLElements.parse(xml), "well-formed XML")
    let suites = elements.filter { $0.path == ["testsuites", "testsuite"] }
    #expect(suites.map { $0.attributes["name"] } == ["form [v26]", "wrong [v18]"])
    // The form's two checks are the first suite's cases; the second suite's follow.
    let cases = elements.filter { $0.name == "testcase" }
    #expect(cases.count == 4)
    let failure = elements.first { $0.name == "failure" }
    #expect(failure?.attributes["message"] == "expected \"2\", got \"1\"")
    #expect(elements.filter { $0.name == "error" }.count == 1)
    let root = elements.first
    #expect(root?.attributes["tests"] == "4")
    #expect(root?.attributes["failures"] == "1")
    #expect(root?.attributes["errors"] == "1")
  }
}

extension ScenarioScriptTests {
  final class ProgressController: Controller {
    let done = SharedState(0)
    let label = Label()
    override func didLoad() { view.addSubview(label) }
    override func updateProperties() { label.text = "\(done.value) done" }
  }

  @Test func waitingForALivePassSeesWhatAnotherThreadWrote() {
    let scenario = Scenario(name: "live", summary: "") { run in
      let screen = ProgressController()
      run.show(screen)
      run.waitForPass(
        "a worker finishes",
        action: {
          // The worker ends before the wait starts, so the first pass sees every write.
          let done = screen.done
          let finished = DispatchSemaphore(value: 0)
          Thread {
            for _ in 0..<100 { done.update { $0 += 1 } }
            finished.signal()
          }.start()
          finished.wait()
        }, until: { screen.label.text == "100 done" })
      run.check("the label shows the last write", screen.label.text, equals: "100 done")
    }
    let result = scenario.run(mode: .v26)
    #expect(result.errors.isEmpty)
    #expect(result.passed)
  }

  @Test func waitingForAConditionNoPassMeetsIsAScriptErrorNotAHang() {
    let scenario = Scenario(name: "never", summary: "") { run in
      run.show(Controller())
      run.waitForPass("never", timeout: .milliseconds(50)) { false }
    }
    let result = scenario.run(mode: .v26)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix("step 'never': waited") == true)
  }
}
