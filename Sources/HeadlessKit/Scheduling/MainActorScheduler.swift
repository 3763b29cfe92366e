/// Runs main-actor work after a delay on some clock: the seam through which timers and
/// delayed calls (HeadlessUIKit's `Timer.scheduledMainActorTimer` and
/// `performOnMainActor(after:_:)`) find their time, so a test can drive them without
/// sleeping.
///
/// Two come with HeadlessKit: ``LiveMainActorScheduler`` (the default, real time) and
/// ``ManualMainActorScheduler`` (time moves only when a test advances it). A test host
/// installs its own with `MainActorScheduling.withScheduler(_:_:)` or by setting
/// ``MainActorScheduling/current``.
///
/// ```swift
/// final class CountdownClock: MainActorScheduler {
///   func schedule(
///     after delay: Duration, _ work: @escaping @MainActor () -> Void
///   ) -> ScheduledWork { … }
/// }
/// ```
@MainActor
public protocol MainActorScheduler: AnyObject, Sendable {
  /// Runs `work` on the main actor once `delay` has passed on this scheduler's clock,
  /// unless the returned work is cancelled first.
  /// - Parameters:
  ///   - delay: How long to wait; zero or less runs at the scheduler's next turn.
  ///   - work: What to run.
  /// - Returns: The scheduled work, to cancel.
  func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
}

/// Work a ``MainActorScheduler`` will run; cancelling it keeps it from running.
///
/// Safe from any thread: a cancel that lands before the work starts wins; one that
/// lands while it runs changes nothing.
public final class ScheduledWork: Sendable {
  private let cancelled = Locked(false)

  /// Creates work that is not cancelled (schedulers make these).
  public init() {}

  /// Keeps the work from running, if it has not run yet.
  public func cancel() { cancelled.withLock { $0 = true } }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.withLock { $0 } }
}

/// The scheduler delayed main-actor work uses when it is scheduled.
@MainActor
public enum MainActorScheduling {
  /// The scheduler new timers and delayed calls use: the one `withScheduler(_:_:)`
  /// installs for the work under way (and the tasks it starts), else the one last set
  /// here; ``LiveMainActorScheduler`` until set. Work already scheduled stays with the
  /// scheduler it was given to.
  public static var current: any MainActorScheduler {
    get { scoped ?? global }
    set { global = newValue }
  }

  /// The scheduler set through ``current``.
  private static var global: any MainActorScheduler = LiveMainActorScheduler()

  /// The scheduler ``withScheduler(_:_:)`` installs: a task-local value, so tasks started
  /// meanwhile keep it, and concurrently running tests each see their own.
  @TaskLocal private static var scoped: (any MainActorScheduler)?

  /// Runs `body` with `scheduler` as ``current``, then puts the previous one back. Tasks
  /// started meanwhile keep `scheduler` as their ``current``.
  ///
  /// ```swift
  /// let clock = ManualMainActorScheduler()
  /// MainActorScheduling.withScheduler(clock) {
  ///   controller.startPolling()          // schedules a repeating timer on `clock`
  ///   clock.advance(by: .seconds(3))     // three ticks, no sleeping
  /// }
  /// ```
  /// - Parameters:
  ///   - scheduler: The scheduler to use meanwhile.
  ///   - body: The work that schedules.
  /// - Returns: What `body` returns.
  public static func withScheduler<Result>(
    _ scheduler: any MainActorScheduler, _ body: () throws -> Result
  ) rethrows -> Result {
    try $scoped.withValue(scheduler) { try body() }
  }

  /// Runs the asynchronous `body` with `scheduler` as ``current``, then puts the previous
  /// one back; tasks started meanwhile keep `scheduler`.
  /// - Parameters:
  ///   - scheduler: The scheduler to use meanwhile.
  ///   - body: The work that schedules.
  /// - Returns: What `body` returns.
  public static func withScheduler<Result>(
    _ scheduler: any MainActorScheduler, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $scoped.withValue(scheduler) { try await body() }
  }
}

/// Real time: work runs on the main actor after the delay has passed on the continuous
/// clock (while the main actor runs, as under `Application.run()` or an async `main`).
@MainActor
public final class LiveMainActorScheduler: MainActorScheduler {
  /// Creates a live scheduler.
  public init() {}

  /// Runs `work` after `delay` of real time.
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - work: What to run.
  /// - Returns: The scheduled work, to cancel.
  public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let scheduled = ScheduledWork()
    Task { @MainActor in
      if delay > .zero { try? await Task.sleep(for: delay) }
      if !scheduled.isCancelled { work() }
    }
    return scheduled
  }
}
