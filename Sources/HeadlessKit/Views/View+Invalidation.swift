extension View {
  /// Flags the view for the properties phase; coalesced (SPEC 2.1, 2.4).
  ///
  /// On `.v18` there is no properties phase: the call does nothing but report a
  /// diagnostic (SPEC 4.3, 6.4).
  public func setNeedsUpdateProperties() {
    if let application = window?.application, !application.configuration.hasPropertiesPhase {
      application.report(
        Diagnostic(
          kind: .misuse,
          message:
            "\(diagnosticName).setNeedsUpdateProperties() called on platform 18, which has no "
            + "properties phase; it does nothing. Use setNeedsLayout() and the layout hooks."))
      return
    }
    invalidate(.properties)
  }

  /// Asks for the view's configuration hooks (a cell's `updateConfiguration(using:)`, a
  /// button's `configurationUpdateHandler`) to run again: in the properties phase on
  /// platform 26, in the layout phase on 18, where UIKit configures during layout.
  public func setNeedsUpdateConfiguration() {
    if let configuration = window?.application?.configuration {
      invalidate(configuration.hasPropertiesPhase ? .properties : .layout)
    } else {
      // Not shown yet: the platform is unknown, so flag both; 18 drops the first.
      invalidate(.properties)
      invalidate(.layout)
    }
  }

  /// Flags the view for the layout phase; coalesced (SPEC 2.1, 2.4).
  public func setNeedsLayout() {
    invalidate(.layout)
  }

  /// Flags the view for the display phase; coalesced.
  public func setNeedsDisplay() {
    invalidate(.display)
  }

  /// Runs, now, the pending properties work of the view and its whole subtree,
  /// controllers included (SPEC 2.5). Works in or out of a window.
  public func updatePropertiesIfNeeded() {
    let application = window?.application
    application?.applyInbox(includingOthers: true)
    let configuration = application?.configuration ?? Configuration()
    guard configuration.hasPropertiesPhase else { return }
    visitPreOrder { view in
      view.applyDetachedChanges(application)
      if view.flagsProperties {
        view.flagsProperties = false
        view.runPropertiesPhase(in: application)
      }
    }
  }

  /// Runs the pending properties work of the subtree, then its pending layout work
  /// (SPEC 2.5).
  public func layoutIfNeeded() {
    updatePropertiesIfNeeded()
    let application = window?.application
    visitPreOrder { view in
      view.applyDetachedChanges(application)
      if view.flagsLayout {
        view.flagsLayout = false
        view.runLayoutPhase(in: application)
      }
    }
  }

  /// Visits pre-order, reading each view's subviews after its work ran (work may add
  /// or remove subviews).
  private func visitPreOrder(_ body: (View) -> Void) {
    body(self)
    for child in subviews where child.superview === self {
      child.visitPreOrder(body)
    }
  }

  /// Applies changes that fired while the view was outside any visible window.
  private func applyDetachedChanges(_ application: Application?) {
    guard application == nil || window?.visibleApplication == nil else { return }
    tracker?.applyPendingChanges()
  }

  var hasAnyFlag: Bool { flagsProperties || flagsLayout || flagsDisplay }

  /// Sets a flag and, when the view is in a visible window, queues it for a pass.
  func invalidate(_ invalidation: Invalidation) {
    switch invalidation {
    case .properties:
      if flagsProperties { return }
      flagsProperties = true
    case .layout:
      if flagsLayout { return }
      flagsLayout = true
    case .display:
      if flagsDisplay { return }
      flagsDisplay = true
    }
    if let application = window?.visibleApplication {
      // A view is main-actor state, yet code outside Swift 6's checks (a Swift 5 module,
      // an unchecked callback) can still change one from another thread (SPEC 6.4).
      // Queueing it from here would race the loop: hand it to the loop instead.
      if application.inbox.isOffLoopThread {
        application.inbox.post(
          .offLoopChange(
            UpdateInbox.OffLoopChange(
              view: self, invalidation: invalidation, thread: UpdateInbox.currentThreadName)))
        return
      }
      application.flagsSet &+= 1
      if !isQueued { application.enqueue(self) }
    }
  }

  /// Queues, on the loop, a view whose flag a change on another thread set.
  func requeueAfterOffLoopChange(_ invalidation: Invalidation) {
    clearFlag(invalidation)
    invalidate(invalidation)
  }

  func flag(_ invalidation: Invalidation) -> Bool {
    switch invalidation {
    case .properties: return flagsProperties
    case .layout: return flagsLayout
    case .display: return flagsDisplay
    }
  }

  func clearFlag(_ invalidation: Invalidation) {
    switch invalidation {
    case .properties: flagsProperties = false
    case .layout: flagsLayout = false
    case .display: flagsDisplay = false
    }
  }

  // MARK: Running the phases' hooks

  /// The properties phase for this view: the controller's hook first, then the view's,
  /// then configuration hooks, in one tracking scope (SPEC 2.2, 3.2).
  func runPropertiesPhase(in application: Application?) {
    runScope(.updateProperties, in: application) {
      if let controller = owningController {
        runHook(.updateProperties, of: controller, in: application) {
          controller.updateProperties()
        }
      }
      runHook(.updateProperties, of: self, in: application) { self.updateProperties() }
      runConfigurationHooks(in: application)
    }
  }

  /// The layout phase: `willLayout()`, `layoutSubviews()`, `didLayout()` in one tracking
  /// scope (SPEC 2.2, 3.2). On platform 18, configuration hooks run first, in the same
  /// scope, since there is no properties phase.
  func runLayoutPhase(in application: Application?) {
    let controller = owningController
    runScope(controller == nil ? .layoutSubviews : .willLayout, in: application) {
      if !(application?.configuration.hasPropertiesPhase ?? true) {
        runConfigurationHooks(in: application)
      }
      if let controller {
        runHook(.willLayout, of: controller, in: application) { controller.willLayout() }
      }
      runHook(.layoutSubviews, of: self, in: application) { self.layoutSubviews() }
      if let controller {
        runHook(.didLayout, of: controller, in: application) { controller.didLayout() }
      }
    }
  }

  /// The display phase: `draw(in:)` on a fresh canvas.
  func runDisplayPhase(in application: Application?) {
    // The previous drawing is reused when nothing else holds it (a caller keeping
    // `lastDrawing` keeps what it saw): no canvas and command list allocated per redraw.
    let canvas: Canvas
    if isKnownUniquelyReferenced(&lastDrawing), let previous = lastDrawing,
      previous.bounds == bounds
    {
      previous.removeAllCommands()
      canvas = previous
    } else {
      canvas = Canvas(bounds: bounds)
    }
    runScope(.draw, in: application) {
      runHook(.draw, of: self, in: application) { self.draw(in: canvas) }
    }
    lastDrawing = canvas.commands.isEmpty ? nil : canvas
  }
}
