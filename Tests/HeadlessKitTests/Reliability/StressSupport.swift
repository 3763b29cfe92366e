import Foundation
import HeadlessKit

/// Full sizes when `HEADLESSKIT_STRESS=full` (see the README's Reliability section);
/// smaller ones by default so `swift test` stays fast.
enum Stress {
  static let full = ProcessInfo.processInfo.environment["HEADLESSKIT_STRESS"] == "full"
  static func size(_ quick: Int, full fullSize: Int) -> Int { full ? fullSize : quick }
}

/// A seeded generator (SplitMix64): the same seed gives the same sequence everywhere.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
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
