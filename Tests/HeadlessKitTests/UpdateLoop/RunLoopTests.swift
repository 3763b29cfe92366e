import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import HeadlessKit
import Testing

/// `Application.run()` and `stop()`. Serialized: a signal stops every run in progress
/// in the process, so no other run may be going on while the SIGINT test runs.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)))
struct RunLoopTests {
  /// Reads a shared value in `updateProperties()` and hands each value to `onValue`.
  final class Watcher: Controller {
    let state: SharedState<Int>
    var seen: [Int] = []
    var onValue: ((Int) -> Void)?
    init(_ state: SharedState<Int>) {
      self.state = state
      super.init()
    }
    override func updateProperties() {
      let value = state.value
      seen.append(value)
      onValue?(value)
    }
  }

  private func makeApp() -> (Application, Watcher, SharedState<Int>) {
    let state = SharedState(0)
    let watcher = Watcher(state)
    let app = Application()
    let window = Window()
    window.rootController = watcher
    app.show(window)
    return (app, watcher, state)
  }

  @Test func aHookThatCallsStopEndsTheRunAfterItsPass() async {
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    watcher.onValue = { value in
      if value == 0 { Thread { state.value = 3 }.start() }  // lands in or after pass 1
      if value == 3 { app.stop() }
    }
    await app.run()
    #expect(watcher.seen.first == 0)
    #expect(watcher.seen.last == 3)
    #expect(!app.hasPendingWork)
  }

  @Test func stopFromAnotherThreadEndsTheRun() async {
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    watcher.onValue = { value in
      if value == 1 { Thread { app.stop() }.start() }
    }
    Thread { state.value = 1 }.start()
    await app.run()
    #expect(watcher.seen.last == 1)
  }

  @Test func cancellingTheCallingTaskEndsTheRun() async {
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    let runner = Task { await app.run() }
    watcher.onValue = { value in if value == 1 { runner.cancel() } }
    Thread { state.value = 1 }.start()
    await runner.value
    #expect(watcher.seen.last == 1)
  }

  @Test func aRunInACancelledTaskReturnsAtOnceAfterOneFlush() async {
    let (app, watcher, _) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    let runner = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await app.run()
    }
    await runner.value
    // The pending first pass still ran before run() returned; while a run is in progress
    // a view's first run is confirmed by one more (see aWriteInsideAFirstRunIsShownWhileLive).
    #expect(watcher.seen == [0, 0])
  }

  @Test func aStopThatRacesTheStartOfARunIsNotLost() async {
    let (app, watcher, _) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    app.stop()
    await app.run()
    #expect(watcher.seen == [0, 0], "the first run, confirmed")
    // Consumed: the next run waits again, until its own stop.
    watcher.onValue = { _ in app.stop() }
    watcher.setNeedsUpdateProperties()
    await app.run()
    #expect(watcher.seen == [0, 0, 0])
  }

  @Test func writesFromAnotherThreadCoalesceIntoFewerPassesAndNeverGoStale() async {
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    var passes = 0
    app.onPassFinished = { _ in passes += 1 }
    let writes = 10_000
    watcher.onValue = { if $0 == writes { app.stop() } }
    Thread { for _ in 0..<writes { state.update { $0 += 1 } } }.start()
    await app.run()
    #expect(watcher.seen.last == writes)
    #expect(passes < writes, "a burst of writes is served by fewer passes")
    #expect(watcher.seen == watcher.seen.sorted(), "each pass read a value at least as new")
  }

  @Test func eachFinishedPassIsSummarisedWithTheHooksItRan() async {
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    var summaries: [PassSummary] = []
    app.onPassFinished = { summary in
      summaries.append(summary)
      // Written only once the first pass has finished, so that it cannot land inside
      // that pass (where the first run's confirmation would see it) and a second pass
      // must serve it.
      if summary.number == 1 { Thread { state.value = 1 }.start() }
    }
    watcher.onValue = { value in
      if value == 1 { app.stop() }
    }
    await app.run()
    #expect(summaries.map(\.number) == Array(1...summaries.count))
    // The first pass configures, lays out and draws the screen; the last re-ran only the
    // phase whose hook read the value.
    #expect(summaries.count >= 2)
    #expect(
      summaries.first?.runs.contains(HookRun(owner: "Watcher", hook: .updateProperties)) == true)
    #expect(summaries.first?.runs.contains(HookRun(owner: "Watcher", hook: .willLayout)) == true)
    // The root view's properties phase: the controller's hook, then the view's own.
    #expect(
      summaries.last?.runs == [
        HookRun(owner: "Watcher", hook: .updateProperties),
        HookRun(owner: "Watcher.view", hook: .updateProperties),
      ])
    #expect(summaries.allSatisfy { $0.repetitions >= 1 })
  }

  @Test func sigintEndsTheRunAndThePreviousHandlerIsRestored() async {
    var before = sigaction()
    sigaction(SIGINT, nil, &before)
    let (app, watcher, state) = makeApp()
    defer { watcher.onValue = nil }  // it captures the app: break the cycle
    // Process-directed, as a Ctrl-C is (raise() would target this thread, which the test
    // runner may have blocking signals).
    watcher.onValue = { if $0 == 1 { kill(getpid(), SIGINT) } }
    Thread { state.value = 1 }.start()
    await app.run()
    var after = sigaction()
    sigaction(SIGINT, nil, &after)
    #expect(watcher.seen.last == 1)
    #expect(
      unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
  }
}
