import Dispatch

/// The loop's threading contract, checked: the tracker's and the inbox's loop-side
/// methods, and the pass, touch state whose exclusivity checks are switched off
/// (`@exclusivity(unchecked)`), so they must run on the main actor. The compiler sees to
/// that for Swift callers; this also stops, in debug builds, a call that arrives some
/// other way (an unsafe cast, a callback run on the wrong thread), with a message naming
/// the method, instead of corrupting state silently. Release builds pay nothing.
///
/// The check asks whether the caller runs on the main dispatch queue, the main actor's
/// executor here, through a queue-specific value (which is not always the main thread:
/// test runners drain the main queue where they like). `MainActor.preconditionIsolated`
/// checks the same, but traps inside libdispatch without naming the method.
package enum LoopContract {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the caller runs on the main queue (the main actor's executor).
  package static var isOnMainQueue: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) ?? false
  }

  /// Stops, in debug builds, unless the caller runs on the main actor's queue.
  /// - Parameter entry: The method, as `HookTracker.take(_:)`.
  @inline(__always)
  package static func onMainActor(_ entry: @autoclosure () -> String) {
    #if DEBUG
      if !isOnMainQueue {
        preconditionFailure("\(entry()) called off the main actor: internal inconsistency")
      }
    #endif
  }
}
