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
    (#"{"job": "api", "status": "running", "progress": 1.5}"#, .badProgress("1.5")),
    (#"{"job": "api", "status": "running", "progress": true}"#, .badProgress("1")),
    (#"{"job": "api", "status": "running", "message": 3}"#, .badMessage),
  ])
  func aBadLineSaysWhatIsWrong(line: String, error: JobEventError) {
    #expect(throws: error) { try JobEvent.parse(line) }
  }

  @Test func unknownStatusNamesTheValidOnes() {
    #expect(
      JobEventError.unknownStatus("done").description
        == "status 'done' is not one of queued, running, passed, failed")
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
