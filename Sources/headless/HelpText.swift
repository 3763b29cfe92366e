/// The `--help` texts, one per command.
enum HelpText {
  static func text(for topic: String?, scenarios: [String]) -> String {
    switch topic {
    case "list":
      return """
        USAGE: headless list

        Prints one scenario a line: its name, then a one-line summary.
        """
    case "run":
      return """
        USAGE: headless run NAME [--platform 18|26] [--tracking on|off] [--trace] [--format text|json] [--svg FILE [--appearance light|dark]]

        Runs a sample scenario: prints each step, the hooks it re-ran (and why, with
        --trace), the expectations checked, the final screen as a tree and a verdict.

        OPTIONS:
          --platform 18|26     UIKit generation to emulate (default 26)
          --tracking on|off    on 18: the UIObservationTrackingEnabled key;
                               on 26: off disables tracking for comparison (default on)
          --trace              report why every hook re-ran
          --format text|json   json prints one JSON document on stdout (default text)
          --svg FILE           also write a picture of the final screen as SVG
          --appearance light|dark  the picture's appearance (default light)

        EXIT: 0 every expectation holds, 1 one failed, 2 usage error.
        SCENARIOS: \(scenarios.joined(separator: ", "))
        """
    case "play":
      return """
        USAGE: headless play NAME [--platform 18|26] [--tracking on|off] [--trace]

        Runs a scenario's script, then reads commands from standard input (a terminal or
        a pipe), one a line:
        \(PlaySession.commandHelp)
        """
    case "gallery":
      return """
        USAGE: headless gallery [DIR]

        Runs every scenario on platform 26 and writes its final screen, and the moments it
        keeps (theme-picker's open sheet), as SVG files in DIR (\(GalleryCommand.defaultDirectory)
        by default, the gallery the README shows).

        EXIT: 0 every scenario held its expectations, 1 one failed.
        """
    case "help":
      return "USAGE: headless help [list|run|play|gallery]"
    default:
      return """
        headless: UIKit's update cycle with automatic Observation tracking, headless.

        USAGE: headless COMMAND [OPTIONS]

        COMMANDS:
          list         list the sample scenarios
          run NAME     run a scenario and check its expectations
          play NAME    run a scenario, then drive it with commands from stdin
          gallery      write every scenario's pictures as SVG (Samples/Gallery)
          help [CMD]   show help for a command

        Start with: headless run theme-picker
        """
    }
  }
}
