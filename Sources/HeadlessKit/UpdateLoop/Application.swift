import Foundation
import Observation

/// Owns windows, the configuration and the update loop.
///
/// There is no shared instance: each application is independent, so tests can run in
/// parallel. Tests drive the loop by hand with ``flush()``; a headless app calls
/// ``run()``.
///
/// ```swift
/// let app = Application()
/// let window = Window()
/// window.rootController = CounterController(counter: counter)
/// app.show(window)
/// app.flush()              // first pass: updateProperties(), layout, display
/// counter.value += 1       // on the main actor; other threads write a SharedState
/// app.flush()              // re-runs exactly the hooks that read counter.value
/// ```
@MainActor
public final class Application {
  /// The configuration, fixed for the application's lifetime.
  public let configuration: Configuration
  /// What the configuration's platform does, asked by views and controllers.
  let policy: PlatformPolicy

  /// Whether re-run causes are reported: ``Configuration/traceEnabled``, or the
  /// environment variable `HEADLESSKIT_TRACE=1`.
  public private(set) var isTracing: Bool {
    get { loop.isTracing }
    set { loop.isTracing = newValue }
  }

  /// Turns the trace on or off while the application runs (the CLI's `trace on|off`).
  package func setTracing(_ on: Bool) {
    isTracing = on
    inbox.capturesCauses = on
    updateWatchesHookRuns()
  }

  /// Receives every diagnostic as it is reported.
  public var onDiagnostic: (@MainActor (Diagnostic) -> Void)?

  /// Where each diagnostic is written as it is reported: ``DiagnosticLog/standardError``
  /// (one line each) by default; ``DiagnosticLog/silent`` to print nothing.
  ///
  /// ```swift
  /// app.diagnosticLog = .silent   // a test that provokes warnings on purpose
  /// ```
  public var diagnosticLog: DiagnosticLog = .standardError
  /// Receives every hook run as it starts: which object, which hook. For tools that
  /// show what re-ran (the `headless` CLI); `nil` costs nothing.
  package var onHookRun: (@MainActor (HookRun) -> Void)? {
    didSet { updateWatchesHookRuns() }
  }

  /// Receives a summary of every pass when it has finished (its `didAppear()` calls
  /// included): a headless app redraws or saves its screen here. `nil`, the default,
  /// costs nothing; while set, each hook run is recorded for the summary.
  ///
  /// ```swift
  /// app.onPassFinished = { _ in print(window.renderText()) }
  /// ```
  public var onPassFinished: (@MainActor (PassSummary) -> Void)? {
    get { loop.onPassFinished }
    set {
      loop.onPassFinished = newValue
      updateWatchesHookRuns()
    }
  }

  private func updateWatchesHookRuns() {
    loop.watchesHookRuns = isTracing || onHookRun != nil || onPassFinished != nil
  }

  /// The stop request of ``run()``.
  nonisolated let runControl = RunControl()

  /// Diagnostics reported so far (the most recent 10,000).
  public var diagnostics: [Diagnostic] {
    keptDiagnostics.count <= Self.diagnosticsKept
      ? keptDiagnostics : Array(keptDiagnostics.suffix(Self.diagnosticsKept))
  }
  /// How many diagnostics ``diagnostics`` keeps.
  static let diagnosticsKept = 10_000
  /// The diagnostics kept: up to twice ``diagnosticsKept``, halved when full, so a long
  /// traced run does not move 10,000 diagnostics for every new one.
  private var keptDiagnostics: [Diagnostic] = []

  /// The visible windows, in the order they were shown.
  public private(set) var windows: [Window] = []

  /// Passes run so far (a flush runs at most one pass, which may repeat).
  package var passCount: Int { loop.passCount }

  /// The cross-thread inbox: where changes are recorded.
  let inbox: UpdateInbox
  /// The views flagged for each phase in this application's visible windows.
  let queues: PassQueues
  /// The pass's own state (see ``LoopState``).
  @exclusivity(unchecked) var loop = LoopState()
  /// Controller types already checked for plain nested classes (while tracing).
  var checkedControllerTypes: Set<ObjectIdentifier> = []
  /// Types already checked for an `updateProperties()` that platform 18 never calls.
  var checkedPlatform18Types: Set<ObjectIdentifier> = []
  var nextShowOrder = 0
  var invalidationStamp: Int { queues.flagsSet &+ inbox.totalPosts }

  /// Creates an application.
  /// - Parameter configuration: The platform and tracking settings.
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    policy = PlatformPolicy(configuration)
    // The wake closure is set up before `self` exists, so it goes through a box.
    let box = WeakApplicationBox()
    inbox = UpdateInbox(wake: { box.wake() })
    queues = PassQueues(scheduler: inbox)
    // One variable through getenv: ProcessInfo's `environment` copies the whole environment
    // into a dictionary, a large share of making an application (the `screen-test` row).
    let tracing =
      configuration.traceEnabled
      || getenv("HEADLESSKIT_TRACE").map { String(cString: $0) == "1" } == true
    loop.isTracing = tracing
    inbox.capturesCauses = tracing
    loop.watchesHookRuns = tracing
    box.application = self
  }

  isolated deinit {
    // Trackers outlive the application and hold its inbox: it must stop recording. Views
    // hold the queues, and the queues hold the views queued in them.
    inbox.close()
    queues.close()
    AnimationContext.forget(self)
  }

  /// Makes a window visible; its root controller appears.
  ///
  /// `willAppear()` runs now, the first pass runs the hooks, and `didAppear()` follows
  /// that pass.
  /// - Parameter window: The window to show.
  public func show(_ window: Window) {
    guard !window.isVisible || window.application !== self else { return }
    if let other = window.application, other !== self, window.isVisible { other.hide(window) }
    window.application = self
    window.isVisible = true
    AnimationContext.register(self)
    window.showOrder = nextShowOrder
    TreeOrder.treeChanged()
    TraitSystem.traitsMayHaveChanged()
    nextShowOrder += 1
    windows.append(window)
    window.moveToWindow(window)
    if let root = window.rootController {
      root.beginAppearance(true)
      awaitDidAppear(root)
    }
    inbox.schedulePass()
  }

  /// Hides a window: `willDisappear()`, the window leaves the screen, `didDisappear()`. Its views'
  /// pending work waits until it is shown again.
  /// - Parameter window: The window to hide.
  public func hide(_ window: Window) {
    guard window.isVisible, window.application === self else { return }
    let root = window.rootController
    root?.beginAppearance(false)
    window.isVisible = false
    // Its views stop holding the queues: queued ones are skipped, and keep their flags.
    window.forEachInSubtree { $0.node.queues = nil }
    windows.removeAll { $0 === window }
    root?.endAppearance(false)
  }

  /// Turns on live scheduling without blocking: every invalidation schedules a pass on
  /// the main actor. ``run()`` does this for the time it runs.
  package func startLiveUpdates() {
    inbox.setLive(true)
    queues.schedulesPasses = true
    inbox.schedulePass()
  }

  /// Turns live scheduling off; passes run only through ``flush()`` again.
  package func stopLiveUpdates() {
    inbox.setLive(false)
    queues.schedulesPasses = false
  }

  /// Reports a diagnostic to ``onDiagnostic`` and ``diagnostics``.
  /// - Parameter diagnostic: The report.
  package func report(_ diagnostic: Diagnostic) {
    if keptDiagnostics.count >= 2 * Self.diagnosticsKept {
      keptDiagnostics.removeFirst(keptDiagnostics.count - Self.diagnosticsKept)
    }
    keptDiagnostics.append(diagnostic)
    diagnosticLog.write(diagnostic)
    onDiagnostic?(diagnostic)
  }

  /// Whether any work waits for a pass (flags in visible windows, posted changes or
  /// appearances to finish).
  package var hasPendingWork: Bool {
    !queues.isEmpty || !loop.awaitingDidAppear.isEmpty || inbox.hasEntries
  }

  func awaitDidAppear(_ controller: Controller) {
    if !loop.awaitingDidAppear.contains(where: { $0 === controller }) {
      loop.awaitingDidAppear.append(controller)
    }
    inbox.schedulePass()
  }

  func recordInvalidatingRun(_ hook: Hook, of owner: AnyObject) {
    let run = HookRun(
      owner: String(describing: type(of: owner)), hook: hook,
      method: (owner as? Controller)?.ownName(of: hook)?.description)
    if loop.recordedRuns?.contains(run) == false { loop.recordedRuns?.append(run) }
  }

  func hookWillRun(_ hook: Hook, of owner: AnyObject) {
    if isTracing, hook == .updateProperties || hook == .willLayout,
      let controller = owner as? Controller,
      checkedControllerTypes.insert(ObjectIdentifier(type(of: controller))).inserted
    {
      reportPlainNestedClasses(in: controller)
    }
    if onHookRun != nil || onPassFinished != nil {
      let name = (owner as? View)?.diagnosticName ?? String(describing: type(of: owner))
      let run = HookRun(
        owner: name, hook: hook, method: (owner as? Controller)?.ownName(of: hook)?.description)
      if onPassFinished != nil { loop.passRuns.append(run) }
      onHookRun?(run)
    }
  }

  /// Called on the main actor by a scheduled wake in live mode.
  func scheduledPass() {
    inbox.passStarted()
    flush()
  }
}

/// Lets the inbox's wake closure reach the application without owning it.
private final class WeakApplicationBox: @unchecked Sendable {
  // Written once in Application.init before any wake can run; read on the main actor.
  weak var application: Application?

  func wake() {
    Task { @MainActor [self] in
      self.application?.scheduledPass()
    }
  }
}
