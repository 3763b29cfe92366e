/// The update pass's own state, in one place.
///
/// The application stores it with `@exclusivity(unchecked)`, for the reason and figure
/// given on ``ViewNode``: touched only on the main actor, by the pass, never through
/// overlapping `inout` accesses.
struct LoopState {
  /// Passes run so far.
  var passCount = 0
  /// For each phase, the views flagged for it in visible windows, in no particular order;
  /// each view at most once (``ViewNode/queued``). A phase takes its queue whole.
  var queues = PhaseQueues()
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
  /// A queued view may have left its window, or a window was hidden, since the queues
  /// were last empty: until they are, the pass checks each view's window before running
  /// it. Without this, every view paid two weak loads per phase (about 1K instructions a
  /// write and flush of one controller, measured with callgrind in `cycle`).
  var queuesMayHoldHidden = false
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
  /// Counts flags set on views in visible windows; with the inbox's post count it tells
  /// whether a hook run invalidated anything.
  var flagsSet = 0
}

/// The three phases' queues of views to run.
struct PhaseQueues {
  var properties: [View] = []
  var layout: [View] = []
  var display: [View] = []

  subscript(phase: Invalidation) -> [View] {
    get {
      switch phase {
      case .properties: return properties
      case .layout: return layout
      case .display: return display
      }
    }
    _modify {
      switch phase {
      case .properties: yield &properties
      case .layout: yield &layout
      case .display: yield &display
      }
    }
  }

  /// Appends `view` to `phase`'s queue; returns the queue's new length.
  mutating func append(_ view: View, to phase: Invalidation) -> Int {
    switch phase {
    case .properties:
      properties.append(view)
      return properties.count
    case .layout:
      layout.append(view)
      return layout.count
    case .display:
      display.append(view)
      return display.count
    }
  }

  /// Whether `phase` has no view to run (without copying its queue).
  func isEmpty(_ phase: Invalidation) -> Bool {
    switch phase {
    case .properties: return properties.isEmpty
    case .layout: return layout.isEmpty
    case .display: return display.isEmpty
    }
  }

  /// Whether no phase has a view to run.
  var isEmpty: Bool { properties.isEmpty && layout.isEmpty && display.isEmpty }
}
