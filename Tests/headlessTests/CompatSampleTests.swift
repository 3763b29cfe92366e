import Foundation
import HeadlessPort
import Testing

@testable import HeadlessScenarios

/// `headless compat` on Samples/iOSApp (the ten-screen app HeadlessPortPlugin compiles)
/// and on a copy of it with files that need what HeadlessUIKit lacks.
@Suite struct CompatSampleTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Samples/iOSApp"
    ).path
  static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules").path

  @Test func everyFileOfTheSampleAppCompiles() throws {
    let (report, errors) = try CompatCommand.compatibility(
      of: [Self.sample], modules: Self.modules)
    #expect(errors.isEmpty)
    #expect(report.files.count == 12)
    #expect(report.compiling == 12, "\(report.text)")
    #expect(report.missing.isEmpty)
    #expect(report.text.hasPrefix("12 of 12 files compile"))
  }

  @Test func aFolderWithGapsCountsTheFilesThatDoNotCompileAndRanksWhatTheyLack() throws {
    let root = NSTemporaryDirectory() + "headless-compat-gaps-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.copyItem(atPath: Self.sample, toPath: root)
    let animation = """
      import UIKit

      final class SpinnerViewController: UIViewController {
        var link: CADisplayLink?
        override func viewDidLoad() {
          super.viewDidLoad()
          link = CADisplayLink(target: self, selector: #selector(step))
        }
        @objc func step() {}
      }

      """
    let confetti = """
      import UIKit

      final class ConfettiView: UIView {
        var link: CADisplayLink?
        func start() { link?.invalidate() }
        func wobble() { headlessNeverHasThis() }
      }

      """
    try Data(animation.utf8).write(to: URL(fileURLWithPath: root + "/Spinner.swift"))
    try Data(confetti.utf8).write(to: URL(fileURLWithPath: root + "/Confetti.swift"))
    let (report, _) = try CompatCommand.compatibility(of: [root], modules: Self.modules)
    #expect(report.files.count == 14)
    #expect(report.compiling == 12, "\(report.text)")
    let failing = report.files.filter { !$0.compiles }.map {
      URL(fileURLWithPath: $0.path).lastPathComponent
    }
    #expect(failing.sorted() == ["Confetti.swift", "Spinner.swift"])
    #expect(report.missing.first?.api == "CADisplayLink")
    #expect(report.missing.first?.files == 2)
    #expect(report.text.hasPrefix("12 of 14 files compile"))
  }
}
