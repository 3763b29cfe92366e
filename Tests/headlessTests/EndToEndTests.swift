import Foundation
import HeadlessKit
import HeadlessSamples
import UIKitPortScenario
import Testing

@testable import headless

/// Runs the built `headless` binary and checks stdout, stderr and the exit code.
@Suite struct EndToEndTests {
  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  static var binary: URL {
    // The test bundle sits in the products directory, next to the executable.
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("headless")
  }

  func run(_ arguments: [String], input: String? = nil) throws -> Output {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readToEndRetryingInterrupts()
    let stderr = err.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path))
  }

  @Test func listPrintsOneScenarioALine() throws {
    let output = try run(["list"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == Catalog.all.count + UIKitPortScenarios.all.count)
    #expect(lines.first?.hasPrefix("theme-picker") == true)
  }

  @Test(arguments: [
    ["--platform", "26"], ["--platform", "18"], ["--platform", "18", "--tracking", "off"],
    ["--tracking", "off"],
  ])
  func themePickerPassesInEveryConfiguration(flags: [String]) throws {
    let output = try run(["run", "theme-picker"] + flags)
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.contains("PASS: 7 of 7 expectations hold"))
    #expect(output.stdout.contains("Label#themeLabel"))
    #expect(output.stderr.isEmpty)
  }

  // The UIKit port: seed 001's screen written for iOS, run through HeadlessUIKit.
  @Test(arguments: [
    ["--platform", "26"], ["--platform", "18"], ["--platform", "18", "--tracking", "off"],
    ["--tracking", "off"],
  ])
  func uikitThemePickerPassesInEveryConfiguration(flags: [String]) throws {
    let output = try run(["run", "uikit-theme-picker"] + flags)
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.contains("PASS: 13 of 13 expectations hold"))
    #expect(output.stdout.contains("Label#themeLabel"))
    #expect(output.stderr.isEmpty)
  }

  @Test func jsonFormatPrintsOneDocumentAndNothingElse() throws {
    let output = try run(["run", "counter", "--format", "json"])
    #expect(output.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["passed"] as? Bool == true)
    #expect((document["result"] as? [String: Any])?["scenario"] as? String == "counter")
  }

  @Test func usageErrorsExitTwoWithOneLineOnStderr() throws {
    for arguments in [["run", "nope"], ["run", "counter", "--platform", "17"], ["bogus"]] {
      let output = try run(arguments)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stdout.isEmpty)
      #expect(output.stderr.split(separator: "\n").count == 1)
      #expect(output.stderr.contains("valid:"))
    }
  }

  @Test func traceShowsWhyAHookReRan() throws {
    let output = try run(["run", "counter", "--trace"])
    #expect(
      output.stdout.contains(
        "trace: CounterController.updateProperties() will re-run in pass 2: CounterModel.value "
          + "changed on the main actor (3 writes)"))
  }

  @Test func playReadsCommandsFromAPipeAndSurvivesBadOnes() throws {
    let output = try run(
      ["play", "counter"], input: "tap increment\nbogus\ntap nothing\ntree\nquit\n")
    #expect(output.status == 1, "a piped command failed: the exit code says so")
    #expect(output.stdout.contains("re-ran: CounterController.updateProperties()"))
    #expect(
      output.stdout.contains(
        "error: unknown command 'bogus'; valid: tree, text, picture, svg, traits, tap, type, "
          + "toggle, flush, trace, set-platform, audit, checks, help, quit"))
    #expect(output.stdout.contains("error: no button 'nothing'; buttons: increment"))
    #expect(output.stdout.contains("text=\"Count: 4\""))
    #expect(output.stdout.hasSuffix("bye\n"))
  }
}

extension EndToEndTests {
  @Test func escapedReadPrintsTheUntrackedReadWarning() throws {
    let output = try run(["run", "escaped-read", "--trace"])
    #expect(output.status == 0)
    #expect(
      output.stdout.contains(
        "warning: CachedTitleController.didLoad() read Document outside a tracking scope; the "
          + "change will not refresh it. Read it in updateProperties()."))
  }

  @Test func feedbackLoopPrintsItsReport() throws {
    let output = try run(["run", "feedback-loop"])
    #expect(output.status == 0)
    #expect(
      output.stdout.contains(
        "hooks still invalidating: LeftController.updateProperties(), "
          + "RightController.updateProperties()"))
  }
}

extension EndToEndTests {
  @Test func svgOptionWritesThePictureOfTheThemeScreen() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tp-\(UUID()).svg")
      .path
    let output = try run(["run", "theme-picker", "--svg", path])
    #expect(output.status == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"390\" height=\"120\" fill=\"#FF804F\"/>"))
    #expect(svg.contains(">Coral</text>"))
  }

  @Test func appearanceDarkWritesTheDarkPicture() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tp-\(UUID()).svg")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try run(["run", "theme-picker", "--svg", path, "--appearance", "dark"])
    #expect(output.status == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#000000\"/>"))
    #expect(svg.contains("fill=\"#FFFFFF\">Coral</text>"))
  }

  @Test func svgToAnUnwritablePathIsAUsageError() throws {
    let output = try run(["run", "counter", "--svg", "/nonexistent/dir/x.svg"])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("headless: cannot write the SVG to '/nonexistent/dir/x.svg'"))
  }
}

extension EndToEndTests {
  @Test func nestedTypePrintsItsWarningWithTrace() throws {
    let output = try run(["run", "nested-type", "--trace"])
    #expect(output.status == 0)
    #expect(
      output.stdout.contains(
        "warning: Account.plainProfile holds a PlainProfile, a class that is not @Observable"))
  }

  @Test func aCleanPipedPlaySessionExitsZero() throws {
    let output = try run(["play", "counter"], input: "checks\ntree\nquit\n")
    #expect(output.status == 0)
    #expect(!output.stdout.contains("FAIL"))
  }

  @Test func playChecksHoldAgainstTheScreenAsItIsNow() throws {
    // After one more tap the model says 4: the scenario's "3" no longer holds.
    let output = try run(["play", "counter"], input: "checks\ntap increment\nchecks\nquit\n")
    #expect(output.status == 1, "a check failed: the exit code says so")
    let parts = output.stdout.components(separatedBy: "ok    the model counted: \"3\"")
    #expect(parts.count == 2, "the first checks hold")
    #expect(
      output.stdout.contains(
        "FAIL  the model counted: \"4\" (expected \"3\")"), "the second checks see the tap")
  }

  @Test func playTogglesTheTraceWithoutRestarting() throws {
    let output = try run(
      ["play", "counter"], input: "tap increment\ntrace on\ntap increment\nchecks\nquit\n")
    #expect(output.stdout.contains("trace on\n"))
    #expect(!output.stdout.contains("restarted"))
    #expect(output.stdout.contains("trace: "), "the second tap is traced")
    #expect(output.stdout.contains("the model counted: \"5\""), "the taps were kept: 3 + 2")
  }

  @Test func playWritesAndPrintsThePicture() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("play-\(getpid()).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try run(
      ["play", "counter"],
      input: "svg \(path)\ntext\nsvg\nsvg \(path) dim\ntext count\nquit\n")
    #expect(output.stdout.contains("wrote \(path)"))
    #expect(output.stdout.contains("Count: 3"), "text prints the screen")
    #expect(output.stdout.contains("error: usage: svg FILE [light|dark]"))
    #expect(output.stdout.contains("error: 'count': usage: text [ascii]"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg"))
    _ = try run(["play", "counter"], input: "svg \(path) dark\nquit\n")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8).contains(
        "<rect width=\"100%\" height=\"100%\" fill=\"#000000\"/>"))
  }

  /// `traits` sets the window's traits as iOS would and reports the hooks that re-ran;
  /// bad values are named with the valid choices, and change nothing.
  @Test func playSetsTraits() throws {
    let output = try run(
      ["play", "adaptive-reader"],
      input: "traits light\ntraits content-size ax1\ntraits content-size huge\n"
        + "traits size 844 390\ntraits size 844x390\ntraits sepia\ntree\nquit\n")
    #expect(output.stdout.contains("re-ran: ReaderController.updateProperties()"))
    #expect(output.stdout.contains("text=\"Day theme\""), "the script ends dark")
    #expect(output.stdout.contains("font=28 textStyle=body"), "AX1 body is 28 points")
    #expect(
      output.stdout.contains(
        "error: traits content-size takes one of xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5; "
          + "got 'huge'"))
    #expect(
      output.stdout.contains(
        "error: traits size takes the window's size as WIDTHxHEIGHT in points, such as "
          + "844x390; got '844 390'"))
    #expect(output.stdout.contains("error: usage: traits dark|light|size WxH|content-size L"))
    #expect(output.stdout.contains("Window frame=(0, 0, 844x390)"))
    #expect(output.status == 1, "a command failed")
  }

  @Test(arguments: [["--svg", "out.svg"], ["--format", "json"], ["--format=json"]])
  func playRejectsRunOnlyOptions(arguments: [String]) throws {
    let output = try run(["play", "counter"] + arguments, input: "quit\n")
    #expect(output.status == 2)
    let flag = arguments[0].split(separator: "=")[0]
    #expect(output.stderr.contains("option '\(flag)' is for 'run' only"))
  }

  @Test func playHelpListsEveryCommand() throws {
    let output = try run(["play", "counter"], input: "help\nquit\n")
    for command in [
      "tree", "text", "svg FILE", "tap ID", "type ID TEXT", "toggle ID", "flush",
      "trace on|off", "set-platform", "traits dark|light|size WxH|content-size L", "checks",
      "help", "quit",
    ] {
      #expect(output.stdout.contains(command), "help lists \(command)")
    }
  }
}

extension EndToEndTests {
  @Test func runAllInJUnitIsValidXMLWithASuitePerScenarioAndMode() throws {
    let output = try run(["run", "--all", "--format", "junit"])
    #expect(output.status == 0)
    let elements = try #require(XMLElements.parse(output.stdout), "well-formed XML")
    let suites = elements.filter { $0.path == ["testsuites", "testsuite"] }
    #expect(suites.count == Scenarios.all.count * 4)
    #expect(elements.first?.name == "testsuites")
    #expect(elements.first?.attributes["failures"] == "0")
    #expect(suites.contains { $0.attributes["name"] == "counter [v18]" })
  }

  @Test func runAllInTextSaysEveryRunAndJSONCarriesItsSchemaVersion() throws {
    let text = try run(["run", "--all"])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasSuffix(
        "PASS: \(Scenarios.all.count * 4) of \(Scenarios.all.count * 4) runs passed "
          + "(\(Scenarios.all.count) scenarios x 4 modes)\n"))
    let json = try run(["run", "counter", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    #expect(object?["passed"] as? Bool == true)
  }
}
