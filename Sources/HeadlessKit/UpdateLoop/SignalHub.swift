import Dispatch
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT and SIGTERM into calls to the listeners of running applications, for as
/// long as at least one listens, and restores the previous handlers when the last one
/// leaves.
///
/// The handler itself only writes a byte to a pipe (the one thing a signal handler may
/// safely do); a Dispatch read source on the other end calls the listeners on a
/// background queue. Dispatch's own signal sources are not used: on Linux they need the
/// signal blocked in every thread, which a library cannot arrange for its host.
final class SignalHub: Sendable {
  static let shared = SignalHub()

  /// The signals a running application stops on.
  static let signals: [Int32] = [SIGINT, SIGTERM]

  private struct State {
    var listeners: [Int: @Sendable () -> Void] = [:]
    var nextToken = 0
    var previous: [(Int32, sigaction)] = []
    /// The pipe's read source, made once and kept for the process's lifetime: closing
    /// the write end could race a handler still writing to it.
    var source: (any DispatchSourceRead)?
  }
  private let state = Locked(State())

  /// Registers `listener`; the first registration installs the handlers.
  /// - Returns: A token for ``unsubscribe(_:)``.
  func subscribe(_ listener: @escaping @Sendable () -> Void) -> Int {
    state.withLock { state in
      state.nextToken += 1
      state.listeners[state.nextToken] = listener
      if state.listeners.count == 1 { install(&state) }
      return state.nextToken
    }
  }

  /// Removes a listener; the last one restores the handlers that were there before.
  func unsubscribe(_ token: Int) {
    state.withLock { state in
      state.listeners[token] = nil
      if state.listeners.isEmpty { uninstall(&state) }
    }
  }

  /// The listeners registered now.
  private func currentListeners() -> [@Sendable () -> Void] {
    state.withLock { Array($0.listeners.values) }
  }

  private func install(_ state: inout State) {
    if state.source == nil {
      var fds: [Int32] = [-1, -1]
      guard Glibc.pipe(&fds) == 0 else { return }
      let readEnd = fds[0]
      signalPipeWriteEnd = fds[1]  // set before any handler is installed
      let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
      source.setEventHandler { [self] in
        var byte: UInt8 = 0
        _ = read(readEnd, &byte, 1)
        for listener in currentListeners() { listener() }
      }
      source.resume()
      state.source = source
    }
    for signal in Self.signals {
      var action = sigaction()
      action.__sigaction_handler = .init(sa_handler: forwardSignal)
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      sigaction(signal, &action, &old)
      state.previous.append((signal, old))
    }
  }

  private func uninstall(_ state: inout State) {
    for (signal, var old) in state.previous { sigaction(signal, &old, nil) }
    state.previous = []
  }
}

/// The pipe the handler writes to, set once before the first handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes one byte, nothing else (async-signal-safe).
private let forwardSignal: @convention(c) (Int32) -> Void = { _ in
  var byte: UInt8 = 1
  _ = write(signalPipeWriteEnd, &byte, 1)
}
