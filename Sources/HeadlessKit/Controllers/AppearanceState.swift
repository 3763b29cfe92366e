/// The appearance state machine of a controller: a value type, so its
/// transitions are unit-tested on their own.
///
/// `begin` answers whether the "will" callback should run, `end` whether the "did"
/// callback should; repeated or out-of-order calls answer `false`, so a controller never
/// gets `didAppear()` twice or `didDisappear()` without `willDisappear()`.
struct AppearanceState: Equatable, Sendable {
  enum Phase: Equatable, Sendable { case disappeared, appearing, appeared, disappearing }

  private(set) var phase = Phase.disappeared

  /// Starts a transition; returns whether `willAppear`/`willDisappear` should run.
  mutating func begin(appearing: Bool) -> Bool {
    switch (phase, appearing) {
    case (.disappeared, true), (.disappearing, true):
      phase = .appearing
      return true
    case (.appeared, false), (.appearing, false):
      phase = .disappearing
      return true
    default:
      return false
    }
  }

  /// Ends a transition; returns whether `didAppear`/`didDisappear` should run.
  mutating func end(appearing: Bool) -> Bool {
    switch (phase, appearing) {
    case (.appearing, true):
      phase = .appeared
      return true
    case (.disappearing, false):
      phase = .disappeared
      return true
    default:
      return false
    }
  }

  /// Whether the controller is on screen or on its way there.
  var isVisible: Bool { phase == .appearing || phase == .appeared }
}
