import Foundation
import HeadlessKit
import HeadlessSamples
import Testing

@testable import HeadlessScenarios
@testable import headless

/// `run --audit-staleness` (issue #40 item 4): a staleness audit after every step of a
/// scenario, a line per stale view, and a stale view fails the run.
@MainActor
@Suite struct AuditStalenessCommandTests {
  func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(
      line.split(separator: " ").map(String.init), scenarios: ["escaped-read"])
  }

  @Test func theFlagTurnsTheAuditOn() throws {
    var expected = Invocation.RunOptions(scenario: "escaped-read")
    expected.auditStaleness = true
    #expect(try parse("run escaped-read --audit-staleness") == .run(expected))
    #expect(try parse("run escaped-read") == .run(.init(scenario: "escaped-read")))
  }

  @Test func theFlagIsForRunOnly() {
    #expect(throws: UsageError.self) { try parse("play escaped-read --audit-staleness") }
  }

  @Test func theFlagIsInRunsHelp() {
    let help = HelpText(program: "headless", scenarios: ["escaped-read"]).text(for: "run")
    #expect(help.contains("--audit-staleness        after every step, run the screen's hooks"))
  }

  @Test func aCachedReadIsStaleAfterTheRename() throws {
    let result = Catalog.scenario(named: "escaped-read")!.run(mode: .v26, auditStaleness: true)
    let rename = try #require(result.steps.last)
    #expect(
      rename.stale == [
        "Label(cachedTitle).text is \"Untitled\" on screen but \"Draft\" after "
          + "CachedTitleController.updateProperties() runs again: the view is stale"
      ])
    #expect(
      rename.unauditable?.first?.hasPrefix(
        "CachedTitleController.didLoad() is not auditable: it changed CachedTitleController's "
          + "cachedTitle (Untitled -> Draft)") == true)
    #expect(!result.passed)
    // The audit puts the screen back: the scenario's own checks see what they saw.
    #expect(result.checks.allSatisfy { $0.passed })
  }

  @Test func withoutTheFlagNothingIsAudited() {
    let result = Catalog.scenario(named: "escaped-read")!.run(mode: .v26)
    #expect(result.steps.allSatisfy { $0.stale == nil })
    #expect(result.passed)
  }

  @Test func aPlainNestedObjectIsStaleFromTheTrackedHook() throws {
    let result = Catalog.scenario(named: "nested-type")!.run(mode: .v26, auditStaleness: true)
    #expect(
      result.stale == [
        "Label(plainName).text is \"Anon\" on screen but \"Kim\" after "
          + "NameController.updateProperties() runs again: the view is stale"
      ])
  }

  @Test(arguments: ["theme-picker", "counter", "read-up-front", "list-feed"])
  func aScreenThatReadsInItsHooksPasses(name: String) {
    let result = Catalog.scenario(named: name)!.run(mode: .v26, auditStaleness: true)
    #expect(result.stale.isEmpty)
    #expect(result.passed)
  }

  @Test func withoutTrackingTheFixedScreenIsStaleToo() {
    let result = Catalog.scenario(named: "escaped-read")!.run(
      mode: ScenarioMode(platform: .v18, tracking: false), auditStaleness: true)
    #expect(result.stale.contains { $0.hasPrefix("Label(liveTitle).text is \"Untitled\"") })
  }

  @Test func theBinaryPrintsALinePerStaleViewAndExitsOne() throws {
    let output = try EndToEndTests().run(["run", "escaped-read", "--audit-staleness"])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "    STALE Label(cachedTitle).text is \"Untitled\" on screen but \"Draft\" after "
          + "CachedTitleController.updateProperties() runs again: the view is stale"))
    #expect(output.stdout.contains("; 1 stale value"))
  }

  @Test func theBinaryPassesAFixedScreen() throws {
    let output = try EndToEndTests().run(["run", "theme-picker", "--audit-staleness"])
    #expect(output.status == 0)
    #expect(!output.stdout.contains("STALE"))
  }
}
