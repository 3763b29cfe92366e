import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// How the trace names the writer's thread: "the main actor", "a task", the name the user
/// gave it, else "thread N" in the order threads were first seen (never the process's own
/// name, which reads like the main thread, nor Dispatch's internal labels).
@MainActor
@Suite struct TraceThreadTests {
  private func tracedHost(_ counter: SharedCounter) -> TestHost {
    let recorder = LifecycleRecorder()
    let (host, _) = makeHost(Configuration(traceEnabled: true), recorder: recorder) { root in
      root.onUpdateProperties = { _ = counter.value }
    }
    return host
  }

  private func threads(_ host: TestHost) -> [Diagnostic.Thread] {
    host.diagnostics.flatMap { diagnostic -> [Diagnostic.Thread] in
      guard case .rerun(let rerun) = diagnostic.event else { return [] }
      return rerun.changes.map(\.thread)
    }
  }

  /// Runs `body` on a new, unnamed thread and waits for it.
  private func onNewThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
      body()
      done.signal()
    }.start()
    done.wait()
  }

  @Test func anUnnamedThreadIsNumberedAndKeepsItsNumber() {
    let counter = SharedCounter()
    let host = tracedHost(counter)
    let done = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    Thread {
      counter.value = 1
      done.signal()
      go.wait()
      counter.value = 2
      done.signal()
    }.start()
    done.wait()
    host.flush()
    go.signal()
    done.wait()
    host.flush()
    let seen = threads(host)
    #expect(seen.count == 2)
    guard case .numbered(let first)? = seen.first else {
      Issue.record("an unnamed thread is numbered: \(seen)")
      return
    }
    #expect(seen == [.numbered(first), .numbered(first)], "the same thread, the same number")
    #expect(host.diagnostics.first?.message.contains("changed on thread \(first)") == true)
  }

  @Test func aWriteFromATaskIsNamedATask() async {
    let counter = SharedCounter()
    let host = tracedHost(counter)
    await Task.detached { counter.value = 5 }.value
    host.flush()
    #expect(threads(host) == [.task])
  }

  @Test func aNamedThreadKeepsItsName() {
    let counter = SharedCounter()
    let host = tracedHost(counter)
    onNewThread {
      // Names the thread as pthread_setname_np would (Glibc does not export it to Swift).
      try? "importer".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
      counter.value = 3
    }
    host.flush()
    #expect(threads(host) == [.named("importer")])
  }

  @Test func aChangeForAControllerCoveredByAPushedOneWaitsRatherThanPromisingAPass() {
    let counter = SharedCounter()
    let recorder = LifecycleRecorder()
    let inbox = RecordingController("inbox", recorder: recorder)
    inbox.onUpdateProperties = { _ = counter.value }
    let navigation = NavigationController(rootController: inbox)
    let host = TestHost(configuration: Configuration(traceEnabled: true))
    host.show(navigation)
    navigation.push(Controller())
    host.flush()
    recorder.reset()
    counter.value = 1
    host.flush()
    guard case .rerun(let rerun)? = host.diagnostics.last?.event else {
      Issue.record("a trace line was expected")
      return
    }
    #expect(rerun.offScreen)
    #expect(rerun.owner == "RecordingController")
    #expect(recorder.events.isEmpty, "covered: it does not re-run")
    navigation.pop()
    host.flush()
    #expect(recorder.events.contains("inbox.updateProperties"), "back on screen: it re-runs")
  }
}
