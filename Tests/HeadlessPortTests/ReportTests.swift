import HeadlessPort
import Testing

/// Every change is reported with its file, line, before and after; what cannot be ported
/// is left as it is and reported with what to write instead.
@Suite struct ReportTests {
  @Test func aRewriteIsReportedWithItsLineBeforeAndAfter() throws {
    let source =
      "class C {\n  func f() {\n    b.addTarget(self, action: #selector(g), for: .touchUpInside)\n  }\n  @objc func g() {}\n}\n"
    let port = try #require(ported(source))
    let rewrites = port.changes.filter { $0.kind == .rewritten }
    #expect(rewrites.map(\.line) == [3, 5])
    #expect(rewrites[0].path == "Screen.swift")
    #expect(rewrites[0].before == "b.addTarget(self, action: #selector(g), for: .touchUpInside)")
    #expect(
      rewrites[0].after
        == "b.addAction(UIAction { [unowned self] _ in self.g() }, for: .touchUpInside)")
    #expect(rewrites[1].before == "@objc func g() {}")
    #expect(rewrites[1].after == "func g() {}")
    #expect(
      rewrites[0].description
        == "Screen.swift:3: rewritten: target-action -> a UIAction\n"
        + "  - b.addTarget(self, action: #selector(g), for: .touchUpInside)\n"
        + "  + b.addAction(UIAction { [unowned self] _ in self.g() }, for: .touchUpInside)")
  }

  /// A line `port` cannot rewrite, with a word of what the report must say.
  struct Unportable: Sendable, CustomTestStringConvertible {
    let name: String
    let line: String
    let says: String
    var testDescription: String { name }
  }

  static let unportable: [Unportable] = [
    Unportable(
      name: "a target other than self",
      line: "b.addTarget(model, action: #selector(Model.go), for: .touchUpInside)",
      says: "the target is not self"),
    Unportable(
      name: "a selector naming a method not in the files",
      line: "b.addTarget(self, action: #selector(missing), for: .touchUpInside)",
      says: "cannot find method 'missing' in C"),
    Unportable(
      name: "a selector naming two overloads by its base name",
      line: "b.addTarget(self, action: #selector(twice), for: .touchUpInside)",
      says: "names 2 methods"),
    Unportable(
      name: "a selector no rule knows",
      line: "let item = UIMenuItem(title: \"Copy\", action: #selector(g))",
      says: "#selector needs the Objective-C runtime"),
    Unportable(
      name: "responds(to:)", line: "if delegate.responds(to: #selector(g)) {}",
      says: "responds(to:) needs the Objective-C runtime"),
    Unportable(
      name: "CADisplayLink",
      line: "let link = CADisplayLink(target: self, selector: #selector(g))",
      says: "CADisplayLink has no Linux counterpart"),
    Unportable(
      name: "NSSelectorFromString", line: "let s = NSSelectorFromString(\"g\")",
      says: "selectors need the Objective-C runtime"),
    Unportable(
      name: "perform on another receiver",
      line: "model.perform(#selector(g), with: nil, afterDelay: 1)",
      says: "the receiver is not self"),
    Unportable(
      name: "perform without a delay", line: "perform(#selector(g))",
      says: "perform without a delay"),
  ]

  @Test(arguments: unportable)
  func unportableLineIsLeftAndReported(_ case_: Unportable) throws {
    let source =
      "class C {\n  func f() {\n    \(case_.line)\n  }\n  func g() {}\n"
      + "  func twice() {}\n  func twice(_ x: Int) {}\n}\n"
    let port = try #require(ported(source))
    let text = String(decoding: port.bytes, as: UTF8.self)
    #expect(text.contains(case_.line), "the line is left as it is")
    let reports = port.changes.filter { $0.kind == .notPorted }
    #expect(reports.count == 1)
    #expect(reports.first?.line == 3)
    #expect(reports.first?.message.contains(case_.says) == true, "\(reports)")
  }

  @Test func anOptionalRequirementReturningAValueIsReportedAndKept() throws {
    let source = "@objc protocol D {\n  @objc optional func height() -> Double\n}\n"
    let port = try #require(ported(source))
    let text = String(decoding: port.bytes, as: UTF8.self)
    #expect(text.contains("optional func height() -> Double"))
    #expect(!text.contains("extension D"))
    let report = try #require(port.changes.first { $0.kind == .notPorted })
    #expect(report.line == 2)
    #expect(report.message.contains("returns a value"))
  }

  @Test func outletsAndFrameworksLinuxLacksCarryNotes() throws {
    let port = try #require(
      ported("import Combine\nclass C {\n  @IBOutlet var label: UILabel!\n}\n"))
    #expect(port.changes.map(\.kind) == [.note, .rewritten])
    #expect(port.changes[0].message == "Combine is not available on Linux; left as it is")
    #expect(port.changes[1].message.contains("never connected"))
  }

  @Test func aSourceWithNothingToRewriteIsByteIdenticalAndReportsNothing() throws {
    let source = "import Foundation\r\n\tstruct S { var x = \"@objc\" }  \n// #selector(f)\n"
    let port = try #require(ported(source, sourceLocations: true))
    #expect(port.bytes == Array(source.utf8))
    #expect(!port.isChanged)
    #expect(port.changes.isEmpty)
  }

  @Test func aSelectorFindsItsMethodInAnotherFileOfItsType() throws {
    let porter = Porter(emitsSourceLocations: false)
    let results = porter.port([
      PortSource(
        path: "A.swift",
        bytes: Array(
          "class C {\n  func f() { b.addTarget(self, action: #selector(g(_:)), for: .touchUpInside) }\n}\n"
            .utf8)),
      PortSource(
        path: "C+Actions.swift",
        bytes: Array("extension C {\n  @objc func g(_ sender: UIButton) {}\n}\n".utf8)),
    ])
    let first = try results[0].get()
    #expect(
      String(decoding: first.bytes, as: UTF8.self).contains(
        "self.g(action.sender as! UIButton)"))
  }
}

extension ReportTests {
  /// Found by the fuzz test at 10,000 sources: a call whose argument held `@objc` was
  /// rewritten with the argument copied, and porting the output again removed it.
  @Test func aCallWhoseArgumentNeedsPortingItselfIsLeftAndReported() throws {
    let line =
      "NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: a @objc b)"
    let source = "class C {\n  func f() {\n    \(line)\n  }\n  @objc func g() {}\n}\n"
    let port = try #require(ported(source))
    let text = String(decoding: port.bytes, as: UTF8.self)
    #expect(text.contains(line))
    #expect(portedText(text) == text, "a fixed point")
    let report = try #require(port.changes.first { $0.kind == .notPorted })
    #expect(report.line == 3)
    #expect(report.message.hasPrefix("an argument holds '@objc'"))
  }
}

extension ReportTests {
  /// Each change on a line reports the line as it was and as it ends up, every rule's
  /// edit applied, not the line as its own rule alone left it.
  @Test func twoChangesOnOneLineEachReportTheFinalLine() throws {
    let port = try #require(ported("class C {\n  @objc dynamic var count = 0\n}\n"))
    let rewrites = port.changes.filter { $0.kind == .rewritten }
    #expect(rewrites.count == 2)
    #expect(
      rewrites.map(\.before) == ["@objc dynamic var count = 0", "@objc dynamic var count = 0"])
    #expect(rewrites.map(\.after) == ["var count = 0", "var count = 0"])
    #expect(rewrites.map(\.line) == [2, 2])
  }

  /// A call rewritten across lines and an attribute removed on its first line report the
  /// same lines, before and after.
  @Test func aChangeSpanningLinesReportsEveryLineItTouches() throws {
    let source =
      "class C {\n  func f() {\n    b.addTarget(\n      self, action: #selector(g), for: .touchUpInside)\n  }\n  @objc func g() {}\n}\n"
    let port = try #require(ported(source))
    let first = try #require(port.changes.first)
    #expect(first.line == 3)
    #expect(first.before == "b.addTarget( self, action: #selector(g), for: .touchUpInside)")
    #expect(
      first.after == "b.addAction(UIAction { [unowned self] _ in self.g() }, for: .touchUpInside)")
  }

  /// A report line's texts are made from the port's bytes when read; it equals a line
  /// made with the same texts, and setting one text keeps the other.
  @Test func aReportLineMadeWhenReadEqualsOneWrittenOutAndCanBeEdited() throws {
    let port = try #require(
      ported("class C {\n  @objc func g() {}\n  func f() { _ = #selector(h) }\n}\n"))
    let rewrite = try #require(port.changes.first { $0.kind == .rewritten })
    let written = PortChange(
      path: "Screen.swift", line: 2, kind: .rewritten, before: "@objc func g() {}",
      after: "func g() {}", message: "@objc removed: there is no Objective-C runtime")
    #expect(rewrite == written)
    #expect(rewrite.description == written.description)
    var edited = rewrite
    edited.before = "@objc func g()"
    #expect(edited.before == "@objc func g()")
    #expect(edited.after == "func g() {}")
    #expect(edited != written)
    let left = try #require(port.changes.first { $0.kind == .notPorted })
    #expect(left.line == 3)
    #expect(left.before == "func f() { _ = #selector(h) }")
    #expect(left.after == left.before)
  }
}
