import Foundation
import HeadlessKitTesting
import HeadlessScenarios
import HeadlessSwiftUI
import Observation

// Seed 000's short-circuit snippet, as written.
@Observable
final class ExposureSettings {
  var minEV = 0.0
  var maxEV = 1.0
}

struct RangeLabel: View {
  let settings: ExposureSettings
  @AppStorage("showEV") private var showEV = false

  var body: some View {
    // When showEV is false the expression short-circuits, so the
    // getter for settings.minEV is never called — and it isn't in
    // this body's dependency set.
    if showEV && settings.minEV > 0 {
      Text("Range \(settings.minEV)–\(settings.maxEV)")
    }
  }
}

/// The article's habit: the `@Observable` read first, so it subscribes on every run.
struct ObservableFirstRangeLabel: View {
  let settings: ExposureSettings
  @AppStorage("showEV") private var showEV = false

  var body: some View {
    if settings.minEV > 0 && showEV {
      Text("Range \(settings.minEV)–\(settings.maxEV)")
    }
  }
}

/// The two gates, as the screen titles them.
private let titles = ["showEV && minEV > 0", "minEV > 0 && showEV"]

/// Both labels, one above the other.
struct RangeScreen: View {
  let settings: ExposureSettings

  var body: some View {
    VStack(spacing: 20) {
      Text(titles[0]).font(.headline)
      RangeLabel(settings: settings)
      Text(titles[1]).font(.headline)
      ObservableFirstRangeLabel(settings: settings)
    }
  }
}

extension SwiftUIScenarios {
  static let shortCircuit = Scenario(
    name: "swiftui-short-circuit",
    summary: "SwiftUI: `showEV && settings.minEV > 0` with @AppStorage self-heals when it flips"
  ) { run in
    UserDefaults.standard.removeObject(forKey: "showEV")
    let settings = ExposureSettings()
    let recorder = BodyRecorder(window: run.host.window)
    run.step("show both range labels, showEV off") {
      run.host.show(RangeScreen(settings: settings))
    }
    run.check("no range yet", shownTexts(run.host), equals: "\(titles[0]) | \(titles[1])")
    recorder.reset()
    run.step("set minEV to 0.5") { settings.minEV = 0.5 }
    // RangeLabel short-circuited on showEV: minEV is not its dependency.
    let runs = recorder.runs.joined(separator: ", ")
    run.check(
      "only the label that read minEV ran", runs,
      equals: run.isTracked ? "ObservableFirstRangeLabel" : "")
    recorder.reset()
    run.step("set showEV in UserDefaults (compared at the flush)") {
      UserDefaults.standard.set(true, forKey: "showEV")
    }
    // The flag is reactive: flipping it re-runs both bodies, which now read minEV.
    run.check(
      "both ranges show, the short-circuited one self-healed", shownTexts(run.host),
      equals: run.isTracked
        ? "\(titles[0]) | Range 0.5–1.0 | \(titles[1]) | Range 0.5–1.0"
        : "\(titles[0]) | \(titles[1])")
    recorder.reset()
    run.step("set minEV to 0.75: read by both now") { settings.minEV = 0.75 }
    run.check(
      "both ranges follow", shownTexts(run.host),
      equals: run.isTracked
        ? "\(titles[0]) | Range 0.75–1.0 | \(titles[1]) | Range 0.75–1.0"
        : "\(titles[0]) | \(titles[1])")
    // The flag stays in UserDefaults.standard, as the article's does: the scenario removes
    // it when it starts, and `play` checks the screen as it is at the end.
  }
}
