import Foundation
import HeadlessCommandLine
import HeadlessPort

/// `headless port [--check | --in-place | --out DIR] PATH...`: its options, parser, help
/// and run, kept apart from the scenario commands.
enum PortCommand {
  /// What `port` was asked to do.
  struct Options: Equatable {
    var paths: [String]
    var mode: PortJob.Mode
  }

  /// The options of `port`: the parser and the help text both read this table.
  static let options: [OptionSpec] = [
    OptionSpec("--check", help: "write nothing; exit 1 when a file would change"),
    OptionSpec("--in-place", help: "rewrite the changed files where they are"),
    OptionSpec(
      "--out", value: "DIR",
      help: "mirror each PATH under DIR: changed files ported, with\n"
        + "#sourceLocation naming the originals; the rest copied"),
  ]

  /// Parses the arguments after `port`.
  /// - Throws: ``PortUsageError`` naming the bad input and the valid choices.
  static func parse(_ arguments: [String]) throws(PortUsageError) -> Options {
    let valid = options.map(\.flag) + ["--help"]
    if let single = arguments.first(where: { $0.hasPrefix("-") && !$0.hasPrefix("--") }) {
      throw .unknownOption(single, command: "port", valid: valid)
    }
    let parsed: ParsedOptions
    do {
      parsed = try OptionTable.parse(arguments, options)
    } catch {
      switch error {
      case .unknown(let flag, _): throw .unknownOption(flag, command: "port", valid: valid)
      case .needsValue(let flag): throw .optionNeedsValue(flag)
      case .takesNoValue(let flag, let value): throw .optionTakesNoValue(flag, value: value)
      case .invalidValue(let value, let flag, _): throw .optionTakesNoValue(flag, value: value)
      }
    }
    let modes = Set(parsed.given.map(\.flag))
    guard modes.count <= 1 else { throw .exclusiveModes(modes.sorted()) }
    guard !parsed.positionals.isEmpty else { throw .needsPath(command: "port") }
    let mode: PortJob.Mode
    switch modes.first {
    case "--check": mode = .check
    case "--in-place": mode = .inPlace
    case "--out": mode = .output(directory: parsed.value("--out")!)
    default: mode = .report
    }
    return Options(paths: parsed.positionals, mode: mode)
  }

  /// The help text of `port`.
  static func help(program: String) -> String {
    """
    USAGE: \(program) port [--check | --in-place | --out DIR] PATH...

    Rewrites Swift sources written for iOS into sources HeadlessUIKit compiles: the
    imports, @objc and Interface Builder attributes, #selector target-action, gesture
    recognizers, notification observers, timers and delayed performs; and prints every
    change as FILE:LINE with the line before and after. What it cannot port it leaves
    as it is and reports ("not ported"), so the build fails on that line. Each PATH is
    a Swift file or a directory searched for them. With no option it writes nothing.

    OPTIONS:
    \(OptionTable.helpLines(options + [OptionSpec("--help", help: "show this text")]).joined(separator: "\n"))

    EXIT: 0 done; 1 with --check when a file would change, or when a file could not be
    read or ported; 2 usage error (unknown option, no PATH, a PATH that does not exist).
    """
  }

  /// Runs `port`, printing the report on standard output and errors on standard error.
  /// - Returns: The exit code.
  static func run(_ options: Options, program: String) -> Int32 {
    for path in options.paths where !FileManager.default.fileExists(atPath: path) {
      let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
      if !isLink {
        return fail(program, PortUsageError.pathNotFound(path).message, code: 2)
      }
    }
    let summary = PortJob(paths: options.paths, mode: options.mode).run()
    for change in summary.changes { print(change) }
    for error in summary.errors { _ = fail(program, error.description, code: 1) }
    let notPorted = summary.notPorted.count
    switch options.mode {
    case .check:
      for file in summary.changedFiles { print("would change: \(file)") }
      print(
        "\(summary.changedFiles.count) of \(summary.files.count) files would change; "
          + "\(notPorted) lines cannot be ported")
      return summary.changedFiles.isEmpty && summary.errors.isEmpty ? 0 : 1
    default:
      print(
        "\(summary.files.count) files: \(summary.changedFiles.count) changed, "
          + "\(summary.written.count) written, \(notPorted) lines not ported, "
          + "\(summary.errors.count) errors")
      return summary.errors.isEmpty ? 0 : 1
    }
  }

  private static func fail(_ program: String, _ message: String, code: Int32) -> Int32 {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    return code
  }
}

/// A `port` or `compat` command line that cannot run; exit code 2.
enum PortUsageError: Error, Equatable {
  case unknownOption(String, command: String, valid: [String])
  case optionNeedsValue(String)
  case optionTakesNoValue(String, value: String)
  case invalidValue(String, option: String, valid: [String])
  case exclusiveModes([String])
  case needsPath(command: String)
  case pathNotFound(String)

  /// The one line printed after `program: `.
  var message: String {
    switch self {
    case .unknownOption(let option, let command, let valid):
      "unknown option '\(option)' for '\(command)'; valid: \(valid.joined(separator: ", "))"
    case .optionNeedsValue(let option):
      "option '\(option)' needs a value\(option == "--out" ? " (a directory)" : "")"
    case .invalidValue(let value, let option, let valid):
      "invalid value '\(value)' for \(option); valid: \(valid.joined(separator: ", "))"
    case .optionTakesNoValue(let option, let value):
      "option '\(option)' takes no value; got '\(value)'"
    case .exclusiveModes(let given):
      "\(given.joined(separator: " and ")) cannot be combined; give one of --check, "
        + "--in-place, --out DIR, or none"
    case .needsPath(let command):
      "'\(command)' needs at least one PATH: a Swift file or a directory holding them"
    case .pathNotFound(let path):
      "no such file or directory '\(path)'; give Swift files or directories that hold them"
    }
  }
}
