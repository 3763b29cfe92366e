import Testing

@testable import HeadlessKit

/// The scope protocol of one tracker slot, as a table: each row feeds `ScopeState` a
/// sequence of events and checks every action it returns. Thread 1 is the loop's, 2 a
/// writer's.
@Suite struct ScopeStateTests {
  /// One event and the action it must return.
  enum Step: CustomStringConvertible {
    /// A run starts on `thread`; it must plan `generation` and whether to read the token.
    case run(thread: UInt, generation: Int, readsToken: Bool)
    /// The last started run's scope is installed; the previous one must be retired so.
    case install(ScopeState.Retirement)
    /// The token bump is over.
    case bumpEnded
    /// A scope fires; the actions it must get.
    case fire(Int, thread: UInt, ScopeState.Fire)
    /// The loop drains the slot; whether a report was pending.
    case drain(Bool)

    var description: String {
      switch self {
      case .run(let thread, let generation, let token):
        return "run on \(thread) -> \(generation)\(token ? " +token" : "")"
      case .install(let retirement): return "install -> \(retirement)"
      case .bumpEnded: return "bump ended"
      case .fire(let generation, let thread, let fire):
        return "fire \(generation) on \(thread) -> \(fire)"
      case .drain(let pending): return "drain -> \(pending)"
      }
    }
  }

  static let loop: UInt = 1
  static let writer: UInt = 2
  static let none = ScopeState.Fire()
  static func fire(capture: Bool = false, cancel: Bool = false, counts: Bool, report: Bool)
    -> ScopeState.Fire
  {
    ScopeState.Fire(capture: capture, cancel: cancel, counts: counts, report: report)
  }

  static let rows: [(String, [Step])] = [
    (
      "the first run installs and retires nothing",
      [.run(thread: loop, generation: 1, readsToken: false), .install(.none)]
    ),
    (
      "a change is captured and reported once; later writes coalesce until the drain",
      [
        .run(thread: loop, generation: 1, readsToken: false), .install(.none),
        .fire(1, thread: writer, fire(capture: true, counts: true, report: true)),
        .fire(1, thread: writer, fire(counts: true, report: false)),
        .drain(true), .drain(false),
        .fire(1, thread: writer, fire(counts: true, report: true)),
      ]
    ),
    (
      "a re-run after a change installs its scope, then cancels the captured one",
      [
        .run(thread: loop, generation: 1, readsToken: false), .install(.none),
        .fire(1, thread: writer, fire(capture: true, counts: true, report: true)),
        .drain(true),
        .run(thread: loop, generation: 2, readsToken: false),
        .install(.cancelCaptured(generation: 1)),
      ]
    ),
    (
      "a write between the re-run's read and its installation is seen by the old scope",
      [
        .run(thread: loop, generation: 1, readsToken: false), .install(.none),
        .fire(1, thread: writer, fire(capture: true, counts: true, report: true)),
        .drain(true),
        .run(thread: loop, generation: 2, readsToken: false),
        // Another thread writes while the loop runs the hook: not the run's own write.
        .fire(1, thread: writer, fire(counts: true, report: true)),
        .install(.cancelCaptured(generation: 1)),
      ]
    ),
    (
      "a retired scope that fires before its cancel lands still reports, and cancels itself",
      [
        .run(thread: loop, generation: 1, readsToken: false), .install(.none),
        .fire(1, thread: writer, fire(capture: true, counts: true, report: true)),
        .drain(true),
        .run(thread: loop, generation: 2, readsToken: false),
        .install(.cancelCaptured(generation: 1)),
        .fire(1, thread: writer, fire(cancel: true, counts: true, report: true)),
      ]
    ),
    (
      "the run's own write (same thread, during the run) does not count",
      [
        .run(thread: loop, generation: 1, readsToken: false),
        .fire(1, thread: loop, fire(capture: true, counts: false, report: false)),
        .install(.none),
        // After the run, a write on the loop's thread is another hook's: it counts.
        .fire(1, thread: loop, fire(counts: true, report: true)),
      ]
    ),
    (
      "a forced re-run of a scope that never fired leaves it an orphan and reads the token",
      [
        .run(thread: loop, generation: 1, readsToken: false), .install(.none),
        .run(thread: loop, generation: 2, readsToken: true), .install(.none),
        // While the orphan waits, every new scope reads the token, and is bumped.
        .run(thread: loop, generation: 3, readsToken: true), .install(.bumpToken),
        .fire(2, thread: loop, fire(cancel: true, counts: false, report: false)),
        .fire(3, thread: loop, fire(capture: true, counts: false, report: false)),
        .bumpEnded,
        // The orphan's next fire cancels it; it still reports (an extra run at most).
        .fire(1, thread: writer, fire(cancel: true, counts: true, report: true)),
        .drain(true),
        // No orphan left and the newest scope was captured: no token needed again.
        .run(thread: loop, generation: 4, readsToken: false),
        .install(.cancelCaptured(generation: 3)),
      ]
    ),
  ]

  @Test(arguments: rows.indices)
  func scopeProtocolRow(_ index: Int) {
    let (name, steps) = Self.rows[index]
    var state = ScopeState()
    var run: ScopeState.Run?
    for (position, step) in steps.enumerated() {
      let context = Comment(rawValue: "\(name), step \(position + 1): \(step)")
      switch step {
      case .run(let thread, let generation, let readsToken):
        let planned = state.runStarted(on: thread)
        #expect(planned == ScopeState.Run(generation: generation, readsToken: readsToken), context)
        run = planned
      case .install(let expected):
        guard let started = run else {
          Issue.record(context)
          return
        }
        #expect(state.scopeInstalled(started) == expected, context)
      case .bumpEnded:
        state.bumpEnded()
      case .fire(let generation, let thread, let expected):
        #expect(state.fired(generation, on: thread) == expected, context)
      case .drain(let expected):
        #expect(state.drained() == expected, context)
      }
    }
    #expect(state.runDepth == 0, "\(name): every run ended")
  }

  @Test func coalescedFiresSkipTheLockOnlyWhenNothingNeedsCancelling() {
    var state = ScopeState()
    _ = state.scopeInstalled(state.runStarted(on: Self.loop))
    #expect(!state.firesAreRedundant)
    _ = state.fired(1, on: Self.writer)
    #expect(state.firesAreRedundant, "reported and pending: a further write adds nothing")
    _ = state.drained()
    #expect(!state.firesAreRedundant)
    // An orphan must reach the locked path to cancel itself, even while pending.
    var orphaned = ScopeState()
    _ = orphaned.scopeInstalled(orphaned.runStarted(on: Self.loop))
    _ = orphaned.scopeInstalled(orphaned.runStarted(on: Self.loop))
    _ = orphaned.fired(2, on: Self.writer)
    #expect(orphaned.orphan == 1)
    #expect(!orphaned.firesAreRedundant)
  }

  /// However many forced re-runs happen without a change, the scopes still armed stay
  /// bounded: memory stays flat (the million-run measurement, in miniature).
  @Test func forcedReRunsKeepAtMostThreeScopesArmed() {
    var state = ScopeState()
    var armed: Set<Int> = []
    var readToken: Set<Int> = []
    var largest = 0
    for _ in 0..<1_000 {
      let run = state.runStarted(on: Self.loop)
      armed.insert(run.generation)
      if run.readsToken { readToken.insert(run.generation) }
      switch state.scopeInstalled(run) {
      case .none: break
      case .cancelCaptured(let generation): armed.remove(generation)
      case .bumpToken:
        // The bump fires every armed scope that read the token, on the loop's thread.
        for generation in readToken.sorted() where armed.contains(generation) {
          if state.fired(generation, on: Self.loop).cancel { armed.remove(generation) }
        }
        state.bumpEnded()
      }
      largest = max(largest, armed.count)
    }
    #expect(largest <= 3)
    #expect(state.orphan == 1, "the first scope, which never fired and read no token")
    // The orphan's fire retires it: then only the newest scope is armed.
    if state.fired(1, on: Self.writer).cancel { armed.remove(1) }
    #expect(armed == [state.installed])
  }
}
