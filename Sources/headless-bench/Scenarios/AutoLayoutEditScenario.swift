import Foundation

/// `autolayout-constant`, `autolayout-toggle`, `autolayout-labels` and `autolayout-memory`
/// (#39): the edits UIKit code makes (a `constant` change, a toggle, a label's text), built
/// the way UIKit code builds them, against kiwi solving the same constraints. They count
/// their own instructions under `--instructions` (`AutoLayoutEdits.instructionRows`), so
/// they are not among the generic two-sided rows.
struct AutoLayoutEditScenario: BenchScenario {
  let name: String

  var summary: String {
    switch name {
    case "autolayout-constant": "a constraint's constant changed, then layoutIfNeeded()"
    case "autolayout-toggle": "one constraint deactivated and another activated"
    case "autolayout-labels": "containers of labels with text: build, text change, width change"
    default: "resident bytes per constrained view"
    }
  }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    AutoLayoutEdits.runProfileIfAsked()
    guard Instructions.side == nil else { return [] }
    if name == "autolayout-memory" { return [AutoLayoutEdits.memoryRow()] }
    var rows = AutoLayoutEdits.rows(name, quick: context.quick, kiwi: !context.skipKiwi)
    if countInstructions {
      do { rows += try AutoLayoutEdits.instructionRows(name) } catch {
        FileHandle.standardError.write(Data("headless-bench: \(error)\n".utf8))
      }
    }
    return rows
  }
}
