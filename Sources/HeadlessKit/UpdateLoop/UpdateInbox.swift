import Foundation
import Glibc
import Synchronization

/// The cross-thread mailbox between tracking callbacks and the update loop.
///
/// A tracking callback runs on the writer's thread; it posts here and returns. The loop
/// drains the inbox on the main actor and turns each entry into its owner's
/// invalidation. Entries posted from the loop's own thread (a hook writing state another
/// hook read) are kept apart, so a pass can service them before its next phase, while entries
/// from other threads are taken at the start of each flush and each repetition
/// (SPEC 2.1, 2.3).
final class UpdateInbox: Sendable {
  /// Why a hook was invalidated, captured only while tracing (SPEC 6.1).
  struct Cause: Sendable {
    /// The type whose property changed ("AppTheme"), when Observation names it.
    let typeName: String?
    /// The property's name, when the model lists it (``NamesTrackedProperties``).
    let property: String?
    /// The changed key path as Observation prints it.
    let keyPath: String?
    /// The writer's thread, as the OS names it ("a background thread" when unnamed).
    let thread: String
    /// The writer's thread identity, compared with the loop's when reporting.
    var threadID: UInt = UInt(pthread_self())

    /// `Type.property` when the property is named, else the type.
    var what: String {
      property.map { "\(typeName ?? "?").\($0)" } ?? typeName ?? "an observed value"
    }
  }

  enum Entry: Sendable {
    /// A scope of `tracker` fired: invalidate the owner for the hook.
    case invalidation(HookTracker, Hook)
    /// A watched untracked callback's read changed (SPEC 6.2).
    case untracked(UntrackedReadWatch)
    /// A view was changed off the loop's thread (SPEC 6.4).
    case offLoopChange(OffLoopChange)
    /// A misuse seen off the loop's thread, reported when the loop takes it (SPEC 6.4).
    case misuse(String)
  }

  /// A view changed on another thread than the loop's. The view is held weakly and only
  /// touched on the loop, which queues it again (its flag was set by the racing change,
  /// so its own invalidation could not queue it) and reports the misuse.
  final class OffLoopChange: @unchecked Sendable {
    weak var view: View?
    let invalidation: Invalidation
    let thread: String
    init(view: View, invalidation: Invalidation, thread: String) {
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
  }

  private let tracing = Atomic<Bool>(false)

  /// Whether callbacks capture a ``Cause``; read on every post, so it is an atomic.
  var isTracing: Bool {
    get { tracing.load(ordering: .relaxed) }
    set { tracing.store(newValue, ordering: .relaxed) }
  }

  /// The thread the main actor last ran the loop on. The main actor is not always the
  /// process's main thread (test runners use their own executors), so the loop records
  /// where it runs instead of asking `Thread.isMainThread`.
  private let loopThread = Atomic<UInt>(0)

  /// Records the calling thread as the loop's; called on the main actor.
  func markLoopThread() {
    loopThread.store(UInt(pthread_self()), ordering: .relaxed)
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

  /// The calling thread as a trace shows it: "the main actor" is decided by the
  /// application when it reports (it knows its loop thread); here, the OS name.
  static var currentThreadName: String {
    // The OS thread name, as `Thread.current.name = ...` or pthread_setname_np set it.
    // Dispatch's pool threads carry internal names ("-qos.overcommit"): not the user's.
    // Linux keeps it in /proc; this runs only while tracing.
    if let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) {
      let name = comm.trimmingCharacters(in: .whitespacesAndNewlines)
      if !name.isEmpty, !name.hasPrefix("-") { return "thread '\(name)'" }
    }
    return "a background thread"
  }

  /// The loop thread's identity, so a cause recorded on it can say "the main actor".
  var loopThreadID: UInt { loopThread.load(ordering: .relaxed) }

  func post(_ entry: Entry) {
    postCount.add(1, ordering: .relaxed)
    let onMain = isOnLoopThread
    let shouldWake = state.withLock { s -> Bool in
      if onMain { s.fromMain.append(entry) } else { s.fromOthers.append(entry) }
      waiting.bitwiseOr(onMain ? 1 : 2, ordering: .releasing)
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
  func drain(includingOthers: Bool) -> [Entry] {
    if waiting.load(ordering: .acquiring) & (includingOthers ? 3 : 1) == 0 { return [] }
    return state.withLock { s in
      if s.fromMain.isEmpty && (!includingOthers || s.fromOthers.isEmpty) { return [] }
      var taken = s.fromMain
      s.fromMain = []
      if includingOthers {
        taken += s.fromOthers
        s.fromOthers = []
      }
      waiting.store(s.fromOthers.isEmpty ? 0 : 2, ordering: .relaxed)
      return taken
    }
  }

  var hasEntries: Bool {
    state.withLock { !$0.fromMain.isEmpty || !$0.fromOthers.isEmpty }
  }

  var totalPosts: Int { postCount.load(ordering: .relaxed) }
}
