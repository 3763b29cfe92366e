// The rules of body tracking (the first seed article): a body runs in its own tracking scope,
// a change re-evaluates exactly the bodies that read it, writes never subscribe, and the
// dependency set is exactly the last run's reads.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class Counter {
  var value = 0
}

// The article's counter, exactly as written.
struct CounterView: View {
  let counter: Counter

  var body: some View {
    // Reading counter.value HERE, during body, is what registers
    // the dependency. Now any change to `value` re-runs this body.
    Text("Count: \(counter.value)")
  }
}

struct TwoCounters: View {
  let first: Counter
  let second: Counter

  var body: some View {
    VStack {
      Text("Counters")
      CounterView(counter: first)
      CounterView(counter: second)
    }
  }
}

@Observable
final class Pair {
  var left = "L0"
  var right = "R0"
  var showsLeft = true
}

struct BranchView: View {
  let pair: Pair

  var body: some View {
    if pair.showsLeft {
      Text(pair.left)
    } else {
      Text(pair.right)
    }
  }
}

struct WritingView: View {
  let counter: Counter

  var body: some View {
    Button("Increment") { counter.value += 1 }
  }
}

@MainActor
@Suite struct BodyTrackingTests {
  @Test func aChangeReEvaluatesExactlyTheBodyThatReadIt() {
    let first = Counter()
    let second = Counter()
    let (host, recorder) = showing(TwoCounters(first: first, second: second))
    #expect(texts(in: host) == ["Counters", "Count: 0", "Count: 0"])
    #expect(recorder.runs == ["TwoCounters", "CounterView", "CounterView"])

    recorder.reset()
    first.value = 5
    host.flush()
    #expect(recorder.runs == ["CounterView"])
    #expect(texts(in: host) == ["Counters", "Count: 5", "Count: 0"])

    recorder.reset()
    host.flush()
    #expect(recorder.runs.isEmpty)
  }

  @Test func manyWritesBeforeAFlushReEvaluateOnce() {
    let counter = Counter()
    let (host, recorder) = showing(CounterView(counter: counter))
    recorder.reset()
    for _ in 0..<100 { counter.value += 1 }
    host.flush()
    #expect(recorder.runs == ["CounterView"])
    #expect(texts(in: host) == ["Count: 100"])
  }

  @Test func writesAloneNeverSubscribe() {
    let counter = Counter()
    let (host, recorder) = showing(WritingView(counter: counter), diagnostics: .expected)
    recorder.reset()
    #expect(host.tapButton(titled: "Increment"))
    #expect(counter.value == 1)
    // The action wrote `value`; the body never read it, so nothing re-ran.
    #expect(recorder.runs.isEmpty)
    counter.value = 10
    host.flush()
    #expect(recorder.runs.isEmpty)
    // `+=` read the value in the action: HeadlessKit says so when it changes later.
    #expect(
      host.diagnostics.map(\.description).contains {
        $0.contains("action read Counter outside a tracking scope")
      })
  }

  @Test func theDependencySetIsExactlyTheLastRunsReads() {
    let pair = Pair()
    let (host, recorder) = showing(BranchView(pair: pair))
    #expect(texts(in: host) == ["L0"])
    recorder.reset()
    pair.right = "R1"  // not read by the last run
    host.flush()
    #expect(recorder.runs.isEmpty)

    pair.showsLeft = false
    host.flush()
    #expect(recorder.runs == ["BranchView"])
    #expect(texts(in: host) == ["R1"])

    recorder.reset()
    pair.left = "L1"  // read by an earlier run, not by the last one
    host.flush()
    #expect(recorder.runs.isEmpty)
    pair.right = "R2"
    host.flush()
    #expect(recorder.runs == ["BranchView"])
    #expect(texts(in: host) == ["R2"])
  }

  @Test func aParentReEvaluationSkipsChildrenWhoseInputsAreEqual() {
    let first = Counter()
    let second = Counter()
    let pair = Pair()
    struct Parent: View {
      let pair: Pair
      let first: Counter
      let second: Counter
      var body: some View {
        VStack {
          Text(pair.left)
          CounterView(counter: first)
          CounterView(counter: second)
        }
      }
    }
    let (host, recorder) = showing(Parent(pair: pair, first: first, second: second))
    recorder.reset()
    pair.left = "changed"
    host.flush()
    #expect(recorder.runs == ["Parent"])
    #expect(texts(in: host) == ["changed", "Count: 0", "Count: 0"])
  }
}

@MainActor
@Suite struct BodyTraceTests {
  @Test func theTraceNamesTheBodyThatReRunsAndWhy() {
    let counter = Counter()
    let host = TestHost(configuration: .init(traceEnabled: true))
    host.show(UIHostingController(rootView: CounterView(counter: counter)))
    counter.value = 1
    host.flush()
    let trace = host.diagnostics.map(\.description).filter {
      $0.contains("BodyHostView(CounterView).updateProperties()")
    }
    #expect(trace.count == 1)
    #expect(trace.first?.contains("Counter") == true)
    #expect(host.view("CounterView") != nil)
  }
}
