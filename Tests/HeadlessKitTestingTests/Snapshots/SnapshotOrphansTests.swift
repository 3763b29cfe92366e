import Foundation
@testable import HeadlessKitTesting
import Testing

/// `headless snapshots orphans`: the references the last full run compared with nothing
/// (issue #40 item 1).
@Suite struct SnapshotOrphansTests {
  /// A package with two references, of which a run compares only `kept`.
  struct Package {
    let root: URL
    let testFile: String
    let kept: URL
    let gone: URL
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "orphans-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/T/__Snapshots__/ScreenTests"),
        withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.0\n".utf8).write(
        to: root.appendingPathComponent("Package.swift"))
      testFile = root.appendingPathComponent("Tests/T/ScreenTests.swift").path
      kept = Snapshots.referenceURL(named: "kept", pathExtension: "txt", filePath: testFile)
      gone = Snapshots.referenceURL(named: "gone", pathExtension: "svg", filePath: testFile)
      try Data("kept\n".utf8).write(to: kept)
      try Data("<svg/>\n".utf8).write(to: gone)
    }
    /// Runs the assertion for `kept`, as a test run with `arguments` would.
    func compareKept(arguments: [String]) {
      SnapshotAssertion(environment: [:], arguments: arguments).check(
        "kept\n", named: "kept", record: nil, filePath: testFile,
        sourceLocation: #_sourceLocation)
    }
  }

  @Test func aReferenceNoTestComparedIsAnOrphan() throws {
    let package = try Package()
    package.compareKept(arguments: ["HeadlessKitPackageTests.xctest"])
    let finding = SnapshotOrphans.find(in: package.root, environment: [:])
    #expect(finding == .orphans([SnapshotOrphans.canonical(package.gone.path)]))
  }

  @Test func afterAFilteredRunItCannotTell() throws {
    let package = try Package()
    package.compareKept(arguments: ["tests", "--filter", "ScreenTests"])
    guard case .cannotTell(let reason) = SnapshotOrphans.find(in: package.root, environment: [:])
    else {
      Issue.record("a filtered run must not list orphans")
      return
    }
    #expect(reason.contains("--filter"))
  }

  @Test func withNoRunItCannotTell() throws {
    let package = try Package()
    guard case .cannotTell(let reason) = SnapshotOrphans.find(in: package.root, environment: [:])
    else {
      Issue.record("no ledger must not list orphans")
      return
    }
    #expect(reason.contains("run `swift test` first"))
  }

  @Test func whenEveryReferenceWasComparedThereAreNone() throws {
    let package = try Package()
    try FileManager.default.removeItem(at: package.gone)
    package.compareKept(arguments: ["tests"])
    #expect(SnapshotOrphans.find(in: package.root, environment: [:]) == .orphans([]))
  }
}
