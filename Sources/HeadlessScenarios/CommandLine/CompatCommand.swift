import Foundation
import HeadlessKit
import HeadlessCommandLine
import HeadlessPort

/// `headless compat PATH... [--format text|json]`: ports the files, type-checks them as one
/// module against HeadlessUIKit, and reports which compile and what UIKit API they lack.
enum CompatCommand {
  /// What `compat` was asked to do.
  struct Options: Equatable {
    var paths: [String]
    var json = false
  }

  /// The options of `compat`: the parser and the help text both read this table.
  static let options: [OptionSpec] = [
    OptionSpec(
      "--format", value: "text|json", choices: ["text", "json"],
      help: "json: one JSON document on stdout (default text)")
  ]

  /// Parses the arguments after `compat`.
  /// - Throws: ``PortUsageError`` naming the bad input and the valid choices.
  static func parse(_ arguments: [String]) throws(PortUsageError) -> Options {
    let valid = options.map(\.flag) + ["--help"]
    if let single = arguments.first(where: { $0.hasPrefix("-") && !$0.hasPrefix("--") }) {
      throw .unknownOption(single, command: "compat", valid: valid)
    }
    let parsed: ParsedOptions
    do {
      parsed = try OptionTable.parse(arguments, options)
    } catch {
      switch error {
      case .unknown(let flag, _): throw .unknownOption(flag, command: "compat", valid: valid)
      case .needsValue(let flag): throw .optionNeedsValue(flag)
      case .takesNoValue(let flag, let value): throw .optionTakesNoValue(flag, value: value)
      case .invalidValue(let value, let flag, let choices):
        throw .invalidValue(value, option: flag, valid: choices)
      }
    }
    guard !parsed.positionals.isEmpty else { throw .needsPath(command: "compat") }
    return Options(paths: parsed.positionals, json: parsed.value("--format") == "json")
  }

  /// The help text of `compat`.
  static func help(program: String) -> String {
    """
    USAGE: \(program) compat PATH... [--format text|json]

    Ports the Swift files under each PATH (as 'port' does, into a scratch directory) and
    type-checks them as one module against HeadlessUIKit, so files may use each other's
    types. Prints how many files compile (a file compiles when it has no error of its
    own), each file's errors with the UIKit API they lack, and those APIs ranked by the
    number of files that need them.

    OPTIONS:
    \(OptionTable.helpLines(options + [OptionSpec("--help", help: "show this text")]).joined(separator: "\n"))

    HeadlessUIKit's built module is looked for beside the executable (.build/debug/Modules
    after 'swift build'); HEADLESS_COMPAT_MODULES names another directory.

    EXIT: 0 every file compiles; 1 one does not (or swiftc could not run); 2 usage error.
    """
  }

  /// Runs `compat`.
  /// - Returns: The exit code.
  static func run(_ options: Options, program: String) -> Int32 {
    for path in options.paths where !FileManager.default.fileExists(atPath: path) {
      return fail(program, PortUsageError.pathNotFound(path).message, code: 2)
    }
    let modules =
      ProcessInfo.processInfo.environment["HEADLESS_COMPAT_MODULES"]
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules").path
    guard FileManager.default.fileExists(atPath: modules + "/HeadlessUIKit.swiftmodule") else {
      return fail(
        program,
        "cannot find HeadlessUIKit's built module in '\(modules)'; run 'swift build' in the "
          + "HeadlessKit package, or set HEADLESS_COMPAT_MODULES to its Modules directory",
        code: 1)
    }
    let report: CompatReport
    let errors: [PortError]
    do {
      (report, errors) = try compatibility(of: options.paths, modules: modules)
    } catch {
      return fail(program, "cannot run swiftc: \(error)", code: 1)
    }
    for error in errors { _ = fail(program, error.description, code: 1) }
    if options.json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      let document = JSONDocument(
        compiling: report.compiling, total: report.files.count, files: report.files,
        missing: report.missing)
      print(String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self))
    } else {
      print(report.text)
    }
    return report.compiling == report.files.count && errors.isEmpty ? 0 : 1
  }

  /// Ports the files under `paths` into a scratch directory, type-checks them as one
  /// module against the HeadlessUIKit module in `modules`, and reads the diagnostics.
  /// - Returns: The report, and the files that could not be ported.
  /// - Throws: When swiftc cannot run.
  static func compatibility(of paths: [String], modules: String) throws -> (
    CompatReport, [PortError]
  ) {
    let scratch = NSTemporaryDirectory() + "headless-compat-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let summary = PortJob(paths: paths, mode: .output(directory: scratch)).run()
    let files = summary.files.filter { summary.outputs[$0] != nil }
    var aliases: [String: String] = [:]
    for file in files {
      aliases[summary.outputs[file]!] = file
      aliases[FileManager.default.currentDirectoryPath + "/" + file] = file
      if file.hasPrefix("/") { aliases[file] = file }
    }
    let diagnostics = try typecheck(files.map { summary.outputs[$0]! }, modules: modules)
    var sources: [String: [Substring]] = [:]
    let report = CompatReport(diagnostics: diagnostics, files: files, aliases: aliases) {
      path, line in
      if sources[path] == nil {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        sources[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let lines = sources[path]!
      return line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }
    return (report, summary.errors)
  }

  /// The `--format json` document.
  private struct JSONDocument: Encodable {
    var compiling: Int
    var total: Int
    var files: [CompatReport.FileResult]
    var missing: [CompatReport.MissingAPI]
  }

  /// Type-checks `files` as one module; returns the compiler's diagnostics.
  private static func typecheck(_ files: [String], modules: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-continue-building-after-errors", "-parse-as-library",
        "-swift-version", "5",
        "-diagnostic-style", "llvm", "-module-name", "App", "-I", modules,
      ] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  private static func fail(_ program: String, _ message: String, code: Int32) -> Int32 {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    return code
  }
}
