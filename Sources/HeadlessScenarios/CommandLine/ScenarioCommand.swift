import Foundation
import HeadlessKitTesting

/// The `headless` command line, for your own scenarios: `list`, `run NAME|--all`, `play`,
/// `gallery`, `snapshots orphans`, with `--platform`, `--tracking`, `--trace`, `--svg`, `--appearance` and
/// `--format text|json|junit`, and the same exit codes.
///
/// Call it from your executable's `main.swift`:
///
/// ```swift
/// import HeadlessScenarios
///
/// ScenarioCommand.main(scenarios: [counterScenario, checkoutScenario])
/// ```
///
/// Exit codes: 0 when every expectation held, 1 when one failed (or, in `play`, when a
/// command or a check failed), 2 for a usage error, with one line on standard error that
/// names the problem and the valid choices.
@MainActor
public struct ScenarioCommand {
  /// The program's name, as help and errors spell it.
  public let name: String
  /// The scenarios, in the order `list` prints them.
  public let scenarios: [Scenario]
  /// Where `gallery` writes its pictures when given no directory.
  public let galleryDirectory: String

  /// Creates the command line of a set of scenarios.
  /// - Parameters:
  ///   - name: The program's name; the executable's file name by default.
  ///   - scenarios: The scenarios; their names must be unique.
  ///   - galleryDirectory: Where `gallery` writes by default; `Gallery` by default.
  public init(
    name: String = ScenarioCommand.executableName, scenarios: [Scenario],
    galleryDirectory: String = "Gallery"
  ) {
    self.name = name
    self.scenarios = scenarios
    self.galleryDirectory = galleryDirectory
  }

  /// The running executable's file name.
  public nonisolated static var executableName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "scenarios").lastPathComponent
  }

  /// Parses the process's arguments, runs the command and exits with its code.
  /// - Parameters:
  ///   - name: The program's name; the executable's file name by default.
  ///   - scenarios: The scenarios; their names must be unique.
  ///   - galleryDirectory: Where `gallery` writes by default; `Gallery` by default.
  public static func main(
    name: String = ScenarioCommand.executableName, scenarios: [Scenario],
    galleryDirectory: String = "Gallery"
  ) -> Never {
    let command = ScenarioCommand(
      name: name, scenarios: scenarios, galleryDirectory: galleryDirectory)
    exit(command.run(Array(CommandLine.arguments.dropFirst())))
  }

  /// The scenarios' names, in order.
  var names: [String] { scenarios.map(\.name) }

  /// The scenario named `name`, if any.
  func scenario(named name: String) -> Scenario? { scenarios.first { $0.name == name } }

  /// Runs the command `arguments` ask for, printing to standard output and error.
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The exit code.
  public func run(_ arguments: [String]) -> Int32 {
    var seen: Set<String> = []
    if let repeated = names.first(where: { !seen.insert($0).inserted }) {
      return fail(UsageError.duplicateScenarioName(repeated).message)
    }
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(arguments, scenarios: names)
    } catch {
      return fail(error.message)
    }
    switch invocation {
    case .help(let topic):
      print(HelpText(program: name, scenarios: names).text(for: topic))
      return 0
    case .list:
      let width = names.map(\.count).max() ?? 0
      for scenario in scenarios {
        print(
          scenario.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + scenario.summary)
      }
      return 0
    case .run(let options):
      do throws(UsageError) {
        let (code, output) = try RunCommand.execute(options, scenarios: scenarios)
        print(output)
        return code
      } catch {
        return fail(error.message)
      }
    case .gallery(let directory):
      do {
        let (code, written) = try GalleryCommand.write(
          scenarios, to: directory ?? galleryDirectory)
        for file in written { print(file) }
        return code
      } catch {
        FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
        return 1
      }
    case .snapshotOrphans(let directory):
      let root = URL(
        fileURLWithPath: directory ?? FileManager.default.currentDirectoryPath, isDirectory: true)
      switch SnapshotOrphans.find(in: root, environment: ProcessInfo.processInfo.environment) {
      case .orphans(let paths):
        for path in paths { print(path) }
        if paths.isEmpty { print("no orphaned snapshot references under \(root.path)") }
        return paths.isEmpty ? 0 : 1
      case .cannotTell(let reason):
        return fail("cannot tell which references are orphans: \(reason)")
      }
    case .port(let options):
      return PortCommand.run(options, program: name)
    case .compat(let options):
      return CompatCommand.run(options, program: name)
    case .play(let options):
      let session = PlaySession(options: options, scenario: scenario(named: options.scenario)!)
      print(session.banner)
      if PlayTerminal.isInteractive {
        PlayTerminal(prompt: "\(options.scenario)> ").run(session)
      } else {
        // Piped input: plain lines, no prompt.
        while let line = readLine() {
          let (output, quit) = session.handle(line)
          if !output.isEmpty { print(output) }
          if quit { break }
        }
      }
      return session.hadFailure ? 1 : 0
    }
  }

  /// Writes `name: message` on standard error; returns 2, a usage error's code.
  private func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    return 2
  }
}
