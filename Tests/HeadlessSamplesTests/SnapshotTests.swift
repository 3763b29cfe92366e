import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessSamples
import HeadlessScenarios
import Testing

@MainActor
@Suite struct SnapshotTests {
  @Test(arguments: [ScenarioMode.v26, .v18])
  func themePickerScreenMatchesItsReferences(mode: ScenarioMode) {
    let (run, _) = Catalog.scenario(named: "theme-picker")!.start(mode: mode)
    assertTreeSnapshot(run.host.window, named: "theme-picker-\(mode.rawValue)")
    assertSVGSnapshot(run.host.window, named: "theme-picker-\(mode.rawValue)")
  }

  @Test func comparisonNamesTheFirstDifferingLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID()).txt")
    #expect(Snapshots.compare("a\nb", withReferenceAt: url) == .missing)
    try Data("a\nb\nc".utf8).write(to: url)
    #expect(Snapshots.compare("a\nb\nc", withReferenceAt: url) == .match)
    #expect(
      Snapshots.compare("a\nX\nc", withReferenceAt: url)
        == .mismatch(diff: "line 2:\n  reference: b\n  actual:    X"))
    #expect(
      Snapshots.compare("a\nb", withReferenceAt: url)
        == .mismatch(diff: "line 3:\n  reference: c\n  actual:    <no line>"))
  }

  @Test func referencesLiveNextToTheTestFile() {
    let url = Snapshots.referenceURL(
      named: "screen", pathExtension: "svg", filePath: "/repo/Tests/X/ScreenTests.swift")
    #expect(url.path == "/repo/Tests/X/__Snapshots__/ScreenTests/screen.svg")
  }
}
