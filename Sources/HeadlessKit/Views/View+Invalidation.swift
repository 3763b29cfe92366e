extension View {
  /// What this view's platform does: its application's policy, or the detached one.
  var policy: PlatformPolicy { window?.application?.policy ?? .detached }

  /// Flags the view for the properties phase; coalesced.
  ///
  /// On `.v18` there is no properties phase: the call does nothing but report a
  /// diagnostic.
  public func setNeedsUpdateProperties() {
    if let application = window?.application, !application.policy.hasPropertiesPhase {
      application.report(Diagnostic(.noPropertiesPhase(view: diagnosticName)))
      return
    }
    invalidate(.properties)
  }

  /// Asks for the view's configuration hooks (a cell's `updateConfiguration(using:)`, a
  /// button's `configurationUpdateHandler`) to run again: in the properties phase on
  /// platform 26, in the layout phase on 18, where UIKit configures during layout.
  public func setNeedsUpdateConfiguration() {
    for phase in policy.configurationPhases { invalidate(phase) }
  }

  /// Flags the view for the constraints phase, in which ``updateConstraints()`` runs
  /// (after the owning controller's); coalesced.
  public func setNeedsUpdateConstraints() {
    invalidate(.constraints)
  }

  /// Whether the constraints phase has work for this view.
  public var needsUpdateConstraints: Bool { node.flagsConstraints }

  /// Runs, now, the pending constraints work of the view and its subtree (subviews
  /// first, as the pass does), properties first.
  public func updateConstraintsIfNeeded() {
    updatePropertiesIfNeeded()
    let application = window?.application
    visitPostOrder { view in
      if view.node.flagsConstraints {
        view.node.flagsConstraints = false
        view.runConstraintsPhase(in: application)
      }
    }
  }

  /// Flags the view for the layout phase; coalesced.
  public func setNeedsLayout() {
    invalidate(.layout)
  }

  /// Flags the view for the display phase; coalesced.
  public func setNeedsDisplay() {
    invalidate(.display)
  }

  /// Runs, now, the pending properties work of the view and its whole subtree,
  /// controllers included. Works in or out of a window.
  public func updatePropertiesIfNeeded() {
    let application = window?.application
    // Hooks run here outside `flush()`, which otherwise records the loop's thread.
    application?.inbox.markLoopThread()
    application?.applyInbox(includingOthers: true)
    guard policy.hasPropertiesPhase else { return }
    visitPreOrder { view in
      view.applyDetachedChanges(application)
      if view.node.flagsProperties {
        view.node.flagsProperties = false
        view.runPropertiesPhase(in: application)
      }
    }
  }

  /// Runs the pending properties work of the subtree, then its pending layout work.
  public func layoutIfNeeded() {
    updateConstraintsIfNeeded()
    solveConstraintsIfNeeded()
    let application = window?.application
    visitPreOrder { view in
      view.applyDetachedChanges(application)
      if view.node.flagsLayout {
        view.node.flagsLayout = false
        view.runLayoutPhase(in: application)
      }
    }
  }

  /// Visits subviews before the view.
  private func visitPostOrder(_ body: (View) -> Void) {
    for child in subviews where child.superview === self {
      child.visitPostOrder(body)
    }
    body(self)
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
    node.tracker?.applyPendingChanges()
  }

  var hasAnyFlag: Bool {
    node.flagsProperties || node.flagsConstraints || node.flagsLayout || node.flagsDisplay
  }

  /// Sets a flag and, when the view is in a visible window, queues it for a pass.
  func invalidate(_ invalidation: Invalidation) {
    switch invalidation {
    case .properties:
      if node.flagsProperties { return }
      node.flagsProperties = true
    case .constraints:
      if node.flagsConstraints { return }
      node.flagsConstraints = true
    case .layout:
      if node.flagsLayout { return }
      node.flagsLayout = true
    case .display:
      if node.flagsDisplay { return }
      node.flagsDisplay = true
    }
    // In a visible window, the view holds its application's queues.
    node.queues?.flagSet(on: self, for: invalidation)
  }

  /// Queues, on the loop, a view whose flag a change on another thread set.
  func requeueAfterOffLoopChange(_ invalidation: Invalidation) {
    clearFlag(invalidation)
    invalidate(invalidation)
  }

  func flag(_ invalidation: Invalidation) -> Bool {
    switch invalidation {
    case .properties: return node.flagsProperties
    case .constraints: return node.flagsConstraints
    case .layout: return node.flagsLayout
    case .display: return node.flagsDisplay
    }
  }

  func clearFlag(_ invalidation: Invalidation) {
    switch invalidation {
    case .properties: node.flagsProperties = false
    case .constraints: node.flagsConstraints = false
    case .layout: node.flagsLayout = false
    case .display: node.flagsDisplay = false
    }
  }
}
