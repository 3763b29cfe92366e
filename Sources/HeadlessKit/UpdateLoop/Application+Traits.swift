// The trait phase: the first phase of every repetition of a pass. It delivers trait
// changes to the objects that asked (hooks that read a trait, handlers,
// `traitCollectionDidChange(_:)`), parent before child, before properties, constraints,
// layout and display run, so the hooks it invalidates run in the same pass.

extension Application {
  /// Asks for a pass that starts with the trait phase.
  func scheduleTraitPhase() {
    inbox.schedulePass()
  }

  /// Whether traits may have changed since this application's last trait phase.
  var hasPendingTraitChanges: Bool { loop.traitGeneration != TraitSystem.generation }

  /// Runs the trait phase when traits may have changed since the last one.
  func runTraitPhaseIfNeeded() {
    LoopContract.onMainActor("Application.runTraitPhaseIfNeeded()")
    guard hasPendingTraitChanges, !loop.inTraitPhase else { return }
    loop.traitGeneration = TraitSystem.generation
    loop.inTraitPhase = true
    defer { loop.inTraitPhase = false }
    // Drop the states whose owner is gone, or that have nothing left to watch.
    var mine: [(state: TraitState, depth: Int)] = []
    var kept: [TraitState] = []
    kept.reserveCapacity(TraitSystem.watched.count)
    for state in TraitSystem.watched {
      guard state.owner != nil, state.hasWatchers else {
        state.isWatched = false
        continue
      }
      kept.append(state)
      guard let view = state.view ?? state.controller?.viewIfLoaded,
        view.window?.visibleApplication === self
      else { continue }
      var depth = 0
      var current = view.superview
      while let next = current {
        depth += 1
        current = next.superview
      }
      // A controller before its own view.
      mine.append((state, depth * 2 + (state.view == nil ? 0 : 1)))
    }
    TraitSystem.watched = kept
    mine.sort { $0.depth < $1.depth }
    for (state, _) in mine { deliverTraitChanges(to: state) }
  }

  private func deliverTraitChanges(to state: TraitState) {
    // Hooks that read a trait that changed since.
    if let view = state.view {
      for slot in 0..<state.reads.count {
        for reads in state.reads[slot] {
          let mask = reads.mask
          guard !mask.isEmpty, let source = reads.source else { continue }
          let now =
            (source as? View)?.traitValues ?? (source as? Controller)?.traitValues
            ?? reads.snapshot
          let changed = now.changes(from: reads.snapshot).intersection(mask)
          guard !changed.isEmpty else { continue }
          let invalidation = Invalidation(slot: slot)
          if isTracing {
            reportTraitRerun(of: view, hook: reads.hook, changed, reads.snapshot, now)
          }
          view.invalidate(invalidation)
          break
        }
      }
    }
    // Traits an untracked callback read: warn once when one changes that no tracked hook
    // of the controller read.
    if let controller = state.controller, !state.untrackedReads.isEmpty {
      reportUntrackedTraitReads(of: controller, state)
    }
    // Handlers and traitCollectionDidChange(_:).
    guard state.callsDidChange || !state.handlers.isEmpty, let owner = state.owner else { return }
    let now = state.view?.traitValues ?? state.controller?.traitValues ?? TraitValues()
    guard let before = state.delivered else {
      state.delivered = now
      return
    }
    guard before != now else { return }
    state.delivered = now
    let changed = now.changes(from: before)
    let previous = TraitCollection(values: before)
    for handler in state.handlers where !handler.traits.isDisjoint(with: changed) {
      handler.call(owner, previous)
    }
    if state.callsDidChange {
      if let view = state.view {
        view.traitCollectionDidChange(previous)
      } else if let controller = state.controller {
        controller.traitCollectionDidChange(previous)
      }
    }
  }

  private func reportUntrackedTraitReads(of controller: Controller, _ state: TraitState) {
    let trackedReads = Array(
      controller.viewIfLoaded?.node.traitState?.reads.joined() ?? [].joined())
    var kept: [(callback: String, reads: TraitReads)] = []
    for entry in state.untrackedReads {
      let mask = entry.reads.mask
      guard let source = entry.reads.source else { continue }
      let now =
        (source as? View)?.traitValues ?? (source as? Controller)?.traitValues
        ?? entry.reads.snapshot
      var changed = now.changes(from: entry.reads.snapshot).intersection(mask)
      guard !changed.isEmpty else {
        kept.append(entry)
        continue
      }
      for tracked in trackedReads { changed.subtract(tracked.mask) }
      for trait in changed.traits {
        let fix = policy.stateHook
        report(
          Diagnostic(
            .untrackedRead(
              Diagnostic.UntrackedRead(
                owner: String(describing: type(of: controller)), callback: entry.callback,
                type: "traitCollection.\(trait)", fix: fix,
                fixMethod: controller.ownName(of: fix)?.description))))
      }
    }
    state.untrackedReads = kept
  }

  private func reportTraitRerun(
    of view: View, hook: Hook, _ changed: TraitMask, _ before: TraitValues, _ now: TraitValues
  ) {
    let controllerHook = hook != .layoutSubviews && hook != .draw && hook != .configuration
    let controller = controllerHook ? view.owningController : nil
    let owner = controller.map { String(describing: type(of: $0)) } ?? view.diagnosticName
    let method = controller?.ownName(of: hook)?.description
    let changes = changed.traits.map {
      Diagnostic.Rerun.Change(
        property: "traitCollection.\($0)", thread: .mainActor, writes: 1,
        values: "\(before.describe($0)) → \(now.describe($0))")
    }
    let pass = loop.passInProgress ? loop.passCount : loop.passCount + 1
    report(
      Diagnostic(
        .rerun(
          Diagnostic.Rerun(
            owner: owner, hook: hook, pass: pass, changes: changes, alsoReadBy: nil,
            offScreen: false, method: method))))
  }
}
