import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A header pinned to the safe area's top, leading and trailing edges, and a label below
/// it at the leading edge whose colour follows the appearance.
private final class HeaderController: Controller {
  let header = View()
  let titleLabel = Label()

  override func didLoad() {
    header.identifier = "header"
    titleLabel.identifier = "title"
    titleLabel.text = "Hello"
    for subview in [header, titleLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      header.widthAnchor.constraint(equalToConstant: 100),
      header.heightAnchor.constraint(equalToConstant: 40),
      titleLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor),
    ])
  }

  override func updateProperties() {
    header.backgroundColor =
      traitCollection.userInterfaceStyle == .dark ? Color(named: "indigo") : Color(named: "teal")
  }
}

/// The summary issues a known-issue matcher saw (matchers run off the main actor).
private final class Summaries: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ text: String) { lock.withLock { stored.append(text) } }
  var texts: [String] { lock.withLock { stored } }
}

@MainActor
@Suite struct SnapshotMatrixTests {
  /// A scratch test file in a folder of its own, so references are written there.
  struct Scratch {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "matrix-\(UUID().uuidString)", isDirectory: true)
    var testFile: String { root.appendingPathComponent("Tests/T/ScreenTests.swift").path }
    func reference(_ name: String) -> URL {
      Snapshots.referenceURL(named: name, pathExtension: "svg", filePath: testFile)
    }
    func exists(_ name: String) -> Bool {
      FileManager.default.fileExists(atPath: reference(name).path)
    }
  }

  func check(
    _ matrix: SnapshotMatrix, in scratch: Scratch, record: SnapshotRecordMode? = nil,
    environment: [String: String], controller: @autoclosure () -> Controller = HeaderController()
  ) -> [(SnapshotMatrix.Configuration, SnapshotAssertion.Outcome)] {
    MatrixAssertion(assertion: SnapshotAssertion(environment: environment, arguments: ["tests"]))
      .check(
        controller(), matrix: matrix, named: "screen()", record: record,
        filePath: scratch.testFile, sourceLocation: #_sourceLocation)
  }

  let fourWay = SnapshotMatrix(
    devices: [.iPhoneSE, .iPad11Inch], appearances: [.light, .dark])

  @Test func eachAxisDefaultsToOneValue() {
    let matrix = SnapshotMatrix()
    #expect(matrix.configurations.map(\.description) == ["iPhone16.light.l.ltr.v26"])
  }

  @Test func theMatrixGrowsOnlyAlongTheAxesATestNames() {
    let matrix = SnapshotMatrix(
      devices: SnapshotMatrix.Device.presets, appearances: [.light, .dark],
      contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
      layoutDirections: [.leftToRight, .rightToLeft], platforms: [.v18, .v26])
    #expect(matrix.configurations.count == 4 * 2 * 2 * 2 * 2)
    #expect(matrix.configurations.first?.description == "iPhoneSE.light.l.ltr.v18")
    #expect(matrix.configurations.last?.description == "iPad11Inch.dark.ax5.rtl.v26")
  }

  @Test func anEmptyOrUnspecifiedAxisIsNamedWithItsValidChoices() {
    #expect(
      SnapshotMatrix(devices: []).problem
        == "SnapshotMatrix: devices is empty; valid: .iPhoneSE, .iPhone16, .iPhone16ProMax, "
        + ".iPad11Inch")
    #expect(
      SnapshotMatrix(layoutDirections: [.unspecified]).problem
        == "SnapshotMatrix: layoutDirections holds unspecified, which no device has; valid: "
        + ".leftToRight, .rightToLeft")
    #expect(SnapshotMatrix(platforms: [.v26, .v26]).problem?.contains("repeats a value") == true)
  }

  @Test func inCIEveryMissingReferenceFailsAndNoneIsWritten() {
    let scratch = Scratch()
    var outcomes: [(SnapshotMatrix.Configuration, SnapshotAssertion.Outcome)] = []
    withKnownIssue {
      outcomes = check(fourWay, in: scratch, record: .all, environment: ["CI": "true"])
    }
    #expect(outcomes.count == 4)
    for (configuration, outcome) in outcomes {
      guard case .failed(let message) = outcome else {
        Issue.record("\(configuration): expected a failure, got \(outcome)")
        continue
      }
      #expect(message.contains(scratch.reference("screen.\(configuration)").path))
      #expect(!scratch.exists("screen.\(configuration)"))
    }
  }

  @Test func recordedReferencesAreNamedByConfigurationAndThenMatch() {
    let scratch = Scratch()
    withKnownIssue {
      _ = check(fourWay, in: scratch, record: .missing, environment: [:])
    }
    for name in [
      "iPhoneSE.light.l.ltr.v26", "iPhoneSE.dark.l.ltr.v26", "iPad11Inch.light.l.ltr.v26",
      "iPad11Inch.dark.l.ltr.v26",
    ] {
      #expect(scratch.exists("screen.\(name)"))
    }
    let again = check(fourWay, in: scratch, environment: ["CI": "true"])
    #expect(again.map(\.1) == Array(repeating: .matched, count: 4))
  }

  @Test func everyFailingConfigurationIsReportedNotOnlyTheFirst() throws {
    let scratch = Scratch()
    withKnownIssue {
      _ = check(fourWay, in: scratch, record: .missing, environment: [:])
    }
    // The dark pictures change: both dark configurations fail, the light ones match.
    for name in ["iPhoneSE.dark.l.ltr.v26", "iPad11Inch.dark.l.ltr.v26"] {
      try Data("<svg/>\n".utf8).write(to: scratch.reference("screen.\(name)"))
    }
    var outcomes: [(SnapshotMatrix.Configuration, SnapshotAssertion.Outcome)] = []
    let summaries = Summaries()
    withKnownIssue {
      outcomes = check(fourWay, in: scratch, environment: ["CI": "true"])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      if text.hasPrefix("2 of 4 configurations") { summaries.append(text) }
      return true
    }
    let failing = outcomes.filter { $0.1 != .matched }.map(\.0.description)
    #expect(failing == ["iPhoneSE.dark.l.ltr.v26", "iPad11Inch.dark.l.ltr.v26"])
    #expect(
      summaries.texts == [
        "2 of 4 configurations of 'screen' did not match their references:\n"
          + "  iPhoneSE.dark.l.ltr.v26\n  iPad11Inch.dark.l.ltr.v26"
      ])
  }

  @Test func eachConfigurationShowsTheDevicesSizeSafeAreaAndTraits() {
    let matrix = SnapshotMatrix(
      devices: [.iPhoneSE, .iPhone16ProMax], appearances: [.dark],
      layoutDirections: [.leftToRight, .rightToLeft])
    var seen: [String: String] = [:]
    var traits: [String] = []
    let controller = HeaderController()
    MatrixRenderer.render(controller, matrix: matrix) { configuration, svg in
      seen[configuration.description] = svg
      let collection = controller.header.traitCollection
      traits.append(
        "\(collection.displayScale) \(collection.userInterfaceStyle) "
          + "\(controller.header.frame.minX),\(controller.header.frame.minY)")
    }
    #expect(seen["iPhoneSE.dark.l.ltr.v26"]?.contains(#"width="375" height="667""#) == true)
    #expect(seen["iPhone16ProMax.dark.l.rtl.v26"]?.contains(#"width="440" height="956""#) == true)
    // The header sits under the safe area's top, 16 points in from the leading edge: the
    // left on the left-to-right configurations, the right (width - 16 - 100) otherwise.
    #expect(
      traits == [
        "2.0 dark 16.0,20.0", "2.0 dark 259.0,20.0", "3.0 dark 16.0,62.0", "3.0 dark 324.0,62.0",
      ])
  }

  @Test func aControllerPassedByNameMovesFromOnePlatformToTheNext() {
    let controller = HeaderController()
    var platforms: [String] = []
    MatrixRenderer.render(controller, matrix: SnapshotMatrix(platforms: [.v18, .v26])) {
      configuration, _ in
      platforms.append("\(configuration.platform) \(controller.view.window != nil)")
    }
    #expect(platforms == ["18 true", "26 true"])
    #expect(controller.view.window == nil)
  }
}

/// A button pinned to the trailing edge and above the home indicator.
private final class SaveController: Controller {
  let save = Button(title: "Save")

  override func didLoad() {
    save.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(save)
    LayoutConstraint.activate([
      save.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      save.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
  }
}

@MainActor
@Suite struct ForEachConfigurationTests {
  @Test func eachConfigurationHandsOverTheWindowShowingIt() {
    let matrix = SnapshotMatrix(
      devices: [.iPhoneSE, .iPhone16ProMax], layoutDirections: [.leftToRight, .rightToLeft])
    let screen = SaveController()
    var seen: [String] = []
    matrix.forEachConfiguration(showing: screen) { configuration, window in
      let frame = screen.save.frame
      seen.append("\(configuration) \(window.bounds.width) \(frame.minX) \(frame.maxY)")
    }
    // Right to left, the trailing edge is the left one; the bottom is above the home
    // indicator (none on the SE, 34 points on the Pro Max).
    #expect(
      seen == [
        "iPhoneSE.light.l.ltr.v26 375.0 295.0 667.0", "iPhoneSE.light.l.rtl.v26 375.0 16.0 667.0",
        "iPhone16ProMax.light.l.ltr.v26 440.0 360.0 922.0",
        "iPhone16ProMax.light.l.rtl.v26 440.0 16.0 922.0",
      ])
  }
}
