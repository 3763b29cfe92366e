/// An object whose hooks run tracked: a view or a controller.
@MainActor
protocol TrackedOwner: HookOwner {
  var tracker: HookTracker? { get set }
}

extension TrackedOwner {
  /// Runs `body` as `hook`: inside a tracking scope when the configuration tracks hooks
  /// (SPEC 4.2, 4.3, 4.5), plainly otherwise. A view outside any window uses the
  /// default configuration.
  func runHook(_ hook: Hook, in application: Application?, _ body: () -> Void) {
    guard let application else {
      // Outside any application: tracked with the default configuration.
      trackedRun(hook, inbox: nil, body)
      return
    }
    application.inbox.markLoopThread()
    application.hookWillRun(hook, of: self)
    let watching = application.recordedRuns != nil
    let before = watching ? application.invalidationStamp : 0
    if application.configuration.tracksHooks {
      trackedRun(hook, inbox: application.inbox, body)
    } else {
      body()
    }
    if watching && application.invalidationStamp != before {
      application.recordInvalidatingRun(hook, of: self)
    }
  }

  private func trackedRun(_ hook: Hook, inbox: UpdateInbox?, _ body: () -> Void) {
    let tracker: HookTracker
    if let existing = self.tracker {
      tracker = existing
    } else {
      tracker = HookTracker(owner: self)
      self.tracker = tracker
    }
    tracker.run(hook, inbox: inbox, body)
  }
}

extension View: TrackedOwner {}
