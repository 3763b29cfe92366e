import Dispatch
import HeadlessKit
import Testing

extension TestHost {
  /// How many quiet round trips of the main queue end a settle: work queued with
  /// `DispatchQueue.main.async`, which no ledger lists, gets that many turns to run.
  public static let quietRoundTrips = 3

  /// Runs the work the screen started until none is left that can run without the clock
  /// moving, then flushes: the tasks its controllers started with `task { }` (up to the
  /// point where they sleep on ``clock`` or end), the timers and delayed calls due on
  /// ``clock`` now, the passes they cause, and a few quiet round trips of the main queue
  /// for `DispatchQueue.main.async` work it cannot list.
  ///
  /// ```swift
  /// host.show(ProfileController(store: store))   // didLoad starts task { await store.load() }
  /// await host.settle()
  /// #expect(host.staticTexts["Ada Lovelace"].exists)
  /// ```
  ///
  /// Past `rounds` round trips with work still running it records a test failure naming
  /// each task still running, for example `ProfileController.task started in didLoad()
  /// (running)`. Nothing waits on real time.
  /// - Parameters:
  ///   - rounds: The most round trips of the main queue to run; 1,000 by default.
  ///   - fileID: The caller's file: failures and warnings are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func settle(
    rounds: Int = 1000, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let stuck = await runUntilSettled(rounds: rounds, at: location) {
      Issue.record(Comment(rawValue: stuck), sourceLocation: location)
    }
  }

  /// Moves ``clock`` forward by `duration`: each timer, delayed call and sleeping task
  /// whose time comes runs in time order, and the screen settles after each (as
  /// ``settle(rounds:fileID:filePath:line:column:)`` does), so a debounce, a poll or an
  /// animation's delay runs in a test without waiting.
  ///
  /// ```swift
  /// host.type("ada", into: "search")
  /// await host.advance(by: .milliseconds(300))   // the debounce's sleep ends
  /// #expect(host.staticTexts["Ada Lovelace"].exists)
  /// ```
  /// - Parameters:
  ///   - duration: How far to move the clock.
  ///   - fileID: The caller's file: failures and warnings are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func advance(
    by duration: Duration, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let target = clock.now.advanced(by: max(duration, .zero))
    var stuck = await runUntilSettled(rounds: 1000, at: location)
    while at(location, { clock.step(upTo: target) }) {
      stuck = await runUntilSettled(rounds: 1000, at: location) ?? stuck
    }
    clock.moveNow(to: target)
    stuck = await runUntilSettled(rounds: 1000, at: location) ?? stuck
    if let stuck { Issue.record(Comment(rawValue: stuck), sourceLocation: location) }
  }

  /// The work started through HeadlessKit for this host's screen that has not finished,
  /// one line each: its controllers' tasks (running, or sleeping on ``clock``), then the
  /// timers and delayed calls waiting on ``clock``.
  public var pendingWork: [String] {
    var lines = pendingTasks.map(\.description)
    let scheduled = clock.scheduledCount
    if scheduled > 0 {
      lines.append(
        "\(scheduled) timer\(scheduled == 1 ? "" : "s") or delayed call\(scheduled == 1 ? "" : "s")"
          + " waiting on the test clock"
          + (clock.nextDeadline.map { ", the next at \($0)" } ?? ""))
    }
    return lines
  }

  /// The unfinished tasks of controllers on this host's screen.
  private var pendingTasks: [PendingWork.Entry] {
    PendingWork.all.filter { entry in
      guard let controller = entry.owner as? Controller else { return false }
      return controller.viewIfLoaded?.window === window
    }
  }

  /// Runs rounds until the screen is quiet for ``quietRoundTrips`` rounds.
  /// - Returns: `nil` when it settled, else the failure's message.
  private func runUntilSettled(rounds: Int, at location: SourceLocation) async -> String? {
    var quiet = 0
    var dueRepeats = false
    for _ in 0..<max(rounds, 1) {
      var acted = false
      at(location) {
        application.flush()
        while clock.step(upTo: clock.now) { acted = true }
      }
      await Self.roundTripOfTheMainQueue()
      at(location) { application.flush() }
      dueRepeats = acted
      if acted || pendingTasks.contains(where: { !$0.isWaitingOnClock }) {
        quiet = 0
      } else {
        quiet += 1
        if quiet >= Self.quietRoundTrips { return nil }
      }
    }
    var message =
      "settle() gave up after \(max(rounds, 1)) round trips of the main queue; still pending:"
    for line in pendingWork { message += "\n  - \(line)" }
    if dueRepeats {
      message += "\n  - timers or delayed calls due now that keep scheduling more at once"
    }
    message +=
      "\nA task that waits for something that never comes (an endless loop, a stream "
      + "with no end) keeps the screen from settling; cancel it, or sleep on the host's clock."
    return message
  }

  /// Lets every main-actor job queued so far run: one yield, then one trip through the
  /// main dispatch queue (where `DispatchQueue.main.async` work waits).
  private static func roundTripOfTheMainQueue() async {
    await Task.yield()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}

/// The clocks of the test hosts alive, newest last: the newest is the scheduler timers
/// and delayed calls use outside any host call (a button's action run by a test, say).
@MainActor
enum HostClocks {
  private static var clocks: [Weak] = []
  /// The scheduler before the first host.
  private static var before: (any MainActorScheduler)?

  private struct Weak {
    weak var clock: TestClock?
  }

  /// Makes `clock` the scheduler until its host goes away.
  static func install(_ clock: TestClock) {
    clocks.removeAll { $0.clock == nil }
    if clocks.isEmpty { before = MainActorScheduling.current }
    clocks.append(Weak(clock: clock))
    MainActorScheduling.current = clock
  }

  /// Puts back the newest live host's clock, or the scheduler before the first host.
  static func remove(_ clock: TestClock) {
    clocks.removeAll { $0.clock == nil || $0.clock === clock }
    if let newest = clocks.last?.clock {
      MainActorScheduling.current = newest
    } else if let before {
      MainActorScheduling.current = before
      self.before = nil
    }
  }
}
