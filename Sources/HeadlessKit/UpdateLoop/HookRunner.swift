extension View {
  /// Runs one phase's hooks of this view (`body`) in the phase's tracking scope when the
  /// configuration tracks hooks (SPEC 4.2, 4.3, 4.5), plainly otherwise. A view outside
  /// any application is tracked with the default configuration.
  /// - Parameter hook: The hook named when the scope's reads change.
  func runScope(_ hook: Hook, in application: Application?, _ body: () -> Void) {
    // Only HeadlessKit's own hooks in this phase: they read no observable state. The
    // display phase runs no controller code; the other two run the owning controller's.
    let userCode: Bool
    switch hook.invalidation {
    case .properties: userCode = owningController != nil || hasConfigurationHook
    case .layout:
      userCode =
        owningController != nil
        || (hasConfigurationHook && !(application?.configuration.hasPropertiesPhase ?? true))
    case .display: userCode = false
    }
    if hasOnlyBuiltInHooks && !userCode {
      application?.inbox.markLoopThread()
      body()
      return
    }
    if let application {
      application.inbox.markLoopThread()
      guard application.configuration.tracksHooks else {
        body()
        return
      }
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

/// Runs one hook inside its phase's scope, reporting it to ``Application/onHookRun`` and,
/// while a feedback loop is suspected, noting whether the run invalidated anything.
@MainActor
func runHook(
  _ hook: Hook, of owner: AnyObject, in application: Application?, _ body: () -> Void
) {
  guard let application else {
    body()
    return
  }
  application.hookWillRun(hook, of: owner)
  guard application.recordedRuns != nil else {
    body()
    return
  }
  let before = application.invalidationStamp
  body()
  if application.invalidationStamp != before {
    application.recordInvalidatingRun(hook, of: owner)
  }
}
