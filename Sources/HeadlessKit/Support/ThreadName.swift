import Foundation
import Glibc

/// The calling thread as diagnostics name it: its identity, and the name the user gave
/// it (`Thread.current.name = …`, `pthread_setname_np`), if any.
struct ThreadName: Sendable, Equatable {
  /// `pthread_self()`, compared with the loop's thread to say "the main actor".
  let id: UInt
  /// The OS name, when the user set one. Dispatch's pool threads carry internal names
  /// (`-qos.overcommit`, the process name): those are not the user's, so they read as
  /// `nil`.
  let name: String?

  /// The calling thread. Reads `/proc/thread-self/comm` (Foundation on Linux does not
  /// reliably report names), so it is only called on diagnostic paths.
  static var current: ThreadName {
    var name: String?
    if let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) {
      let trimmed = comm.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty, !trimmed.hasPrefix("-") { name = trimmed }
    }
    return ThreadName(id: UInt(pthread_self()), name: name)
  }

  /// The calling thread's identity alone (no name lookup).
  static var currentID: UInt { UInt(pthread_self()) }
}
