import Foundation
import HeadlessKit
import HeadlessUIKit

/// `uikit-cycle`: the `cycle` row written with UIKit's names. One write that a
/// `UIViewController` subclass's `updateProperties()` reads to set a `UILabel`'s text, then a
/// flush; against the same write read by the HeadlessKit `Controller` of the `cycle` row's
/// framework side. What HeadlessUIKit's layer adds to a cycle (aim: within 1.1x).
struct UIKitCycleScenario: BenchScenario {
  var name: String { "uikit-cycle" }
  var summary: String {
    "write + flush, a UIViewController's updateProperties() sets a UILabel vs the cycle row"
  }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let model = Model()
    let app = mount([UIKitReadingController(model: model)])
    let baselineModel = Model()
    let baseline = mount([ReadingController(models: [baselineModel])])
    let n = 2_000
    let r = Harness.compare(name, rounds: context.rounds, iterations: n) {
      writeAndFlush(model, app, times: n)
    } baseline: {
      writeAndFlush(baselineModel, baseline, times: n)
    }
    return [Row.ratio(name, "write + flush vs the cycle row", r, limit: 1.1, aim: "")]
  }
}

/// The `cycle` row's `ReadingController`, as a UIKit app writes it: a `UILabel` added in
/// `viewDidLoad()`, its text set from the model in `updateProperties()` (which, like the
/// `cycle` row's, does not call `super`).
final class UIKitReadingController: UIViewController {
  let model: Model
  let label = UILabel()

  init(model: Model) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.frame = Rect(x: 0, y: 0, width: 200, height: 20)
    view.addSubview(label)
  }

  override func updateProperties() {
    label.text = String(model.value)
  }
}
