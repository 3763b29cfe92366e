import Foundation
import HeadlessKit
import HeadlessSamples

/// `headless run`: runs a scenario and prints it as text or JSON.
@MainActor
enum RunCommand {
  /// Runs the scenario; returns the exit code (0 pass, 1 fail) and the text to print.
  static func execute(_ options: Invocation.RunOptions) throws(UsageError) -> (
    code: Int32, output: String
  ) {
    let scenario = Scenarios.named(options.scenario)!
    let mode = ScenarioMode(platform: options.platform.platform, tracking: options.tracking)
    let (run, result) = scenario.start(mode: mode, trace: options.trace)
    if let path = options.svgPath {
      do {
        try run.host.window.render(to: URL(fileURLWithPath: path), style: options.appearance.style)
      } catch {
        throw UsageError(
          message: "cannot write the SVG to '\(path)': \(error.localizedDescription)")
      }
    }
    let output: String
    switch options.format {
    case .json: output = json(result)
    case .text: output = text(result, trace: options.trace)
    }
    return (result.passed ? 0 : 1, output)
  }

  static func json(_ result: ScenarioResult) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    struct Document: Encodable {
      let result: ScenarioResult
      let passed: Bool
    }
    let data = try! encoder.encode(Document(result: result, passed: result.passed))
    return String(decoding: data, as: UTF8.self)
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
        + ": \(held) of \(checks.count) expectations hold (\(result.mode.label))")
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
