import HeadlessSamples
import Testing

@testable import HeadlessScenarios
@testable import headless

/// `play` on a terminal: the key decoder fed the bytes terminals send, and the line editor
/// driven by the keys, as a pseudo-terminal would drive them (no terminal needed).
@Suite struct LineEditorTests {
  /// Feeds `bytes` through a decoder into `editor`; returns the actions.
  @discardableResult
  func type(_ bytes: [UInt8], into editor: inout LineEditor) -> [LineEditor.Action] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes).map { editor.handle($0) }
  }

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func escapeSequencesDecodeToArrowsHomeEndAndDelete() {
    var decoder = KeyDecoder()
    #expect(
      decoder.feed(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF"))
        == [.up, .down, .right, .left, .home, .end, .home, .end])
    #expect(
      decoder.feed(bytes("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~"))
        == [.home, .end, .home, .end, .delete])
    #expect(
      decoder.feed([0x01, 0x05, 0x0C, 0x04, 0x7F, 0x09, 0x0D]) == [
        .control("a"), .control("e"), .control("l"), .control("d"), .backspace, .tab, .enter,
      ])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsRest() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "A")]) == [.up])
    let e = Array("é".utf8)
    #expect(decoder.feed([e[0]]).isEmpty)
    #expect(decoder.feed([e[1]]) == [.character("é")])
  }

  @Test func upArrowIsNeverTypedIntoTheLine() {
    var editor = LineEditor()
    type(bytes("tree\u{1B}[A"), into: &editor)
    #expect(editor.text == "tree")  // no history yet: Up does nothing, types nothing
  }

  @Test func cursorMovesAndEditsInsertAtIt() {
    var editor = LineEditor()
    type(bytes("tp ID\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[Da"), into: &editor)
    #expect(editor.text == "tap ID")
    #expect(editor.cursor == 2)
    type([0x05] + bytes("X") + [0x01] + bytes(">"), into: &editor)  // Ctrl-E, X, Ctrl-A, >
    #expect(editor.text == ">tap IDX")
    type(bytes("\u{1B}[F") + [0x7F] + bytes("\u{1B}[H\u{1B}[3~"), into: &editor)
    #expect(editor.text == "tap ID")
  }

  @Test func ctrlUWAndKDeleteToTheStartTheWordAndTheEnd() {
    var editor = LineEditor()
    type(bytes("type name Ada Lovelace") + [0x17], into: &editor)  // Ctrl-W
    #expect(editor.text == "type name Ada ")
    type([0x17, 0x17], into: &editor)
    #expect(editor.text == "type ")
    type(bytes("name\u{1B}[D\u{1B}[D") + [0x0B], into: &editor)  // Ctrl-K
    #expect(editor.text == "type na")
    type([0x15], into: &editor)  // Ctrl-U
    #expect(editor.text == "")
    #expect(editor.cursor == 0)
  }

  @Test func historyWalksBackAndForthAndKeepsTheDraft() {
    var editor = LineEditor()
    let submitted = type(bytes("tree\rflush\rflush\rdra"), into: &editor)
    #expect(submitted.contains(.submit("tree")))
    #expect(submitted.contains(.submit("flush")))
    #expect(editor.history == ["tree", "flush"], "a repeated line is kept once")
    type(bytes("\u{1B}[A"), into: &editor)
    #expect(editor.text == "flush")
    type(bytes("\u{1B}[A\u{1B}[A"), into: &editor)
    #expect(editor.text == "tree", "the oldest line stays at the top")
    type(bytes("\u{1B}[B\u{1B}[B"), into: &editor)
    #expect(editor.text == "dra", "past the newest line: the draft again")
  }

  @Test func ctrlLClearsCtrlCDropsCtrlDEndsOnAnEmptyLine() {
    var editor = LineEditor()
    #expect(type([0x0C], into: &editor) == [.clearScreen])
    #expect(
      type(bytes("oops") + [0x03], into: &editor) == [.redraw, .redraw, .redraw, .redraw, .cancel])
    #expect(editor.text == "")
    #expect(type(bytes("ab\u{1B}[D") + [0x04], into: &editor).last == .redraw)
    #expect(editor.text == "a", "Ctrl-D deletes under the cursor on a line with text")
    type([0x15], into: &editor)
    #expect(type([0x04], into: &editor) == [.endOfInput])
  }

  @Test func tabCompletesCommandsThenIdentifiers() {
    let complete: ([String], String) -> [String] = { before, _ in
      before.isEmpty ? PlaySession.commands : before == ["tap"] ? ["increment", "reset"] : []
    }
    var editor = LineEditor(complete: complete)
    type(bytes("ta\t"), into: &editor)
    #expect(editor.text == "tap ")
    type(bytes("in\t"), into: &editor)
    #expect(editor.text == "tap increment ")
    var ambiguous = LineEditor(complete: complete)
    type(bytes("t"), into: &ambiguous)
    let actions = type(bytes("\t"), into: &ambiguous)
    #expect(
      actions == [.showCandidates(["tap", "text", "toggle", "trace", "traits", "tree", "type"])])
    type(bytes("r\t"), into: &ambiguous)
    #expect(ambiguous.text == "tr", "what trace and tree share")
  }

  @MainActor @Test func checksRightAfterStartPassForEveryScenario() {
    for name in Scenarios.names {
      let session = PlaySession(
        options: Invocation.RunOptions(scenario: name), scenario: Scenarios.named(name)!)
      let (output, _) = session.handle("checks")
      #expect(!output.contains("FAIL"), "\(name): \(output)")
      #expect(!session.hadFailure)
    }
  }

  @MainActor @Test func playCompletesTheIdentifiersOnScreen() {
    let session = PlaySession(
      options: Invocation.RunOptions(scenario: "counter"), scenario: Scenarios.named("counter")!)
    #expect(session.completions(before: [], partial: "") == PlaySession.commands)
    #expect(session.completions(before: ["tap"], partial: "") == ["increment"])
    #expect(session.completions(before: ["trace"], partial: "") == ["on", "off"])
  }
}
