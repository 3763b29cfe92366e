/// What views and controllers ask of the loop that shows their window: the application
/// adopts it.
///
/// Views and controllers know nothing of the update loop above them, as Tracking knows
/// nothing of it behind ``ChangeSink``: a window holds its host weakly, and views reach
/// the loop only through these members. Main actor only; the loop is the top of the core.
@MainActor
protocol LoopHost: AnyObject {
  /// What the host's platform does, decided once from its configuration.
  var policy: PlatformPolicy { get }
  /// The two answers of ``policy`` every hook run asks: whether hooks run in tracking
  /// scopes, and which phase runs configuration hooks. Plain values, so a run does not
  /// copy the policy, whose list of phases costs a retain and a release (the `cycle` row).
  var hookScopePolicy: (tracksHooks: Bool, configurationPhase: Invalidation) { get }
  /// Where the trackers and watches of views in the host's visible windows report.
  var changeSink: any ChangeSink { get }
  /// The views flagged for each phase in the host's visible windows.
  var queues: PassQueues { get }
  /// Whether the loop runs live (other threads may write at any moment), not flushed
  /// by hand.
  var isLive: Bool { get }
  /// Reports a diagnostic.
  func report(_ diagnostic: Diagnostic)
  /// Reports a hook called directly by user code, outside a run of HeadlessKit's.
  func reportDirectCall(of hook: Hook, on ownerName: String)
  /// Reports the untracked reads of `watches` that changed, except changes the trackers
  /// in `alsoTracked` saw.
  func reportUntrackedReads(of watches: [UntrackedReadWatch], alsoTracked: Set<ObjectIdentifier>)
  /// Takes the calling thread as the loop's and applies the changes other threads
  /// posted: before hooks run outside a pass (`…IfNeeded()`).
  func applyChangesBeforeHooks()
  /// Runs the loop's pending updates now.
  func flush()
  /// `controller` began appearing: its `didAppear()` follows the next pass.
  func awaitDidAppear(_ controller: Controller)
  /// A trait of a view in the host's windows changed: a trait phase is due.
  func scheduleTraitPhase()
  /// Runs the trait phase now when one is due.
  func runTraitPhaseIfNeeded()
  /// Queues `work` to run at the end of the current flush (or the next one), after the
  /// pass, outside every tracking scope, and schedules a pass.
  func enqueueAfterPass(_ work: @escaping @MainActor () -> Void)

  // Hook runs, for the trace and feedback-loop reports.

  /// Whether ``watchesHookRuns`` or ``recordsInvalidatingRuns`` holds: the one question
  /// a hook run asks when, as usually, neither does (the `cycle` row).
  var observesHookRuns: Bool { get }
  /// Whether ``hookWillRun(_:of:)`` wants to hear of every hook run.
  var watchesHookRuns: Bool { get }
  /// A hook of `owner` is about to run.
  func hookWillRun(_ hook: Hook, of owner: AnyObject)
  /// Whether hook runs that invalidate something are recorded (a feedback loop is
  /// suspected).
  var recordsInvalidatingRuns: Bool { get }
  /// Changes whenever a view is flagged or a change is posted: compared around a hook run,
  /// it tells whether the run invalidated anything.
  var invalidationStamp: Int { get }
  /// Records that a run of `hook` of `owner` invalidated something.
  func recordInvalidatingRun(_ hook: Hook, of owner: AnyObject)
}

/// Where the pass queues ask for a pass and hand over changes made on the wrong thread:
/// the loop's inbox adopts it. Called on any thread.
protocol PassScheduler: AnyObject, Sendable {
  /// Whether the calling thread is not the loop's (once the loop has run on one).
  var isOffLoopThread: Bool { get }
  /// Asks for a pass (when the loop runs live).
  func schedulePass()
  /// Hands the loop a flag of `view` set on another thread (`thread`).
  func postOffLoopChange(of view: View, _ phase: Invalidation, thread: ThreadName)
}
