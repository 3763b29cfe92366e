extension View {
  /// What this view's platform does: its application's policy, or the detached one.
  var policy: PlatformPolicy { window?.host?.policy ?? .detached }

  /// Flags the view for the properties phase; coalesced.
  ///
  /// On `.v18` there is no properties phase: the call does nothing but report a
  /// diagnostic.
  public func setNeedsUpdateProperties() {
    if let application = window?.host, !application.policy.hasPropertiesPhase {
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
    let application = window?.host
    visitPostOrder(.constraints) { view in
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
    let application = window?.host
    // Hooks run here outside `flush()`, which otherwise records the loop's thread.
    application?.applyChangesBeforeHooks()
    guard policy.hasPropertiesPhase else { return }
    visitPreOrder(.properties) { view in
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
    let application = window?.host
    visitPreOrder(.layout) { view in
      view.applyDetachedChanges(application)
      if view.node.flagsLayout {
        view.node.flagsLayout = false
        view.runLayoutPhase(in: application)
      }
    }
  }

  /// Visits subviews before the view, skipping subtrees with nothing to do for `phase`
  /// (``ViewNode/subtreeNeeds``): a skipped subview costs a check of its bits, not a
  /// call (plain loops, not closures: a main-actor closure pays an isolation check per
  /// call).
  private func visitPostOrder(_ phase: SubtreeNeeds, _ body: (View) -> Void) {
    guard mayNeedWalk(phase) else { return }
    node.subtreeNeeds.remove(phase)
    let children = node.subviews
    for index in children.indices {
      let child = children[index]
      if child.mayNeedWalk(phase), isStillSubview(child) { child.visitPostOrder(phase, body) }
    }
    body(self)
  }

  /// Whether a walk for `phase` has anything to do in this subtree: a flag of that
  /// phase may be set in it, or a tracker in it may hold changes made while it was in no
  /// visible window. Its bit is cleared when the walk enters it (before any hook runs,
  /// so that work a hook flags meanwhile sets it again).
  @inline(__always)
  fileprivate func mayNeedWalk(_ phase: SubtreeNeeds) -> Bool {
    node.subtreeNeeds.contains(phase) || (node.subtreeHasTracker && node.queues == nil)
  }

  /// Sets `needs` on this view and its ancestors, up to the first that has them: a bit
  /// set on a view is set on all of its ancestors.
  func markSubtreeNeeds(_ needs: SubtreeNeeds) {
    if node.subtreeNeeds.isSuperset(of: needs) { return }
    node.subtreeNeeds.formUnion(needs)
    // Ancestors are loaded weakly, one at a time; this view needs no retain.
    var current = node.superview
    while let view = current, !view.node.subtreeNeeds.isSuperset(of: needs) {
      view.node.subtreeNeeds.formUnion(needs)
      current = view.node.superview
    }
  }

  /// Marks this view and its ancestors as holding a tracker.
  func markSubtreeHasTracker() {
    var current: View? = self
    while let view = current, !view.node.subtreeHasTracker {
      view.node.subtreeHasTracker = true
      current = view.node.superview
    }
  }

  /// Whether `child`, a subview when the walk began, still is one (work may remove
  /// subviews): its index is kept current, so this needs no weak load of its superview,
  /// which would take the reference-counting runtime's slow path at every view.
  @inline(__always)
  private func isStillSubview(_ child: View) -> Bool {
    let index = child.node.indexInSuperview
    return index < node.subviews.count && node.subviews[index] === child
  }

  /// Visits pre-order, reading each view's subviews after its work ran (work may add
  /// or remove subviews).
  private func visitPreOrder(_ phase: SubtreeNeeds, _ body: (View) -> Void) {
    guard mayNeedWalk(phase) else { return }
    node.subtreeNeeds.remove(phase)
    body(self)
    let children = node.subviews
    for index in children.indices {
      let child = children[index]
      if child.mayNeedWalk(phase), isStillSubview(child) { child.visitPreOrder(phase, body) }
    }
  }

  /// Applies changes that fired while the view was outside any visible window.
  private func applyDetachedChanges(_ application: (any LoopHost)?) {
    // The tracker first: most views have none, and the window is a weak load.
    guard let tracker = node.tracker,
      application == nil || window?.visibleApplication == nil
    else { return }
    tracker.applyPendingChanges()
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
    // The walks of `…IfNeeded()` find it; a view whose bit is set has it set above.
    let needs = SubtreeNeeds(invalidation)
    if !node.subtreeNeeds.isSuperset(of: needs) { markSubtreeNeeds(needs) }
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
