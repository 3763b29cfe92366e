import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The cross-thread mailbox between tracking callbacks and the update loop: where a
/// change is recorded.
///
/// A tracking callback runs on the writer's thread; it posts here and returns. The loop
/// drains the inbox on the main actor and turns each entry into its owner's
/// invalidation. Entries posted from the loop's own thread (a hook writing state another
/// hook read) are kept apart, so a pass can service them before its next phase, while entries
/// from other threads are taken at the start of each flush and each repetition.
final class UpdateInbox: ChangeSink {
  enum Entry: Sendable {
    /// A tracker slot saw a change: invalidate its owner for that phase.
    case changed(HookTracker, HookTracker.Report)
    /// A watched untracked callback's read changed.
    case watchedRead(UntrackedReadWatch)
    /// A tracker's owner is gone: cancel the scopes the tracker captured.
    case retired(HookTracker)
    /// A view was changed off the loop's thread.
    case offLoopChange(OffLoopChange)
    /// A misuse seen off the loop's thread, reported when the loop takes it.
    case diagnostic(PostedDiagnostic)
  }

  /// A diagnostic posted from another thread, boxed: every payload of ``Entry`` is made of
  /// references, so entries copy with retains (an inline `Diagnostic.Event` made every
  /// entry copy and destroy go through outlined value witnesses, which the `cycle` row
  /// showed by `--instructions`).
  final class PostedDiagnostic: Sendable {
    let event: Diagnostic.Event
    init(_ event: Diagnostic.Event) { self.event = event }
  }

  /// A view changed on another thread than the loop's. The view is held weakly and only
  /// touched on the loop, which queues it again (its flag was set by the racing change,
  /// so its own invalidation could not queue it) and reports the misuse.
  final class OffLoopChange: @unchecked Sendable {
    weak var view: View?
    let invalidation: Invalidation
    let thread: ThreadName
    init(view: View, invalidation: Invalidation, thread: ThreadName) {
      self.view = view
      self.invalidation = invalidation
      self.thread = thread
    }
  }

  private struct State {
    var fromMain: [Entry] = []
    var fromOthers: [Entry] = []
    var passScheduled = false
    var live = false
    /// The application is gone: posts are dropped (they would hold their trackers).
    var closed = false

    /// Asks for a pass in live mode; returns whether the caller must wake the loop.
    mutating func requestPass() -> Bool {
      guard live, !passScheduled else { return false }
      passScheduled = true
      return true
    }
  }

  private let state = Locked(State())

  /// Mirrors which lists hold entries (bit 0: from the loop's thread, bit 1: from
  /// others), so the loop's four drains per pass skip the lock when there is nothing.
  /// Set under the lock after an append, cleared under the lock by a drain; an entry a
  /// drain misses this way is taken by the next one, as if it had come a moment later.
  private let waiting = Atomic<UInt8>(0)
  /// Posts since creation, for tests that need to know a write reached the loop.
  private let postCount = Atomic<Int>(0)
  /// Called (once per wake) when the loop is live and work arrives; set by Application.
  private let wake: @Sendable () -> Void

  init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
    serial = Self.serials.add(1, ordering: .relaxed).newValue
  }

  let serial: UInt64
  private static let serials = Atomic<UInt64>(0)

  private let causes = Atomic<Bool>(false)

  /// Whether trackers capture each change's cause: while tracing, and while a feedback
  /// loop is suspected. Read by every run, so it is an atomic.
  var capturesCauses: Bool {
    get { causes.load(ordering: .relaxed) }
    set { causes.store(newValue, ordering: .relaxed) }
  }

  /// The thread the main actor last ran the loop on. The main actor is not always the
  /// process's main thread (test runners use their own executors), so the loop records
  /// where it runs instead of asking `Thread.isMainThread`.
  private let loopThread = Atomic<UInt>(0)

  /// Records the calling thread as the loop's; called on the main actor.
  func markLoopThread() {
    LoopContract.onMainActor("UpdateInbox.markLoopThread()")
    let id = UInt(pthread_self())
    loopThread.store(id, ordering: .relaxed)
    ThreadName.noteLoopThread(id)
  }

  /// Whether the caller runs on the loop's thread.
  var isOnLoopThread: Bool {
    loopThread.load(ordering: .relaxed) == UInt(pthread_self())
  }

  /// Whether the loop has run and the caller is on another thread.
  var isOffLoopThread: Bool {
    let loop = loopThread.load(ordering: .relaxed)
    return loop != 0 && loop != UInt(pthread_self())
  }

  /// The loop thread's identity, so a cause recorded on it can say "the main actor".
  var loopThreadID: UInt { loopThread.load(ordering: .relaxed) }

  func trackerChanged(_ tracker: HookTracker, _ report: consuming HookTracker.Report) {
    post(.changed(tracker, report))
  }

  func trackerRetired(_ tracker: HookTracker) {
    post(.retired(tracker))
  }

  func watchedReadChanged(_ watch: UntrackedReadWatch) {
    post(.watchedRead(watch))
  }

  func post(_ entry: consuming Entry) {
    let onMain = isOnLoopThread
    // Moved into the queue, not copied: no retain of its references under the lock.
    var pending: Entry? = consume entry
    let shouldWake = state.withLock { s -> Bool in
      // The counters below change only under the lock: loads and stores, no atomic
      // read-modify-write (each costs about as much as a retain).
      postCount.store(postCount.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
      if s.closed { return false }
      if onMain { s.fromMain.append(pending.take()!) } else { s.fromOthers.append(pending.take()!) }
      waiting.store(waiting.load(ordering: .relaxed) | (onMain ? 1 : 2), ordering: .releasing)
      return s.requestPass()
    }
    if shouldWake { wake() }
  }

  /// Asks for a pass in live mode; returns whether the caller must wake the loop.
  func schedulePass() {
    // Flushed by hand (tests, the CLI), nothing is scheduled: skip the lock.
    guard isLive.load(ordering: .relaxed) else { return }
    if state.withLock({ $0.requestPass() }) { wake() }
  }

  /// Drops every entry and every later post: the application is gone. Entries hold
  /// trackers, and trackers hold this inbox.
  func close() {
    let dropped = state.withLock { s -> [Entry] in
      s.closed = true
      let entries = s.fromMain + s.fromOthers
      s.fromMain = []
      s.fromOthers = []
      return entries
    }
    // Released outside the lock: a tracker's deinit may run.
    withExtendedLifetime(dropped) {}
  }

  /// Turns live scheduling on or off.
  func setLive(_ live: Bool) {
    state.withLock { $0.live = live }
    isLive.store(live, ordering: .relaxed)
  }

  /// Mirrors `State.live` for `schedulePass()`, which the loop calls on every first
  /// invalidation of a pass. Written and read on the main actor.
  private let isLive = Atomic<Bool>(false)

  /// Called by the loop when a scheduled pass starts.
  func passStarted() {
    state.withLock { $0.passScheduled = false }
  }

  /// Takes the posted entries: main-thread ones always, others when `includingOthers`.
  /// Moves the posted entries into `taken` (empty on entry): the loop's own ones always,
  /// other threads' when `includingOthers`. The arrays trade places, so neither side
  /// allocates once both have grown.
  func drain(includingOthers: Bool, into taken: inout [Entry]) {
    LoopContract.onMainActor("UpdateInbox.drain(includingOthers:into:)")
    if !mayHaveEntries(includingOthers: includingOthers) { return }
    state.withLock { s in
      if s.fromMain.isEmpty && (!includingOthers || s.fromOthers.isEmpty) { return }
      swap(&taken, &s.fromMain)
      if includingOthers && !s.fromOthers.isEmpty {
        taken.append(contentsOf: s.fromOthers)
        s.fromOthers.clearKeepingCapacity()
      }
      waiting.store(s.fromOthers.isEmpty ? 0 : 2, ordering: .relaxed)
    }
  }

  /// Whether a drain may find entries: the loop's own (always asked) or other threads'
  /// (with `includingOthers`). Without the lock, so an entry posted meanwhile may be
  /// missed; the next drain takes it, as ``drain(includingOthers:into:)`` says.
  @inline(__always)
  func mayHaveEntries(includingOthers: Bool) -> Bool {
    waiting.load(ordering: .acquiring) & (includingOthers ? 3 : 1) != 0
  }

  var hasEntries: Bool {
    state.withLock { !$0.fromMain.isEmpty || !$0.fromOthers.isEmpty }
  }

  var totalPosts: Int { postCount.load(ordering: .relaxed) }
}
