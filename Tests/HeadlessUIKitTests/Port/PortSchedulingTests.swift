import HeadlessKit
import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Timer.scheduledMainActorTimer and performOnMainActor(after:_:) on a manual clock:
// time moves only when the test advances it.
@MainActor
@Suite struct PortSchedulingTests {
  @Test func aOneShotTimerFiresOnceWhenItsTimeComes() {
    let clock = ManualMainActorScheduler()
    var fired: [Bool] = []
    let timer = MainActorScheduling.withScheduler(clock) {
      Timer.scheduledMainActorTimer(withTimeInterval: 2, repeats: false) { timer in
        fired.append(timer.isValid)
      }
    }
    #expect(timer.isValid)
    clock.advance(by: .milliseconds(1999))
    #expect(fired.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(fired == [false])  // a one-shot timer is invalid once it fires
    #expect(!timer.isValid)
    clock.advance(by: .seconds(10))
    #expect(fired.count == 1)
  }

  @Test func aRepeatingTimerRepeatsUntilInvalidated() {
    let clock = ManualMainActorScheduler()
    var ticks = 0
    let timer = MainActorScheduling.withScheduler(clock) {
      Timer.scheduledMainActorTimer(withTimeInterval: 0.5, repeats: true) { timer in
        ticks += 1
        if ticks == 5 { timer.invalidate() }
      }
    }
    clock.advance(by: .milliseconds(1600))
    #expect(ticks == 3)
    #expect(timer.isValid && timer.timeInterval == 0.5)
    clock.advance(by: .seconds(60))
    #expect(ticks == 5)
    #expect(!timer.isValid && clock.pendingCount == 0)
  }

  @Test func invalidateStopsATimerBeforeItFires() {
    let clock = ManualMainActorScheduler()
    var ticks = 0
    let timer = MainActorScheduling.withScheduler(clock) {
      Timer.scheduledMainActorTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
    }
    timer.invalidate()
    clock.advance(by: .seconds(5))
    #expect(ticks == 0 && !timer.isValid)
  }

  // fire() runs the block now without changing a repeating timer's schedule
  // (https://developer.apple.com/documentation/foundation/timer/fire()).
  @Test func fireRunsTheBlockNowAndKeepsTheSchedule() {
    let clock = ManualMainActorScheduler()
    var ticks = 0
    let timer = MainActorScheduling.withScheduler(clock) {
      Timer.scheduledMainActorTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
    }
    timer.fire()
    #expect(ticks == 1 && timer.isValid)
    clock.advance(by: .seconds(1))
    #expect(ticks == 2)
    timer.invalidate()
  }

  @Test func aDelayedCallRunsAfterItsDelayAndCanBeCancelled() {
    let clock = ManualMainActorScheduler()
    var heard: [String] = []
    MainActorScheduling.withScheduler(clock) {
      performOnMainActor(after: 0.3) { heard.append("banner hidden") }
      let cancelled = performOnMainActor(after: 0.2) { heard.append("cancelled") }
      cancelled.cancel()
    }
    clock.advance(by: .milliseconds(299))
    #expect(heard.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(heard == ["banner hidden"])
  }

  @Test func workRunsInTimeOrderWithNowAtItsTime() {
    let clock = ManualMainActorScheduler()
    var order: [String] = []
    _ = clock.schedule(after: .seconds(2)) { order.append("b at \(clock.now)") }
    _ = clock.schedule(after: .seconds(1)) {
      order.append("a at \(clock.now)")
      _ = clock.schedule(after: .milliseconds(500)) { order.append("a2 at \(clock.now)") }
    }
    clock.advance(by: .seconds(3))
    #expect(order == ["a at 1.0 seconds", "a2 at 1.5 seconds", "b at 2.0 seconds"])
    #expect(clock.now == .seconds(3))
  }

  @Test func withSchedulerPutsThePreviousSchedulerBack() {
    let before = MainActorScheduling.current
    let clock = ManualMainActorScheduler()
    MainActorScheduling.withScheduler(clock) {
      #expect(MainActorScheduling.current === clock)
    }
    #expect(MainActorScheduling.current === before)
  }
}
