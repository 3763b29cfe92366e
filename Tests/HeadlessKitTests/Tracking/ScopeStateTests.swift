import Testing

@testable import HeadlessKit

/// The scope protocol of one tracker slot, as tables: the loop's half (`ScopeState`) fed
/// sequences of events, every returned action checked; the writer's half (`WriterFire`)
/// row by row. Thread 1 is the loop's, 2 a writer's.
@Suite struct ScopeStateTests {
  /// One event of the loop's half and the action it must return.
  enum Step: CustomStringConvertible {
    /// A run starts; it must plan `generation` and whether to read the token.
    case run(generation: Int, readsToken: Bool)
    /// The last started run's scope is installed; the previous one must be retired so.
    case install(ScopeState.Retirement)
    /// The token bump is over.
    case bumpEnded
    /// The loop sees a fire (a report it takes, or the run's own write); the actions it
    /// must get.
    case fire(Int, ScopeState.Fire)
    /// A burst cut the installed scope, and the loop re-armed its reads as a bridge.
    case bridged(Int)

    var description: String {
      switch self {
      case .run(let generation, let token):
        return "run -> \(generation)\(token ? " +token" : "")"
      case .install(let retirement): return "install -> \(retirement)"
      case .bumpEnded: return "bump ended"
      case .fire(let generation, let fire): return "fire \(generation) -> \(fire)"
      case .bridged(let generation): return "bridged \(generation)"
      }
    }
  }

  static let loop: UInt = 1
  static let writer: UInt = 2
  static let none = ScopeState.Fire()
  static let capture = ScopeState.Fire(capture: true)
  static let cancel = ScopeState.Fire(cancel: true)

  static let rows: [(String, [Step])] = [
    (
      "the first run installs and retires nothing",
      [.run(generation: 1, readsToken: false), .install(.none)]
    ),
    (
      "a change is captured once; a re-run installs its scope, then cancels the captured one",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        .fire(1, capture), .fire(1, none),
        .run(generation: 2, readsToken: false),
        .install(.cancelCaptured(generation: 1)),
      ]
    ),
    (
      "a write between the re-run's read and its installation is seen by the old scope",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        .fire(1, capture),
        .run(generation: 2, readsToken: false),
        // Another thread writes while the loop runs the hook: the old scope, still
        // armed, fires; the loop takes its report after the installation below.
        .install(.cancelCaptured(generation: 1)),
        .fire(1, cancel),
      ]
    ),
    (
      "the run's own write captures the scope it fires, which the run then retires",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        // Scope 1 was not seen firing: the run reads the token in case it stays so.
        .run(generation: 2, readsToken: true),
        // The hook writes what it read: the previous scope fires on the loop's thread.
        .fire(1, capture),
        .install(.cancelCaptured(generation: 1)),
      ]
    ),
    (
      "a forced re-run of a scope not seen firing leaves it an orphan and reads the token",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        .run(generation: 2, readsToken: true), .install(.none),
        // While the orphan waits, every new scope reads the token, and is bumped.
        .run(generation: 3, readsToken: true), .install(.bumpToken),
        .fire(2, cancel),
        .fire(3, capture),
        .bumpEnded,
        // The orphan's next fire cancels it (its report tells the loop).
        .fire(1, cancel),
        // No orphan left and the newest scope was captured: no token needed again.
        .run(generation: 4, readsToken: false),
        .install(.cancelCaptured(generation: 3)),
      ]
    ),
    (
      "a report taken after a later run has installed retires the scope it names",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        // A write fires scope 1 just after a flush took the reports: its report waits.
        .run(generation: 2, readsToken: true), .install(.none),
        // The waiting report: scope 1 is the orphan, which is cancelled and forgotten.
        .fire(1, cancel),
        // Scope 2 read the token: the bump retires it.
        .run(generation: 3, readsToken: false), .install(.bumpToken),
        .fire(2, cancel), .bumpEnded,
        // Scope 3 read no token and was not seen firing: the next run reads the token.
        .run(generation: 4, readsToken: true), .install(.none),
      ]
    ),
  ]

  static let bridgeRows: [(String, [Step])] = [
    (
      "a cut scope re-armed before the re-run is retired as the captured scope",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        .fire(1, capture),
        // A burst cut scope 1; the re-run re-arms its reads first.
        .bridged(1),
        .run(generation: 2, readsToken: false),
        .install(.cancelCaptured(generation: 1)),
      ]
    ),
    (
      "a scope cut before the loop took its report needs no token either",
      [
        .run(generation: 1, readsToken: false), .install(.none),
        // The report waits; the bridge makes scope 1 the captured one, not an orphan.
        .bridged(1),
        .run(generation: 2, readsToken: false),
        .install(.cancelCaptured(generation: 1)),
        // The waiting report names the cut scope: retired, cancelled again (a no-op).
        .fire(1, cancel),
        .run(generation: 3, readsToken: true), .install(.none),
      ]
    ),
  ]

  @Test(arguments: (rows + bridgeRows).indices)
  func scopeProtocolRow(_ index: Int) {
    let (name, steps) = (Self.rows + Self.bridgeRows)[index]
    var state = ScopeState()
    var run: ScopeState.Run?
    for (position, step) in steps.enumerated() {
      let context = Comment(rawValue: "\(name), step \(position + 1): \(step)")
      switch step {
      case .run(let generation, let readsToken):
        let planned = state.runStarted()
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
      case .fire(let generation, let expected):
        #expect(state.fired(generation) == expected, context)
      case .bridged(let generation):
        state.bridged(generation)
      }
    }
    #expect(!state.isRunning, "\(name): every run ended")
  }

  /// The writer's half: what a fire does on its own thread, from the published words.
  static let writerRows:
    [(
      String, generation: Int, thread: UInt, installed: Int, pending: Bool, running: UInt,
      WriterFire
    )] = [
      (
        "the first change since the loop took the last one sets the bit and reports",
        1, writer, 1, false, 0, WriterFire(report: true)
      ),
      (
        "later changes coalesce until the loop takes the report",
        1, writer, 1, true, 0, WriterFire(report: false)
      ),
      (
        "a write from another thread during a run counts (the old scope is still armed)",
        1, writer, 1, false, loop, WriterFire(report: true)
      ),
      (
        "the run's own write is left to the loop's half and reports nothing",
        1, loop, 1, false, loop, WriterFire(ownWrite: true)
      ),
      (
        "after the run, a write on the loop's thread is another hook's: it counts",
        1, loop, 1, false, 0, WriterFire(report: true)
      ),
      (
        "a retired scope cancels itself and still reports, even while one is pending",
        1, writer, 2, true, 0, WriterFire(cancel: true, report: true)
      ),
      (
        "a scope installed after the last publication is not retired",
        3, writer, 2, false, 0, WriterFire(report: true)
      ),
    ]

  @Test(arguments: writerRows.indices)
  func writerFireRow(_ index: Int) {
    let row = Self.writerRows[index]
    let decided = WriterFire.decide(
      row.generation, on: row.thread, installed: row.installed, pending: row.pending,
      runningThread: row.running)
    #expect(decided == row.6, Comment(rawValue: row.0))
  }

  /// However many forced re-runs happen without a change, the scopes still armed stay
  /// bounded: memory stays flat (the million-run measurement, in miniature).
  @Test func forcedReRunsKeepAtMostThreeScopesArmed() {
    var state = ScopeState()
    var armed: Set<Int> = []
    var readToken: Set<Int> = []
    var largest = 0
    for _ in 0..<1_000 {
      let run = state.runStarted()
      armed.insert(run.generation)
      if run.readsToken { readToken.insert(run.generation) }
      switch state.scopeInstalled(run) {
      case .none: break
      case .cancelCaptured(let generation): armed.remove(generation)
      case .bumpToken:
        // The bump fires every armed scope that read the token, on the loop's thread.
        for generation in readToken.sorted() where armed.contains(generation) {
          if state.fired(generation).cancel { armed.remove(generation) }
        }
        state.bumpEnded()
      }
      largest = max(largest, armed.count)
    }
    #expect(largest <= 3)
    #expect(state.orphan == 1, "the first scope, which never fired and read no token")
    // The orphan's fire retires it: then only the newest scope is armed.
    if state.fired(1).cancel { armed.remove(1) }
    #expect(armed == [state.installed])
  }

  @Test func theStatesAreIdleRunningAndBumping() {
    var state = ScopeState()
    #expect(state == .idle(.init()))
    let first = state.runStarted()
    #expect(state == .running(.init(), depth: 1))
    _ = state.scopeInstalled(first)
    #expect(state == .idle(.init(installed: 1, captured: 0, installedReadsToken: false, orphan: 0)))
  }

  // Impossible transitions stop with a message, in every build.
  @Test func installingWithNoRunOpenStops() async {
    await #expect(processExitsWith: .failure) {
      var state = ScopeState()
      _ = state.scopeInstalled(ScopeState.Run(generation: 1, readsToken: false))
    }
  }

  @Test func endingABumpNobodyStartedStops() async {
    await #expect(processExitsWith: .failure) {
      var state = ScopeState()
      state.bumpEnded()
    }
  }

  @Test func startingARunDuringABumpStops() async {
    await #expect(processExitsWith: .failure) {
      var state = ScopeState.bumping(.init(installed: 2), depth: 1)
      _ = state.runStarted()
    }
  }
}
