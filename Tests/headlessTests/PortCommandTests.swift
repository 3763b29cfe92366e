import HeadlessPort
import Foundation
import Testing

@testable import HeadlessScenarios

/// `headless port`: its parser, its usage errors, and its exit codes.
@MainActor
@Suite struct PortCommandTests {
  func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init), scenarios: [])
  }

  func usageError(_ line: String) -> String? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func portParsesEachModeAndItsPaths() throws {
    #expect(try parse("port App") == .port(.init(paths: ["App"], mode: .report)))
    #expect(
      try parse("port --check A B.swift") == .port(.init(paths: ["A", "B.swift"], mode: .check)))
    #expect(try parse("port --in-place App") == .port(.init(paths: ["App"], mode: .inPlace)))
    #expect(
      try parse("port --out=Ported App")
        == .port(.init(paths: ["App"], mode: .output(directory: "Ported"))))
    #expect(
      try parse("port App --out Ported")
        == .port(.init(paths: ["App"], mode: .output(directory: "Ported"))))
    #expect(try parse("port --help") == .help(topic: "port"))
    #expect(try parse("help port") == .help(topic: "port"))
  }

  @Test func portUsageErrorsNameTheInputAndTheChoices() {
    #expect(
      usageError("port")
        == "'port' needs at least one PATH: a Swift file or a directory holding them")
    #expect(
      usageError("port --check --in-place App")
        == "--check and --in-place cannot be combined; give one of --check, --in-place, --out DIR, or none"
    )
    #expect(
      usageError("port --fix App")
        == "unknown option '--fix' for 'port'; valid: --check, --in-place, --out, --help")
    #expect(
      usageError("port -c App")
        == "unknown option '-c' for 'port'; valid: --check, --in-place, --out, --help")
    #expect(usageError("port App --out") == "option '--out' needs a value (a directory)")
    #expect(usageError("port --check=yes App") == "option '--check' takes no value; got 'yes'")
  }

  @Test func portExitCodesAreZeroOneAndTwo() throws {
    let root = NSTemporaryDirectory() + "headless-port-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("@objc final class A {}\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
    let command = ScenarioCommand(name: "headless", scenarios: [])
    #expect(command.run(["port", "--check", root]) == 1, "a file would change")
    #expect(command.run(["port", root]) == 0, "a report writes nothing")
    #expect(command.run(["port", "--check", root]) == 1, "the report wrote nothing")
    #expect(command.run(["port", "--in-place", root]) == 0)
    #expect(command.run(["port", "--check", root]) == 0, "nothing would change now")
    #expect(command.run(["port", "--check", root + "/Missing"]) == 2, "a path that does not exist")
    #expect(command.run(["port", "--bogus", root]) == 2)
    try Data([0xFF, 0x0A]).write(to: URL(fileURLWithPath: root + "/Bad.swift"))
    #expect(command.run(["port", root]) == 1, "a file that cannot be ported")
  }

  @Test func helpListsPort() {
    let help = HelpText(program: "headless", scenarios: []).text(for: nil)
    #expect(help.contains("port PATH    rewrite") && help.contains("compat PATH  which"))
    #expect(
      HelpText(program: "headless", scenarios: []).text(for: "port").hasPrefix(
        "USAGE: headless port [--check | --in-place | --out DIR] PATH..."))
  }
}

/// `headless compat`: its parser, and a run against the built HeadlessUIKit.
@MainActor
@Suite struct CompatCommandTests {
  func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init), scenarios: [])
  }

  @Test func compatParsesPathsAndFormat() throws {
    #expect(try parse("compat App") == .compat(.init(paths: ["App"])))
    #expect(
      try parse("compat App B --format json") == .compat(.init(paths: ["App", "B"], json: true)))
    #expect(try parse("compat --help") == .help(topic: "compat"))
    #expect(
      throws: UsageError.port(.invalidValue("xml", option: "--format", valid: ["text", "json"]))
    ) {
      try parse("compat App --format xml")
    }
    #expect(throws: UsageError.port(.needsPath(command: "compat"))) { try parse("compat") }
  }

  @Test func compatCountsTheFilesThatCompileAndExitsZeroOnlyWhenAllDo() throws {
    let root = NSTemporaryDirectory() + "headless-compat-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: root + "/App", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let screen = """
      import UIKit

      final class Screen: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
          view.addSubview(button)
        }
        @objc func tapped() { Helper.shared.count += 1 }
      }

      """
    let helper =
      "import Foundation\n\nfinal class Helper {\n  nonisolated(unsafe) static let shared = Helper()\n  var count = 0\n}\n"
    try Data(screen.utf8).write(to: URL(fileURLWithPath: root + "/App/Screen.swift"))
    try Data(helper.utf8).write(to: URL(fileURLWithPath: root + "/App/Helper.swift"))
    let command = ScenarioCommand(name: "headless", scenarios: [])
    #expect(
      command.run(["compat", root + "/App"]) == 0, "both compile, one using the other's type")
    let gap = "import UIKit\n\nfunc wobble(_ view: UIView) {\n  view.headlessNeverHasThis()\n}\n"
    try Data(gap.utf8).write(to: URL(fileURLWithPath: root + "/App/Gap.swift"))
    #expect(command.run(["compat", root + "/App", "--format", "json"]) == 1, "one does not")
  }
}
