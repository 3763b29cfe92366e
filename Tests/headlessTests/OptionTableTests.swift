import HeadlessCommandLine
import Testing

@testable import HeadlessScenarios

/// The option table both command lines read (`headless` and `headless-bench`): one
/// parser, and help that cannot disagree with it.
@Suite struct OptionTableTests {
  let table = [
    OptionSpec("--quick", help: "fewer rounds"),
    OptionSpec("--only", value: "NAME", choices: ["a", "b"], help: "one row"),
    OptionSpec("--out", value: "FILE", help: "where"),
  ]

  @Test func readsFlagsBothValueSpellingsRepeatsAndPositionals() throws {
    let parsed = try OptionTable.parse(
      ["x", "--quick", "--only", "a", "--only=b", "--out=o.txt", "y"], table)
    #expect(parsed.positionals == ["x", "y"])
    #expect(parsed.has("--quick"))
    #expect(parsed.values("--only") == ["a", "b"])
    #expect(parsed.value("--only") == "b")
    #expect(parsed.value("--out") == "o.txt")
  }

  @Test(arguments: [
    (["--nope"], OptionError.unknown("--nope", valid: ["--quick", "--only", "--out"])),
    (["--out"], .needsValue("--out")),
    (["--out", "--quick"], .needsValue("--out")),
    (["--out="], .needsValue("--out")),
    (["--quick=yes"], .takesNoValue("--quick", value: "yes")),
    (["--only", "c"], .invalidValue("c", flag: "--only", valid: ["a", "b"])),
  ])
  func badInputIsNamed(arguments: [String], error: OptionError) {
    #expect(throws: error) { try OptionTable.parse(arguments, table) }
  }

  @Test func helpIsMadeFromTheTable() {
    #expect(
      OptionTable.helpLines(table) == [
        "  --quick      fewer rounds", "  --only NAME  one row", "  --out FILE   where",
      ])
    // The headless help lists exactly the options its parser takes.
    let help = HelpText(program: "headless", scenarios: ["counter"]).text(for: "run")
    for spec in CommandLineParser.runOptions where spec.commands.contains("run") {
      #expect(help.contains("  " + spec.flag), "\(spec.flag) is in the help")
    }
  }
}
