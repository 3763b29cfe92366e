import Foundation
@testable import HeadlessKitTesting
import Testing

/// What a snapshot assertion writes, keeps and says in each record mode (issue #40
/// item 1). Each test works in a scratch package of its own, and passes the environment
/// explicitly, so the process's own `CI` does not change what is tested.
@Suite struct SnapshotAssertionTests {
  /// A scratch package: a `Package.swift`, a test file path inside it, and an artifacts
  /// folder under its `.build`.
  struct Scratch {
    let root: URL
    var testFile: String { root.appendingPathComponent("Tests/T/ScreenTests.swift").path }
    func reference(_ name: String, _ pathExtension: String = "txt") -> URL {
      Snapshots.referenceURL(named: name, pathExtension: pathExtension, filePath: testFile)
    }
    var artifacts: URL {
      root.appendingPathComponent(".build/headlesskit-artifacts/ScreenTests", isDirectory: true)
    }
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snapshot-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/T"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.0\n".utf8).write(
        to: root.appendingPathComponent("Package.swift"))
    }
    func write(_ text: String, to url: URL) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
    func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }
  }

  func check(
    _ text: String, named name: String, in scratch: Scratch, record: SnapshotRecordMode? = nil,
    environment: [String: String]
  ) -> SnapshotAssertion.Outcome {
    SnapshotAssertion(environment: environment, arguments: ["tests"]).check(
      text, named: name, record: record, filePath: scratch.testFile,
      sourceLocation: #_sourceLocation)
  }

  @Test func inCIAMissingReferenceFailsNamingThePathAndWritesNoReference() throws {
    let scratch = try Scratch()
    var outcome: SnapshotAssertion.Outcome?
    withKnownIssue {
      outcome = check(
        "title\n", named: "home", in: scratch, record: .all, environment: ["CI": "true"])
    }
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains(scratch.reference("home").path))
    #expect(message.contains("CI is set"))
    #expect(!scratch.exists(scratch.reference("home")))
    #expect(
      !scratch.exists(
        scratch.reference("home").deletingLastPathComponent().deletingLastPathComponent()))
    // The value it produced is kept as an artifact, for the CI job to upload.
    #expect(scratch.read(scratch.artifacts.appendingPathComponent("home.actual.txt")) == "title\n")
  }

  @Test func outsideCIAMissingReferenceIsRecordedAndStillReportsAnIssue() throws {
    let scratch = try Scratch()
    var outcome: SnapshotAssertion.Outcome?
    withKnownIssue {
      outcome = check("title\n", named: "home", in: scratch, environment: [:])
    }
    #expect(outcome == .recorded(scratch.reference("home")))
    #expect(scratch.read(scratch.reference("home")) == "title\n")
  }

  @Test func aMatchPassesAndWritesNothing() throws {
    let scratch = try Scratch()
    try scratch.write("title\n", to: scratch.reference("home"))
    let outcome = check("title\n", named: "home", in: scratch, environment: ["CI": "true"])
    #expect(outcome == .matched)
    #expect(!scratch.exists(scratch.artifacts))
  }

  @Test func aMismatchKeepsReferenceActualAndDiffAndShowsTheDiff() throws {
    let scratch = try Scratch()
    let reference = "a\nb\nc\n"
    try scratch.write(reference, to: scratch.reference("list"))
    var outcome: SnapshotAssertion.Outcome?
    withKnownIssue {
      outcome = check("a\nB\nc\n", named: "list", in: scratch, environment: ["CI": "true"])
    }
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains("-b\n+B"))
    #expect(message.contains(scratch.artifacts.appendingPathComponent("list.diff").path))
    #expect(scratch.read(scratch.reference("list")) == reference)
    #expect(
      scratch.read(scratch.artifacts.appendingPathComponent("list.reference.txt")) == reference)
    #expect(
      scratch.read(scratch.artifacts.appendingPathComponent("list.actual.txt")) == "a\nB\nc\n")
    let diff = scratch.read(scratch.artifacts.appendingPathComponent("list.diff"))
    #expect(diff?.hasPrefix("--- reference/list.txt\n+++ actual/list.txt\n@@ -1,3 +1,3 @@") == true)
  }

  @Test func failedModeRewritesADifferingReference() throws {
    let scratch = try Scratch()
    try scratch.write("old\n", to: scratch.reference("card"))
    var outcome: SnapshotAssertion.Outcome?
    withKnownIssue {
      outcome = check("new\n", named: "card", in: scratch, record: .failed, environment: [:])
    }
    #expect(outcome == .recorded(scratch.reference("card")))
    #expect(scratch.read(scratch.reference("card")) == "new\n")
  }

  @Test func missingModeLeavesADifferingReference() throws {
    let scratch = try Scratch()
    try scratch.write("old\n", to: scratch.reference("card"))
    withKnownIssue {
      _ = check("new\n", named: "card", in: scratch, record: .missing, environment: [:])
    }
    #expect(scratch.read(scratch.reference("card")) == "old\n")
  }

  @Test func allModeRecordsEvenAMatch() throws {
    let scratch = try Scratch()
    try scratch.write("same\n", to: scratch.reference("card"))
    var outcome: SnapshotAssertion.Outcome?
    withKnownIssue {
      outcome = check("same\n", named: "card", in: scratch, record: .all, environment: [:])
    }
    #expect(outcome == .recorded(scratch.reference("card")))
  }

  @Test func anInvalidRecordVariableWritesNothing() throws {
    let scratch = try Scratch()
    withKnownIssue {
      _ = check(
        "title\n", named: "home", in: scratch, environment: ["HEADLESSKIT_RECORD": "yes"])
    }
    #expect(!scratch.exists(scratch.reference("home")))
  }

  @Test func theArtifactsVariableNamesTheFolder() throws {
    let scratch = try Scratch()
    let folder = scratch.root.appendingPathComponent("uploads", isDirectory: true)
    try scratch.write("one\n", to: scratch.reference("home"))
    withKnownIssue {
      _ = check(
        "two\n", named: "home", in: scratch,
        environment: ["CI": "true", "HEADLESSKIT_ARTIFACTS": folder.path])
    }
    #expect(scratch.exists(folder.appendingPathComponent("ScreenTests/home.diff")))
    #expect(!scratch.exists(scratch.artifacts))
  }
}
