import HeadlessKit
import Testing

@testable import board

@Suite struct BoardParsingTests {
  @Test func anEventNeedsAJobAndAStatus() throws {
    #expect(
      try JobEvent.parse(#"{"job": "api", "status": "running", "progress": 0.4, "message": "x"}"#)
        == JobEvent(job: "api", status: .running, progress: 0.4, message: "x"))
    #expect(
      try JobEvent.parse(#"{"job": "api", "status": "passed", "progress": 1}"#)
        == JobEvent(job: "api", status: .passed, progress: 1, message: nil))
  }

  @Test(arguments: [
    ("not json", JobEventError.notJSON),
    ("[1, 2]", .notAnObject),
    (#"{"status": "queued"}"#, .missing("job")),
    (#"{"job": "", "status": "queued"}"#, .missing("job")),
    (#"{"job": "api"}"#, .missing("status")),
    (#"{"job": "api", "status": "done"}"#, .unknownStatus("done")),
    (
      #"{"job": "api", "status": "running", "progress": 1.5}"#,
      .badProgress(.init(text: "1.5", kind: "a number"))
    ),
    (
      #"{"job": "api", "status": "running", "progress": true}"#,
      .badProgress(.init(text: "true", kind: "a Boolean"))
    ),
    (
      #"{"job": "api", "status": "running", "message": 3}"#,
      .badMessage(.init(text: "3", kind: "a number"))
    ),
  ])
  func aBadLineSaysWhatIsWrong(line: String, error: JobEventError) {
    #expect(throws: error) { try JobEvent.parse(line) }
  }

  @Test(arguments: [
    (#""progress": 1.5"#, #""progress": 1.5 is not a number from 0 to 1"#),
    (#""progress": true"#, #""progress": true is a Boolean, not a number from 0 to 1"#),
    (#""progress": "0.5""#, #""progress": "0.5" is a string, not a number from 0 to 1"#),
    (#""progress": null"#, #""progress": null is null, not a number from 0 to 1"#),
    (#""message": 3"#, #""message": 3 is a number, not a string"#),
    (#""message": false"#, #""message": false is a Boolean, not a string"#),
  ])
  func aBadValueIsNamedWithItsKind(field: String, message: String) {
    do {
      _ = try JobEvent.parse(#"{"job": "api", "status": "running", "# + field + "}")
      Issue.record("\(field) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func unknownStatusNamesTheValidOnes() {
    #expect(
      JobEventError.unknownStatus("done").description
        == "status 'done' is not one of queued, running, passed, failed")
  }

  @MainActor @Test func aTerminalKeepsTheLastSkippedLinesUnderTheScreen() {
    let notes = SharedState<[String]>([])
    let writer = FrameWriter(window: Window(), ascii: false, notes: notes, isTerminal: true)
    #expect(writer.statusLines() == "")
    notes.update { $0 = (1...5).map { "board: line \($0): not valid JSON; skipped" } }
    #expect(
      writer.statusLines() == """
        (2 more skipped lines above)
        board: line 3: not valid JSON; skipped
        board: line 4: not valid JSON; skipped
        board: line 5: not valid JSON; skipped

        """)
  }

  @Test func optionsTakeBothSpellings() throws {
    #expect(
      try BoardOptions.parse(["--open", "api", "--svg=out.svg"])
        == BoardOptions(open: "api", svgPath: "out.svg"))
    #expect(try BoardOptions.parse(["--help"]).help)
    #expect(try BoardOptions.parse(["--ascii"]).ascii)
    #expect(try BoardOptions.parse([]) == BoardOptions())
  }

  @Test(arguments: [
    (["--bogus"], BoardOptionsError.unknown("--bogus")),
    (["--open"], .missingValue("--open")),
    (["--svg", "--open", "x"], .missingValue("--svg")),
    (["--svg="], .missingValue("--svg")),
  ])
  func badOptionsAreNamed(arguments: [String], error: BoardOptionsError) {
    #expect(throws: error) { try BoardOptions.parse(arguments) }
  }
}
