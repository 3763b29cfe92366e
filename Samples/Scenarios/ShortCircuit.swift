import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class ExposureSettings {
  var minEV = 0.0
  var maxEV = 1.0
  /// A reactive flag: reading it subscribes.
  var showEV = false
}

/// A flag kept outside Observation, like a plain stored setting.
final class PlainSettings {
  var showEV = false
}

/// Two range labels gated by `showEV && settings.minEV > 0`: one gate reads a reactive
/// flag, the other a plain one.
@MainActor
final class RangeController: RenderingController {
  let settings: ExposureSettings
  let plain: PlainSettings
  let reactiveLabel = Label(frame: Rect(x: 20, y: 40, width: 350, height: 20))
  let plainLabel = Label(frame: Rect(x: 20, y: 80, width: 350, height: 20))

  init(settings: ExposureSettings, plain: PlainSettings, platform: Configuration.Platform) {
    self.settings = settings
    self.plain = plain
    super.init(platform: platform)
  }

  override func didLoad() {
    reactiveLabel.identifier = "reactiveRange"
    plainLabel.identifier = "plainRange"
    view.addSubview(reactiveLabel)
    view.addSubview(plainLabel)
  }

  override func render() {
    // When the flag is false, `settings.minEV` is never read: it is not a dependency.
    if settings.showEV && settings.minEV > 0 {
      reactiveLabel.text = "Range \(settings.minEV)-\(settings.maxEV)"
    } else {
      reactiveLabel.text = "hidden"
    }
    if plain.showEV && settings.minEV > 0 {
      plainLabel.text = "Range \(settings.minEV)-\(settings.maxEV)"
    } else {
      plainLabel.text = "hidden"
    }
  }
}

extension Catalog {
  static let shortCircuit = Scenario(
    name: "short-circuit",
    summary: "`flag && model.x > 0`: a reactive flag self-heals, a plain flag strands the view"
  ) { run in
    let settings = ExposureSettings()
    let plain = PlainSettings()
    let screen = RangeController(settings: settings, plain: plain, platform: run.platform)
    run.step("show both ranges, flags off") { run.host.show(screen) }
    run.check("reactive range hidden", screen.reactiveLabel.text, equals: "hidden")
    run.check("plain range hidden", screen.plainLabel.text, equals: "hidden")

    run.step("set minEV to 0.5 (not read yet: the gates short-circuited)") {
      settings.minEV = 0.5
    }
    run.check("nothing to show yet", screen.reactiveLabel.text, equals: "hidden")

    run.step("turn both flags on") {
      settings.showEV = true
      plain.showEV = true
    }
    // The reactive flag was read, so flipping it re-runs the hook, which now reads minEV.
    run.check(
      "reactive range self-heals", screen.reactiveLabel.text,
      equals: run.isTracked ? "Range 0.5-1.0" : "hidden")
    // The re-run above also re-evaluates the plain gate (same hook): both labels update
    // together here. The plain flag alone would not have triggered anything:
    run.step("turn the plain flag off alone") { plain.showEV = false }
    run.check(
      "plain range is stranded on its last value", screen.plainLabel.text,
      equals: run.isTracked ? "Range 0.5-1.0" : "hidden")
  }
}
