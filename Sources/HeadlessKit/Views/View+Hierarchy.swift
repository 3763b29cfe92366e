extension View {
  /// Adds a view at the front, removing it from its previous superview first.
  ///
  /// Flags the receiver for layout. When the receiver is in a visible window,
  /// the added subtree's pending work runs in the next pass.
  /// - Parameter view: The view to add.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at a position among the subviews.
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position, clamped to `0...subviews.count`.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "A view cannot be its own subview.")
    precondition(!isDescendant(of: view), "Adding an ancestor as a subview would make a cycle.")
    if view.superview != nil { view.removeFromSuperview() }
    let oldTint: Color? = View.tintsSet ? view.tintColor : nil
    let position = min(max(index, 0), subviews.count)
    node.subviews.insert(view, at: position)
    for i in position..<subviews.count { node.subviews[i].node.indexInSuperview = i }
    TreeOrder.treeChanged()
    TraitSystem.traitsMayHaveChanged()
    view.node.superview = self
    // The added subtree's pending work is reachable from here on.
    markSubtreeNeeds(view.node.subtreeNeeds)
    if view.node.subtreeHasTracker { markSubtreeHasTracker() }
    if view.layout?.autoresizingMask.isEmpty == false { node.hasAutoresizingSubviews = true }
    if View.tintsSet, view.outline?.tintColor == nil, view.tintColor != oldTint {
      view.tintDidChange()
    }
    view.moveToWindow(window)
    invalidate(.layout)
    if let engine = view.layout?.engine {
      // The added tree's constraints join this tree's engine.
      engine.detach()
      view.layout?.engine = nil
      view.node.hostsLayoutEngine = false
      setNeedsConstraintSolve()
    }
    if let application = window?.visibleApplication {
      // Child controllers whose views just entered a visible window appear.
      for controller in view.childControllersAtTop()
      where controller.appearsWithItsView && !controller.appearance.isVisible
        && controller.parent?.appearance.isVisible == true
      {
        controller.beginAppearance(true)
        application.awaitDidAppear(controller)
      }
    }
  }

  /// Removes the view from its superview, flagging the former superview for layout.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    guard self.superview === superview else { return }  // the override moved it
    // Child controllers whose views leave a visible window disappear around the removal.
    let leaving =
      window?.visibleApplication == nil
      ? []
      : childControllersAtTop().filter { $0.appearsWithItsView && $0.appearance.isVisible }
    for controller in leaving { controller.beginAppearance(false) }
    defer { for controller in leaving { controller.endAppearance(false) } }
    // Constraints from above that refer into the leaving subtree go, as in UIKit.
    let hadEngine = hasLayoutEngineAbove
    if hadEngine { deactivateConstraints(referringInto: self) }
    let index = node.indexInSuperview
    superview.node.subviews.remove(at: index)
    for i in index..<superview.subviews.count {
      superview.node.subviews[i].node.indexInSuperview = i
    }
    TreeOrder.treeChanged()
    TraitSystem.traitsMayHaveChanged()
    node.superview = nil
    moveToWindow(nil)
    superview.invalidate(.layout)
    if hadEngine {
      superview.setNeedsConstraintSolve()
      setNeedsConstraintSolve()  // constraints inside the subtree stay with it
    }
  }

  /// Whether the tree above this view has an Auto Layout engine.
  private var hasLayoutEngineAbove: Bool { treeRoot.node.hostsLayoutEngine }

  /// Ends the editing of every text field in this subtree (HeadlessUIKit's
  /// `endEditing(_:)`), as dismissing the keyboard does.
  /// - Returns: `true`: nothing in the subtree edits any more.
  @discardableResult
  public func finishEditingInSubtree() -> Bool {
    forEachInSubtree { view in view.finishOwnEditing() }
    return true
  }

  /// Whether the receiver is `view` or inside it.
  /// - Parameter view: The possible ancestor.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let node = current {
      if node === view { return true }
      current = node.superview
    }
    return false
  }

  /// The first view in this subtree (pre-order, the receiver included) with `identifier`.
  /// - Parameter identifier: The identifier to look for.
  /// - Returns: The view, or `nil`.
  public func view(withIdentifier identifier: String) -> View? {
    var found: View?
    forEachInSubtree { view in
      if found == nil, view.identifier == identifier { found = view }
    }
    return found
  }

  /// Visits the receiver and its descendants, parent before children, in order.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for child in subviews { child.forEachInSubtree(body) }
  }

  /// Records the subtree's new window; entering a visible window enqueues pending work
  /// and connects the subtree's trackers to that application's inbox.
  func moveToWindow(_ newWindow: Window?) {
    let application = newWindow?.visibleApplication
    // A subtree always moves whole, so its views share one window: when the root's is
    // the new one already (a window being shown), no view's changes, and the weak
    // stores are skipped.
    let assignsWindow = node.window !== newWindow
    guard let application else {
      moveSubtree(to: newWindow, assignsWindow: assignsWindow)
      return
    }
    // Entering a visible window, the walk knows each view's tree path from its parent's:
    // it records them for the pass's ordering (``packedTreePath``), which would otherwise
    // load every ancestor weakly. The tree changed before this walk, so none is current.
    let path = packedTreePath
    enterSubtree(
      of: newWindow, application, application.queues, assignsWindow: assignsWindow,
      path: path, level: TreeOrder.level(of: path))
  }

  /// `moveToWindow(_:)` outside a visible window: the views hold no queues.
  private func moveSubtree(to newWindow: Window?, assignsWindow: Bool) {
    if node.queues != nil {
      // Queues the view leaves skip it at their next pass (it no longer holds them).
      node.queued = 0
      node.queues = nil
    }
    if assignsWindow { node.window = newWindow }
    let children = node.subviews
    for index in children.indices {
      children[index].moveSubtree(to: newWindow, assignsWindow: assignsWindow)
    }
  }

  /// `moveToWindow(_:)` into a visible window: each view holds its application's queues,
  /// its pending work is queued, its trackers connected, and its packed tree path, `path`
  /// at depth `level` (`UInt64.max` when it does not pack), recorded.
  private func enterSubtree(
    of newWindow: Window?, _ application: any LoopHost, _ queues: PassQueues,
    assignsWindow: Bool, path: UInt64, level: Int
  ) {
    if node.queues !== queues {
      // Queues the view leaves skip it at their next pass (it no longer holds them): it
      // may be queued in the ones it joins now.
      node.queued = 0
      node.queues = queues
    }
    if assignsWindow { node.window = newWindow }
    node.packedTreePath = path
    node.packedTreePathGeneration = TreeOrder.generation
    connectTrackers(to: application)
    if node.flagsProperties { queues.enqueue(self, for: .properties) }
    if node.flagsConstraints { queues.enqueue(self, for: .constraints) }
    if node.flagsLayout { queues.enqueue(self, for: .layout) }
    if node.flagsDisplay { queues.enqueue(self, for: .display) }
    let children = node.subviews
    for index in children.indices {
      let childPath = TreeOrder.child(of: path, level: level, index: index)
      children[index].enterSubtree(
        of: newWindow, application, queues, assignsWindow: assignsWindow, path: childPath,
        level: level + 1)
    }
  }

  /// The controller owning this view or the nearest ancestor that has one.
  var nearestController: Controller? {
    var node: View? = self
    while let view = node {
      if let controller = view.owningController { return controller }
      node = view.superview
    }
    return nil
  }

  /// Runs a user interaction's handlers (a tap, a selection): untracked and
  /// watched for untracked reads on behalf of the nearest controller.
  /// - Parameters:
  ///   - name: The interaction, as reports name it ("action", "selection").
  ///   - body: The handlers.
  package func runUserAction(named name: String, _ body: () -> Void) {
    if let controller = nearestController {
      controller.runUntracked("\(diagnosticName) \(name)", body)
    } else {
      body()
    }
  }

  /// Points this view's trackers (and its controller's) at the application's inbox and
  /// applies changes that fired while the view was in no window.
  func connectTrackers(to application: any LoopHost) {
    if let tracker = node.tracker {
      tracker.attach(to: application.changeSink)
      tracker.applyPendingChanges()
    }
    if let watches = owningController?.untrackedWatches, !watches.isEmpty {
      for watch in watches { watch.attach(to: application.changeSink) }
      let waiting = watches.filter(\.hasChanges)
      if !waiting.isEmpty { application.reportUntrackedReads(of: waiting, alsoTracked: []) }
    }
  }
}

extension View {
  /// The controllers whose root views are in this subtree, outermost only (a nested
  /// controller's appearance is forwarded by its parent), in pre-order.
  func childControllersAtTop() -> [Controller] {
    var found: [Controller] = []
    func visit(_ view: View) {
      if let controller = view.owningController {
        found.append(controller)
        return
      }
      for child in view.subviews { visit(child) }
    }
    visit(self)
    return found
  }
}

extension Controller {
  /// Whether this controller's appearance follows its view entering and leaving a
  /// window: a child of a parent that forwards appearance automatically. Window roots and
  /// presented controllers get theirs from showing and presenting.
  var appearsWithItsView: Bool {
    guard let parent else { return false }
    return parent.shouldAutomaticallyForwardAppearanceMethods
  }
}
