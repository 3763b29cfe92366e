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
  let previous = markRunning(hook, on: owner)
  defer { restoreRunning(previous, on: owner) }
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

/// Marks `owner` as running `hook` (so base implementations can tell a framework run
/// from a direct call); returns the previous mark.
@MainActor
private func markRunning(_ hook: Hook, on owner: AnyObject) -> Hook? {
  if let view = owner as? View {
    defer { view.hookInProgress = hook }
    return view.hookInProgress
  }
  if let controller = owner as? Controller {
    defer { controller.hookInProgress = hook }
    return controller.hookInProgress
  }
  return nil
}

@MainActor
private func restoreRunning(_ previous: Hook?, on owner: AnyObject) {
  (owner as? View)?.hookInProgress = previous
  (owner as? Controller)?.hookInProgress = previous
}

extension Application {
  /// Reports a tracked hook called directly by user code, outside an update pass
  /// (SPEC 6.4): its reads are not tracked by that call.
  func reportDirectCall(of hook: Hook, on ownerName: String) {
    let fix =
      hook.invalidation == .properties
      ? "setNeedsUpdateProperties() or updatePropertiesIfNeeded()"
      : hook.invalidation == .layout ? "setNeedsLayout() or layoutIfNeeded()" : "setNeedsDisplay()"
    report(
      Diagnostic(
        kind: .misuse,
        message:
          "\(ownerName).\(hook) was called directly, outside an update pass: that run is not "
          + "tracked. Call \(fix) instead."))
  }
}
