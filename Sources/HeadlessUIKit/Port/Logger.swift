public import Foundation

// The `os` module's loggers, as Apple declares them: `headless port` rewrites
// `import os` and `import OSLog` to HeadlessUIKit, which provides these. Entries go to
// standard error, or to a test's `LogRecording`.

/// A log message's level, as the `os` module's `OSLogType`.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  /// The level's number, as Apple's.
  public let rawValue: UInt8
  /// Creates a level.
  /// - Parameter rawValue: Its number.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default level (a notice).
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that may be helpful.
  public static let info = OSLogType(rawValue: 0x01)
  /// Information for debugging.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault: a bug in the program.
  public static let fault = OSLogType(rawValue: 0x11)

  /// `default`, `info`, `debug`, `error` or `fault`.
  var name: String {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}

/// A log, as the `os` module's `OSLog`: a subsystem and a category.
open class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem (`com.example.app`).
  let subsystem: String
  /// The category (`network`).
  let category: String
  /// Whether entries are dropped (``disabled``).
  let isDisabled: Bool

  /// The log without a subsystem.
  public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)
  /// A log whose entries are dropped.
  public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

  /// Creates a log.
  /// - Parameters:
  ///   - subsystem: The subsystem, usually the app's bundle identifier.
  ///   - category: The category, a part of the app.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = false
  }

  private init(subsystem: String, category: String, isDisabled: Bool) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = isDisabled
  }

  /// Whether the level is logged: every level but on ``disabled``.
  /// - Parameter type: The level.
  /// - Returns: Whether entries of that level are kept.
  public func isEnabled(type: OSLogType) -> Bool { !isDisabled }
}

/// Writes log messages, as the `os` module's `Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "sync")
/// logger.error("Sync failed for \(account, privacy: .private): \(code)")
/// ```
///
/// Headlessly an entry goes to standard error as `[subsystem:category] level: message`
/// (every value shown), or, inside `LogRecording.record(_:)`, to that recording.
public struct Logger: Sendable {
  let log: OSLog

  /// Creates a logger for a subsystem and category.
  /// - Parameters:
  ///   - subsystem: The subsystem, usually the app's bundle identifier.
  ///   - category: The category, a part of the app.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// Creates a logger writing to `logObj`.
  /// - Parameter logObj: The log.
  public init(_ logObj: OSLog) { log = logObj }

  /// Creates a logger without a subsystem.
  public init() { log = .default }

  /// Logs at the default level.
  /// - Parameter message: The message.
  public func log(_ message: OSLogMessage) { write(.default, message) }
  /// Logs at `level`.
  /// - Parameters:
  ///   - level: The level.
  ///   - message: The message.
  public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
  /// Logs at the debug level.
  /// - Parameter message: The message.
  public func debug(_ message: OSLogMessage) { write(.debug, message) }
  /// Logs at the debug level (a trace).
  /// - Parameter message: The message.
  public func trace(_ message: OSLogMessage) { write(.debug, message) }
  /// Logs at the info level.
  /// - Parameter message: The message.
  public func info(_ message: OSLogMessage) { write(.info, message) }
  /// Logs at the default level (a notice).
  /// - Parameter message: The message.
  public func notice(_ message: OSLogMessage) { write(.default, message) }
  /// Logs at the error level (a warning).
  /// - Parameter message: The message.
  public func warning(_ message: OSLogMessage) { write(.error, message) }
  /// Logs at the error level.
  /// - Parameter message: The message.
  public func error(_ message: OSLogMessage) { write(.error, message) }
  /// Logs at the fault level (critical).
  /// - Parameter message: The message.
  public func critical(_ message: OSLogMessage) { write(.fault, message) }
  /// Logs at the fault level.
  /// - Parameter message: The message.
  public func fault(_ message: OSLogMessage) { write(.fault, message) }

  private func write(_ type: OSLogType, _ message: OSLogMessage) {
    LogRecording.write(
      LogEntry(
        subsystem: log.subsystem, category: log.category, type: type, message: message.text,
        redactedMessage: message.redacted), to: log)
  }
}

/// Logs a message with `printf`-style arguments, as the `os` module's `os_log`: `%@`,
/// `%d` and the others, with `{public}` and `{private}` modifiers (`%{public}@`).
/// - Parameters:
///   - message: The format.
///   - dso: The calling module; unused.
///   - log: The log; ``OSLog/default`` by default.
///   - type: The level; `.default` by default.
///   - args: The values for the format's specifiers.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  var text = ""
  var redacted = ""
  var arguments = args[...]
  for piece in OSLogFormat.pieces(of: message.description) {
    switch piece {
    case .literal(let literal):
      text += literal
      redacted += literal
    case .specifier(let specifier, let isPublic):
      let argument = arguments.popFirst()
      let value = argument.map { String(format: specifier, arguments: [$0]) } ?? specifier
      text += value
      let isScalar = specifier.last != "@" && specifier.last != "s"
      redacted += (isPublic ?? isScalar) ? value : "<private>"
    }
  }
  LogRecording.write(
    LogEntry(
      subsystem: log.subsystem, category: log.category, type: type, message: text,
      redactedMessage: redacted), to: log)
}

/// Logs a message at a level, as the `os` module's `os_log(_:dso:log:_:)`.
/// - Parameters:
///   - type: The level.
///   - dso: The calling module; unused.
///   - log: The log; ``OSLog/default`` by default.
///   - message: The message.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
  _ message: OSLogMessage
) {
  Logger(log).log(level: type, message)
}

/// A `printf` format split into literal text and specifiers.
enum OSLogFormat {
  enum Piece: Equatable {
    case literal(String)
    /// A specifier without its `{…}` modifier; whether the modifier said public, if any.
    case specifier(String, isPublic: Bool?)
  }

  static func pieces(of format: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%", index < format.endIndex else {
        literal.append(character)
        continue
      }
      if format[index] == "%" {
        literal.append("%")
        index = format.index(after: index)
        continue
      }
      var isPublic: Bool?
      if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
        let modifiers = format[format.index(after: index)..<close]
        if modifiers.contains("public") { isPublic = true }
        if modifiers.contains("private") { isPublic = false }
        index = format.index(after: close)
      }
      var specifier = "%"
      while index < format.endIndex {
        let next = format[index]
        specifier.append(next)
        index = format.index(after: index)
        if next.isLetter, !"hlqLjzt".contains(next) { break }
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.specifier(specifier, isPublic: isPublic))
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }
}
