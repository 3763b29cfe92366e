/// A scheduler whose time moves only when ``advance(by:)`` moves it: timers and delayed
/// calls run there, in time order, on the caller's turn, so a test checks them without
/// sleeping and the same way every run.
///
/// ```swift
/// let clock = ManualMainActorScheduler()
/// var ticks = 0
/// _ = clock.schedule(after: .seconds(1)) { ticks += 1 }
/// clock.advance(by: .milliseconds(999))   // ticks == 0
/// clock.advance(by: .milliseconds(1))     // ticks == 1
/// ```
@MainActor
public final class ManualMainActorScheduler: MainActorScheduler {
  private struct Entry {
    var deadline: Duration
    var order: Int
    var work: @MainActor () -> Void
    var scheduled: ScheduledWork
  }

  /// How much time has passed since the scheduler was made.
  public private(set) var now: Duration = .zero
  private var entries: [Entry] = []
  private var nextOrder = 0

  /// Creates a scheduler at time zero.
  public init() {}

  /// How many pieces of work wait to run, cancelled ones left out.
  public var pendingCount: Int { entries.count { !$0.scheduled.isCancelled } }

  /// Queues `work` for when ``now`` reaches `delay` from the present.
  /// - Parameters:
  ///   - delay: How long to wait; zero or less runs at the next ``advance(by:)``.
  ///   - work: What to run.
  /// - Returns: The scheduled work, to cancel.
  public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let scheduled = ScheduledWork()
    entries.append(
      Entry(deadline: now + max(delay, .zero), order: nextOrder, work: work, scheduled: scheduled))
    nextOrder += 1
    return scheduled
  }

  /// Moves time forward by `duration`, running each piece of work whose time comes, in
  /// time order (ties in the order they were scheduled), with ``now`` at its time; work
  /// scheduled meanwhile runs too when its time falls within the advance, so a
  /// repeating timer fires once per interval.
  /// - Parameter duration: How far to move; zero runs what is due now.
  public func advance(by duration: Duration) {
    let target = now + max(duration, .zero)
    while let index = nextDueIndex(upTo: target) {
      let entry = entries.remove(at: index)
      now = max(now, entry.deadline)
      if !entry.scheduled.isCancelled { entry.work() }
    }
    now = target
  }

  private func nextDueIndex(upTo target: Duration) -> Int? {
    entries.removeAll { $0.scheduled.isCancelled }
    var best: Int?
    for (index, entry) in entries.enumerated() where entry.deadline <= target {
      if let current = best {
        let other = entries[current]
        if (entry.deadline, entry.order) < (other.deadline, other.order) { best = index }
      } else {
        best = index
      }
    }
    return best
  }
}
