import Foundation
import HeadlessKit
import HeadlessKitTesting

/// `run`: runs a scenario (or, with `--all`, every scenario in every mode) and prints it
/// as text, JSON or JUnit XML.
@MainActor
enum RunCommand {
  /// Runs what `options` ask for; returns the exit code (0 pass, 1 fail) and the text to
  /// print.
  static func execute(_ options: Invocation.RunOptions, scenarios: [Scenario])
    throws(UsageError) -> (code: Int32, output: String)
  {
    if options.all { return all(options, scenarios: scenarios) }
    let scenario = scenarios.first { $0.name == options.scenario }!
    let mode = ScenarioMode(platform: options.platform.platform, tracking: options.tracking)
    let (run, result) = scenario.start(
      mode: mode, trace: options.trace, auditStaleness: options.auditStaleness)
    if let path = options.svgPath {
      do {
        let svg =
          options.appearance == .dark
          ? run.host.renderSVG(appearance: .dark) : run.host.window.renderSVG()
        try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw .cannotWriteSVG(path: path, reason: error.localizedDescription)
      }
    }
    let output: String
    switch options.format {
    case .json: output = json(result)
    case .text: output = text(result, trace: options.trace)
    case .junit: output = JUnitReport.xml([result])
    }
    return (result.passed ? 0 : 1, output)
  }

  /// `run --all`: every scenario in every mode.
  static func all(_ options: Invocation.RunOptions, scenarios: [Scenario]) -> (
    code: Int32, output: String
  ) {
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      for mode in ScenarioMode.allCases {
        results.append(
          scenario.run(
            mode: mode, trace: options.trace, auditStaleness: options.auditStaleness))
      }
    }
    let passed = results.allSatisfy(\.passed)
    let output: String
    switch options.format {
    case .junit:
      output = JUnitReport.xml(results)
    case .json:
      output = encode(AllDocument(results: results, passed: passed))
    case .text:
      var lines: [String] = []
      for result in results {
        let held = result.checks.filter(\.passed).count
        lines.append(
          (result.passed ? "PASS  " : "FAIL  ")
            + "\(result.scenario) (\(result.mode.label)): \(held) of \(result.checks.count) "
            + "expectations hold")
        for check in result.checks where !check.passed {
          lines.append(
            "        \(check.expectation): expected \"\(check.expected)\", got \"\(check.actual)\"")
        }
        for error in result.errors { lines.append("        error: \(error)") }
        for stale in result.stale { lines.append("        stale: \(stale)") }
      }
      let failed = results.filter { !$0.passed }.count
      lines.append("")
      lines.append(
        (passed ? "PASS" : "FAIL") + ": \(results.count - failed) of \(results.count) runs "
          + "passed (\(scenarios.count) scenarios x \(ScenarioMode.allCases.count) modes)")
      output = lines.joined(separator: "\n")
    }
    return (passed ? 0 : 1, output)
  }

  /// `run --format json`: `{"version": 1, "passed": …, "result": {…}}`.
  struct Document: Encodable {
    var version = ScenarioResult.schemaVersion
    let passed: Bool
    let result: ScenarioResult
  }

  /// `run --all --format json`: `{"version": 1, "passed": …, "results": [{…}, …]}`.
  struct AllDocument: Encodable {
    var version = ScenarioResult.schemaVersion
    let results: [ScenarioResult]
    let passed: Bool
  }

  static func json(_ result: ScenarioResult) -> String {
    encode(Document(passed: result.passed, result: result))
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(value), as: UTF8.self)
  }

  static func text(_ result: ScenarioResult, trace: Bool) -> String {
    var lines = ["scenario \(result.scenario) (\(result.mode.label))", ""]
    for step in result.steps {
      lines.append("> \(step.title)")
      let ran = summarize(step.ran)
      if !ran.isEmpty { lines.append("    ran: " + ran) }
      for report in step.reports where trace || !report.hasPrefix("trace:") {
        lines.append("    " + report)
      }
      for error in step.errors { lines.append("    error: \(error)") }
      for stale in step.stale ?? [] { lines.append("    STALE \(stale)") }
      for hook in step.unauditable ?? [] { lines.append("    not audited: \(hook)") }
      for check in step.checks {
        if check.passed {
          lines.append("    ok    \(check.expectation): \"\(check.actual)\"")
        } else {
          lines.append(
            "    FAIL  \(check.expectation): expected \"\(check.expected)\", got \"\(check.actual)\""
          )
        }
      }
    }
    lines.append("")
    lines.append("screen:")
    lines += result.screen.split(separator: "\n").map { "  " + $0 }
    lines.append("")
    let checks = result.checks
    let held = checks.filter(\.passed).count
    lines.append(
      (result.passed ? "PASS" : "FAIL")
        + ": \(held) of \(checks.count) expectations hold (\(result.mode.label))"
        + (result.errors.isEmpty ? "" : "; \(result.errors.count) script errors")
        + (result.stale.isEmpty
          ? "" : "; \(result.stale.count) stale value\(result.stale.count == 1 ? "" : "s")"))
    return lines.joined(separator: "\n")
  }

  /// Hooks by name, in order, with counts for repeated ones; every view is named (an
  /// unnamed one by its type and position), none is counted away.
  static func summarize(_ runs: [String]) -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for run in runs {
      if counts[run] == nil { order.append(run) }
      counts[run, default: 0] += 1
    }
    return order.map { counts[$0]! > 1 ? "\($0) x\(counts[$0]!)" : $0 }
      .joined(separator: ", ")
  }
}

extension Invocation.PlatformChoice {
  var platform: Configuration.Platform { self == .v18 ? .v18 : .v26 }
}

extension Invocation.AppearanceChoice {
  var style: InterfaceStyle { self == .dark ? .dark : .light }
}
