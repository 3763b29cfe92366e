import HeadlessPort
import Testing

/// Sources whose only trigger is one a rule reads are still ported, though the porter
/// passes sources with no trigger through unlexed.
@Suite struct PrefilterTests {
  @Test func aFileWhoseOnlyTriggerIsARemovalOrACallIsPorted() throws {
    let results = Porter(emitsSourceLocations: false).port([
      PortSource(
        path: "Delegate.swift",
        bytes: Array("@objc protocol D {\n  @objc optional func done()\n}\n".utf8)),
      PortSource(path: "Caller.swift", bytes: Array("func f(d: D?) { d?.done?() }\n".utf8)),
      PortSource(
        path: "Deinit.swift",
        bytes: Array(
          "class C {\n  deinit { NotificationCenter.default.removeObserver(self) }\n}\n".utf8)),
      PortSource(path: "Model.swift", bytes: Array("struct M { var x: Int? }\n".utf8)),
    ])
    let texts = try results.map { String(decoding: try $0.get().bytes, as: UTF8.self) }
    #expect(texts[1] == "func f(d: D?) { d?.done() }\n")
    #expect(texts[2].contains("removeMainActorObservers(self)"))
    #expect(texts[3] == "struct M { var x: Int? }\n")
  }

  @Test func anImportIsATriggerOnlyForAModuleTheRuleKnows() throws {
    #expect(portedText("import   UIKit\n").contains("import HeadlessUIKit"))
    #expect(portedText("import Foundation\nimport MyKit\n") == "import Foundation\nimport MyKit\n")
    #expect(ported("import\tCombine\n")?.changes.map(\.kind) == [.note])
  }

  /// A `?(` after a name no ported protocol declares (`onChange?(items)`) is no trigger:
  /// the file is not lexed (its unbalanced bracket would be an error if it were).
  @Test func anOptionalCallOfAnotherNameIsNoTrigger() throws {
    let model =
      "final class M {\n  var onChange: (() -> Void)?\n  func f() { onChange?() }\n}\nlet broken = [1, 2\n"
    let results = Porter(emitsSourceLocations: false).port([
      PortSource(
        path: "Delegate.swift",
        bytes: Array("@objc protocol D {\n  @objc optional func done()\n}\n".utf8)),
      PortSource(path: "Model.swift", bytes: Array(model.utf8)),
    ])
    let port = try results[1].get()
    #expect(port.bytes == Array(model.utf8))
    #expect(!port.isChanged)
  }

  /// A word trigger counts only where a name starts, as the rules read whole tokens: a name
  /// holding one (`isdynamic`, `unresponds`) is no trigger, so the file is not lexed (its
  /// unbalanced bracket would be an error if it were); `NSSelectorFromString`, whose tail is
  /// the trigger `Selector`, is a trigger of its own.
  @Test func aWordInsideANameIsNoTrigger() throws {
    let model = "let isdynamic = 1\nlet unresponds = [1, 2\nlet mySelector = 3\n"
    let port = try Porter(emitsSourceLocations: false).port(model, path: "Model.swift")
    #expect(port.bytes == Array(model.utf8))
    #expect(port.changes.isEmpty)
    let selector = "let s = NSSelectorFromString(\"tap\")\n"
    let reported = try Porter().port(selector, path: "Selector.swift").changes
    #expect(reported.map(\.kind) == [.notPorted])
  }
}
