import Dispatch
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

/// A controller that loads its title in a task: three hops of the main actor, then one
/// through `DispatchQueue.main.async`, which no ledger lists.
private final class LoadingController: Controller {
  let titleLabel = Label()
  var loadTask: Task<Void, Never>?

  override func didLoad() {
    titleLabel.identifier = "title"
    view.addSubview(titleLabel)
    loadTask = task { [titleLabel] in
      for _ in 0..<3 { await Task.yield() }
      titleLabel.text = "Loaded"
      DispatchQueue.main.async { titleLabel.text = "Loaded, then dispatched" }
    }
  }
}

/// A search field's controller that waits 300 ms after the last keystroke, as a debounce
/// does, on the clock it is given.
private final class SearchController: Controller {
  let clock: any Clock<Duration>
  private(set) var searches: [String] = []
  private var pending: Task<Void, Never>?

  init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init()
  }

  func queryChanged(to query: String) {
    pending?.cancel()
    pending = task { [clock] in
      do {
        try await clock.sleep(for: .milliseconds(300))
      } catch {
        return  // cancelled by a later keystroke
      }
      self.searches.append(query)
    }
  }
}

/// A controller whose task never ends until cancelled.
private final class SpinningController: Controller {
  var spinner: Task<Void, Never>?

  override func didLoad() {
    spinner = task {
      while !Task.isCancelled { await Task.yield() }
    }
  }
}

@MainActor
@Suite struct SettleTests {
  @Test func settleRunsATaskStartedInDidLoadToItsEnd() async {
    let host = TestHost()
    let controller = LoadingController()
    host.show(controller)
    #expect(controller.titleLabel.text == nil)
    await host.settle()
    #expect(controller.titleLabel.text == "Loaded, then dispatched")
    #expect(host.pendingWork.isEmpty)
  }

  @Test func aDebouncedSearchRunsOnceForTheLastQueryWhenTheClockMoves() async {
    let host = TestHost()
    let controller = SearchController(clock: host.clock)
    host.show(controller)
    for query in ["a", "ad", "ada"] {
      controller.queryChanged(to: query)
      await host.advance(by: .milliseconds(100))
    }
    #expect(controller.searches.isEmpty)
    #expect(host.pendingWork == ["SearchController.task (sleeping on the test clock)"])
    await host.advance(by: .milliseconds(199))
    #expect(controller.searches.isEmpty)
    await host.advance(by: .milliseconds(1))
    #expect(controller.searches == ["ada"])
    #expect(host.clock.now == TestClock.Instant(offset: .milliseconds(500)))
  }

  @Test func settleDoesNotMoveTheClock() async {
    let host = TestHost()
    let controller = SearchController(clock: host.clock)
    host.show(controller)
    controller.queryChanged(to: "ada")
    await host.settle()
    #expect(controller.searches.isEmpty)
    #expect(host.clock.now == TestClock.Instant(offset: .zero))
    #expect(host.clock.sleeperCount == 1)
  }

  @Test func settleFailsNamingATaskThatNeverEnds() async {
    let host = TestHost()
    let controller = SpinningController()
    host.show(controller)
    await withKnownIssue {
      await host.settle(rounds: 20)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("settle() gave up after 20 round trips")
          && $0.rawValue.contains("SpinningController.task started in didLoad() (running)")
      }
    }
    controller.spinner?.cancel()
    await host.settle()
    #expect(host.pendingWork.isEmpty)
  }

  @Test func theClockWakesSleepersInDeadlineOrder() async {
    let clock = TestClock()
    var order: [String] = []
    let late = Task { @MainActor in
      try? await clock.sleep(for: .seconds(2))
      order.append("late at \(clock.now)")
    }
    let early = Task { @MainActor in
      try? await clock.sleep(for: .seconds(1))
      order.append("early at \(clock.now)")
    }
    while clock.sleeperCount < 2 { await Task.yield() }
    clock.advance(by: .seconds(1))
    await early.value
    clock.advance(by: .seconds(1))
    await late.value
    #expect(order == ["early at 1.0 seconds", "late at 2.0 seconds"])
  }

  @Test func cancellingASleeperThrowsAndTakesItOffTheClock() async {
    let clock = TestClock()
    let sleeper = Task { @MainActor () -> Bool in
      do {
        try await clock.sleep(for: .seconds(5))
        return false
      } catch {
        return error is CancellationError
      }
    }
    while clock.sleeperCount < 1 { await Task.yield() }
    sleeper.cancel()
    #expect(await sleeper.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: TestClock.Instant(offset: .milliseconds(500)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
  }

  @Test func theHostsClockSchedulesMainActorWorkInTimeOrder() async {
    let host = TestHost()
    host.show(Controller())
    var ran: [String] = []
    _ = MainActorScheduling.current.schedule(after: .seconds(2)) { ran.append("b") }
    let cancelled = MainActorScheduling.current.schedule(after: .seconds(1)) { ran.append("x") }
    _ = MainActorScheduling.current.schedule(after: .seconds(1)) { ran.append("a") }
    cancelled.cancel()
    #expect(
      host.pendingWork == [
        "2 timers or delayed calls waiting on the test clock, the next at 1.0 seconds"
      ])
    await host.advance(by: .seconds(2))
    #expect(ran == ["a", "b"])
  }
}
