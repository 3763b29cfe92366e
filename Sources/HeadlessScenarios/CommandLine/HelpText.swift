import HeadlessCommandLine

/// The `--help` texts, one per command, for a program and its scenarios.
struct HelpText {
  /// The option lines of a command, from the table the parser reads.
  private func options(for command: String) -> String {
    OptionTable.helpLines(
      CommandLineParser.runOptions.filter { $0.commands.contains(command) }
        + [OptionSpec("--help", help: "show this text")]
    ).joined(separator: "\n")
  }

  /// The program's name (`headless`, `my-scenarios`).
  let program: String
  /// The scenarios' names, in order.
  let scenarios: [String]

  func text(for topic: String?) -> String {
    switch topic {
    case "list":
      return """
        USAGE: \(program) list

        Prints one scenario a line: its name, then a one-line summary.
        """
    case "run":
      return """
        USAGE: \(program) run NAME|--all [--platform 18|26] [--tracking on|off] [--trace] [--format text|json|junit] [--svg FILE [--appearance light|dark]] [--audit-staleness]

        Runs a scenario: prints each step, the hooks it re-ran (and why, with --trace),
        the expectations checked, the final screen as a tree and a verdict. --all runs
        every scenario in every mode (platform 26 and 18, tracking on and off).

        OPTIONS:
        \(options(for: "run"))

        EXIT: 0 every expectation holds, 1 one failed (or, with --audit-staleness, a view
        is stale), 2 usage error.
        SCENARIOS: \(scenarios.joined(separator: ", "))
        """
    case "play":
      return """
        USAGE: \(program) play NAME [--platform 18|26] [--tracking on|off] [--trace]

        OPTIONS:
        \(options(for: "play"))

        Runs a scenario's script, then reads commands from standard input (a terminal or
        a pipe), one a line:
        \(PlaySession.commandHelp)
        """
    case "gallery":
      return """
        USAGE: \(program) gallery [DIR]

        Runs every scenario on platform 26 and writes its final screen, and the moments it
        keeps (ScenarioRun.picture(_:)), as SVG files in DIR, light and dark.

        EXIT: 0 every scenario held its expectations, 1 one failed.
        """
    case "snapshots":
      return """
        USAGE: \(program) snapshots orphans [DIR]

        Lists the snapshot reference files under DIR (the current directory by default)
        that no test of the last full `swift test` run compared: the references of tests
        that were renamed or removed. Snapshot assertions keep the list of what they
        compared in .build/headlesskit-artifacts (or in $HEADLESSKIT_ARTIFACTS).

        EXIT: 0 no orphans, 1 orphans listed, 2 cannot tell (the last run was filtered
        with --filter or --skip, or no run compared a snapshot) or a usage error.
        """
    case "port":
      return PortCommand.help(program: program)
    case "compat":
      return CompatCommand.help(program: program)
    case "help":
      return "USAGE: \(program) help [list|run|play|gallery|snapshots|port|compat]"
    default:
      return """
        \(program): scenarios on UIKit's update cycle with automatic Observation tracking, headless.

        USAGE: \(program) COMMAND [OPTIONS]

        COMMANDS:
          list         list the scenarios
          run NAME     run a scenario and check its expectations (--all: every one)
          play NAME    run a scenario, then drive it with commands from stdin
          gallery      write every scenario's pictures as SVG
          snapshots    orphans [DIR]: reference files no test compared
          port PATH    rewrite iOS sources into sources HeadlessUIKit compiles
          compat PATH  which iOS sources compile on HeadlessUIKit, and what they lack
          help [CMD]   show help for a command

        Start with: \(program) run \(scenarios.first ?? "NAME")
        """
    }
  }
}
