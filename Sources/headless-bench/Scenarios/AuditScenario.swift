import Foundation
import HeadlessKit
import HeadlessKitTesting

/// A settings screen of 60 views (20 rows of a label, a button and a switch, in stacks,
/// in a window tall enough for them at the largest text size, so the audit finds nothing),
/// audited for accessibility on a `TestHost` (every check: contrast, targets, labels, the
/// texts laid out again at the largest text size and back), against one render of the
/// same screen: a new host showing it, built, laid out and drawn.
struct AuditScenario: BenchScenario {
  var name: String { "audit" }
  var summary: String { "accessibility audit of a 60-view screen vs one render of it" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    final class SettingsScreen: Controller {
      override func didLoad() {
        view.backgroundColor = Color(named: "systemBackground")
        let column = StackView(axis: .vertical)
        column.frame = Rect(x: 16, y: 40, width: 358, height: 1340)
        view.addSubview(column)
        for index in 0..<20 {
          let row = StackView(axis: .horizontal)
          let label = Label(text: "Setting \(index)")
          label.font = .preferredFont(forTextStyle: .body)
          label.adjustsFontForContentSizeCategory = true
          let button = Button(title: "Edit")
          button.accessibilityLabel = "Edit setting \(index)"
          button.baseForegroundColor = Color(named: "black")
          let toggle = Switch()
          toggle.accessibilityLabel = "Setting \(index)"
          for view in [label, button, toggle] as [View] { row.addArrangedSubview(view) }
          column.addArrangedSubview(row)
        }
      }
    }
    let size = Size(width: 390, height: 1400)
    let host = TestHost(size: size)
    host.show(SettingsScreen())
    var findings = 0
    // The audit is a few passes; ten a round keep the count steady under --instructions.
    let audits = 10
    let r = Harness.compare("audit", rounds: context.rounds, iterations: audits) {
      for _ in 0..<audits { findings = host.accessibilityFindings().count }
    } baseline: {
      for _ in 0..<audits {
        let fresh = TestHost(size: size)
        fresh.show(SettingsScreen())
      }
    }
    return [
      Row.ratio("audit", "accessibility audit of 60 views vs one render", r, limit: 2, aim: ""),
      Row(
        scenario: "audit", measure: "findings on the screen", framework: Double(findings),
        baseline: nil, ratio: nil, unit: "findings", target: "0", met: findings == 0),
    ]
  }
}
