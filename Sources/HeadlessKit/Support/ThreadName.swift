import Foundation
import Synchronization
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calling thread as diagnostics name it: its identity, the name the user gave it
/// (`Thread.current.name = …`, `pthread_setname_np`), if any, its number in the order
/// threads were first seen, and whether it was running a Swift task.
struct ThreadName: Sendable, Equatable {
  /// `pthread_self()`, compared with the loop's thread to say "the main actor".
  let id: UInt
  /// The OS name, when the user set one. Dispatch's pool threads carry internal names
  /// (`-qos.overcommit`, the process name): those are not the user's, so they read as
  /// `nil`.
  let name: String?
  /// 1 for the first thread seen writing, 2 for the next… (stable for the process).
  let number: Int
  /// The write happened inside a Swift concurrency task.
  let isTask: Bool

  /// The calling thread. Off the loop's thread and outside tasks, reads
  /// `/proc/thread-self/comm` (Foundation on Linux does not reliably report names), so it
  /// is only called on diagnostic paths. Diagnostics call the loop's thread "the main
  /// actor" and a task's thread "a task", never by name, so those skip the read: it is a
  /// file open, read and close, which would dominate tracing's cost.
  static var current: ThreadName {
    let id = currentID
    let isTask = withUnsafeCurrentTask { $0 != nil }
    var name: String?
    if !isTask, id != loopThread.load(ordering: .relaxed),
      let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
    {
      let trimmed = comm.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty, !trimmed.hasPrefix("-"), trimmed != processName { name = trimmed }
    }
    return ThreadName(id: id, name: name, number: numbers.number(for: id), isTask: isTask)
  }

  /// Records the thread the update loop runs on (the main actor's), whose name
  /// diagnostics never print.
  /// - Parameter id: That thread's ``currentID``.
  static func noteLoopThread(_ id: UInt) { loopThread.store(id, ordering: .relaxed) }

  /// The loop's thread, as last recorded; 0 before any loop ran.
  private static let loopThread = Atomic<UInt>(0)

  /// The calling thread's identity alone (no name lookup).
  static var currentID: UInt { UInt(pthread_self()) }

  /// The process's own name, which unnamed threads inherit: not a name the user gave.
  private static let processName: String = {
    let comm = (try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)) ?? ""
    return comm.trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  private static let numbers = ThreadNumbers()
}

/// Numbers threads in the order they are first seen.
private final class ThreadNumbers: Sendable {
  private let table = Locked<[UInt: Int]>([:])

  func number(for id: UInt) -> Int {
    table.withLock { table in
      if let number = table[id] { return number }
      let number = table.count + 1
      table[id] = number
      return number
    }
  }
}
