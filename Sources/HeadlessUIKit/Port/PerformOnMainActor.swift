public import HeadlessKit
/// Runs `body` on the main actor after `delay` seconds on the clock of
/// `MainActorScheduling.current` (real time by default; a test's manual scheduler when
/// one is installed, so tests advance time instead of sleeping). Not one of UIKit's
/// APIs: HeadlessUIKit's stand-in for `NSObject`'s `perform(_:with:afterDelay:)`, which
/// takes a selector; `headless port` writes it in that call's place.
///
/// ```swift
/// performOnMainActor(after: 0.3) { [weak self] in self?.hideBanner() }
/// ```
/// - Parameters:
///   - delay: Seconds to wait; zero or less runs at the scheduler's next turn.
///   - body: What to run.
/// - Returns: The scheduled work: `cancel()` stands in for
///   `cancelPreviousPerformRequests(withTarget:)`.
@MainActor
@discardableResult
public func performOnMainActor(
  after delay: TimeInterval, _ body: @escaping @MainActor () -> Void
) -> ScheduledWork {
  MainActorScheduling.current.schedule(
    after: .nanoseconds(Int64(max(delay, 0) * 1e9)), body)
}
