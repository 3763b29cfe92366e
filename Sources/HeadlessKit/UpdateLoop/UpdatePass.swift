// Where a pass starts: `flush()` takes the changes recorded in the inbox, turns them into
// flags, and runs the phases over the flagged views in tree order until none is left.

extension Application {
  /// Runs every pending pass now, synchronously.
  ///
  /// Includes invalidations recorded on other threads before the call. A pass runs the
  /// properties, layout and display phases over the flagged views, parent before child,
  /// repeating while any phase left a flag set, at most
  /// ``Configuration/feedbackLoopThreshold`` times. Then controllers that appeared get
  /// `didAppear()`. Calling it from inside a hook does nothing.
  public func flush() {
    LoopContract.onMainActor("Application.flush()")
    guard !loop.isFlushing else { return }
    AnimationContext.register(self)
    loop.isFlushing = true
    defer { loop.isFlushing = false }
    inbox.markLoopThread()
    if !Application.flushChecks.isEmpty {
      for check in Application.flushChecks { check() }
    }
    applyInbox(includingOthers: true)
    runTraitPhaseIfNeeded()
    let ranPass = !queues.isEmpty
    if ranPass { runPass() }
    finishAppearances()
    if !AnimationContext.completions.isEmpty { AnimationContext.runCompletions() }
    if !loop.afterPass.isEmpty { runAfterPassWork() }
    if ranPass, let onPassFinished {
      let runs = loop.passRuns
      loop.passRuns = []
      onPassFinished(
        PassSummary(number: loop.passCount, repetitions: loop.lastRepetitions, runs: runs))
    }
  }

  private func runPass() {
    loop.passCount += 1
    if onPassFinished != nil { loop.passRuns.clearKeepingCapacity() }
    loop.passInProgress = true
    defer { loop.passInProgress = false }
    let threshold = configuration.feedbackLoopThreshold
    var repetition = 0
    while true {
      // Traits first: the hooks a trait change invalidates run in this repetition.
      if hasPendingTraitChanges { runTraitPhaseIfNeeded() }
      if queues.isEmpty { break }
      if repetition > threshold {
        reportFeedbackLoop(repetitions: repetition)
        break
      }
      // Record the last few repetitions: a loop between hooks can alternate between
      // repetitions, and the report must name every hook in the cycle. Causes are
      // captured meanwhile (as when tracing) to name the properties that kept changing.
      if repetition == max(0, threshold - 3) {
        loop.recordedRuns = []
        loop.recordedProperties = []
        inbox.capturesCauses = true
      }
      runPhase(.properties)
      applyInbox(includingOthers: false)
      runPhase(.constraints)
      applyInbox(includingOthers: false)
      runPhase(.layout)
      applyInbox(includingOthers: false)
      runPhase(.display)
      applyInbox(includingOthers: false)
      repetition += 1
    }
    loop.lastRepetitions = repetition
    loop.recordedRuns = nil
    loop.recordedProperties = nil
    inbox.capturesCauses = isTracing
  }

  /// Runs one phase over the views queued for it, in tree pre-order.
  private func runPhase(_ phase: Invalidation) {
    // Plain loops rather than `filter` and friends here and below: a closure formed on
    // the main actor and handed to a generic stdlib algorithm gets a dynamic isolation
    // check per call (the `cycle` row, by `--instructions`).
    // The phase takes its queue whole, leaving the buffer's storage in its place, so a
    // view queued while the phase runs waits for the next repetition, and a pass
    // allocates nothing for it.
    if queues.isEmpty(phase) { return }
    var views = loop.phaseBuffer
    loop.phaseBuffer = []
    queues.take(phase, into: &views)
    defer {
      views.clearKeepingCapacity()
      loop.phaseBuffer = views
    }
    if !policy.runs(phase) {
      // No properties phase on 18: the flags are dropped, nothing runs. A view's flag
      // is set when it is created and rarely after, so this sees every view once.
      for view in views where view.node.queues === queues {
        view.clearFlag(.properties)
        reportUpdatePropertiesNeverCalled(in: view)
      }
      return
    }
    // Views are moved, never copied: a copy is a retain and a release, on the runtime's
    // slow path for a view (its side table serves weak references). They are arranged
    // in reverse tree order and popped, each released once after its run.
    if views.count > 1 {
      let order = treeOrder(of: views)
      views.withUnsafeMutableBufferPointer { TreeOrder.arrangeReversed($0, order) }
      // Constraints update from the leaves up, as UIKit's update pass does: a view's
      // subviews before the view.
      if phase == .constraints { views.withUnsafeMutableBufferPointer { $0.reverse() } }
    }
    while let view = views.popLast() { run(view, phase) }
  }

  /// The indices of `views` in tree pre-order, or `nil` when they are in order already.
  /// The sorts run outside the main actor's isolation, so their comparators pay no
  /// isolation check per comparison.
  private func treeOrder(of views: [View]) -> [Int]? {
    var packed: [UInt64] = []
    packed.reserveCapacity(views.count)
    // Read through the buffer, whose elements are borrowed: iterating the array would
    // copy each view (a retain and a release).
    views.withUnsafeBufferPointer { views in
      for index in 0..<views.count {
        let path = views[index].packedTreePath
        if path == .max { break }
        packed.append(path)
      }
    }
    if packed.count == views.count { return TreeOrder.sorted(packed: packed) }
    // A path too deep or too wide to pack: every path goes into one flat buffer (one
    // allocation, not one per view) and is compared level by level.
    var keys: [Int] = []
    keys.reserveCapacity(views.count * 4)
    var ranges: [TreeOrder.Range] = []
    ranges.reserveCapacity(views.count)
    for view in views { ranges.append(view.appendTreePath(to: &keys)) }
    return TreeOrder.sorted(keys: keys, ranges: ranges)
  }

  /// Runs one view's hooks of `phase`, if it is still flagged and still in one of this
  /// application's visible windows (a view that left keeps its flag for where it goes).
  @inline(__always)
  private func run(_ view: View, _ phase: Invalidation) {
    guard view.flag(phase), view.node.queues === queues else { return }
    view.clearFlag(phase)
    switch phase {
    case .properties: view.runPropertiesPhase(in: self)
    case .constraints: view.runConstraintsPhase(in: self)
    case .layout: view.runLayoutPhase(in: self)
    case .display: view.runDisplayPhase(in: self)
    }
  }

  /// Turns recorded changes into invalidations, then reports untracked reads whose
  /// change invalidated none of the reader's tracked hooks.
  func applyInbox(includingOthers: Bool) {
    LoopContract.onMainActor("Application.applyInbox(includingOthers:)")
    // Most calls (four per repetition of a pass) find nothing: ask the inbox's flags
    // before moving the buffer in and out (the `cycle` row).
    guard inbox.mayHaveEntries(includingOthers: includingOthers) else { return }
    // The buffer is taken out while in use: a report's `onDiagnostic` may flush again.
    var entries = loop.inboxBuffer
    loop.inboxBuffer = []
    inbox.drain(includingOthers: includingOthers, into: &entries)
    defer {
      entries.clearKeepingCapacity()
      loop.inboxBuffer = entries
    }
    if entries.isEmpty { return }
    // The usual batch: changes only, nobody asking for their causes. Everything else
    // (diagnostics, untracked reads, traced or recorded causes) takes the full path,
    // kept out of line so this one stays small.
    if !loop.isTracing && loop.recordedProperties == nil {
      var onlyChanges = true
      for entry in entries {
        guard case .changed = entry else {
          onlyChanges = false
          break
        }
      }
      if onlyChanges {
        // Popped, as in `runPhase`: each entry moves out and is released once. Reversed
        // through the buffer, whose swaps move (the array's would copy).
        if entries.count > 1 { entries.withUnsafeMutableBufferPointer { $0.reverse() } }
        while let entry = entries.popLast() {
          if case .changed(let tracker, let report) = consume entry { tracker.deliver(report) }
        }
        return
      }
    }
    applyEntries(entries)
  }

  /// `applyInbox`'s full path: every kind of entry, and causes when they are wanted.
  @inline(never)
  private func applyEntries(_ entries: [UpdateInbox.Entry]) {
    // Which trackers this batch invalidated matters only to untracked-read reports,
    // which are rare: skip building the set (an allocation per flush) without them.
    var hasUntracked = false
    for case .watchedRead in entries {
      hasUntracked = true
      break
    }
    var invalidated: Set<ObjectIdentifier> = []
    var watched: [UntrackedReadWatch] = []
    var traced: [TracedChange] = []
    var offLoop: [(thread: ThreadName, views: [String])] = []
    for entry in entries {
      switch entry {
      case .diagnostic(let posted):
        report(Diagnostic(posted.event))
      case .offLoopChange(let change):
        guard let view = change.view else { continue }
        view.requeueAfterOffLoopChange(change.invalidation)
        let name = view.diagnosticName
        if let index = offLoop.firstIndex(where: { $0.thread == change.thread }) {
          if !offLoop[index].views.contains(name) { offLoop[index].views.append(name) }
        } else {
          offLoop.append((change.thread, [name]))
        }
      case .watchedRead(let watch):
        watched.append(watch)
      case .retired(let tracker):
        tracker.cancelCapturedScopes()
      case .changed(let tracker, let report):
        guard let drained = tracker.take(report) else { continue }
        if hasUntracked { invalidated.insert(ObjectIdentifier(tracker)) }
        if isTracing { traced.append(TracedChange(drained)) }
        if loop.recordedProperties != nil {
          for cause in drained.causes where !loop.recordedProperties!.contains(cause.what) {
            loop.recordedProperties!.append(cause.what)
          }
        }
      }
    }
    for (thread, views) in offLoop {
      // One change invalidates its superviews too: one report per thread names them all.
      report(Diagnostic(.viewsChangedOffMainActor(views: views, thread: describe(thread))))
    }
    if !traced.isEmpty { reportRerunCauses(traced) }
    if !watched.isEmpty {
      reportUntrackedReads(of: watched, alsoTracked: invalidated)
    }
  }

  /// Runs the work queued by ``View/afterPass(_:)``, then the pass it calls for, until none
  /// is queued or the feedback-loop threshold is reached (the rest waits for the next flush).
  private func runAfterPassWork() {
    var rounds = 0
    while !loop.afterPass.isEmpty, rounds <= configuration.feedbackLoopThreshold {
      rounds += 1
      let work = loop.afterPass
      loop.afterPass = []
      for item in work { item() }
      applyInbox(includingOthers: true)
      runTraitPhaseIfNeeded()
      if !queues.isEmpty { runPass() }
      finishAppearances()
    }
  }

  /// Sends `didAppear()` to controllers that appeared since the last pass.
  private func finishAppearances() {
    while !loop.awaitingDidAppear.isEmpty {
      let controllers = loop.awaitingDidAppear
      loop.awaitingDidAppear = []
      // The views are in the window and laid out: isAppearing() for all, then didAppear().
      for controller in controllers { controller.announceIsAppearing() }
      for controller in controllers { controller.endAppearance(true) }
    }
  }
}
