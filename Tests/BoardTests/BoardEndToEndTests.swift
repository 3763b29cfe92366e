import Foundation
import HeadlessKit
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Runs the built `board` binary with piped input.
@Suite(.timeLimit(.minutes(2)))
struct BoardEndToEndTests {
  static var binary: URL {
    // The test bundle sits in the products directory, next to the executable.
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("board")
  }

  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
    var frames: Int {
      stdout.components(separatedBy: "\n").filter { $0.hasPrefix("--- pass ") }.count
    }
    /// The text after the `--- final` line.
    var finalScreen: String {
      guard let range = stdout.range(of: "--- final\n") else { return "" }
      return String(stdout[range.upperBound...])
    }
  }

  func run(_ arguments: [String] = [], input: String) throws -> Output {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    // Written from another thread, so a full output pipe cannot deadlock the test.
    let writer = Thread {
      inPipe.fileHandleForWriting.write(Data(input.utf8))
      try? inPipe.fileHandleForWriting.close()
    }
    writer.start()
    let stderrData = ThreadBox()
    let errReader = Thread {
      stderrData.set(err.fileHandleForReading.readToEndRetryingInterrupts())
    }
    errReader.start()
    let stdout = out.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderrData.wait(), as: UTF8.self))
  }

  /// The final line of each job, as the list shows it.
  func line(_ job: String, _ status: String, _ percent: Int, _ message: String) -> String {
    "\(job)  \(status)  \(percent)%  \(message)"
  }

  @Test func tenThousandEventsEndOnTheLastEventOfEachJobInFewerFrames() throws {
    let jobs = (0..<10).map { "job\($0)" }
    var lines: [String] = []
    for step in 0..<1_000 {
      for job in jobs {
        let progress = Double(step) / 1_000
        let status = step == 999 ? (job == "job3" ? "failed" : "passed") : "running"
        lines.append(
          #"{"job": "\#(job)", "status": "\#(status)", "progress": \#(progress), "message": "step \#(step)"}"#
        )
      }
    }
    let output = try run(input: lines.joined(separator: "\n") + "\n")
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    #expect(output.frames >= 1)
    #expect(output.frames < 10_000, "passes coalesce events")
    for job in jobs {
      let expected = line(job, job == "job3" ? "failed" : "passed", 100, "step 999")
      #expect(output.finalScreen.contains(expected), "\(job) ends on its last event")
    }
    #expect(output.finalScreen.contains("10 jobs: 0 queued, 0 running, 9 passed, 1 failed"))
  }

  @Test func garbageLinesAreReportedWithTheirNumberAndSkipped() throws {
    let input = """
      {"job": "api", "status": "running", "progress": 0.5, "message": "building"}
      not json
      {"job": "api", "status": "exploded"}

      {"job": "api", "status": "passed", "progress": 1, "message": "done"}
      """
    let output = try run(input: input + "\n")
    #expect(output.status == 0)
    #expect(
      output.stderr == """
        board: line 2: not valid JSON; skipped
        board: line 3: status 'exploded' is not one of queued, running, passed, failed; skipped

        """)
    #expect(output.finalScreen.contains(line("api", "passed", 100, "done")))
  }

  @Test func openShowsTheJobsDetailsAndSvgWritesTheFinalScreen() throws {
    let svg = FileManager.default.temporaryDirectory
      .appendingPathComponent("board-\(getpid()).svg")
    defer { try? FileManager.default.removeItem(at: svg) }
    let output = try run(
      ["--open", "api", "--svg", svg.path],
      input: #"{"job": "api", "status": "failed", "progress": 0.25, "message": "timeout"}"# + "\n")
    #expect(output.status == 0)
    #expect(output.finalScreen.contains("status: failed"))
    #expect(output.finalScreen.contains("progress: 25%"))
    #expect(output.finalScreen.contains("message: timeout"))
    let picture = try String(contentsOf: svg, encoding: .utf8)
    #expect(picture.hasPrefix("<svg"))
    #expect(picture.contains("status: failed"))
  }

  @Test func openWithAJobNoLineNamesExitsTwoNamingTheJobsSeen() throws {
    let input = """
      {"job": "api", "status": "passed"}
      {"job": "web", "status": "running"}
      """
    let output = try run(["--open", "nosuchjob"], input: input + "\n")
    #expect(output.status == 2)
    #expect(
      output.stderr
        == "board: --open 'nosuchjob': no input line names that job; jobs seen: api, web\n")
  }

  @Test func textPicturesKeepRulesOffTheText() throws {
    let output = try run(
      input: #"{"job": "api", "status": "passed", "progress": 1, "message": "412 tests"}"# + "\n")
    let rules: Set<Character> = ["─", "┌", "┐", "└", "┘"]
    for line in output.finalScreen.split(separator: "\n") {
      let characters = Array(line)
      for (index, character) in characters.enumerated() where rules.contains(character) {
        for side in [index - 1, index + 1] where characters.indices.contains(side) {
          let neighbour = characters[side]
          #expect(
            neighbour == " " || rules.contains(neighbour) || neighbour == "│",
            "a rule touches text: \(line)")
        }
      }
    }
    #expect(output.finalScreen.contains("1 job: 0 queued, 0 running, 1 passed, 0 failed"))
  }

  @Test func aBadOptionExitsTwoNamingTheValidOnes() throws {
    let output = try run(["--frobnicate"], input: "")
    #expect(output.status == 2)
    #expect(
      output.stderr
        == "board: unknown argument '--frobnicate'; valid: --open JOB, --svg FILE, --ascii, "
        + "--help\n")
  }

  @Test func sigintMidStreamExitsZeroWithinTwoSeconds() throws {
    let process = Process()
    process.executableURL = Self.binary
    let out = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = inPipe
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    defer { process.terminationHandler = nil }  // the handler keeps the process alive
    try process.run()
    // The input stays open: the app is mid-stream when the signal arrives.
    inPipe.fileHandleForWriting.write(
      Data((#"{"job": "api", "status": "running", "progress": 0.5}"# + "\n").utf8))
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("--- pass") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
    }
    let sent = ContinuousClock.now
    kill(process.processIdentifier, SIGINT)
    let inTime = exited.wait(timeout: .now() + 2) == .success
    let elapsed = ContinuousClock.now - sent
    if !inTime { process.terminate() }
    process.waitUntilExit()  // lets Foundation finish with the process before it is freed
    #expect(inTime, "exited \(elapsed) after SIGINT")
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    seen.append(out.fileHandleForReading.readToEndRetryingInterrupts())
    #expect(String(decoding: seen, as: UTF8.self).contains("--- final"))
    try? inPipe.fileHandleForWriting.close()
  }
}

/// Hands data from a reader thread to the test.
final class ThreadBox: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()
  func set(_ value: Data) {
    data = value
    done.signal()
  }
  func wait() -> Data {
    done.wait()
    return data
  }
}
