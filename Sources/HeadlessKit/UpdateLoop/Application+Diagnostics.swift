import Observation

// The loop's reports: each gathers the facts of a ``Diagnostic/Event``; the words are
// chosen by `DiagnosticFormatter` alone.

/// A drained change kept for the trace.
struct TracedChange {
  let owner: any TrackerOwner
  let hook: Hook
  let causes: [ObservedChange]
  let readers: [AttributedRead]

  init(_ drained: HookTracker.Drained) {
    owner = drained.owner
    hook = drained.hook
    causes = drained.causes
    readers = drained.readers
  }
}

extension Application {
  /// The thread as reports name it: the loop's own is "the main actor".
  nonisolated func describe(_ thread: ThreadName) -> Diagnostic.Thread {
    if thread.id == inbox.loopThreadID { return .mainActor }
    if thread.isTask { return .task }
    return thread.name.map { .named($0) } ?? .numbered(thread.number)
  }

  /// Reports a tracked hook called directly by user code, outside an update pass: its
  /// reads are not tracked by that call. A call from another thread than the loop's goes
  /// through the inbox, and names that thread.
  func reportDirectCall(of hook: Hook, on ownerName: String) {
    if inbox.isOffLoopThread {
      let thread = describe(.current)
      inbox.post(
        .diagnostic(.init(.directHookCall(owner: ownerName, hook: hook, thread: thread))))
      return
    }
    report(Diagnostic(.directHookCall(owner: ownerName, hook: hook, thread: nil)))
  }

  /// Reports the untracked changes watches recorded, except:
  /// - when the same write also invalidated one of the owner's tracked hooks (the value
  ///   is read properly too);
  /// - when a descendant controller recorded the same change: a child's callback that
  ///   ran inside its parent's (a child loaded in the parent's `didLoad()`) merges its
  ///   reads into the parent's scope, so the parent's report is that echo;
  /// - when a task the callback started recorded the same change
  ///   (``Controller/task(name:priority:_:)`` runs its first part inside the callback, so
  ///   the callback's scope saw its reads).
  func reportUntrackedReads(of watches: [UntrackedReadWatch], alsoTracked: Set<ObjectIdentifier>) {
    // With tracking off nothing refreshes by itself; the warning would not help.
    guard policy.tracksHooks else {
      for watch in watches { _ = watch.takeChanges() }
      return
    }
    var items: [(owner: Controller, change: UntrackedChange)] = []
    for watch in watches {
      let changes = watch.takeChanges()
      // The controller's tracked hooks run in its root view's scopes.
      guard let owner = watch.owner as? Controller, !owner.hooksAlsoTrack(alsoTracked) else {
        continue
      }
      items += changes.map { (owner, $0) }
    }
    let fix = policy.stateHook
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
      let name = String(describing: Swift.type(of: item.owner))
      let type = item.change.typeName
      guard !echoed, seen.insert(name + item.change.callback + (type ?? "")).inserted else {
        continue
      }
      report(
        Diagnostic(
          .untrackedRead(
            Diagnostic.UntrackedRead(
              owner: name, callback: item.change.callback, type: type, fix: fix,
              fixMethod: item.owner.untrackedReadFix
                ?? item.owner.ownName(of: fix)?.description))))
    }
  }

  /// Reports why each hook will re-run: the pass, every change its scope saw (equal
  /// writes from one thread counted), and, when a view inside it saw the same change,
  /// that view (the run may be the echo of a nested `…IfNeeded()`). A phase's hooks share
  /// a scope; each change is reported for the hooks that read it, or, when none was seen
  /// reading it (it was read before the trace started), for the phase's first hook.
  func reportRerunCauses(_ traced: [TracedChange]) {
    let pass = loop.passInProgress ? loop.passCount : loop.passCount + 1
    for item in traced {
      let view = item.owner as? View
      let controllerHook = item.hook == .updateProperties || item.hook == .willLayout
      let phaseOwner: AnyObject =
        controllerHook ? view?.owningController ?? item.owner : item.owner
      let phaseReader = HookReader(owner: phaseOwner, hook: item.hook)
      var byReader: [(reader: HookReader, causes: [ObservedChange])] = []
      for cause in item.causes {
        var readers: [HookReader] = []
        for read in item.readers where read.path == cause.path && !readers.contains(read.reader) {
          readers.append(read.reader)
        }
        for reader in readers.isEmpty ? [phaseReader] : readers {
          if let index = byReader.firstIndex(where: { $0.reader == reader }) {
            byReader[index].causes.append(cause)
          } else {
            byReader.append((reader, [cause]))
          }
        }
      }
      if byReader.isEmpty { byReader = [(phaseReader, [])] }
      // A descendant view's scope that saw the same change.
      let keyPaths = Set(item.causes.compactMap(\.path))
      let nested = traced.first { other in
        guard let otherView = other.owner as? View, let view, otherView !== view else {
          return false
        }
        return otherView.isDescendant(of: view)
          && !keyPaths.isDisjoint(with: other.causes.compactMap(\.path))
      }
      let offScreen = view.map { $0.window?.visibleApplication !== self } ?? false
      for (reader, causes) in byReader {
        report(
          Diagnostic(
            .rerun(
              Diagnostic.Rerun(
                owner: (reader.owner as? any HookRunning)?.nameForTrace
                  ?? (phaseOwner as? any HookRunning)?.nameForTrace
                  ?? String(describing: type(of: phaseOwner)),
                hook: reader.hook, pass: pass, changes: counted(causes),
                alsoReadBy: nested.map { ($0.owner as? View)?.diagnosticName ?? "a nested view" },
                offScreen: offScreen, method: reader.methodName))))
      }
    }
  }

  /// Equal writes to one property from one thread, counted, in the order they happened.
  private func counted(_ causes: [ObservedChange]) -> [Diagnostic.Rerun.Change] {
    var changes: [Diagnostic.Rerun.Change] = []
    for cause in causes {
      let what = cause.what
      let thread = describe(cause.thread)
      if let index = changes.firstIndex(where: { $0.property == what && $0.thread == thread }) {
        changes[index].writes += 1
      } else {
        changes.append(Diagnostic.Rerun.Change(property: what, thread: thread, writes: 1))
      }
    }
    return changes
  }

  /// On platform 18 with tracking on: reports the view's type and its controller's when
  /// they override `updateProperties()` but no layout hook, once per type. (Without
  /// tracking nothing refreshes by itself; the warning would not help.)
  func reportUpdatePropertiesNeverCalled(in view: View) {
    guard !policy.hasPropertiesPhase, policy.tracksHooks else { return }
    var candidates: [(type: AnyClass, layoutHook: Hook, method: String?)] = []
    if let controller = view.owningController {
      candidates.append(
        (Swift.type(of: controller), .willLayout, controller.ownName(of: .willLayout)?.description))
    }
    candidates.append((Swift.type(of: view), .layoutSubviews, nil))
    for candidate in candidates
    where checkedPlatform18Types.insert(ObjectIdentifier(candidate.type)).inserted {
      let type: AnyClass = candidate.type
      let neverCalled =
        (type as? Controller.Type).map(HookOverrides.updatePropertiesOnly)
        ?? (type as? View.Type).map(HookOverrides.updatePropertiesOnly) ?? false
      if neverCalled {
        report(
          Diagnostic(
            .updatePropertiesNeverCalled(
              type: String(describing: type), layoutHook: candidate.layoutHook,
              method: candidate.method)))
      }
    }
  }

  func reportFeedbackLoop(repetitions: Int) {
    report(
      Diagnostic(
        .feedbackLoop(
          Diagnostic.FeedbackLoop(
            repetitions: repetitions, threshold: configuration.feedbackLoopThreshold,
            hooks: loop.recordedRuns ?? [], properties: loop.recordedProperties ?? []))))
  }

  /// While tracing: looks inside the controller's `@Observable` models for stored plain
  /// classes. Observation sees a read of the reference, never of what is inside it, so a
  /// view reading through it goes stale (the seed's nested-type trap); nothing fires at
  /// run time, so this structural check is the only signal.
  func reportPlainNestedClasses(in controller: Controller) {
    let controllerName = String(describing: type(of: controller))
    for child in Mirror(reflecting: controller).children {
      // Controllers and views are `@Observable` too, but they are not models: a parent
      // or navigation controller's own plain classes are not the user's to fix.
      guard let model = child.value as? any Observable, type(of: model) is AnyClass,
        !(model is Controller), !(model is View)
      else { continue }
      let modelName = String(describing: type(of: model))
      for property in Mirror(reflecting: model).children {
        guard var label = property.label, !label.hasPrefix("_$") else { continue }
        if label.hasPrefix("_") { label.removeFirst() }
        let value = property.value
        guard type(of: value) is AnyClass, !(value is any Observable), !(value is View),
          !(value is Controller)
        else { continue }
        report(
          Diagnostic(
            .untrackedNestedType(
              controller: controllerName, model: modelName, property: label,
              valueType: String(describing: type(of: value)))))
      }
    }
  }
}

extension Controller {
  /// Whether one of the trackers in `trackers` is one of this controller's tracked hooks:
  /// its root view's, or any view's inside it when ``countsSubviewHooksAsOwn``.
  fileprivate func hooksAlsoTrack(_ trackers: Set<ObjectIdentifier>) -> Bool {
    guard let view = viewIfLoaded, !trackers.isEmpty else { return false }
    guard countsSubviewHooksAsOwn else {
      return view.node.tracker.map { trackers.contains(ObjectIdentifier($0)) } ?? false
    }
    var found = false
    view.forEachInSubtree { subview in
      if !found, let tracker = subview.node.tracker {
        found = trackers.contains(ObjectIdentifier(tracker))
      }
    }
    return found
  }
}
