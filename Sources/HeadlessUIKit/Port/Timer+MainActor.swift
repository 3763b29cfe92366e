import HeadlessKit
// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` takes a
// selector; `headless port` writes this in its place.

extension Timer {
  /// Schedules a timer whose block runs on the main actor, on the clock of
  /// `MainActorScheduling.current` (real time by default; a test's manual scheduler
  /// when one is installed, so tests advance time instead of sleeping). Not one of
  /// Foundation's APIs: HeadlessUIKit's stand-in for `scheduledTimer(timeInterval:target:
  /// selector:userInfo:repeats:)` and for `scheduledTimer(withTimeInterval:repeats:block:)`
  /// in main-actor code.
  ///
  /// ```swift
  /// timer = Timer.scheduledMainActorTimer(withTimeInterval: 1, repeats: true) {
  ///   [weak self] _ in self?.tick()
  /// }
  /// ```
  ///
  /// `invalidate()` stops it (from any thread), `isValid` says whether it will fire
  /// again, and `fire()` runs the block now (on the main actor; a one-shot timer is then
  /// invalidated). A repeating timer fires every `interval` after the last firing.
  /// - Parameters:
  ///   - interval: Seconds before the first firing and between firings; as Foundation
  ///     does, 0.0001 when zero or less.
  ///   - repeats: Whether it fires until invalidated, rather than once.
  ///   - block: Given the timer; runs on the main actor.
  /// - Returns: The scheduled timer.
  @MainActor
  @discardableResult
  public static func scheduledMainActorTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = MainActorTimer(
      interval: max(interval, 0.0001), repeats: repeats, block: block,
      scheduler: MainActorScheduling.current)
    timer.scheduleNext()
    return timer
  }
}

/// A timer run by a `MainActorScheduler` instead of a run loop.
///
/// Threading: `invalidate()` and `isValid` may be called from any thread (the state is
/// behind a lock); the block, `fire()` and the scheduling run on the main actor.
final class MainActorTimer: Timer {
  private struct State {
    var isValid = true
    var scheduled: ScheduledWork?
    var fireDate: Date
  }

  private let state: Locked<State>
  private let block: @MainActor (Timer) -> Void
  private let scheduler: any MainActorScheduler
  private let repeats: Bool

  @MainActor
  init(
    interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void,
    scheduler: any MainActorScheduler
  ) {
    self.block = block
    self.scheduler = scheduler
    self.repeats = repeats
    let fireDate = Date(timeIntervalSinceNow: interval)
    state = Locked(State(fireDate: fireDate))
    super.init(fire: fireDate, interval: repeats ? interval : 0, repeats: repeats) { _ in }
  }

  /// Schedules the next firing, one interval from now on the scheduler's clock.
  @MainActor
  func scheduleNext() {
    let interval = max(timeInterval, 0.0001)
    let delay = repeats ? interval : max(state.withLock { $0.fireDate.timeIntervalSinceNow }, 0)
    let work = scheduler.schedule(after: .nanoseconds(Int64(delay * 1e9))) { [weak self] in
      self?.scheduledFire()
    }
    let keep = state.withLock { state -> Bool in
      guard state.isValid else { return false }
      state.scheduled = work
      state.fireDate = Date(timeIntervalSinceNow: delay)
      return true
    }
    if !keep { work.cancel() }
  }

  @MainActor
  private func scheduledFire() {
    guard isValid else { return }
    if repeats { scheduleNext() } else { invalidate() }
    block(self)
  }

  /// Runs the block now; traps unless called on the main actor (where UIKit code calls
  /// it).
  override func fire() {
    // The timer never leaves the main thread here: assumeIsolated traps otherwise.
    nonisolated(unsafe) let timer = self
    MainActor.assumeIsolated { timer.fireNow() }
  }

  @MainActor
  private func fireNow() {
    guard isValid else { return }
    if !repeats { invalidate() }
    block(self)
  }

  override func invalidate() {
    let scheduled = state.withLock { state -> ScheduledWork? in
      state.isValid = false
      defer { state.scheduled = nil }
      return state.scheduled
    }
    scheduled?.cancel()
    // Foundation's own timer is invalidated too, as Timer's subclasses are expected to do.
    super.invalidate()
  }

  override var isValid: Bool { state.withLock { $0.isValid } }

  override var fireDate: Date {
    get { state.withLock { $0.fireDate } }
    set { state.withLock { $0.fireDate = newValue } }
  }
}
