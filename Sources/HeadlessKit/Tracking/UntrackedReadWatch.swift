@_spi(SwiftUI) import Observation

/// A change to a value that an untracked callback read.
struct UntrackedChange: Sendable, Equatable {
  /// The callback that read it: `didLoad()`, `Button(pick) action`.
  let callback: String
  /// The observable type whose property changed.
  let typeName: String?
  /// The changed key path as Observation prints it.
  let keyPath: String?
}

/// Watches an object's untracked callbacks (`didLoad()`, appearance callbacks, actions)
/// for reads whose value later changes: far smaller than a ``HookTracker``, since it only
/// collects reports and never invalidates.
final class UntrackedReadWatch: Sendable {
  private struct WatchState {
    weak var owner: AnyObject?
    weak var sink: (any ChangeSink)?
    var changes: [UntrackedChange] = []
    var callback: String?
    var sawChange = false
  }
  private let state: Locked<WatchState>

  @MainActor
  init(owner: AnyObject) {
    var initial = WatchState()
    initial.owner = owner
    state = Locked(initial)
  }

  /// Where reports go; set when the owner's view enters a visible window.
  func attach(to sink: (any ChangeSink)?) {
    state.withLock { $0.sink = sink }
  }

  /// Runs an untracked callback inside a report-only scope: the first change to anything
  /// it read is recorded (the scope then cancels itself), and nothing is invalidated. A
  /// callback that reads nothing installs nothing.
  @MainActor
  func watch(_ callback: String, _ body: () -> Void) {
    state.withLock { $0.callback = callback }
    // The callback holds the watch strongly: a caller can tell from the watch's reference
    // count whether a scope was installed (nothing read, nothing installed or retained).
    withObservationTracking(
      body,
      didSet: { [self] tracking in
        tracking.cancel()
        let change = UntrackedChange(
          callback: callback,
          typeName: tracking.changed.map { String(describing: type(of: $0).rootType) },
          keyPath: tracking.changed.map { String(describing: $0) })
        let sink = self.state.withLock { s -> (any ChangeSink)? in
          s.changes.append(change)
          s.sawChange = true
          return s.sink
        }
        sink?.watchedReadChanged(self)
      })
  }

  /// The callback watched, once ``watch(_:_:)`` ran.
  @MainActor
  var callback: String? { state.withLock { $0.callback } }

  /// Whether a value the callback read has changed since (kept after the change is taken):
  /// the staleness audit runs such a callback again.
  @MainActor
  var sawChange: Bool { state.withLock { $0.sawChange } }

  /// The owner, if it is still alive.
  @MainActor
  var owner: AnyObject? { state.withLock { $0.owner } }

  /// Takes the changes recorded so far.
  @MainActor
  func takeChanges() -> [UntrackedChange] {
    state.withLock { s in
      defer { s.changes = [] }
      return s.changes
    }
  }

  /// Whether changes wait (the owner was in no visible window when they happened).
  @MainActor
  var hasChanges: Bool { state.withLock { !$0.changes.isEmpty } }
}
