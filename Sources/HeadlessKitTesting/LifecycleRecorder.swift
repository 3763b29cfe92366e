/// Records hook and appearance events in the order they happen, for ordering
/// assertions.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// let root = RecordingController("root", recorder: recorder)
/// host.show(root)
/// #expect(recorder.events == ["root.loadView", "root.didLoad", "root.willAppear", ...])
/// ```
@MainActor
public final class LifecycleRecorder {
  /// The events so far, as `name.hook`.
  public private(set) var events: [String] = []

  /// Creates an empty recorder.
  public init() {}

  /// Appends an event.
  /// - Parameter event: The event, conventionally `name.hook`.
  public func record(_ event: String) {
    events.append(event)
  }

  /// Forgets the events so far.
  public func reset() {
    events.removeAll()
  }

  /// Returns the events so far and forgets them.
  /// - Returns: The recorded events.
  public func take() -> [String] {
    defer { events.removeAll() }
    return events
  }

  /// How many times `event` was recorded.
  /// - Parameter event: The event to count.
  /// - Returns: The count.
  public func count(of event: String) -> Int {
    events.reduce(0) { $0 + ($1 == event ? 1 : 0) }
  }
}
