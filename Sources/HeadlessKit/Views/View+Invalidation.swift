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
  ///
  /// A view whose layout bit this sets is recorded in its superview's
  /// ``LayoutWalkIndex``, if it has one.
  func markSubtreeNeeds(_ needs: SubtreeNeeds) {
    if node.subtreeNeeds.isSuperset(of: needs) { return }
    let layout = needs.contains(.layout)
    var entersLayout = layout && !node.subtreeNeeds.contains(.layout)
    node.subtreeNeeds.formUnion(needs)
    // Ancestors are loaded weakly, one at a time; this view needs no retain.
    var index = node.indexInSuperview
    var current = node.superview
    while let view = current {
      if entersLayout, let walkIndex = view.node.layoutWalkIndex {
        walkIndex.recordFlagged(index)
      }
      if view.node.subtreeNeeds.isSuperset(of: needs) { return }
      entersLayout = layout && !view.node.subtreeNeeds.contains(.layout)
      view.node.subtreeNeeds.formUnion(needs)
      index = view.node.indexInSuperview
      current = view.node.superview
    }
  }

  /// Marks this view and its ancestors as holding a tracker.
  func markSubtreeHasTracker() {
    if node.subtreeHasTracker { return }
    node.subtreeHasTracker = true
    var index = node.indexInSuperview
    var current = node.superview
    while let view = current {
      view.node.layoutWalkIndex?.recordTracker(index)
      if view.node.subtreeHasTracker { return }
      view.node.subtreeHasTracker = true
      index = view.node.indexInSuperview
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
    if phase == .layout, children.count >= LayoutWalkIndex.minimumSubviews {
      visitLayoutSubviews(children, body)
      return
    }
    for index in children.indices {
      let child = children[index]
      if child.mayNeedWalk(phase), isStillSubview(child) { child.visitPreOrder(phase, body) }
    }
  }

  /// The layout walk's visit of the subviews of a view with many: only those its
  /// ``LayoutWalkIndex`` recorded, in order, when the record is complete; otherwise a scan
  /// of every subview's bits, which starts a new record. A container whose size changed
  /// is laid out, and its walk then costs the subviews flagged, not a check of each of its
  /// N subviews (`autolayout-constant`'s chain: an edit that moves no view).
  private func visitLayoutSubviews(_ children: [View], _ body: (View) -> Void) {
    let walkIndex: LayoutWalkIndex
    if let existing = node.layoutWalkIndex {
      walkIndex = existing
    } else {
      walkIndex = LayoutWalkIndex()
      node.layoutWalkIndex = walkIndex
    }
    let outsideWindow = node.queues == nil
    if walkIndex.isComplete(trackersVisited: outsideWindow) {
      // Subviews flagged meanwhile after the last one visited are visited too, as a scan
      // would reach them; those before it wait for the next walk, as in a scan.
      var pending = walkIndex.takeRecorded(after: -1, trackers: outsideWindow)
      var last = -1
      while !pending.isEmpty {
        for position in pending {
          let index = Int(position)
          last = index
          guard index < children.count else { continue }
          let child = children[index]
          if child.mayNeedWalk(.layout), isStillSubview(child) {
            child.visitPreOrder(.layout, body)
          }
        }
        guard walkIndex.isComplete(trackersVisited: false) else { return }
        pending = walkIndex.takeRecorded(after: last, trackers: false)
      }
      return
    }
    walkIndex.restart(subviews: children.count)
    for index in children.indices {
      let child = children[index]
      if child.node.subtreeHasTracker { walkIndex.recordTracker(index) }
      if child.mayNeedWalk(.layout), isStillSubview(child) { child.visitPreOrder(.layout, body) }
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
