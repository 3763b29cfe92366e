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
  /// `headless snapshots orphans [DIR]`: the reference files no test of the last full
  /// run compared; `nil` for the current directory.
  case snapshotOrphans(directory: String?)
  /// `headless port [--check | --in-place | --out DIR] PATH...`
  case port(PortCommand.Options)
  /// `headless compat PATH... [--format text|json]`
  case compat(CompatCommand.Options)

  struct RunOptions: Equatable {
    /// The scenario's name; empty with ``all``.
    var scenario: String
    /// `run --all`: every scenario in every mode.
    var all = false
    var platform: PlatformChoice = .v26
    var tracking = true
    var trace = false
    /// `--audit-staleness`: a staleness audit after every step.
    var auditStaleness = false
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

/// A command line that cannot run: each case names the bad input, and ``message`` (the
/// one place the words are chosen) says it with the valid choices. Exit code 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String, valid: [String])
  case unknownHelpTopic(String, valid: [String])
  case helpTakesOneTopic(got: Int)
  case listTakesNoArguments(got: String)
  case galleryTakesOneDirectory(got: Int)
  case snapshotsNeedsAction(valid: [String])
  case unknownSnapshotsAction(String, valid: [String])
  case orphansTakesOneDirectory(got: Int)
  case unknownOption(String, command: String?, valid: [String])
  case optionNeedsValue(String)
  case optionTakesNoValue(String, value: String)
  case invalidValue(String, option: String, valid: [String])
  case optionIsForRunOnly(String, validForPlay: [String])
  case svgNeedsPath
  case appearanceWithoutSVG
  case oneScenarioOnly(command: String, unexpected: String)
  case needsScenario(command: String, orAll: Bool, valid: [String])
  case unknownScenario(String, valid: [String])
  case allWithScenario(String)
  case allWithMode(option: String)
  case allWithSVG
  case cannotWriteSVG(path: String, reason: String)
  case duplicateScenarioName(String)
  case port(PortUsageError)

  /// The one line printed after `program: `.
  var message: String {
    func list(_ values: [String]) -> String { values.joined(separator: ", ") }
    switch self {
    case .unknownCommand(let command, let valid):
      return "unknown command '\(command)'; valid: \(list(valid))"
    case .unknownHelpTopic(let topic, let valid):
      return "unknown help topic '\(topic)'; valid: \(list(valid))"
    case .helpTakesOneTopic(let got):
      return "'help' takes one command name; got \(got)"
    case .listTakesNoArguments(let got):
      return "'list' takes no arguments; got '\(got)'"
    case .galleryTakesOneDirectory(let got):
      return "'gallery' takes one directory; got \(got) arguments"
    case .snapshotsNeedsAction(let valid):
      return "'snapshots' needs an action; valid: \(list(valid))"
    case .unknownSnapshotsAction(let action, let valid):
      return "unknown 'snapshots' action '\(action)'; valid: \(list(valid))"
    case .orphansTakesOneDirectory(let got):
      return "'snapshots orphans' takes one directory; got \(got) arguments"
    case .unknownOption(let option, let command, let valid):
      return "unknown option '\(option)'" + (command.map { " for '\($0)'" } ?? "")
        + "; valid: \(list(valid))"
    case .optionNeedsValue(let option):
      return "option '\(option)' needs a value"
    case .optionTakesNoValue(let option, let value):
      return "option '\(option)' takes no value; got '\(value)'"
    case .invalidValue(let value, let option, let valid):
      return "invalid value '\(value)' for \(option); valid: \(list(valid))"
    case .optionIsForRunOnly(let option, let validForPlay):
      return "option '\(option)' is for 'run' only: 'play' is interactive (use its 'svg FILE' "
        + "and 'text' commands); valid for play: \(list(validForPlay))"
    case .svgNeedsPath:
      return "option '--svg' needs a file path"
    case .appearanceWithoutSVG:
      return "option '--appearance' chooses the appearance of the --svg picture, and no --svg "
        + "was given; add --svg FILE, or drop --appearance"
    case .oneScenarioOnly(let command, let unexpected):
      return "'\(command)' takes one scenario name; unexpected '\(unexpected)'"
    case .needsScenario(let command, let orAll, let valid):
      return "'\(command)' needs a scenario name\(orAll ? " or --all" : ""); valid: \(list(valid))"
    case .unknownScenario(let name, let valid):
      return "unknown scenario '\(name)'; valid: \(list(valid))"
    case .allWithScenario(let name):
      return "'run --all' runs every scenario; drop '\(name)', or drop --all"
    case .allWithMode(let option):
      return "'run --all' runs every mode (platform 26 and 18, tracking on and off); drop \(option)"
    case .allWithSVG:
      return "'run --all' writes no picture; drop --svg"
    case .cannotWriteSVG(let path, let reason):
      return "cannot write the SVG to '\(path)': \(reason)"
    case .duplicateScenarioName(let name):
      return "two scenarios are named '\(name)'; each needs a name of its own"
    case .port(let error):
      return error.message
    }
  }

  var description: String { message }
}
