/// The stop request of an application's `run()`: set from any thread, awaited on the
/// main actor.
///
/// A latch: `stop()` resumes the run in progress, or, when none is waiting yet, makes
/// the next wait return at once, so a stop that races the start of a run is not lost.
final class RunControl: Sendable {
  private struct State {
    var waiting: CheckedContinuation<Void, Never>?
    var stopRequested = false
  }
  private let state = Locked(State())

  /// Waits until `stop()` is called (or was called since the last wait).
  @MainActor
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let stopped = state.withLock { s -> Bool in
        if s.stopRequested {
          s.stopRequested = false
          return true
        }
        s.waiting = continuation
        return false
      }
      if stopped { continuation.resume() }
    }
  }

  /// Ends the wait in progress, or the next one. Safe from any thread.
  func stop() {
    let waiting = state.withLock { s -> CheckedContinuation<Void, Never>? in
      guard let waiting = s.waiting else {
        s.stopRequested = true
        return nil
      }
      s.waiting = nil
      return waiting
    }
    waiting?.resume()
  }
}
