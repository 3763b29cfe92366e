/// What the command line asked for; produced by ``CommandLineParser/parse(_:scenarios:)``.
enum Invocation: Equatable {
  /// `headless list`
  case list
  /// `headless --help`, `headless help [COMMAND]`, `headless COMMAND --help`
  case help(topic: String?)
  /// `headless run NAME ...`
  case run(RunOptions)
  /// `headless play NAME ...`
  case play(RunOptions)
  /// `headless gallery [DIR]`: every scenario's pictures, written as SVG files; `nil`
  /// for the command's default directory.
  case gallery(directory: String?)

  struct RunOptions: Equatable {
    /// The scenario's name; empty with ``all``.
    var scenario: String
    /// `run --all`: every scenario in every mode.
    var all = false
    var platform: PlatformChoice = .v26
    var tracking = true
    var trace = false
    var format = OutputFormat.text
    /// `--svg FILE`: where to write a picture of the final screen.
    var svgPath: String?
    /// `--appearance light|dark`: the picture's interface style.
    var appearance = AppearanceChoice.light
  }

  enum PlatformChoice: String, Equatable { case v18 = "18", v26 = "26" }
  enum AppearanceChoice: String, Equatable, CaseIterable { case light, dark }
  enum OutputFormat: String, Equatable, CaseIterable { case text, json, junit }
}

/// A command line that cannot run: the message names the bad input and the valid
/// choices. Exit code 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let message: String
  var description: String { message }
}
