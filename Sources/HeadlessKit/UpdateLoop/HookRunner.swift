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
    if let application {
      application.inbox.markLoopThread()
      application.hookWillRun(hook, of: self)
    }
    guard application?.configuration.tracksHooks ?? true else {
      body()
      return
    }
    let tracker: HookTracker
    if let existing = self.tracker {
      tracker = existing
    } else {
      tracker = HookTracker(owner: self)
      self.tracker = tracker
    }
    tracker.run(hook, inbox: application?.inbox, body)
  }
}

extension View: TrackedOwner {}
