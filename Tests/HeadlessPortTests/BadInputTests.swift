import Foundation
import HeadlessPort
import Testing

/// Bad input gets a clear error naming the file (and line), or a correct pass; nothing is
/// half-written.
@Suite struct BadInputTests {
  /// A fresh temporary directory, removed by the caller.
  static func makeDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "headless-port-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func aFileThatIsNotUTF8IsAnErrorNamingItsLine() {
    var bytes = Array("import UIKit\nlet a = 1\nlet s = \"".utf8)
    bytes += [0xC3, 0x28, 0x22, 0x0A]
    let result = Porter().port([PortSource(path: "Latin1.swift", bytes: bytes)])[0]
    #expect(throws: PortError.notUTF8(path: "Latin1.swift", line: 3)) { try result.get() }
    #expect(
      PortError.notUTF8(path: "Latin1.swift", line: 3).description
        == "Latin1.swift:3: not UTF-8 text; Swift sources must be UTF-8 (re-save the file as UTF-8)"
    )
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    let source: String
    let error: PortError
    var testDescription: String { error.description }
  }

  static let broken: [Broken] = [
    Broken(
      source: "@objc class A {\n  func f() {\n}\n",
      error: .unclosedBracket(path: "Screen.swift", line: 1, bracket: "{")),
    Broken(
      source: "@objc class A {\n  func f() )\n}\n",
      error: .unexpectedBracket(path: "Screen.swift", line: 2, found: ")", expected: "}")),
    Broken(
      source: "@objc }\n",
      error: .unexpectedBracket(path: "Screen.swift", line: 1, found: "}", expected: nil)),
    Broken(
      source: "@objc let a = 1\nlet s = \"open\n",
      error: .unterminatedString(path: "Screen.swift", line: 2)),
    Broken(
      source: "@objc let s = \"\"\"\n  never closed\n",
      error: .unterminatedString(path: "Screen.swift", line: 1)),
    Broken(
      source: "@objc /* outer /* inner */ still open\n",
      error: .unterminatedComment(path: "Screen.swift", line: 1)),
  ]

  @Test(arguments: broken)
  func unbalancedSourceIsAnErrorNamingFileAndLine(_ case_: Broken) {
    #expect(throws: case_.error) { try Porter().port(case_.source, path: "Screen.swift") }
  }

  @Test func aBrokenFileWithNothingToPortPassesUnchanged() throws {
    let source = "class A {\n  func f() )\n"
    let port = try Porter().port(source, path: "Model.swift")
    #expect(port.bytes == Array(source.utf8))
    #expect(!port.isChanged)
    #expect(
      throws: PortError.unexpectedBracket(path: "Model.swift", line: 2, found: ")", expected: "}")
    ) {
      try Porter().port("@objc " + source, path: "Model.swift")
    }
  }

  @Test func bracketsInsideStringsAndCommentsDoNotCount() throws {
    let source = "let s = \"(\" // ) @objc\nlet t = \"\\(f(\")\"))\" /* { */\n"
    let port = try Porter().port(source, path: "Screen.swift")
    #expect(port.bytes == Array(source.utf8))
  }

  @Test func aFiveMegabyteGeneratedFilePortsCorrectly() throws {
    func chunk(_ number: Int, ported: Bool) -> String {
      """
      final class Screen\(number): UIViewController {
        override func viewDidLoad() {
          \(ported
            ? "button.addAction(UIAction { [unowned self] _ in self.tapped() }, for: .touchUpInside)"
            : "button.addTarget(self, action: #selector(tapped), for: .touchUpInside)")
          let s = "#selector(x) @objc"
        }
        \(ported ? "" : "@objc ")func tapped() {}
      }

      """
    }
    let count = 5_000_000 / chunk(0, ported: false).utf8.count + 1
    let source = "import UIKit\n" + (0..<count).map { chunk($0, ported: false) }.joined()
    let expected =
      "#if canImport(UIKit)\nimport UIKit\n#else\nimport HeadlessUIKit\n#endif\n"
      + (0..<count).map { chunk($0, ported: true) }.joined()
    #expect(source.utf8.count >= 5_000_000)
    let port = try Porter(emitsSourceLocations: false).port(source, path: "Generated.swift")
    #expect(port.changes.count == 1 + 2 * count)
    #expect(port.bytes == Array(expected.utf8))
  }

  @Test func aDirectoryWithASymlinkLoopIsSearchedOnce() throws {
    let root = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App/Screens", withIntermediateDirectories: true)
    try Self.write("@objc class A {}\n", to: root + "/App/Screens/A.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/Screens/loop", withDestinationPath: root + "/App")
    let summary = PortJob(paths: [root + "/App"], mode: .check).run()
    #expect(summary.files == [root + "/App/Screens/A.swift"])
    #expect(summary.errors.isEmpty)
    #expect(summary.changes.contains { $0.kind == .note && $0.message.contains("symlink loop") })
  }

  @Test func anUnreadableFileAndAMissingPathAreErrorsNamingThem() throws {
    let root = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("class A {}\n", to: root + "/Good.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Dangling.swift", withDestinationPath: root + "/nowhere")
    try Self.write("class B {}\n", to: root + "/Locked.swift")
    chmod(root + "/Locked.swift", 0)
    let lockedIsReadable = access(root + "/Locked.swift", R_OK) == 0  // root reads anything
    let summary = PortJob(paths: [root, root + "/Missing.swift"], mode: .check).run()
    var expected: [PortError] = [
      .unreadable(path: root + "/Dangling.swift", reason: "a symlink to nothing"),
      .notFound(path: root + "/Missing.swift"),
    ]
    if !lockedIsReadable {
      expected.append(.unreadable(path: root + "/Locked.swift", reason: "Permission denied"))
    }
    #expect(summary.errors == expected)
    #expect(summary.files.contains(root + "/Good.swift"))
    #expect(
      PortError.notFound(path: "Missing.swift").description
        == "Missing.swift: no such file or directory; give Swift files or directories that hold them"
    )
  }

  @Test func inPlaceRewritesOnlyChangedFilesAndLeavesNoTemporaryFile() throws {
    let root = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("@objc class A {}\n", to: root + "/A.swift")
    try Self.write("class B {}\n", to: root + "/B.swift")
    let before = try FileManager.default.attributesOfItem(atPath: root + "/B.swift")
    let summary = PortJob(paths: [root], mode: .inPlace).run()
    #expect(summary.written == [root + "/A.swift"])
    #expect(try String(contentsOfFile: root + "/A.swift", encoding: .utf8) == "class A {}\n")
    let after = try FileManager.default.attributesOfItem(atPath: root + "/B.swift")
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["A.swift", "B.swift"])
    let again = PortJob(paths: [root], mode: .check).run()
    #expect(again.changedFiles.isEmpty, "porting ported code changes nothing")
  }

  @Test func outMirrorsTheTreeAndAFailedWriteLeavesNothingBehind() throws {
    let root = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App/Sub", withIntermediateDirectories: true)
    try Self.write("@objc class A {}\n", to: root + "/App/Sub/A.swift")
    try Self.write("class B {}\n", to: root + "/App/B.swift")
    let summary = PortJob(paths: [root + "/App"], mode: .output(directory: root + "/Out")).run()
    #expect(summary.errors.isEmpty)
    #expect(Set(summary.written) == [root + "/Out/App/Sub/A.swift", root + "/Out/App/B.swift"])
    #expect(
      try String(contentsOfFile: root + "/Out/App/B.swift", encoding: .utf8) == "class B {}\n")
    let ported = try String(contentsOfFile: root + "/Out/App/Sub/A.swift", encoding: .utf8)
    #expect(ported == "#sourceLocation(file: \"\(root)/App/Sub/A.swift\", line: 1)\nclass A {}\n")
    let again = PortJob(paths: [root + "/App"], mode: .output(directory: root + "/Out")).run()
    #expect(again.written.isEmpty, "unchanged outputs are not rewritten")

    // A regular file where the output directory must go: the write fails, cleanly.
    try Self.write("not a directory", to: root + "/Blocked")
    let blocked = PortJob(paths: [root + "/App"], mode: .output(directory: root + "/Blocked")).run()
    #expect(blocked.written.isEmpty)
    #expect(blocked.errors.count == 2)
    #expect(blocked.errors.allSatisfy { if case .unwritable = $0 { true } else { false } })
    #expect(try String(contentsOfFile: root + "/Blocked", encoding: .utf8) == "not a directory")
    #expect(
      try String(contentsOfFile: root + "/App/Sub/A.swift", encoding: .utf8) == "@objc class A {}\n"
    )
  }
}

extension BadInputTests {
  @Test func anOutputDirectoryInsideThePathIsNotPortedAgain() throws {
    let root = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("@objc class A {}\n", to: root + "/A.swift")
    let out = root + "/Ported"
    let first = PortJob(paths: [root], mode: .output(directory: out)).run()
    let base = root.split(separator: "/").last.map(String.init)!
    #expect(first.written == [out + "/" + base + "/A.swift"])
    let second = PortJob(paths: [root], mode: .output(directory: out)).run()
    #expect(second.files == [root + "/A.swift"], "the output is not an input")
    #expect(second.written.isEmpty)
    #expect(second.changes.allSatisfy { $0.kind != .note })
  }
}
