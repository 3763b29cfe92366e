public import Foundation

public import HeadlessKit

/// A view that records its tracked hooks and runs optional closures in them.
@MainActor
open class RecordingView: View {
  /// The name used in recorded events.
  public let name: String
  /// Where events go.
  public let recorder: LifecycleRecorder
  /// Runs inside `updateProperties()` (tracked).
  public var onUpdateProperties: (@MainActor () -> Void)?
  /// Runs inside `updateConstraints()` (tracked).
  public var onUpdateConstraints: (@MainActor () -> Void)?
  /// Runs inside `layoutSubviews()` (tracked).
  public var onLayoutSubviews: (@MainActor () -> Void)?
  /// Runs inside `draw(in:)` (tracked).
  public var onDraw: (@MainActor () -> Void)?

  /// Creates a recording view.
  /// - Parameters:
  ///   - name: The name used in events; also the identifier.
  ///   - recorder: Where events go.
  ///   - frame: The initial frame.
  public init(_ name: String, recorder: LifecycleRecorder, frame: Rect = .zero) {
    self.name = name
    self.recorder = recorder
    super.init(frame: frame)
    RecordingObjects.made = true
    identifier = name
  }

  /// Records `name.updateProperties`, then runs its handler, if any.
  open override func updateProperties() {
    recorder.record("\(name).updateProperties")
    onUpdateProperties?()
  }
  /// Drops every handler (and what the closures captured).
  public func clearHandlers() {
    onUpdateProperties = nil
    onUpdateConstraints = nil
    onLayoutSubviews = nil
    onDraw = nil
  }
  /// Records `name.updateConstraints`, then runs its handler, if any.
  open override func updateConstraints() {
    recorder.record("\(name).updateConstraints")
    onUpdateConstraints?()
  }
  /// Records `name.layoutSubviews`, then runs its handler, if any.
  open override func layoutSubviews() {
    recorder.record("\(name).layoutSubviews")
    onLayoutSubviews?()
  }
  /// Records `name.draw`, then draws as the superclass does.
  open override func draw(in canvas: Canvas) {
    recorder.record("\(name).draw")
    onDraw?()
    super.draw(in: canvas)
  }
}

/// Whether any recording view or controller was made in this process: until one is, a
/// host going away has no handlers to clear and skips walking its screen.
@MainActor
enum RecordingObjects {
  static var made = false
}
