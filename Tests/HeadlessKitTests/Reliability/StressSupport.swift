import Foundation
import HeadlessKit

/// Full sizes when `HEADLESSKIT_STRESS=full` (see the Reliability section of the
/// Performance article); smaller ones by default so `swift test` stays fast.
enum Stress {
  static let full = ProcessInfo.processInfo.environment["HEADLESSKIT_STRESS"] == "full"
  static func size(_ quick: Int, full fullSize: Int) -> Int { full ? fullSize : quick }
}

/// Shows one shared counter in a label, read in updateProperties.
@MainActor
final class CounterLabelController: Controller {
  let counter: SharedCounter
  let label = Label()
  init(counter: SharedCounter) {
    self.counter = counter
    super.init()
  }
  override func didLoad() { view.addSubview(label) }
  override func updateProperties() { label.text = String(counter.value) }
}
