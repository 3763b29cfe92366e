public import HeadlessKit

/// A Swift `Clock` whose time moves only when a test moves it: sleeping on it suspends
/// until ``advance(by:)`` (or ``TestHost/advance(by:fileID:filePath:line:column:)``)
/// reaches the deadline, so a debounce or a poll runs in a test without waiting.
///
/// It is also a `MainActorScheduler`: under a ``TestHost`` HeadlessUIKit's timers and
/// delayed calls (`Timer.scheduledMainActorTimer`, `performOnMainActor(after:_:)`) run on
/// the host's clock, in time order with the sleepers.
///
/// ```swift
/// final class SearchController: Controller {
///   let clock: any Clock<Duration>
///   init(clock: any Clock<Duration> = ContinuousClock()) { … }
///   func queryChanged() {
///     pending?.cancel()
///     pending = task { [clock] in
///       try? await clock.sleep(for: .milliseconds(300))  // the debounce
///       …
///     }
///   }
/// }
/// let host = TestHost()
/// host.show(SearchController(clock: host.clock))
/// ```
public final class TestClock: Clock, Sendable {
  /// A point on a test clock: how long after the clock was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock was made.
    public var offset: Swift.Duration

    /// Creates an instant `offset` after the clock's start.
    /// - Parameter offset: The time since the start.
    public init(offset: Swift.Duration) { self.offset = offset }

    /// The instant `duration` later.
    /// - Parameter duration: How much later (earlier when negative).
    /// - Returns: The instant.
    public func advanced(by duration: Swift.Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// How long from this instant to `other`.
    /// - Parameter other: The other instant.
    /// - Returns: The duration, negative when `other` is earlier.
    public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }

    /// Whether `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// `1.5 seconds`: the offset from the start.
    public var description: String { offset.description }
  }

  /// A task sleeping until a deadline.
  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
    /// The HeadlessKit task that sleeps, to mark it running again when resumed.
    var pendingTask: Int?
  }

  /// Main-actor work scheduled through the clock's scheduler side.
  private struct Work {
    var id: Int
    var deadline: Instant
    var work: @MainActor () -> Void
    var scheduled: ScheduledWork
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var works: [Work] = []
    /// Sleepers cancelled before they were listed.
    var cancelledEarly: Set<Int> = []
    /// Both kinds share the numbering: equal deadlines run in the order they were set.
    var nextID = 0
  }

  private let state = Locked(State())

  /// Creates a clock at its start, time zero.
  public init() {}

  /// The time now.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step: none, time is exact here.
  public var minimumResolution: Swift.Duration { .zero }

  /// How many tasks sleep on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// How many timers and delayed calls wait for their time, cancelled ones left out.
  public var scheduledCount: Int {
    state.withLock { $0.works.count { !$0.scheduled.isCancelled } }
  }

  /// The earliest time at which a sleeper wakes or scheduled work runs, if any.
  public var nextDeadline: Instant? {
    state.withLock { state in
      let times =
        state.sleepers.map(\.deadline)
        + state.works.filter { !$0.scheduled.isCancelled }.map(\.deadline)
      return times.min()
    }
  }

  /// Suspends until the clock reaches `deadline`: at once when it has; throws
  /// `CancellationError` when the task is cancelled first.
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored: a test clock is exact.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try Task.checkCancellation()
    let pendingTask = PendingWork.currentTaskID
    let id: Int? = state.withLock { state in
      if deadline <= state.now { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let cancelled = state.withLock { state -> Bool in
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, continuation: continuation, pendingTask: pendingTask))
          if let pendingTask { PendingWork.setWaitingOnClock(true, task: pendingTask) }
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        let sleeper = state.sleepers.remove(at: index)
        if let task = sleeper.pendingTask { PendingWork.setWaitingOnClock(false, task: task) }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`: each scheduled piece of work whose time comes runs
  /// now, and each sleeper whose deadline comes is woken, in time order (ties in the order
  /// they were set), with ``now`` at its time.
  ///
  /// A woken task runs when the main actor is next free, after this returns: to let each
  /// run before the next deadline, and to settle the screen afterwards, use
  /// ``TestHost/advance(by:fileID:filePath:line:column:)``.
  /// - Parameter duration: How far to move; zero or less wakes what is due now.
  @MainActor
  public func advance(by duration: Swift.Duration) {
    let target = now.advanced(by: max(duration, .zero))
    while step(upTo: target) {}
    moveNow(to: target)
  }

  /// Runs or wakes the earliest item due by `target`, moving ``now`` to its time.
  /// - Parameter target: The latest time to reach.
  /// - Returns: Whether there was one.
  @MainActor
  package func step(upTo target: Instant) -> Bool {
    enum Due {
      case work(Work)
      case sleeper(Sleeper)
    }
    let due = state.withLock { state -> Due? in
      state.works.removeAll { $0.scheduled.isCancelled }
      let work = state.works.indices.min { earlier(state.works[$0], state.works[$1]) }
      let sleeper = state.sleepers.indices.min {
        (state.sleepers[$0].deadline, state.sleepers[$0].id)
          < (state.sleepers[$1].deadline, state.sleepers[$1].id)
      }
      var pick: Due?
      if let work, state.works[work].deadline <= target { pick = .work(state.works[work]) }
      if let sleeper, state.sleepers[sleeper].deadline <= target {
        let candidate = state.sleepers[sleeper]
        if case .work(let other) = pick,
          (other.deadline, other.id) < (candidate.deadline, candidate.id)
        {
        } else {
          pick = .sleeper(candidate)
        }
      }
      switch pick {
      case .work(let chosen):
        state.works.remove(at: work!)
        state.now = max(state.now, chosen.deadline)
      case .sleeper(let chosen):
        state.sleepers.remove(at: sleeper!)
        state.now = max(state.now, chosen.deadline)
        if let task = chosen.pendingTask { PendingWork.setWaitingOnClock(false, task: task) }
      case nil:
        break
      }
      return pick
    }
    switch due {
    case .work(let entry):
      if !entry.scheduled.isCancelled { entry.work() }
      return true
    case .sleeper(let sleeper):
      sleeper.continuation.resume()
      return true
    case nil:
      return false
    }
  }

  /// Moves ``now`` to `target` when it is later.
  package func moveNow(to target: Instant) {
    state.withLock { $0.now = max($0.now, target) }
  }

  private func earlier(_ lhs: Work, _ rhs: Work) -> Bool {
    (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
  }

  /// Queues main-actor work for `delay` from now.
  fileprivate func enqueue(after delay: Swift.Duration, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let scheduled = ScheduledWork()
    state.withLock { state in
      state.nextID += 1
      state.works.append(
        Work(
          id: state.nextID, deadline: state.now.advanced(by: max(delay, .zero)), work: work,
          scheduled: scheduled))
    }
    return scheduled
  }
}

extension TestClock: MainActorScheduler {
  /// Runs `work` when the clock reaches `delay` from now: a timer's next firing or a
  /// delayed call under a test host.
  /// - Parameters:
  ///   - delay: How long to wait; zero or less runs at the next advance or settle.
  ///   - work: What to run.
  /// - Returns: The scheduled work, to cancel.
  public func schedule(after delay: Swift.Duration, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    enqueue(after: delay, work)
  }
}
