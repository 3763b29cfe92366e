public import HeadlessKit

/// Records the bodies evaluated in one window, in order: for tests that check which bodies
/// a change re-evaluates, and in what order.
///
/// ```swift
/// let recorder = BodyRecorder(window: host.window)
/// counter.value += 1
/// host.flush()
/// #expect(recorder.runs == ["CounterView"])
/// ```
@MainActor
public final class BodyRecorder {
  private static var active: [ObjectIdentifier: [BodyRecorder]] = [:]
  private let windowID: ObjectIdentifier

  /// The type names of the bodies evaluated since the recorder was made (or last reset),
  /// in order.
  public private(set) var runs: [String] = []

  /// Starts recording the bodies evaluated in `window`.
  /// - Parameter window: The window.
  public init(window: Window) {
    windowID = ObjectIdentifier(window)
    Self.active[windowID, default: []].append(self)
  }

  /// Stops recording.
  public func stop() {
    Self.active[windowID]?.removeAll { $0 === self }
    if Self.active[windowID]?.isEmpty == true { Self.active[windowID] = nil }
  }

  /// Forgets the runs recorded so far.
  public func reset() { runs = [] }

  /// How many times bodies of views named `typeName` ran.
  /// - Parameter typeName: The view's type name, as `String(describing:)` writes it.
  /// - Returns: The count.
  public func count(_ typeName: String) -> Int { runs.filter { $0 == typeName }.count }

  static func record(_ typeName: String, in view: HeadlessKit.View) {
    guard !active.isEmpty, let window = view.window,
      let recorders = active[ObjectIdentifier(window)]
    else { return }
    for recorder in recorders { recorder.runs.append(typeName) }
  }
}
