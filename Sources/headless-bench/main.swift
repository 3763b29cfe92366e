import Foundation
import HeadlessCommandLine
import HeadlessKit
import HeadlessLayoutSolver
import Observation

// headless-bench: framework vs hand-wired Observation, measured side by side in one run.
// Usage: swift run -c release headless-bench [--json] [--quick] [--only NAME]... [--instructions]
//        [--no-kiwi] [--help]
//   --instructions  also count instructions per iteration of each side under callgrind
//                   (valgrind must be installed), and print their ratio beside wall clock.
// The scenarios are one file each under Scenarios/, listed in BenchScenarios.all.

/// The options, read by the same table parser as the `headless` command line.
let optionTable: [OptionSpec] = [
  OptionSpec("--json", help: "one JSON document"),
  OptionSpec("--quick", help: "fewer rounds"),
  OptionSpec(
    "--only", value: "NAME", choices: BenchScenarios.names, help: "one row (repeatable)"),
  OptionSpec("--instructions", help: "also count instructions under callgrind"),
  OptionSpec("--no-kiwi", help: "the solver rows without kiwisolver's side"),
  OptionSpec(
    "--side", value: "none|framework|baseline", choices: ["none", "framework", "baseline"],
    help: "internal: the side a callgrind child runs"),
  OptionSpec("--help", help: "these options and the scenarios"),
]
func usage(_ message: String) -> Never {
  FileHandle.standardError.write(Data("headless-bench: \(message)\n".utf8))
  exit(2)
}
let parsed: ParsedOptions
do {
  parsed = try OptionTable.parse(Array(CommandLine.arguments.dropFirst()), optionTable)
} catch {
  switch error {
  case .unknown(let flag, let valid):
    usage("unknown option '\(flag)'; valid: \(valid.joined(separator: ", "))")
  case .needsValue(let flag):
    usage("option '\(flag)' needs a value")
  case .takesNoValue(let flag, let value):
    usage("option '\(flag)' takes no value; got '\(value)'")
  case .invalidValue(let value, let flag, let valid):
    usage(
      "invalid value '\(value)' for \(flag); valid: \(valid.joined(separator: ", "))")
  }
}
if parsed.has("--help") {
  print("usage: swift run -c release headless-bench [options]\n\noptions:")
  for line in OptionTable.helpLines(optionTable) { print(line) }
  print("\nscenarios (--only NAME), in the order they run:")
  for line in BenchScenarios.helpLines() { print(line) }
  exit(0)
}
if let extra = parsed.positionals.first {
  usage(
    "unexpected argument '\(extra)'; options:\n"
      + OptionTable.helpLines(optionTable).joined(separator: "\n"))
}
let json = parsed.has("--json")
let quick = parsed.has("--quick")
let countInstructions = parsed.has("--instructions")
let only: Set<String>? = parsed.has("--only") ? Set(parsed.values("--only")) : nil
if let side = parsed.value("--side") { Instructions.side = Instructions.Side(rawValue: side)! }
let context = BenchContext(
  quick: quick,
  rounds: Instructions.side != nil ? Instructions.rounds(quick: quick) : quick ? 5 : 15,
  // `--no-kiwi`: the solver rows without kiwisolver's side (which takes a minute at N=10,000).
  skipKiwi: parsed.has("--no-kiwi"))

/// Runs the scenarios `--only` names (all by default), in the registry's order.
@MainActor
func runAll() -> [Row] {
  var rows: [Row] = []
  for scenario in BenchScenarios.all where only?.contains(scenario.name) ?? true {
    rows += scenario.run(context)
  }
  return rows
}

Profiles.runIfRequested()
if Instructions.side != nil {
  // A child of `--instructions`: the measured loops ran under callgrind; nothing to print.
  _ = MainActor.assumeIsolated { runAll() }
  exit(0)
}
var rows = MainActor.assumeIsolated { runAll() }
if countInstructions {
  rows += InstructionRows.measure(only: only, quick: quick)
}
if json {
  Report.printJSON(rows)
} else {
  Report.printTable(rows)
}
