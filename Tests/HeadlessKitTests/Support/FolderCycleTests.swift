import Foundation
import HeadlessKit
import Testing

/// One seam per floor: HeadlessKit's folders name each other in no cycle but Controllers
/// <-> Views. The check is `.ci/folder-graph --max-cycle 2`, which `.ci/run` calls too;
/// this suite runs it, so `swift test` fails with it.
@Suite struct FolderCycleTests {
  /// Runs `.ci/folder-graph` on HeadlessKit's sources with `arguments`.
  static func folderGraph(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let repository = UIKitNamesInCoreTests.repository
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", repository.appendingPathComponent(".ci/folder-graph").path]
      + [repository.appendingPathComponent("Sources/HeadlessKit").path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theOnlyFolderCycleIsControllersAndViews() throws {
    let result = try Self.folderGraph(["--max-cycle", "2"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("largest cycle group: 2 of "))
    #expect(result.output.contains("two-way pairs: 1: Controllers<->Views"))
  }

  @Test func aCycleLargerThanAllowedFails() throws {
    let result = try Self.folderGraph(["--max-cycle=1"])
    #expect(result.status == 1)
    #expect(result.output.contains("the largest cycle has 2 folders, more than 1"))
  }
}
