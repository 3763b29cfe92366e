import HeadlessCommandLine

/// Turns arguments into an ``Invocation``: a pure function, unit-tested directly.
enum CommandLineParser {
  static let commands = ["list", "run", "play", "gallery", "snapshots", "port", "compat", "help"]

  /// The actions of `snapshots`.
  static let snapshotsActions = ["orphans"]

  /// The options of `run` and `play`: the parser and the help text both read this table.
  static let runOptions: [OptionSpec] = [
    OptionSpec(
      "--platform", value: "18|26", choices: ["18", "26"],
      help: "UIKit generation to emulate (default 26)", commands: ["run", "play"]),
    OptionSpec(
      "--tracking", value: "on|off", choices: ["on", "off"],
      help: "on 18: the UIObservationTrackingEnabled key;\n"
        + "on 26: off disables tracking for comparison (default on)",
      commands: ["run", "play"]),
    OptionSpec("--trace", help: "report why every hook re-ran", commands: ["run", "play"]),
    OptionSpec(
      "--format", value: "text|json|junit",
      choices: Invocation.OutputFormat.allCases.map(\.rawValue),
      help: "json: one JSON document on stdout (schema version 1);\n"
        + "junit: JUnit XML, a test suite per scenario and mode, a\n"
        + "test case per expectation (default text)",
      commands: ["run"]),
    OptionSpec(
      "--svg", value: "FILE", help: "also write a picture of the final screen as SVG",
      commands: ["run"]),
    OptionSpec(
      "--appearance", value: "light|dark",
      choices: Invocation.AppearanceChoice.allCases.map(\.rawValue),
      help: "the picture's appearance (default light)", commands: ["run"]),
    OptionSpec(
      "--audit-staleness",
      help: "after every step, run the screen's hooks again and print each\n"
        + "stale view (a stale view fails the run)",
      commands: ["run"]),
    OptionSpec(
      "--all",
      help: "every scenario in every mode (26, 18 with and without the key,\ntracking disabled)",
      commands: ["run"]),
  ]

  /// The options `command` takes, in the table's order, then `--help`.
  static func optionNames(for command: String) -> [String] {
    runOptions.filter { $0.commands.contains(command) }.map(\.flag) + ["--help"]
  }

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
        throw .unknownHelpTopic(topic, valid: commands)
      }
      guard rest.count == 1 else {
        throw .helpTakesOneTopic(got: rest.count)
      }
      return .help(topic: topic)
    case "list":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "list") }
      if let extra = rest.first {
        throw .listTakesNoArguments(got: extra)
      }
      return .list
    case "gallery":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "gallery") }
      if let option = rest.first(where: { $0.hasPrefix("-") }) {
        throw .unknownOption(option, command: "gallery", valid: ["--help"])
      }
      guard rest.count <= 1 else {
        throw .galleryTakesOneDirectory(got: rest.count)
      }
      return .gallery(directory: rest.first)
    case "snapshots":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "snapshots") }
      guard let action = rest.first else { throw .snapshotsNeedsAction(valid: snapshotsActions) }
      guard snapshotsActions.contains(action) else {
        throw .unknownSnapshotsAction(action, valid: snapshotsActions)
      }
      let directories = Array(rest.dropFirst())
      if let option = directories.first(where: { $0.hasPrefix("-") }) {
        throw .unknownOption(option, command: "snapshots orphans", valid: ["--help"])
      }
      guard directories.count <= 1 else {
        throw .orphansTakesOneDirectory(got: directories.count)
      }
      return .snapshotOrphans(directory: directories.first)
    case "port":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "port") }
      do throws(PortUsageError) { return .port(try PortCommand.parse(rest)) } catch {
        throw .port(error)
      }
    case "compat":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: "compat") }
      do throws(PortUsageError) { return .compat(try CompatCommand.parse(rest)) } catch {
        throw .port(error)
      }
    case "run", "play":
      if rest.contains("--help") || rest.contains("-h") { return .help(topic: command) }
      let options = try parseRunOptions(rest, command: command, scenarios: scenarios)
      return command == "run" ? .run(options) : .play(options)
    default:
      if command.hasPrefix("-") {
        throw .unknownOption(command, command: nil, valid: ["--help"])
      }
      throw .unknownCommand(command, valid: commands)
    }
  }

  private static func parseRunOptions(
    _ arguments: [String], command: String, scenarios: [String]
  ) throws(UsageError) -> Invocation.RunOptions {
    if let single = arguments.first(where: { $0.hasPrefix("-") && !$0.hasPrefix("--") && $0 != "-" }
    ) {
      throw .unknownOption(single, command: command, valid: ["--help"])
    }
    let parsed: ParsedOptions
    do {
      parsed = try OptionTable.parse(arguments, runOptions)
    } catch {
      switch error {
      case .unknown(let flag, _):
        throw .unknownOption(flag, command: command, valid: optionNames(for: command))
      case .needsValue(let flag): throw .optionNeedsValue(flag)
      case .takesNoValue(let flag, let value): throw .optionTakesNoValue(flag, value: value)
      case .invalidValue(let value, let flag, let valid):
        throw .invalidValue(value, option: flag, valid: valid)
      }
    }
    for (flag, _) in parsed.given
    where !runOptions.first(where: { $0.flag == flag })!.commands.contains(command) {
      throw .optionIsForRunOnly(flag, validForPlay: optionNames(for: "play"))
    }
    var options = Invocation.RunOptions(scenario: "")
    options.all = parsed.has("--all")
    options.trace = parsed.has("--trace")
    options.auditStaleness = parsed.has("--audit-staleness")
    if let platform = parsed.value("--platform") {
      options.platform = Invocation.PlatformChoice(rawValue: platform)!
    }
    if let tracking = parsed.value("--tracking") { options.tracking = tracking == "on" }
    if let format = parsed.value("--format") {
      options.format = Invocation.OutputFormat(rawValue: format)!
    }
    if parsed.has("--svg") {
      guard let path = parsed.value("--svg"), !path.isEmpty else { throw .svgNeedsPath }
      options.svgPath = path
    }
    if let appearance = parsed.value("--appearance") {
      options.appearance = Invocation.AppearanceChoice(rawValue: appearance)!
      if options.svgPath == nil { throw .appearanceWithoutSVG }
    }
    if parsed.positionals.count > 1 {
      throw .oneScenarioOnly(command: command, unexpected: parsed.positionals[1])
    }
    let name = parsed.positionals.first
    if options.all {
      if let name { throw .allWithScenario(name) }
      if let mode = parsed.given.first(where: { ["--platform", "--tracking"].contains($0.flag) }) {
        throw .allWithMode(option: mode.flag)
      }
      if options.svgPath != nil { throw .allWithSVG }
      return options
    }
    guard let name else {
      throw .needsScenario(command: command, orAll: command == "run", valid: scenarios)
    }
    guard scenarios.contains(name) else { throw .unknownScenario(name, valid: scenarios) }
    options.scenario = name
    return options
  }
}
