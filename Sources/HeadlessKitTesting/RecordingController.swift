public import HeadlessKit

/// A controller that records every lifecycle call and runs optional closures in its
/// tracked hooks, so tests can build screens without a subclass each.
///
/// ```swift
/// let controller = RecordingController("root", recorder: recorder)
/// controller.onUpdateProperties = { label.text = model.title }
/// ```
@MainActor
open class RecordingController: Controller {
  /// The name used in recorded events.
  public let name: String
  /// Where events go.
  public let recorder: LifecycleRecorder

  /// Runs inside `updateProperties()` (tracked).
  public var onUpdateProperties: (@MainActor () -> Void)?
  /// Runs inside `willLayout()` (tracked).
  public var onWillLayout: (@MainActor () -> Void)?
  /// Runs inside `updateConstraints()` (tracked).
  public var onUpdateConstraints: (@MainActor () -> Void)?
  /// Runs inside `didLayout()` (tracked).
  public var onDidLayout: (@MainActor () -> Void)?
  /// Runs inside `didLoad()` (untracked).
  public var onDidLoad: (@MainActor () -> Void)?
  /// Runs inside `willAppear()` (untracked).
  public var onWillAppear: (@MainActor () -> Void)?
  /// Runs inside `didAppear()` (untracked).
  public var onDidAppear: (@MainActor () -> Void)?
  /// Runs inside `willDisappear()` (untracked).
  public var onWillDisappear: (@MainActor () -> Void)?
  /// Runs inside `didDisappear()` (untracked).
  public var onDidDisappear: (@MainActor () -> Void)?

  /// Creates a recording controller.
  /// - Parameters:
  ///   - name: The name used in events.
  ///   - recorder: Where events go.
  public init(_ name: String, recorder: LifecycleRecorder) {
    self.name = name
    self.recorder = recorder
    super.init()
    RecordingObjects.made = true
  }

  /// Records `name.loadView`, then runs its handler, if any.
  open override func loadView() {
    recorder.record("\(name).loadView")
    super.loadView()
    view.identifier = name
  }
  /// Records `name.didLoad`, then runs its handler, if any.
  open override func didLoad() {
    recorder.record("\(name).didLoad")
    onDidLoad?()
  }
  /// Records `name.updateProperties`, then runs its handler, if any.
  open override func updateProperties() {
    recorder.record("\(name).updateProperties")
    onUpdateProperties?()
  }
  /// Records `name.updateConstraints`, then runs its handler, if any.
  open override func updateConstraints() {
    recorder.record("\(name).updateConstraints")
    onUpdateConstraints?()
  }
  /// Records `name.willLayout`, then runs its handler, if any.
  open override func willLayout() {
    recorder.record("\(name).willLayout")
    onWillLayout?()
  }
  /// Records `name.didLayout`, then runs its handler, if any.
  open override func didLayout() {
    recorder.record("\(name).didLayout")
    onDidLayout?()
  }
  /// Records `name.willAppear`, then runs its handler, if any.
  open override func willAppear() {
    recorder.record("\(name).willAppear")
    onWillAppear?()
  }
  /// Records `name.isAppearing`, then runs its handler, if any.
  open override func isAppearing() { recorder.record("\(name).isAppearing") }
  /// Records `name.didAppear`, then runs its handler, if any.
  open override func didAppear() {
    recorder.record("\(name).didAppear")
    onDidAppear?()
  }
  /// Records `name.willDisappear`, then runs its handler, if any.
  open override func willDisappear() {
    recorder.record("\(name).willDisappear")
    onWillDisappear?()
  }
  /// Records `name.didDisappear`, then runs its handler, if any.
  open override func didDisappear() {
    recorder.record("\(name).didDisappear")
    onDidDisappear?()
  }
  /// Records `name.willMove(parent)`, naming the parent or `nil`.
  open override func willMove(toParent parent: Controller?) {
    recorder.record("\(name).willMove(\(parent.map(Self.nameOf) ?? "nil"))")
  }
  /// Records `name.didMove(parent)`, naming the parent or `nil`.
  open override func didMove(toParent parent: Controller?) {
    recorder.record("\(name).didMove(\(parent.map(Self.nameOf) ?? "nil"))")
  }

  /// Drops every handler (and what the closures captured).
  public func clearHandlers() {
    onUpdateProperties = nil
    onUpdateConstraints = nil
    onWillLayout = nil
    onDidLayout = nil
    onDidLoad = nil
    onWillAppear = nil
    onDidAppear = nil
    onWillDisappear = nil
    onDidDisappear = nil
  }

  private static func nameOf(_ controller: Controller) -> String {
    (controller as? RecordingController)?.name ?? String(describing: type(of: controller))
  }
}
