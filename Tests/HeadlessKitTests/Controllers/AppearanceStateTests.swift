import HeadlessKit
import HeadlessKitTesting
import Testing

@Suite struct AppearanceStateTests {
  /// Applies steps ("will+", "did+", "will-", "did-") and returns which ran a callback.
  private func run(_ steps: [String]) -> [Bool] {
    var state = AppearanceStateProbe()
    return steps.map { step in
      let appearing = step.hasSuffix("+")
      return step.hasPrefix("will") ? state.begin(appearing) : state.end(appearing)
    }
  }

  @Test func appearsThenDisappearsOnceEach() {  // Rule 5.2, 5.3
    #expect(
      run(["will+", "did+", "will+", "did+", "will-", "did-", "did-"])
        == [true, true, false, false, true, true, false])
  }

  @Test func aTransitionCanBeReversedMidway() {
    #expect(run(["will+", "will-", "did+", "did-"]) == [true, true, false, true])
  }
}
