import Testing

@testable import HeadlessScenarios
@testable import headless

@Suite struct CommandLineParserTests {
  let scenarios = ["theme-picker", "counter"]

  func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(
      line.split(separator: " ").map(String.init), scenarios: scenarios)
  }

  func usageError(_ line: String) -> String? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func runWithDefaults() throws {
    #expect(try parse("run theme-picker") == .run(.init(scenario: "theme-picker")))
  }

  @Test func runAcceptsFlagValueAndFlagEqualsValue() throws {
    let expected = Invocation.run(
      .init(scenario: "counter", platform: .v18, tracking: false, trace: true, format: .json))
    #expect(try parse("run counter --platform 18 --tracking off --trace --format json") == expected)
    #expect(try parse("run --platform=18 --tracking=off --trace --format=json counter") == expected)
  }

  @Test func svgTakesAPath() throws {
    var expected = Invocation.RunOptions(scenario: "counter")
    expected.svgPath = "out.svg"
    #expect(try parse("run counter --svg out.svg") == .run(expected))
    #expect(try parse("run counter --svg=out.svg") == .run(expected))
    #expect(usageError("run counter --svg") == "option '--svg' needs a value")
    #expect(usageError("run counter --svg=") == "option '--svg' needs a value")
    #expect(throws: UsageError.svgNeedsPath) {
      try CommandLineParser.parse(["run", "counter", "--svg", ""], scenarios: scenarios)
    }
  }

  @Test func appearanceChoosesThePicturesStyle() throws {
    var expected = Invocation.RunOptions(scenario: "counter")
    expected.svgPath = "out.svg"
    expected.appearance = .dark
    #expect(try parse("run counter --svg out.svg --appearance dark") == .run(expected))
    #expect(try parse("run counter --svg out.svg --appearance=dark") == .run(expected))
    #expect(
      usageError("run counter --appearance dim")
        == "invalid value 'dim' for --appearance; valid: light, dark")
    // Without --svg there is no picture for it to style: refused, not ignored.
    #expect(
      usageError("run counter --appearance dark")
        == "option '--appearance' chooses the appearance of the --svg picture, and no --svg "
        + "was given; add --svg FILE, or drop --appearance")
    #expect(
      usageError("play counter --appearance dark")?.hasPrefix(
        "option '--appearance' is for 'run' only") == true)
  }

  @Test func listHelpAndNoArguments() throws {
    #expect(try parse("list") == .list)
    #expect(try parse("--help") == .help(topic: nil))
    #expect(try CommandLineParser.parse([], scenarios: scenarios) == .help(topic: nil))
    #expect(try parse("help run") == .help(topic: "run"))
    #expect(try parse("run --help") == .help(topic: "run"))
    #expect(try parse("play counter") == .play(.init(scenario: "counter")))
    #expect(try parse("gallery") == .gallery(directory: nil))
    #expect(try parse("gallery /tmp/pictures") == .gallery(directory: "/tmp/pictures"))
    #expect(usageError("gallery a b") == "'gallery' takes one directory; got 2 arguments")
    #expect(usageError("gallery --svg") == "unknown option '--svg' for 'gallery'; valid: --help")
  }

  @Test func badInputNamesTheProblemAndTheValidChoices() {
    #expect(
      usageError("frobnicate")
        == "unknown command 'frobnicate'; valid: list, run, play, gallery, snapshots, port, compat, help"
    )
    #expect(usageError("run nope") == "unknown scenario 'nope'; valid: theme-picker, counter")
    #expect(
      usageError("run") == "'run' needs a scenario name or --all; valid: theme-picker, counter")
    #expect(
      usageError("run counter --platform 17") == "invalid value '17' for --platform; valid: 18, 26")
    #expect(
      usageError("run counter --tracking maybe")
        == "invalid value 'maybe' for --tracking; valid: on, off")
    #expect(
      usageError("run counter --format xml")
        == "invalid value 'xml' for --format; valid: text, json, junit")
    #expect(usageError("run counter --platform") == "option '--platform' needs a value")
    #expect(
      usageError("run counter --colour red")?.hasPrefix(
        "unknown option '--colour' for 'run'; valid: --platform") == true)
    #expect(usageError("run counter extra") == "'run' takes one scenario name; unexpected 'extra'")
    #expect(usageError("list extra") == "'list' takes no arguments; got 'extra'")
    #expect(
      usageError("help nope")
        == "unknown help topic 'nope'; valid: list, run, play, gallery, snapshots, port, compat, help"
    )
    #expect(usageError("--version") == "unknown option '--version'; valid: --help")
    #expect(usageError("run counter --trace=yes") == "option '--trace' takes no value; got 'yes'")
  }

  @Test func runAllTakesEveryScenarioAndModeAndRefusesWhatNarrowsIt() throws {
    var expected = Invocation.RunOptions(scenario: "")
    expected.all = true
    expected.format = .junit
    #expect(try parse("run --all --format junit") == .run(expected))
    #expect(
      usageError("run --all counter")
        == "'run --all' runs every scenario; drop 'counter', or drop --all")
    #expect(
      usageError("run --all --platform 18")
        == "'run --all' runs every mode (platform 26 and 18, tracking on and off); "
        + "drop --platform")
    #expect(usageError("run --all --svg x.svg") == "'run --all' writes no picture; drop --svg")
    #expect(usageError("play --all")?.hasPrefix("option '--all' is for 'run' only") == true)
  }
}
