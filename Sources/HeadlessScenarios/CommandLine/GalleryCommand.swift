import Foundation
import HeadlessKit
import HeadlessKitTesting

/// `headless gallery`: every scenario's pictures as SVG files.
@MainActor
enum GalleryCommand {
  /// Every picture of every scenario on platform 26, tracking on: the final screen as
  /// `NAME.svg`, and each moment the scenario keeps as `NAME-MOMENT.svg`; each also in
  /// the dark appearance, as `…-dark.svg`.
  static func pictures(of scenarios: [Scenario]) -> [(file: String, svg: String, passed: Bool)] {
    var pictures: [(String, String, Bool)] = []
    for scenario in scenarios {
      let (run, result) = scenario.start(
        mode: ScenarioMode(platform: .v26, tracking: true), trace: false)
      let moments =
        run.pictures.map { ("\(scenario.name)-\($0.name)", $0.svg, $0.darkSVG) }
        + [
          (
            scenario.name, run.host.renderSVG(appearance: .light),
            run.host.renderSVG(appearance: .dark)
          )
        ]
      for (name, light, dark) in moments {
        pictures.append(("\(name).svg", light, result.passed))
        pictures.append(("\(name)-dark.svg", dark, result.passed))
      }
    }
    return pictures
  }

  /// Writes the pictures into `directory`, creating it.
  /// - Returns: 0 when every scenario held, else 1; and the files written.
  static func write(_ scenarios: [Scenario], to directory: String) throws -> (
    code: Int32, files: [String]
  ) {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var written: [String] = []
    var allPassed = true
    for picture in pictures(of: scenarios) {
      let url = folder.appendingPathComponent(picture.file)
      try Data(picture.svg.utf8).write(to: url)
      written.append(url.path)
      allPassed = allPassed && picture.passed
    }
    return (allPassed ? 0 : 1, written)
  }
}
