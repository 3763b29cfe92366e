/// The tasks controllers started with ``Controller/task(name:priority:_:)`` that have not
/// finished: what a test host waits for when it settles, and names when they never finish.
///
/// Each task runs with its ledger number in a task-local value, so a test clock that the
/// task sleeps on can mark it as waiting for time to move rather than running.
package enum PendingWork {
  /// One unfinished task.
  package struct Entry: @unchecked Sendable, CustomStringConvertible {
    /// The task's ledger number.
    package let id: Int
    /// `SearchController.task started in didLoad()`, with the task's own name when it has
    /// one.
    package let name: String
    /// The controller that started it (a weak reference: safe from any thread).
    package weak var owner: AnyObject?
    /// Whether the task sleeps on a test clock now (it runs again when the clock moves).
    package var isWaitingOnClock: Bool

    package var description: String {
      name + (isWaitingOnClock ? " (sleeping on the test clock)" : " (running)")
    }
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var nextID = 0
  }

  private static let state = Locked(State())

  /// The ledger number of the task running now, when it is one the ledger lists.
  @TaskLocal package static var currentTaskID: Int?

  /// Lists a task that is about to start; ``finish(_:)`` takes it off.
  /// - Parameters:
  ///   - name: How a report names it.
  ///   - owner: The controller that starts it.
  /// - Returns: Its ledger number.
  package static func begin(name: String, owner: AnyObject) -> Int {
    state.withLock { state in
      state.nextID += 1
      state.entries[state.nextID] = Entry(
        id: state.nextID, name: name, owner: owner, isWaitingOnClock: false)
      return state.nextID
    }
  }

  /// Takes a finished task off the ledger.
  /// - Parameter id: Its ledger number.
  package static func finish(_ id: Int) {
    state.withLock { _ = $0.entries.removeValue(forKey: id) }
  }

  /// Marks a task as sleeping on a test clock, or as running again.
  /// - Parameters:
  ///   - waiting: Whether it sleeps now.
  ///   - id: Its ledger number.
  package static func setWaitingOnClock(_ waiting: Bool, task id: Int) {
    state.withLock { $0.entries[id]?.isWaitingOnClock = waiting }
  }

  /// The unfinished tasks, in the order they started.
  package static var all: [Entry] {
    state.withLock { Array($0.entries.values) }.sorted { $0.id < $1.id }
  }
}
