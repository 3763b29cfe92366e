/// What `headless-port-tool`, the build-tool plugin's command, does: ports files together
/// and writes each to a path of its own.
package enum PortTool {
  /// Runs the tool on its arguments: pairs of `INPUT OUTPUT`.
  /// - Returns: 0; 1 when a file could not be ported; 2 when the arguments are not pairs.
  package static func main(_ arguments: [String]) -> Int32 {
    guard !arguments.isEmpty, arguments.count % 2 == 0 else {
      printError(
        "headless-port-tool: give pairs of INPUT OUTPUT; got \(arguments.count) arguments")
      return 2
    }
    return run(
      stride(from: 0, to: arguments.count, by: 2).map { (arguments[$0], arguments[$0 + 1]) })
  }

  /// Ports each input to its output; unchanged inputs are copied.
  /// - Parameter pairs: Inputs and the path each one's port is written to.
  /// - Returns: 0, or 1 when a file could not be read, ported or written (each error was
  ///   printed on standard error, naming the file and line).
  package static func run(_ pairs: [(input: String, output: String)]) -> Int32 {
    var sources: [PortSource] = []
    var failed = false
    for pair in pairs {
      do throws(PortError) {
        let bytes = try FileSystem.readFile(pair.input)
        sources.append(
          PortSource(
            path: pair.input, locationPath: FileSystem.absolute(pair.input), bytes: bytes))
      } catch {
        printError(error.description)
        failed = true
      }
    }
    guard !failed else { return 1 }
    for (pair, result) in zip(pairs, Porter().port(sources)) {
      do throws(PortError) {
        let ported = try result.get()
        for change in ported.changes where change.kind == .notPorted {
          printError("\(change.path):\(change.line): not ported: \(change.message)")
        }
        try FileSystem.writeAtomically(ported.bytes, to: pair.output)
      } catch {
        printError(error.description)
        failed = true
      }
    }
    return failed ? 1 : 0
  }

  private static func printError(_ message: String) {
    var output = StandardError()
    print(message, to: &output)
  }
}

/// Standard error as a text stream.
private struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileSystem.writeStandardError(string)
  }
}
