import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@testable import HeadlessScenarios

/// `headless snapshots orphans [DIR]` (issue #40 item 1): parsing, and the built binary's
/// output and exit codes on a package whose ledger names one of two references.
@Suite struct SnapshotsCommandTests {
  func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(
      line.split(separator: " ").map(String.init), scenarios: ["counter"])
  }

  func usageError(_ line: String) -> String? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func orphansTakesAnOptionalDirectory() throws {
    #expect(try parse("snapshots orphans") == .snapshotOrphans(directory: nil))
    #expect(try parse("snapshots orphans Tests") == .snapshotOrphans(directory: "Tests"))
    #expect(try parse("snapshots --help") == .help(topic: "snapshots"))
    #expect(try parse("help snapshots") == .help(topic: "snapshots"))
  }

  @Test func badSnapshotsLinesNameTheInputAndTheChoices() {
    #expect(usageError("snapshots") == "'snapshots' needs an action; valid: orphans")
    #expect(
      usageError("snapshots prune") == "unknown 'snapshots' action 'prune'; valid: orphans")
    #expect(
      usageError("snapshots orphans a b")
        == "'snapshots orphans' takes one directory; got 2 arguments")
    #expect(
      usageError("snapshots orphans --all")
        == "unknown option '--all' for 'snapshots orphans'; valid: --help")
  }

  @Test func theHelpNamesTheCommandAndItsExitCodes() {
    let help = HelpText(program: "headless", scenarios: []).text(for: "snapshots")
    #expect(help.contains("USAGE: headless snapshots orphans [DIR]"))
    #expect(help.contains("2 cannot tell"))
    #expect(HelpText(program: "headless", scenarios: []).text(for: nil).contains("snapshots"))
  }

  /// Runs the built binary in `folder` with `environment` added.
  func headless(_ arguments: [String], in folder: URL) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("headless")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: SnapshotArtifacts.environmentVariable)
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readToEndRetryingInterrupts()
    let stderr = err.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test func theBinaryListsOrphansAndSaysWhenItCannotTell() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "orphans-cli-\(UUID().uuidString)", isDirectory: true)
    let references = root.appendingPathComponent("Tests/T/__Snapshots__/ScreenTests")
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    let kept = references.appendingPathComponent("kept.txt")
    let gone = references.appendingPathComponent("gone.txt")
    try Data("k\n".utf8).write(to: kept)
    try Data("g\n".utf8).write(to: gone)
    let artifacts = root.appendingPathComponent(".build/headlesskit-artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let ledger = artifacts.appendingPathComponent(SnapshotArtifacts.ledgerName)

    // No run yet: cannot tell, exit 2.
    var (status, _, stderr) = try headless(["snapshots", "orphans"], in: root)
    #expect(status == 2)
    #expect(stderr.contains("cannot tell"))

    // A full run compared `kept` only: `gone` is the orphan, exit 1.
    try Data((SnapshotArtifacts.ledgerHeader + " tests\n" + kept.path + "\n").utf8).write(
      to: ledger)
    var stdout: String
    (status, stdout, _) = try headless(["snapshots", "orphans", root.path], in: root)
    #expect(status == 1)
    #expect(stdout.contains("gone.txt"))
    #expect(!stdout.contains("kept.txt"))

    // A filtered run: cannot tell, exit 2.
    try Data((SnapshotArtifacts.ledgerHeader + " tests --filter X\n" + kept.path + "\n").utf8)
      .write(to: ledger)
    (status, _, stderr) = try headless(["snapshots", "orphans"], in: root)
    #expect(status == 2)
    #expect(stderr.contains("filtered (--filter)"))

    // Every reference compared: none, exit 0.
    try FileManager.default.removeItem(at: gone)
    try Data((SnapshotArtifacts.ledgerHeader + " tests\n" + kept.path + "\n").utf8).write(
      to: ledger)
    (status, stdout, _) = try headless(["snapshots", "orphans"], in: root)
    #expect(status == 0)
    #expect(stdout.contains("no orphaned snapshot references"))
  }
}
