extension Application {
  /// Runs every pending pass now, synchronously (SPEC 2).
  ///
  /// Includes invalidations recorded on other threads before the call. A pass runs the
  /// properties, layout and display phases, repeating while any phase left a flag set,
  /// at most ``Configuration/feedbackLoopThreshold`` times (SPEC 2.3). Then controllers
  /// that appeared get `didAppear()`. Calling it from inside a hook does nothing.
  public func flush() {
    guard !isInPass else { return }
    isInPass = true
    defer { isInPass = false }
    inbox.markLoopThread()
    applyInbox(includingOthers: true)
    if !dirty.isEmpty { runPass() }
    finishAppearances()
  }

  private func runPass() {
    passCount += 1
    passInProgress = true
    defer { passInProgress = false }
    let threshold = configuration.feedbackLoopThreshold
    var repetition = 0
    while true {
      compactDirty()
      if dirty.isEmpty { break }
      if repetition > threshold {
        reportFeedbackLoop(repetitions: repetition)
        break
      }
      // Record the last few repetitions: a loop between hooks can alternate between
      // repetitions, and the report must name every hook in the cycle. Causes are
      // captured meanwhile (as when tracing) to name the properties that kept changing.
      if repetition == max(0, threshold - 3) {
        recordedRuns = []
        recordedProperties = []
        inbox.isTracing = true
      }
      runPhase(.properties)
      applyInbox(includingOthers: false)
      runPhase(.layout)
      applyInbox(includingOthers: false)
      runPhase(.display)
      applyInbox(includingOthers: false)
      repetition += 1
    }
    recordedRuns = nil
    recordedProperties = nil
    inbox.isTracing = isTracing
  }

  /// Runs one phase over the views flagged for it, in tree pre-order.
  private func runPhase(_ phase: Invalidation) {
    // Plain loops rather than `filter` and friends here and below: a closure formed on
    // the main actor and handed to a generic stdlib algorithm gets a dynamic isolation
    // check per call (about 220 instructions each, measured in the `cycle` benchmark).
    // The buffer is reused across phases, so a pass allocates nothing for it.
    var views = phaseBuffer
    phaseBuffer = []
    defer {
      views.clearKeepingCapacity()
      phaseBuffer = views
    }
    for view in dirty where view.flag(phase) { views.append(view) }
    if views.isEmpty { return }
    if phase == .properties && !configuration.hasPropertiesPhase {
      // No properties phase on 18 (SPEC 4.3): the flags are dropped, nothing runs.
      for view in views { view.clearFlag(.properties) }
      return
    }
    if views.count > 1 {
      // Every view's tree path goes into one flat buffer (one allocation, not one per
      // view), and the sort runs outside the main actor's isolation, so its comparator
      // pays no isolation check per comparison.
      var keys: [Int] = []
      keys.reserveCapacity(views.count * 4)
      var ranges: [TreeOrder.Range] = []
      ranges.reserveCapacity(views.count)
      for view in views { ranges.append(view.appendTreePath(to: &keys)) }
      let order = TreeOrder.sorted(keys: keys, ranges: ranges)
      var sorted: [View] = []
      sorted.reserveCapacity(views.count)
      for index in order { sorted.append(views[index]) }
      views = sorted
    }
    for view in views where view.flag(phase) && view.window?.visibleApplication === self {
      view.clearFlag(phase)
      switch phase {
      case .properties: view.runPropertiesPhase(in: self)
      case .layout: view.runLayoutPhase(in: self)
      case .display: view.runDisplayPhase(in: self)
      }
    }
  }

  /// Drops views that are clean or no longer in one of this application's visible
  /// windows (their flags wait for them to come back; SPEC 2.6).
  private func compactDirty() {
    var allKept = true
    for view in dirty where !(view.hasAnyFlag && view.window?.visibleApplication === self) {
      allKept = false
      break
    }
    if allKept { return }
    // Rebuilt in the phase buffer's storage, and the old list's storage becomes the
    // buffer: no allocation.
    var kept = phaseBuffer  // empty: each phase clears it
    phaseBuffer = []
    for view in dirty {
      if view.hasAnyFlag && view.window?.visibleApplication === self {
        kept.append(view)
      } else {
        view.isQueued = false
      }
    }
    swap(&dirty, &kept)
    kept.clearKeepingCapacity()
    phaseBuffer = kept
  }

  /// Turns posted changes into invalidations, then reports untracked reads whose
  /// change invalidated none of the reader's tracked hooks (SPEC 6.2).
  func applyInbox(includingOthers: Bool) {
    let entries = inbox.drain(includingOthers: includingOthers)
    if entries.isEmpty { return }
    // Which trackers this batch invalidated matters only to untracked-read reports,
    // which are rare: skip building the set (an allocation per flush) without them.
    var hasUntracked = false
    for case .untracked in entries {
      hasUntracked = true
      break
    }
    var invalidated: Set<ObjectIdentifier> = []
    var untracked: [UntrackedReadWatch] = []
    var traced: [(owner: any HookOwner, hook: Hook, causes: [UpdateInbox.Cause])] = []
    var offLoop: [(thread: String, views: [String])] = []
    for entry in entries {
      switch entry {
      case .misuse(let message):
        report(Diagnostic(kind: .misuse, message: message))
      case .offLoopChange(let change):
        guard let view = change.view else { continue }
        view.requeueAfterOffLoopChange(change.invalidation)
        let name = view.diagnosticName
        if let index = offLoop.firstIndex(where: { $0.thread == change.thread }) {
          if !offLoop[index].views.contains(name) { offLoop[index].views.append(name) }
        } else {
          offLoop.append((change.thread, [name]))
        }
      case .untracked(let watch):
        untracked.append(watch)
      case .invalidation(let tracker, let hook):
        guard let (owner, causes) = tracker.takePending(hook) else { continue }
        if hasUntracked { invalidated.insert(ObjectIdentifier(tracker)) }
        if isTracing { traced.append((owner, hook, causes)) }
        if recordedProperties != nil {
          for cause in causes where !recordedProperties!.contains(cause.what) {
            recordedProperties!.append(cause.what)
          }
        }
        owner.invalidate(for: hook)
      }
    }
    for (thread, views) in offLoop {
      // One change invalidates its superviews too: one report per thread names them all.
      report(
        Diagnostic(
          kind: .misuse,
          message:
            "\(views.joined(separator: ", ")) changed off the main actor, on \(thread): views "
            + "belong to the main actor, so this is a data race. HeadlessKit queued "
            + (views.count == 1 ? "the view" : "them")
            + " for the next pass so nothing stays stale; make the change on the main actor "
            + "(in updateProperties(), or after `await MainActor.run`)."))
    }
    if !traced.isEmpty { reportRerunCauses(traced) }
    if !untracked.isEmpty {
      reportUntrackedReads(of: untracked, alsoTracked: invalidated)
    }
  }

  /// Reports the untracked changes trackers recorded (SPEC 6.2), except:
  /// - when the same write also invalidated one of the owner's tracked hooks (the value
  ///   is read properly too);
  /// - when a descendant controller recorded the same change: a child's callback that
  ///   ran inside its parent's (a child loaded in the parent's `didLoad()`) merges its
  ///   reads into the parent's scope, so the parent's report is that echo;
  /// - when a task the callback started recorded the same change (``Controller/task(name:priority:_:)``
  ///   runs its first part inside the callback, so the callback's scope saw its reads).
  func reportUntrackedReads(of watches: [UntrackedReadWatch], alsoTracked: Set<ObjectIdentifier>) {
    // With tracking off nothing refreshes by itself; the warning would not help.
    guard configuration.tracksHooks else {
      for watch in watches { _ = watch.takeChanges() }
      return
    }
    var items: [(owner: Controller, change: UntrackedChange)] = []
    for watch in watches {
      let changes = watch.takeChanges()
      // The controller's tracked hooks run in its root view's scopes.
      guard let owner = watch.owner,
        !(owner.viewIfLoaded?.tracker.map { alsoTracked.contains(ObjectIdentifier($0)) } ?? false)
      else { continue }
      items += changes.map { (owner, $0) }
    }
    let fix = configuration.hasPropertiesPhase ? "updateProperties()" : "willLayout()"
    var seen: Set<String> = []
    for item in items {
      var echoed = false
      for other in items where other.change.keyPath == item.change.keyPath {
        if other.owner === item.owner
          ? other.change.callback == Controller.taskCallbackName(startedIn: item.change.callback)
          : other.owner.isContained(in: item.owner)
        {
          echoed = true
          break
        }
      }
      let type = item.change.typeName ?? "an @Observable value"
      let name = String(describing: Swift.type(of: item.owner))
      guard !echoed, seen.insert(name + item.change.callback + type).inserted else { continue }
      report(
        Diagnostic(
          kind: .untrackedRead,
          message:
            "\(name).\(item.change.callback) read \(type) outside a tracking scope; the change "
            + "will not refresh it. Read it in \(fix)."))
    }
  }

  /// Reports why each hook will re-run (SPEC 6.1): the pass, every change its scope saw
  /// (coalesced writes counted), the writers' threads, and, when a view inside it saw the
  /// same change, that the run may be an extra one caused by a nested `…IfNeeded()`
  /// (SPEC 3.8).
  private func reportRerunCauses(
    _ traced: [(owner: any HookOwner, hook: Hook, causes: [UpdateInbox.Cause])]
  ) {
    let pass = passInProgress ? passCount : passCount + 1
    let loopThread = inbox.loopThreadID
    for (owner, hook, causes) in traced {
      let view = owner as? View
      let controllerHook = hook == .updateProperties || hook == .willLayout
      let ownerName =
        controllerHook && view?.owningController != nil
        ? String(describing: type(of: view!.owningController!))
        : view?.diagnosticName ?? String(describing: type(of: owner))
      // Group equal changes from the same thread, keeping their order.
      var groups: [(what: String, thread: String, count: Int)] = []
      for cause in causes {
        let what = cause.what
        let thread = cause.threadID == loopThread ? "the main actor" : cause.thread
        if let index = groups.firstIndex(where: { $0.what == what && $0.thread == thread }) {
          groups[index].count += 1
        } else {
          groups.append((what, thread, 1))
        }
      }
      let changes =
        groups.isEmpty
        ? "an observed value changed"
        : groups.map {
          "\($0.what) changed on \($0.thread)" + ($0.count > 1 ? " (\($0.count) writes)" : "")
        }.joined(separator: "; ")
      // A descendant view's scope that saw the same change: this run may only be the
      // echo of reads merged from a nested …IfNeeded() (SPEC 3.8).
      let keyPaths = Set(causes.compactMap(\.keyPath))
      let nested = traced.first { other in
        guard let otherView = other.owner as? View, let view, otherView !== view else {
          return false
        }
        return otherView.isDescendant(of: view)
          && !keyPaths.isDisjoint(with: other.causes.compactMap(\.keyPath))
      }
      let note =
        nested.map {
          " (\(($0.owner as? View)?.diagnosticName ?? "a nested view") read it too: if it was "
            + "read only through a nested …IfNeeded(), this is an extra run, SPEC 3.8)"
        } ?? ""
      report(
        Diagnostic(
          kind: .rerun,
          message: "\(ownerName).\(hook) will re-run in pass \(pass): \(changes)\(note)"))
    }
  }

  private func reportFeedbackLoop(repetitions: Int) {
    let hooks = recordedRuns ?? []
    let properties = recordedProperties ?? []
    report(
      Diagnostic(
        kind: .feedbackLoop,
        message:
          "feedback loop: the pass ran \(repetitions) times (threshold "
          + "\(configuration.feedbackLoopThreshold)) and was stopped; hooks still invalidating: "
          + (hooks.isEmpty ? "none recorded" : hooks.joined(separator: ", "))
          + (properties.isEmpty
            ? "; no observable property changed (the hooks invalidate directly)"
            : "; properties changing: " + properties.joined(separator: ", "))
          + ". Remaining flags wait for the next pass."))
  }

  /// Sends `didAppear()` to controllers that appeared since the last pass.
  private func finishAppearances() {
    while !awaitingDidAppear.isEmpty {
      let controllers = awaitingDidAppear
      awaitingDidAppear = []
      for controller in controllers { controller.endAppearance(true) }
    }
  }
}
