import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

/// The inbox's flags, which `applyInbox` asks before it drains (the `cycle` row): they say
/// whether the loop's own list or other threads' list holds entries, so a drain that
/// would find nothing is skipped, and one that would find something never is.
@Suite struct InboxFlagsTests {
  static func entry() -> UpdateInbox.Entry {
    .diagnostic(UpdateInbox.PostedDiagnostic(.noPropertiesPhase(view: "Label")))
  }

  @MainActor @Test func aPostOnTheLoopsThreadIsSeenByEveryDrain() {
    let inbox = UpdateInbox(wake: {})
    inbox.markLoopThread()
    #expect(!inbox.mayHaveEntries(includingOthers: true), "a new inbox holds nothing")
    inbox.post(Self.entry())
    #expect(inbox.mayHaveEntries(includingOthers: false), "the pass's own drains see it")
    #expect(inbox.mayHaveEntries(includingOthers: true), "the flush's drain sees it")
    var taken: [UpdateInbox.Entry] = []
    inbox.drain(includingOthers: false, into: &taken)
    #expect(taken.count == 1)
    #expect(!inbox.mayHaveEntries(includingOthers: true), "drained: nothing left")
  }

  @MainActor @Test func aPostFromAnotherThreadWaitsForTheFlushsDrain() {
    let inbox = UpdateInbox(wake: {})
    inbox.markLoopThread()
    let posted = Thread.detachedAndJoined { inbox.post(Self.entry()) }
    #expect(posted)
    #expect(!inbox.mayHaveEntries(includingOthers: false), "a pass's drain skips it")
    #expect(inbox.mayHaveEntries(includingOthers: true), "the flush's drain takes it")
    var taken: [UpdateInbox.Entry] = []
    inbox.drain(includingOthers: false, into: &taken)
    #expect(taken.isEmpty, "the pass's drain left it")
    inbox.drain(includingOthers: true, into: &taken)
    #expect(taken.count == 1, "the flush's drain took it")
    #expect(!inbox.mayHaveEntries(includingOthers: true))
  }

  /// End to end: a write on another thread between flushes re-runs the hook that read it
  /// once, in the next flush, and a flush with nothing posted re-runs nothing.
  @MainActor @Test func aWriteFromAnotherThreadReRunsItsReaderOnce() {
    let state = SharedState(0)
    let controller = Reader(state)
    let host = TestHost()
    host.show(controller)
    #expect(controller.runs == 1)
    host.flush()
    #expect(controller.runs == 1, "nothing posted: nothing re-runs")
    let wrote = Thread.detachedAndJoined { state.value = 5 }
    #expect(wrote)
    host.flush()
    #expect(controller.runs == 2)
    #expect(controller.seen == 5)
  }

  final class Reader: Controller {
    let state: SharedState<Int>
    var runs = 0
    var seen = -1
    init(_ state: SharedState<Int>) {
      self.state = state
      super.init()
    }
    override func updateProperties() {
      runs += 1
      seen = state.value
    }
  }
}

extension Thread {
  /// Runs `body` on a new thread and waits for it; returns whether it finished.
  fileprivate static func detachedAndJoined(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
      body()
      done.signal()
    }.start()
    return done.wait(timeout: .now() + 10) == .success
  }
}
