import Foundation
import HeadlessKit

/// `swiftui-cycle`: one write that one body of 1,000 reads, then a flush, against the same
/// write read by one of 1,000 controllers' `updateProperties()`.
struct SwiftUICycleScenario: BenchScenario {
  var name: String { "swiftui-cycle" }
  var summary: String {
    "write + flush, one SwiftUI body of 1,000 reads it vs one of 1,000 controllers"
  }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let n = 1_000
    let models = (0..<n).map { _ in Model() }
    let app = mount([hostingController(DigitColumn(models: models))])
    let controllerModels = (0..<n).map { _ in Model() }
    let controllers = controllerModels.map { DigitController(model: $0) }
    let baseline = mount(controllers)
    // Mounting the baseline changed the (process-wide) trait generation, so the SwiftUI
    // side's next flush would run its trait phase and re-check every body that read a
    // trait: a cost of mounting, not of the change measured. Settle it before measuring.
    app.flush()
    let iterations = 1_000
    let r = Harness.compare(name, rounds: context.rounds, iterations: iterations) {
      for i in 0..<iterations {
        models[i % n].value &+= 1
        app.flush()
      }
    } baseline: {
      for i in 0..<iterations {
        controllerModels[i % n].value &+= 1
        baseline.flush()
      }
    }
    return [Row.ratio(name, "write + flush, 1 of 1,000 readers", r, limit: 1.5, aim: "")]
  }
}

/// A controller showing one digit of its model, read in `updateProperties()`: the UIKit
/// side of `swiftui-cycle`.
final class DigitController: Controller {
  let model: Model
  let label = Label()

  init(model: Model) {
    self.model = model
    super.init()
  }

  override func didLoad() {
    label.frame = Rect(x: 0, y: 0, width: 20, height: 20)
    view.addSubview(label)
  }

  override func updateProperties() {
    label.text = String(model.value % 10)
  }
}
