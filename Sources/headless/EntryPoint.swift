import Foundation
import HeadlessSamples

/// Maps the parsed command line to output and exit codes; everything else lives in
/// pure, tested types.
@main
enum EntryPoint {
  @MainActor
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments, scenarios: Scenarios.names)
    } catch {
      FileHandle.standardError.write(Data("headless: \(error.message)\n".utf8))
      exit(2)
    }
    switch invocation {
    case .help(let topic):
      print(HelpText.text(for: topic, scenarios: Scenarios.names))
    case .list:
      let width = Scenarios.names.map(\.count).max() ?? 0
      for scenario in Scenarios.all {
        print(
          scenario.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + scenario.summary)
      }
    case .run(let options):
      do {
        let (code, output) = try RunCommand.execute(options)
        print(output)
        exit(code)
      } catch {
        FileHandle.standardError.write(Data("headless: \(error.message)\n".utf8))
        exit(2)
      }
    case .gallery(let directory):
      do {
        let (code, written) = try GalleryCommand.write(to: directory)
        for file in written { print(file) }
        exit(code)
      } catch {
        FileHandle.standardError.write(Data("headless: \(error)\n".utf8))
        exit(1)
      }
    case .play(let options):
      let session = PlaySession(options: options)
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
      exit(session.hadFailure ? 1 : 0)
    }
  }
}
