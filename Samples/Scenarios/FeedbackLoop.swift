import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class Pair {
  var left = 0
  var right = 0
}

extension Pair: NamesTrackedProperties {
  static var trackedPropertyNames: [AnyKeyPath: String] {
    [\Pair.left: "left", \Pair.right: "right"]
  }
}

/// Writes `right` from `left`.
@MainActor
final class LeftController: RenderingController {
  let pair: Pair
  init(pair: Pair, platform: Configuration.Platform) {
    self.pair = pair
    super.init(platform: platform)
  }
  override func render() {
    pair.right = pair.left + 1  // reads left, writes right
  }
}

/// Writes `left` from `right`: with LeftController, each re-run invalidates the other.
@MainActor
final class RightController: RenderingController {
  let pair: Pair
  init(pair: Pair, platform: Configuration.Platform) {
    self.pair = pair
    super.init(platform: platform)
  }
  override func render() {
    pair.left = pair.right + 1  // reads right, writes left
  }
}

extension Catalog {
  static let feedbackLoop = Scenario(
    name: "feedback-loop",
    summary: "two hooks invalidating each other: the pass stops at the threshold and reports"
  ) { run in
    let pair = Pair()
    let left = LeftController(pair: pair, platform: run.platform)
    let right = RightController(pair: pair, platform: run.platform)
    let application = run.host.application
    let threshold = application.configuration.feedbackLoopThreshold
    var leftRuns = 0
    application.onHookRun = { if $0.owner == "LeftController" { leftRuns += 1 } }
    application.show(run.host.window)
    run.host.window.rootController = SideBySideController(left, right)
    run.step("show both controllers: one pass") {}
    let loops = application.diagnostics.filter { $0.kind == .feedbackLoop }
    // Tracked, each write re-runs the other hook until the threshold stops the pass.
    run.check(
      "the loop was stopped and reported once", String(loops.count),
      equals: run.isTracked ? "1" : "0")
    run.check(
      "the report names both hooks",
      String(
        loops.first.map {
          $0.message.contains("LeftController.") && $0.message.contains("RightController.")
        } ?? false), equals: String(run.isTracked))
    // Three layout hooks a run on 18 (render in willLayout), one properties hook on 26.
    run.check(
      "LeftController's hooks ran at most threshold + 1 times each",
      String(leftRuns <= 3 * (threshold + 1)), equals: "true")
    leftRuns = 0
    run.step("flush again: the next pass is bounded too") {}
    run.check(
      "bounded again", String(leftRuns <= 3 * (threshold + 1)), equals: "true")
  }
}
