import Foundation

/// JUnit XML, the report GitHub Actions, GitLab and Jenkins read: a test suite per
/// scenario and mode, a test case per expectation (failures with the expected and the
/// actual value), and a test case per script error.
enum JUnitReport {
  static func xml(_ results: [ScenarioResult]) -> String {
    let tests = results.reduce(0) { $0 + $1.checks.count + $1.errors.count }
    let failures = results.reduce(0) { $0 + $1.checks.filter { !$0.passed }.count }
    let errors = results.reduce(0) { $0 + $1.errors.count }
    let seconds = results.reduce(0) { $0 + $1.seconds }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="scenarios" tests="\#(tests)" failures="\#(failures)" "#
        + #"errors="\#(errors)" time="\#(time(seconds))">"#,
    ]
    for result in results {
      let suite = "\(result.scenario) [\(result.mode.rawValue)]"
      let suiteFailures = result.checks.filter { !$0.passed }.count
      lines.append(
        #"  <testsuite name="\#(escape(suite))" tests="\#(result.checks.count + result.errors.count)" "#
          + #"failures="\#(suiteFailures)" errors="\#(result.errors.count)" "#
          + #"time="\#(time(result.seconds))">"#)
      let className = escape("\(result.scenario).\(result.mode.rawValue)")
      for step in result.steps {
        for check in step.checks {
          let name = escape("\(step.title): \(check.expectation)")
          if check.passed {
            lines.append(
              #"    <testcase classname="\#(className)" name="\#(name)" time="\#(time(step.seconds))"/>"#
            )
          } else {
            let message = "expected \"\(check.expected)\", got \"\(check.actual)\""
            lines.append(
              #"    <testcase classname="\#(className)" name="\#(name)" time="\#(time(step.seconds))">"#
            )
            lines.append(
              #"      <failure message="\#(escape(message))" type="expectation">"#
                + escape("expected: \(check.expected)\nactual: \(check.actual)") + "</failure>")
            lines.append("    </testcase>")
          }
        }
        for error in step.errors {
          lines.append(
            #"    <testcase classname="\#(className)" name="\#(escape(step.title))" time="0">"#)
          lines.append(
            #"      <error message="\#(escape(error))" type="script">\#(escape(error))</error>"#)
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n")
  }

  private static func time(_ seconds: Double) -> String {
    String(format: "%.6f", seconds)
  }

  /// Text safe inside an attribute or an element.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      case _ where character.value < 0x20 && character != "\t": escaped += " "
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
