import HeadlessKitTesting
import HeadlessScenarios
import HeadlessSwiftUI
import Observation

// Seed 000's first snippet, as written.
@Observable
final class Counter {
  var value = 0
}

struct CounterView: View {
  let counter: Counter

  var body: some View {
    // Reading counter.value HERE, during body, is what registers
    // the dependency. Now any change to `value` re-runs this body.
    Text("Count: \(counter.value)")
  }
}

/// The counter with a button: the action writes, and writes alone subscribe nothing.
struct CounterScreen: View {
  let counter: Counter

  var body: some View {
    VStack(spacing: 20) {
      CounterView(counter: counter)
      Button("+1") { counter.value += 1 }  // writes only
        .accessibilityIdentifier("increment")
    }
  }
}

extension SwiftUIScenarios {
  static let counter = Scenario(
    name: "swiftui-counter",
    summary: "SwiftUI: the body reads counter.value, so three taps re-run that body alone"
  ) { run in
    let counter = Counter()
    let recorder = BodyRecorder(window: run.host.window)
    run.step("show the counter") { run.host.show(CounterScreen(counter: counter)) }
    run.check("the text shows the count", shownTexts(run.host), equals: "Count: 0")
    recorder.reset()
    run.step("tap +1 three times") {
      for _ in 0..<3 { run.host.tapButton(titled: "+1") }
    }
    run.check("the model counted", String(counter.value), equals: "3")
    run.check(
      "the text follows", shownTexts(run.host),
      equals: run.isTracked ? "Count: 3" : "Count: 0")
    // The button's action wrote; only the body that read the value ran again, once a tap.
    let runs = recorder.runs.joined(separator: ", ")
    run.check(
      "CounterView's body ran once a tap, CounterScreen's never", runs,
      equals: run.isTracked ? "CounterView, CounterView, CounterView" : "")
  }
}
