// The application is the loop that views and controllers reach through ``LoopHost``, and
// its inbox is where the pass queues ask for passes (``PassScheduler``): the seams that
// keep the loop at the top of the core.

extension Application: LoopHost {
  func enqueueAfterPass(_ work: @escaping @MainActor () -> Void) {
    loop.afterPass.append(work)
    inbox.schedulePass()
  }

  var changeSink: any ChangeSink { inbox }
  var hookScopePolicy: (tracksHooks: Bool, configurationPhase: Invalidation) {
    (policy.tracksHooks, policy.configurationPhase)
  }
  var isLive: Bool { loop.isRunning }
  var observesHookRuns: Bool { loop.watchesHookRuns || loop.recordedRuns != nil }
  var watchesHookRuns: Bool { loop.watchesHookRuns }
  var recordsInvalidatingRuns: Bool { loop.recordedRuns != nil }

  func applyChangesBeforeHooks() {
    inbox.markLoopThread()
    applyInbox(includingOthers: true)
  }
}

extension UpdateInbox: PassScheduler {
  func postOffLoopChange(of view: View, _ phase: Invalidation, thread: ThreadName) {
    post(.offLoopChange(OffLoopChange(view: view, invalidation: phase, thread: thread)))
  }
}

extension Window {
  /// The application showing this window, while it is or was shown.
  public internal(set) var application: Application? {
    get { host as? Application }
    set { host = newValue }
  }
}
