/// Turns arguments into an ``Invocation``: a pure function, unit-tested directly.
enum CommandLineParser {
  static let commands = ["list", "run", "play", "gallery", "help"]

  /// Parses the arguments after the program name.
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - scenarios: The scenario names `run` and `play` accept.
  /// - Returns: What to do.
  /// - Throws: ``UsageError`` naming the bad input and the valid choices.
  static func parse(_ arguments: [String], scenarios: [String]) throws(UsageError) -> Invocation {
    guard let command = arguments.first else { return .help(topic: nil) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      return .help(topic: nil)
    case "help":
      guard let topic = rest.first else { return .help(topic: nil) }
      guard commands.contains(topic) else {
        throw UsageError(message: "unknown help topic '\(topic)'; valid: \(choices(commands))")
      }
      guard rest.count == 1 else {
        throw UsageError(message: "'help' takes one command name; got \(rest.count)")
      }
      return .help(topic: topic)
    case "list":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "list") }
      if let extra = rest.first {
        throw UsageError(message: "'list' takes no arguments; got '\(extra)'")
      }
      return .list
    case "gallery":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "gallery") }
      if let option = rest.first(where: { $0.hasPrefix("-") }) {
        throw UsageError(message: "unknown option '\(option)' for 'gallery'; valid: --help")
      }
      guard rest.count <= 1 else {
        throw UsageError(message: "'gallery' takes one directory; got \(rest.count) arguments")
      }
      return .gallery(directory: rest.first)
    case "run", "play":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: command) }
      let options = try parseRunOptions(rest, command: command, scenarios: scenarios)
      return command == "run" ? .run(options) : .play(options)
    default:
      if command.hasPrefix("-") {
        throw UsageError(message: "unknown option '\(command)'; valid: --help")
      }
      throw UsageError(message: "unknown command '\(command)'; valid: \(choices(commands))")
    }
  }

  private static func parseRunOptions(
    _ arguments: [String], command: String, scenarios: [String]
  ) throws(UsageError) -> Invocation.RunOptions {
    var name: String?
    var options = Invocation.RunOptions(scenario: "")
    var appearanceGiven = false
    var modeGiven: String?
    var index = 0
    // Reads the value of `--flag value` or `--flag=value`.
    func value(for flag: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(message: "option '\(flag)' needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--") {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let flag = parts[0]
        let inline = parts.count == 2 ? parts[1] : nil
        switch flag {
        case "--platform":
          modeGiven = flag
          let raw = try choice(
            try value(for: flag, inline: inline), for: flag, valid: ["18", "26"])
          options.platform = Invocation.PlatformChoice(rawValue: raw)!
        case "--tracking":
          modeGiven = flag
          options.tracking =
            try choice(try value(for: flag, inline: inline), for: flag, valid: ["on", "off"])
            == "on"
        case "--format" where command == "play", "--svg" where command == "play",
          "--appearance" where command == "play", "--all" where command == "play":
          throw UsageError(
            message:
              "option '\(flag)' is for 'run' only: 'play' is interactive (use its 'svg FILE' "
              + "and 'text' commands); valid for play: --platform, --tracking, --trace, --help")
        case "--format":
          let raw = try choice(
            try value(for: flag, inline: inline), for: flag,
            valid: Invocation.OutputFormat.allCases.map(\.rawValue))
          options.format = Invocation.OutputFormat(rawValue: raw)!
        case "--all" where command == "run":
          if let inline {
            throw UsageError(message: "option '--all' takes no value; got '\(inline)'")
          }
          options.all = true
        case "--svg":
          let path = try value(for: flag, inline: inline)
          guard !path.isEmpty else { throw UsageError(message: "option '--svg' needs a file path") }
          options.svgPath = path
        case "--appearance":
          let raw = try choice(
            try value(for: flag, inline: inline), for: flag,
            valid: Invocation.AppearanceChoice.allCases.map(\.rawValue))
          options.appearance = Invocation.AppearanceChoice(rawValue: raw)!
          appearanceGiven = true
        case "--trace":
          if let inline {
            throw UsageError(message: "option '--trace' takes no value; got '\(inline)'")
          }
          options.trace = true
        default:
          throw UsageError(
            message:
              "unknown option '\(flag)' for '\(command)'; valid: --platform, --tracking, --trace, "
              + "--format, --svg, --appearance, \(command == "run" ? "--all, " : "")--help")
        }
      } else if argument.hasPrefix("-") && argument != "-" {
        throw UsageError(message: "unknown option '\(argument)' for '\(command)'; valid: --help")
      } else if name == nil {
        name = argument
      } else {
        throw UsageError(message: "'\(command)' takes one scenario name; unexpected '\(argument)'")
      }
      index += 1
    }
    if appearanceGiven && options.svgPath == nil {
      throw UsageError(
        message:
          "option '--appearance' chooses the appearance of the --svg picture, and no --svg "
          + "was given; add --svg FILE, or drop --appearance")
    }
    if options.all {
      if let name {
        throw UsageError(
          message: "'run --all' runs every scenario; drop '\(name)', or drop --all")
      }
      if let flag = modeGiven {
        throw UsageError(
          message: "'run --all' runs every mode (platform 26 and 18, tracking on and off); "
            + "drop \(flag)")
      }
      if options.svgPath != nil {
        throw UsageError(message: "'run --all' writes no picture; drop --svg")
      }
      return options
    }
    guard let name else {
      throw UsageError(
        message: "'\(command)' needs a scenario name\(command == "run" ? " or --all" : ""); "
          + "valid: \(choices(scenarios))")
    }
    guard scenarios.contains(name) else {
      throw UsageError(message: "unknown scenario '\(name)'; valid: \(choices(scenarios))")
    }
    options.scenario = name
    return options
  }

  /// `raw` if it is one of `valid`, else the error naming the flag and the choices.
  private static func choice(_ raw: String, for flag: String, valid: [String]) throws(UsageError)
    -> String
  {
    guard valid.contains(raw) else {
      throw UsageError(message: "invalid value '\(raw)' for \(flag); valid: \(choices(valid))")
    }
    return raw
  }

  static func choices(_ values: [String]) -> String {
    values.joined(separator: ", ")
  }
}
