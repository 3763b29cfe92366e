import Foundation
import Testing

@testable import HeadlessKit

/// The loop's threading contract is checked in debug builds: a loop-side entry reached
/// off the main actor stops the process with a message naming the entry, rather than
/// corrupting state whose exclusivity checks are off.
@Suite struct LoopContractTests {
  #if DEBUG
    /// Calls `entry`, a main-actor method, from a thread of its own, the way a bad cast or
    /// a callback on the wrong thread would reach it.
    static func callOffTheMainActor(_ entry: @escaping @MainActor () -> Void) {
      let unchecked = unsafeBitCast(entry, to: (@Sendable () -> Void).self)
      let done = DispatchSemaphore(value: 0)
      Thread {
        unchecked()
        done.signal()
      }.start()
      done.wait()
    }

    @Test func aFlushOffTheMainActorStopsNamingTheEntry() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let application = await MainActor.run { Application() }
        Self.callOffTheMainActor { application.flush() }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Application.flush() called off the main actor"), "\(message)")
    }

    @Test func aTrackerTakenOffTheMainActorStopsNamingTheEntry() async throws {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let tracker = await MainActor.run { HookTracker(owner: View()) }
        Self.callOffTheMainActor { tracker.cancelCapturedScopes() }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains("HookTracker.cancelCapturedScopes() called off the main actor"),
        "\(message)")
    }

    @Test func onTheMainActorTheCheckIsSilent() async {
      await MainActor.run {
        LoopContract.onMainActor("a loop-side entry")
        let application = Application()
        application.flush()
      }
    }
  #endif
}
