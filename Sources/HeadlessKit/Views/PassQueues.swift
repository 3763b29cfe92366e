/// The views flagged for each phase in one application's visible windows.
///
/// Every view in one of the application's visible windows holds it
/// (``ViewNode/queues``), so invalidating a view reaches it without loading the view's
/// window and that window's application: two weak references, whose loads and releases
/// take the reference-counting runtime's slow path (the `cycle` row, by
/// `--instructions`). Only the application's pass takes from it, and a view
/// runs only while it still holds these queues: a view that left (a hidden window, a
/// window another application shows) keeps its flags for where it goes.
@MainActor
final class PassQueues {
  /// Stored with `@exclusivity(unchecked)` for the reason given on ``ViewNode``: touched
  /// only on the main actor by the methods below, never through overlapping accesses.
  @exclusivity(unchecked) private var storage = Storage()

  private struct Storage {
    var properties: [View] = []
    var constraints: [View] = []
    var layout: [View] = []
    var display: [View] = []
    /// Flags set on queued views so far.
    var flagsSet = 0
    var isClosed = false
  }

  /// Where passes are asked for: the owning application's inbox.
  let scheduler: any PassScheduler

  init(scheduler: any PassScheduler) {
    self.scheduler = scheduler
  }

  /// Whether queueing a view asks the scheduler for a pass: only while the loop runs
  /// live, as the inbox's own flag says (the application sets both). A loop flushed by
  /// hand skips the call, made for the first view queued in each phase (the `cycle` row).
  var schedulesPasses = false

  /// Counts flags set on views holding these queues; with the inbox's post count it tells
  /// whether a hook run invalidated anything.
  var flagsSet: Int { storage.flagsSet }

  /// Whether no phase has a view to run.
  var isEmpty: Bool {
    storage.properties.isEmpty && storage.constraints.isEmpty && storage.layout.isEmpty
      && storage.display.isEmpty
  }

  /// Whether `phase` has no view to run.
  func isEmpty(_ phase: Invalidation) -> Bool {
    switch phase {
    case .properties: return storage.properties.isEmpty
    case .constraints: return storage.constraints.isEmpty
    case .layout: return storage.layout.isEmpty
    case .display: return storage.display.isEmpty
    }
  }

  /// A flag of `view` was set: queue it for `phase`, unless it is queued for it already.
  func flagSet(on view: View, for phase: Invalidation) {
    // A view is main-actor state, yet code outside Swift 6's checks (a Swift 5 module,
    // an unchecked callback) can still change one from another thread (rule 6.4).
    // Queueing it from here would race the loop: hand it to the loop instead.
    if scheduler.isOffLoopThread {
      scheduler.postOffLoopChange(of: view, phase, thread: .current)
      return
    }
    storage.flagsSet &+= 1
    enqueue(view, for: phase)
  }

  /// Queues `view` for `phase`, unless it is queued for it already; the first view
  /// queued asks for a pass.
  func enqueue(_ view: View, for phase: Invalidation) {
    let bit = UInt8(1) << phase.slot
    guard view.node.queued & bit == 0, !storage.isClosed else { return }
    view.node.queued |= bit
    let count: Int
    switch phase {
    case .properties:
      storage.properties.append(view)
      count = storage.properties.count
    case .constraints:
      storage.constraints.append(view)
      count = storage.constraints.count
    case .layout:
      storage.layout.append(view)
      count = storage.layout.count
    case .display:
      storage.display.append(view)
      count = storage.display.count
    }
    if count == 1 && schedulesPasses { scheduler.schedulePass() }
  }

  /// Takes `phase`'s queue whole into `views` (empty on entry), whose storage takes its
  /// place: no allocation once both have grown. Marks the views that still hold these
  /// queues as no longer queued for `phase`.
  func take(_ phase: Invalidation, into views: inout [View]) {
    switch phase {
    case .properties: swap(&views, &storage.properties)
    case .constraints: swap(&views, &storage.constraints)
    case .layout: swap(&views, &storage.layout)
    case .display: swap(&views, &storage.display)
    }
    let bit = UInt8(1) << phase.slot
    for view in views where view.node.queues === self { view.node.queued &= ~bit }
  }

  /// The application is gone: drops the queued views (they hold these queues) and queues
  /// nothing more.
  func close() {
    storage.isClosed = true
    storage.properties = []
    storage.constraints = []
    storage.layout = []
    storage.display = []
  }
}
