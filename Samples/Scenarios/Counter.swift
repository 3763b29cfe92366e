import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class CounterModel {
  var value = 0
}

extension CounterModel: NamesTrackedProperties {
  static var trackedPropertyNames: [AnyKeyPath: String] { [\CounterModel.value: "value"] }
}

/// A label showing a count, read in the tracked hook; a button increments it.
@MainActor
final class CounterController: RenderingController {
  let model: CounterModel
  let countLabel = Label(frame: Rect(x: 20, y: 40, width: 200, height: 20))
  let increment = Button(title: "+1")

  init(model: CounterModel, platform: Configuration.Platform) {
    self.model = model
    super.init(platform: platform)
  }

  override func didLoad() {
    countLabel.identifier = "count"
    increment.identifier = "increment"
    increment.frame = Rect(x: 20, y: 80, width: 80, height: 44)
    view.addSubview(countLabel)
    view.addSubview(increment)
    increment.addAction { [model] in model.value += 1 }  // writes only
  }

  override func render() {
    countLabel.text = "Count: \(model.value)"  // the read that subscribes
  }
}

extension Catalog {
  static let counter = Scenario(
    name: "counter",
    summary: "the basic case: a value read in the tracked hook refreshes the label"
  ) { run in
    let model = CounterModel()
    let screen = CounterController(model: model, platform: run.platform)
    run.step("show the counter") { run.host.show(screen) }
    run.check("label shows the count", screen.countLabel.text, equals: "Count: 0")
    run.step("tap +1 three times") {
      for _ in 0..<3 { screen.increment.tap() }
    }
    run.check("the model counted", String(model.value), equals: "3")
    run.check(
      "label follows, with one re-run for three writes", screen.countLabel.text,
      equals: run.isTracked ? "Count: 3" : "Count: 0")
  }
}
