import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct SharedStateTests {
  final class Reader: Controller {
    let state: SharedState<Int>
    var runs = 0
    init(_ state: SharedState<Int>) {
      self.state = state
      super.init()
    }
    override func updateProperties() {
      runs += 1
      _ = state.value
    }
  }

  /// The brief's figure: 8 threads x 100,000 read-modify-write increments lose nothing
  /// (and, under `swift test --sanitize=thread` in CI, report nothing).
  @Test func readModifyWriteFromEightThreadsLosesNothing() {
    let state = SharedState(0)
    let threads = 8
    let increments = 100_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<increments { state.update { $0 += 1 } }
    }
    #expect(state.value == threads * increments)
  }

  @Test func aHookThatReadsItReRunsWhenAnotherThreadWrites() {
    let state = SharedState(0)
    let reader = Reader(state)
    let host = TestHost()
    host.show(reader)
    let written = DispatchSemaphore(value: 0)
    Thread {
      state.update { $0 += 5 }
      written.signal()
    }.start()
    written.wait()
    host.flush()
    #expect(reader.runs == 2)
    #expect(state.withLock { $0 } == 5)
  }

  @Test func equalWritesReRunNothing() {
    let state = SharedState(1)
    let reader = Reader(state)
    let host = TestHost()
    host.show(reader)
    state.value = 1
    state.update { $0 = 1 }
    host.flush()
    #expect(reader.runs == 1)
    state.value = 2
    host.flush()
    #expect(reader.runs == 2)
  }

  @Test func nonEquatableValuesNotifyOnEveryWrite() {
    struct Box: Sendable { var count = 0 }
    let state = SharedState(Box())
    var seen: [Int] = []
    final class BoxReader: Controller {
      let state: SharedState<Box>
      let onRead: (Int) -> Void
      init(_ state: SharedState<Box>, onRead: @escaping (Int) -> Void) {
        self.state = state
        self.onRead = onRead
        super.init()
      }
      override func updateProperties() { onRead(state.value.count) }
    }
    let host = TestHost()
    host.show(BoxReader(state) { seen.append($0) })
    state.update { $0.count = 0 }
    host.flush()
    #expect(seen == [0, 0])
  }
}
