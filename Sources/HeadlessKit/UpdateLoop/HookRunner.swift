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

/// An object whose hooks HeadlessKit runs: a view or a controller. It remembers which
/// hook is running, so a direct call of a hook by user code can be told apart.
@MainActor
protocol HookRunning: AnyObject {
  var hookInProgress: Hook? { get set }
}

extension View: HookRunning {}
extension Controller: HookRunning {}

/// Runs one hook inside its phase's scope, reporting it to ``Application/onHookRun`` and,
/// while a feedback loop is suspected, noting whether the run invalidated anything.
@MainActor
func runHook<Owner: HookRunning>(
  _ hook: Hook, of owner: Owner, in application: Application?, _ body: () -> Void
) {
  let previous = owner.hookInProgress
  owner.hookInProgress = hook
  defer { owner.hookInProgress = previous }
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

extension Application {
  /// Reports a tracked hook called directly by user code, outside an update pass
  /// (SPEC 6.4): its reads are not tracked by that call. A call from another thread than
  /// the loop's goes through the inbox, and says so.
  func reportDirectCall(of hook: Hook, on ownerName: String) {
    if inbox.isOffLoopThread {
      inbox.post(
        .misuse(
          Self.directCallMessage(hook, ownerName, offLoopOn: UpdateInbox.currentThreadName)))
      return
    }
    report(Diagnostic(kind: .misuse, message: Self.directCallMessage(hook, ownerName)))
  }

  /// The text of a direct-call report; `thread` names the calling thread for a call
  /// made off the main actor.
  nonisolated static func directCallMessage(
    _ hook: Hook, _ ownerName: String, offLoopOn thread: String? = nil
  ) -> String {
    let fix =
      hook.invalidation == .properties
      ? "setNeedsUpdateProperties() or updatePropertiesIfNeeded()"
      : hook.invalidation == .layout ? "setNeedsLayout() or layoutIfNeeded()" : "setNeedsDisplay()"
    guard let thread else {
      return "\(ownerName).\(hook) was called directly, outside an update pass: that run is "
        + "not tracked. Call \(fix) instead."
    }
    return "\(ownerName).\(hook) ran off the main actor, on \(thread), outside an update "
      + "pass: that run is not tracked and races the pass. Call \(fix) on the main actor "
      + "instead."
  }
}
