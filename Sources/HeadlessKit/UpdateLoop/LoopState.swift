/// The update pass's own state, in one place.
///
/// The application stores it with `@exclusivity(unchecked)`, for the reason and figure
/// given on ``ViewNode``: touched only on the main actor, by the pass, never through
/// overlapping `inout` accesses.
struct LoopState {
  /// Passes run so far.
  var passCount = 0
  /// Scratch storage for one phase's views, kept to reuse its capacity.
  var phaseBuffer: [View] = []
  /// Storage the inbox's entries are drained into, kept to reuse its capacity.
  var inboxBuffer: [UpdateInbox.Entry] = []
  /// Controllers that got `willAppear()` and wait for the next pass to get `didAppear()`.
  var awaitingDidAppear: [Controller] = []
  /// A flush is running (a flush from inside a hook does nothing).
  var isFlushing = false
  /// `runPass()` is running (a re-run traced now happens in this pass).
  var passInProgress = false
  /// Hooks whose run invalidated something in the current repetition, recorded only
  /// when a feedback loop is suspected (the last repetitions before the threshold).
  var recordedRuns: [HookRun]?
  /// Observable properties that changed in those repetitions ("Pair.left").
  var recordedProperties: [String]?
  /// Whether hook runs are reported (`onHookRun` set, or tracing): checked once per run
  /// instead of calling out.
  var watchesHookRuns = false
  /// The hook runs of the pass in progress, recorded while `onPassFinished` is set.
  var passRuns: [HookRun] = []
  /// Repetitions of the last pass, for its summary.
  var lastRepetitions = 0
  /// `run()` is in progress.
  var isRunning = false
  /// Whether re-run causes are reported (``Application/isTracing``'s storage).
  var isTracing = false
  /// ``Application/onPassFinished``'s storage: read at every flush, so kept here,
  /// without the dynamic exclusivity check a stored public property pays.
  var onPassFinished: (@MainActor (PassSummary) -> Void)?
  /// ``TraitSystem/generation`` at this application's last trait phase.
  var traitGeneration = 0
  /// The trait phase is running (a handler that changes traits waits for the next).
  var inTraitPhase = false
  /// Work queued by ``View/afterPass(_:)``, run at the end of the flush.
  var afterPass: [@MainActor () -> Void] = []
}
