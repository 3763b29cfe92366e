@testable import HeadlessKit

/// Wraps the internal state machine for its unit tests.
struct AppearanceStateProbe {
  private var state = AppearanceState()
  mutating func begin(_ appearing: Bool) -> Bool { state.begin(appearing: appearing) }
  mutating func end(_ appearing: Bool) -> Bool { state.end(appearing: appearing) }
}
