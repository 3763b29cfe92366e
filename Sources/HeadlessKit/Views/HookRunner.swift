// Where a hook runs: the only file that calls a tracked hook (a controller's
// `updateProperties()`, `willLayout()`, `didLayout()`, a view's `updateProperties()`,
// `layoutSubviews()`, `draw(in:)`, a widget's configuration hooks), each inside its
// phase's tracking scope.

import Foundation

extension View {
  /// The properties phase for this view: the controller's hook first, then the view's,
  /// then configuration hooks, in one tracking scope.
  @inline(__always)
  func runPropertiesPhase(in application: (any LoopHost)?) {
    // A new screen's every label passes through here once: no scope for it.
    if runsOnlyHeadlessKitCode(in: .properties) {
      runReportedHook(.updateProperties, of: self, in: application) { self.updateProperties() }
      return
    }
    runScope(.updateProperties, in: application) { attributes in
      if let controller = owningController {
        runHook(.updateProperties, of: controller, in: application, attributes) {
          controller.updateProperties()
        }
      }
      // A hook HeadlessKit wrote reads nothing observable: no attribution scope for it.
      runHook(
        .updateProperties, of: self, in: application,
        attributes && userCodePhases.contains(.properties)
      ) { self.updateProperties() }
      if hasConfigurationHook { runConfigurationHooks(in: application, attributes) }
    }
  }

  /// Whether this view's hooks of `phase` are all HeadlessKit's: no controller, no
  /// configuration hook, no override. Such hooks read nothing observable and no trait, so
  /// the phase runs them without a tracking scope.
  @inline(__always)
  private func runsOnlyHeadlessKitCode(in phase: UserCodePhases) -> Bool {
    !node.hasOwningController && !hasConfigurationHook && !userCodePhases.contains(phase)
  }

  /// The constraints phase for this view: the controller's `updateConstraints()` first,
  /// then the view's, in one tracking scope.
  func runConstraintsPhase(in application: (any LoopHost)?) {
    runScope(.updateConstraints, in: application) { attributes in
      if let controller = owningController {
        runReportedHook(.updateConstraints, of: controller, in: application) {
          runStep(
            attributes, .updateConstraints, of: controller,
            method: attributes ? controller.ownName(of: .updateConstraints) : nil
          ) { controller.updateConstraints() }
        }
      }
      runHook(
        .updateConstraints, of: self, in: application,
        attributes && userCodePhases.contains(.constraints)
      ) { self.updateConstraints() }
    }
  }

  /// The layout phase: `willLayout()`, `layoutSubviews()`, `didLayout()` in one tracking
  /// scope. On platform 18, configuration hooks run first, in the same scope, since there
  /// is no properties phase.
  func runLayoutPhase(in application: (any LoopHost)?) {
    // The root of a tree with constraints solves them first: frames are set before
    // anything lays out.
    if node.hostsLayoutEngine { layout?.engine?.solveIfNeeded() }
    // No scope, no weak loads for HeadlessKit's own layout (a width change lays out every
    // view of a constrained tree through here).
    if runsOnlyHeadlessKitCode(in: .layout) {
      runReportedHook(.layoutSubviews, of: self, in: application) { self.layoutSubviews() }
      return
    }
    let controller = owningController
    runScope(controller == nil ? .layoutSubviews : .willLayout, in: application) { attributes in
      if policy.configurationPhase == .layout {
        runConfigurationHooks(in: application, attributes)
      }
      // A controller's reads are attributed to its class's name of the method (a layer's
      // own spelling of `willLayout()`), the method its author wrote.
      if let controller {
        runReportedHook(.willLayout, of: controller, in: application) {
          runStep(
            attributes, .willLayout, of: controller,
            method: attributes ? controller.ownName(of: .willLayout) : nil
          ) { controller.willLayout() }
        }
      }
      runHook(
        .layoutSubviews, of: self, in: application, attributes && userCodePhases.contains(.layout)
      ) { self.layoutSubviews() }
      if let controller {
        runReportedHook(.didLayout, of: controller, in: application) {
          runStep(
            attributes, .didLayout, of: controller,
            method: attributes ? controller.ownName(of: .didLayout) : nil
          ) { controller.didLayout() }
        }
      }
    }
  }

  /// The display phase: `draw(in:)` on a fresh canvas, or, for a view whose drawing is
  /// all HeadlessKit's, a note that it is due.
  ///
  /// HeadlessKit's own `draw(in:)` runs no user code and reads nothing observable: what
  /// it draws follows from the view's properties, so nothing can tell when it runs but a
  /// reader of the drawing. Such a view draws when its drawing is first read
  /// (``lastDrawing``, pictures), from its state then; a screen test that never takes a
  /// picture draws nothing (the `screen-test` and `cycle` rows). While something watches
  /// hook runs (tracing, `onHookRun`, ``Application/onPassFinished``), every view draws in
  /// the pass, so what is reported is what ran.
  @inline(__always)
  func runDisplayPhase(in application: (any LoopHost)?) {
    if application?.observesHookRuns != true, !userCodePhases.contains(.display) {
      node.drawingDeferred = true
      return
    }
    node.drawingDeferred = false
    makeDrawing(in: application)
  }

  /// Makes the drawing the display phase deferred, as that phase would have made it, with
  /// nothing reported (no pass is running it).
  func drawDeferredDrawing() {
    node.drawingDeferred = false
    makeDrawing(in: nil)
  }

  /// Runs `draw(in:)` (and UIKit's `draw(_:)`) on a fresh or reused canvas, kept as
  /// ``lastDrawing``.
  @inline(__always)
  private func makeDrawing(in application: (any LoopHost)?) {
    // The previous drawing is reused when nothing else holds it (a caller keeping
    // `lastDrawing` keeps what it saw): no canvas and command list allocated per redraw.
    let canvas: Canvas
    let reused: Bool
    if isKnownUniquelyReferenced(&node.lastDrawing), let previous = node.lastDrawing,
      previous.bounds.size == bounds.size
    {
      previous.removeAllCommands()
      canvas = previous
      reused = true
    } else {
      canvas = Canvas(bounds: bounds)
      reused = false
    }
    runScope(.draw, in: application) { attributes in
      runReportedHook(.draw, of: self, in: application) {
        runStep(attributes, .draw, of: self) { self.draw(in: canvas) }
        // UIKit's draw(_:) only a subclass can override: HeadlessKit's own views skip it.
        guard userCodePhases.contains(.display) else { return }
        let outer = Canvas.current
        Canvas.current = canvas
        runStep(attributes, .draw, of: self, method: "draw(_:)") { self.draw(bounds) }
        Canvas.current = outer
      }
    }
    // A reused canvas is the one `lastDrawing` holds already: storing it again would be
    // a retain and a release for nothing (the `cycle` row).
    if canvas.commands.isEmpty {
      node.lastDrawing = nil
    } else if !reused {
      node.lastDrawing = canvas
    }
  }

  /// The widget's configuration hooks, when it declares any.
  /// Each is named by its own method when reads are attributed.
  private func runConfigurationHooks(in application: (any LoopHost)?, _ attributes: Bool) {
    guard hasConfigurationHook else { return }
    runReportedHook(.configuration, of: self, in: application) {
      runConfiguration { method, body in
        runStep(attributes, .configuration, of: self, method: method, body)
      }
    }
  }

  /// Whether one phase's hooks of this view run code that HeadlessKit did not write: the
  /// owning controller's hooks, a subclass's overrides, or closures the view calls.
  /// `configurationPhase` is the phase that runs configuration hooks on the platform.
  private func runsUserCode(
    in phase: Invalidation, configurationPhase: Invalidation
  ) -> Bool {
    let declared = userCodePhases
    switch phase {
    case .properties:
      return node.hasOwningController || declared.contains(.properties)
        || (configurationPhase == .properties && declared.contains(.configuration))
    case .layout:
      return node.hasOwningController || declared.contains(.layout)
        || (configurationPhase == .layout && declared.contains(.configuration))
    case .constraints:
      return node.hasOwningController || declared.contains(.constraints)
    case .display:
      return declared.contains(.display)
    }
  }

  /// Runs one phase's hooks of this view (`body`) in the phase's tracking scope when the
  /// configuration tracks hooks and the phase runs user code, plainly otherwise: code
  /// HeadlessKit wrote reads no observable state, so a scope would change no behaviour.
  /// A view outside any application is tracked with the default configuration.
  /// - Parameters:
  ///   - hook: The hook named when the scope's reads change.
  ///   - body: The hooks; its argument says whether they attribute their reads (the
  ///     scope is tracked and causes are wanted).
  @inline(__always)
  private func runScope(
    _ hook: Hook, in application: (any LoopHost)?, _ body: (_ attributes: Bool) -> Void
  ) {
    // Traits are tracked in every configuration, as UIKit tracks them since iOS 18
    // whether or not observation tracking is on: `traitCollection` records reads into
    // the running view's state (written out here, not through a closure, which would
    // cost a context and a retain per run).
    let outerRun = TraitSystem.startRecordingReads(of: self, hook: hook)
    defer { TraitSystem.currentRun = outerRun }
    // The policy's two answers, not the policy: copying it is a retain and a release.
    let scopes =
      application?.hookScopePolicy
      ?? (
        tracksHooks: PlatformPolicy.detached.tracksHooks,
        configurationPhase: PlatformPolicy.detached.configurationPhase
      )
    guard scopes.tracksHooks,
      runsUserCode(in: hook.invalidation, configurationPhase: scopes.configurationPhase)
    else {
      body(false)
      return
    }
    let tracker: HookTracker
    if let existing = node.tracker {
      tracker = existing
    } else {
      tracker = HookTracker(owner: self)
      node.tracker = tracker
      node.trackerLease = HookTracker.Lease(tracker)
      markSubtreeHasTracker()
    }
    let first = tracker.run(hook, reportingTo: application?.changeSink, body)
    if first, let application, application.isLive {
      // While live, other threads write at any moment, and one that completed between
      // this first run's reads and the installation of its scope would be seen by
      // nobody (later runs are covered by the scope before them, armed until replaced).
      // Flag the phase again: the pass repeats it once, with this run's scope armed.
      invalidate(hook.invalidation)
    }
  }
}

/// An object whose hooks HeadlessKit runs: a view or a controller. It remembers which
/// hook is running, so a direct call of a hook by user code can be told apart.
@MainActor
protocol HookRunning: AnyObject {
  var hookInProgress: Hook? { get set }
  /// How the trace names the object.
  var nameForTrace: String { get }
}

extension View: HookRunning {
  var hookInProgress: Hook? {
    get { node.hookInProgress }
    set { node.hookInProgress = newValue }
  }
  var nameForTrace: String { diagnosticName }
}
extension Controller: HookRunning {
  var nameForTrace: String { TypeDescriptions.name(of: type(of: self)) }
}

/// Runs a hook made of one method; with `attributes`, its reads are attributed to it.
/// Hooks made of several methods call `runReportedHook` and `runStep` for each method.
@MainActor
@inline(__always)
private func runHook<Owner: HookRunning>(
  _ hook: Hook, of owner: Owner, in application: (any LoopHost)?, _ attributes: Bool,
  _ body: () -> Void
) {
  runReportedHook(hook, of: owner, in: application) {
    runStep(attributes, hook, of: owner, body)
  }
}

/// Runs one method of a hook; with `attributes`, its reads are attributed to it under
/// `method` (the hook's own name when `nil`; a controller class's own name of the hook,
/// ``Controller/name(of:)``, otherwise).
@MainActor
@inline(__always)
private func runStep<Owner: HookRunning>(
  _ attributes: Bool, _ hook: Hook, of owner: Owner, method: StaticString? = nil,
  _ body: () -> Void
) {
  guard attributes else { return body() }
  HookTracker.attributeReads(to: HookReader(owner: owner, hook: hook, method: method), body)
}

/// Runs one hook, reporting it to ``Application/onHookRun`` and, while a feedback loop is
/// suspected, noting whether the run invalidated anything.
@MainActor
@inline(__always)
private func runReportedHook<Owner: HookRunning>(
  _ hook: Hook, of owner: Owner, in application: (any LoopHost)?, _ body: () -> Void
) {
  let previous = owner.hookInProgress
  owner.hookInProgress = hook
  defer { owner.hookInProgress = previous }
  // The usual run, which nothing watches or records: one question to the host.
  if application?.observesHookRuns != true {
    body()
    return
  }
  // Read through the optional, not bound: a binding would retain the application (its
  // side table makes that the runtime's slow path) on every run.
  if application?.watchesHookRuns == true { application?.hookWillRun(hook, of: owner) }
  guard let application, application.recordsInvalidatingRuns else {
    body()
    return
  }
  let before = application.invalidationStamp
  body()
  if application.invalidationStamp != before {
    application.recordInvalidatingRun(hook, of: owner)
  }
}
