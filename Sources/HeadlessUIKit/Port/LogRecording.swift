import Foundation
import HeadlessKit

/// One entry written through `Logger` or `os_log`. Not one of Apple's types: what a
/// ``LogRecording`` collects.
public struct LogEntry: Equatable, Sendable {
  /// The log's subsystem.
  public var subsystem: String
  /// The log's category.
  public var category: String
  /// The level.
  public var type: OSLogType
  /// The message with every value shown, as a debugger's console shows it.
  public var message: String
  /// The message with private values as `<private>`, as the log store keeps it without a
  /// debugger attached (strings and objects are private unless marked `.public`).
  public var redactedMessage: String

  /// Creates an entry.
  /// - Parameters:
  ///   - subsystem: The subsystem.
  ///   - category: The category.
  ///   - type: The level.
  ///   - message: The message, every value shown.
  ///   - redactedMessage: The message, private values redacted.
  public init(
    subsystem: String, category: String, type: OSLogType, message: String,
    redactedMessage: String
  ) {
    self.subsystem = subsystem
    self.category = category
    self.type = type
    self.message = message
    self.redactedMessage = redactedMessage
  }
}

/// Collects the entries that `Logger` and `os_log` write while a body runs, instead of
/// writing them to standard error. Not one of Apple's APIs (on iOS, tests read logs
/// through `OSLogStore`): HeadlessUIKit's way for a test to see what a screen logged.
///
/// ```swift
/// let entries = LogRecording.record { host.tap("sync") }
/// #expect(entries.map(\.message) == ["Sync started"])
/// ```
///
/// The recording follows the body's task (a task-local value): entries written by other
/// tests running at the same time are not collected.
public final class LogRecording: Sendable {
  @TaskLocal private static var current: LogRecording?
  private let entries = Locked<[LogEntry]>([])

  private init() {}

  /// Runs `body` and returns the entries it logged.
  /// - Parameter body: The code whose logging to collect.
  /// - Returns: The entries, in order.
  public static func record(_ body: () throws -> Void) rethrows -> [LogEntry] {
    let recording = LogRecording()
    try $current.withValue(recording) { try body() }
    return recording.entries.withLock { $0 }
  }

  /// Sends `entry` to the current recording, or to standard error.
  static func write(_ entry: LogEntry, to log: OSLog) {
    guard log.isEnabled(type: entry.type) else { return }
    if let recording = current {
      recording.entries.withLock { $0.append(entry) }
      return
    }
    let line = "[\(entry.subsystem):\(entry.category)] \(entry.type.name): \(entry.message)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
