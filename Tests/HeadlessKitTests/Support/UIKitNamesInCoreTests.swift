import Foundation
import HeadlessKit
import Testing

/// UIKit's spelling belongs to HeadlessUIKit: HeadlessKit's code (comments aside) names no
/// UIKit controller method, no `UI` class, no `NSLayoutConstraint` and not the HeadlessUIKit
/// module. The check is `.ci/uikit-names-in-core`, which `.ci/run` calls too; this suite
/// runs it, so `swift test` fails with it.
@Suite struct UIKitNamesInCoreTests {
  /// The repository's root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs the check on `folder` (HeadlessKit's sources when `nil`).
  static func check(_ folder: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", repository.appendingPathComponent(".ci/uikit-names-in-core").path]
      + (folder.map { [$0.path] } ?? [])
    process.currentDirectoryURL = repository
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func headlessKitsCodeNamesNoUIKitName() throws {
    let result = try Self.check()
    #expect(result.status == 0, "UIKit names in HeadlessKit's code:\n\(result.output)")
  }

  @Test func theCheckFindsANameInCodeAndNotInAComment() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      // viewDidLoad() in a comment is fine, as is UIKit's name in /* UILabel */ a block.
      let key = "UIObservationTrackingEnabled"
      let url = "https://example.com/UIView"
      let name = "\\(key.isEmpty ? "a" : "b")viewWillLayoutSubviews()"
      final class UIThing {}
      """
    try source.write(
      to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    let result = try Self.check(folder)
    #expect(result.status == 1)
    let hits = result.output.split(separator: "\n").filter { $0.contains("Sample.swift:") }
    #expect(
      hits.map { String($0.split(separator: "/").last ?? "") } == [
        "Sample.swift:3: UIView", "Sample.swift:4: viewWillLayoutSubviews",
        "Sample.swift:5: UIThing",
      ])
  }
}
