/// Writes a diagnostic's text: the one place where a report's words are chosen.
enum DiagnosticFormatter {
  /// The message for `event`: what happened, and the fix where there is one.
  static func message(for event: Diagnostic.Event) -> String {
    switch event {
    case .rerun(let rerun):
      return rerunMessage(rerun)
    case .untrackedRead(let read):
      return "\(read.owner).\(read.callback) read \(read.type ?? "an @Observable value") "
        + "outside a tracking scope; the change will not refresh it. Read it in \(read.fixMethod)."
    case .untrackedNestedType(let controller, let model, let property, let valueType):
      return "\(model).\(property) holds a \(valueType), a class that is not @Observable: "
        + "\(controller) can track the reference, never what changes inside it. Make "
        + "\(valueType) @Observable."
    case .feedbackLoop(let loop):
      return "feedback loop: the pass ran \(loop.repetitions) times (threshold "
        + "\(loop.threshold)) and was stopped; hooks still invalidating: "
        + (loop.hooks.isEmpty
          ? "none recorded" : loop.hooks.map(\.description).joined(separator: ", "))
        + (loop.properties.isEmpty
          ? "; no observable property changed (the hooks invalidate directly)"
          : "; properties changing: " + loop.properties.joined(separator: ", "))
        + ". Remaining flags wait for the next pass."
    case .noPropertiesPhase(let view):
      return "\(view).setNeedsUpdateProperties() called on platform 18, which has no "
        + "properties phase; it does nothing. Use setNeedsLayout() and the layout hooks."
    case .directHookCall(let owner, let hook, let thread):
      let fix: String
      switch hook.invalidation {
      case .properties: fix = "setNeedsUpdateProperties() or updatePropertiesIfNeeded()"
      case .constraints: fix = "setNeedsUpdateConstraints() or updateConstraintsIfNeeded()"
      case .layout: fix = "setNeedsLayout() or layoutIfNeeded()"
      case .display: fix = "setNeedsDisplay()"
      }
      guard let thread else {
        return "\(owner).\(hook) was called directly, outside an update pass: that run is "
          + "not tracked. Call \(fix) instead."
      }
      return "\(owner).\(hook) ran off the main actor, on \(thread), outside an update "
        + "pass: that run is not tracked and races the pass. Call \(fix) on the main actor "
        + "instead."
    case .viewsChangedOffMainActor(let views, let thread):
      return "\(views.joined(separator: ", ")) changed off the main actor, on \(thread): "
        + "views belong to the main actor, so this is a data race. HeadlessKit queued "
        + (views.count == 1 ? "the view" : "them")
        + " for the next pass so nothing stays stale; make the change on the main actor "
        + "(in updateProperties(), or after `await MainActor.run`)."
    case .presentIgnored(let presenter, let controller, let alreadyPresenting):
      return "\(presenter).present(\(controller)) ignored: "
        + (alreadyPresenting.map { "it already presents \($0); dismiss it first." }
          ?? "that controller is already presented.")
    case .duplicateListItems(let list, let items):
      let quoted = items.map { "'\($0)'" }.joined(separator: ", ")
      return "\(list).apply(_:): the snapshot repeats \(quoted): rows with one identifier "
        + "share a cell, so all but one of them show nothing. Give every item a unique "
        + "identifier."
    case .pushIgnored(let navigation, let controller, let inThisStack):
      return "\(navigation).push(\(controller)) ignored: "
        + (inThisStack
          ? "it is already in this navigation stack; pop to it with popTo(_:) instead."
          : "it already has a parent; remove it from there first.")
    case .observableReadInCellProvider(let list, let type):
      return "\(list)'s cellProvider read \(type ?? "an @Observable value"); a change lays "
        + "the list out again but does not reconfigure the cells that exist. Read it in the "
        + "cell's updateConfiguration(using:) or configurationUpdateHandler."
    case .updatePropertiesNeverCalled(let type, let layoutHook, let method):
      return "\(type) overrides updateProperties(), which platform 18 never calls: its work "
        + "never runs there. Do it in \(method ?? layoutHook.description), which platform 18 runs (and tracks "
        + "when UIObservationTrackingEnabled is set)."
    case .unsatisfiableConstraints(let broken, let conflicting):
      return "unable to simultaneously satisfy constraints: "
        + conflicting.joined(separator: "; ")
        + ". Broke \(broken) to recover; remove one of them or lower its priority below "
        + "1000 (set translatesAutoresizingMaskIntoConstraints = false on views that "
        + "constraints place)."
    case .ambiguousLayout(let view, let axis):
      return "\(view) has an ambiguous \(axis) layout: its constraints allow more than one "
        + "frame, so where it lands is arbitrary. Add a constraint that fixes its "
        + (axis == "horizontal" ? "x position or width." : "y position or height.")
    case .unconstrainedView(let view):
      return "\(view) has translatesAutoresizingMaskIntoConstraints = false but no "
        + "constraint refers to it, so nothing places it (its frame stays as it was). "
        + "Activate its constraints, or leave translatesAutoresizingMaskIntoConstraints true."
    case .detentUnavailable(let controller, let detent, let available):
      return "\(controller).selectedDetent = \(detent) ignored: the sheet's "
        + "detents are " + available.joined(separator: ", ") + "."
    }
  }

  private static func rerunMessage(_ rerun: Diagnostic.Rerun) -> String {
    let changes =
      rerun.changes.isEmpty
      ? "an observed value changed"
      : rerun.changes.map { change in
        if let values = change.values { return "\(change.property) changed \(values)" }
        return "\(change.property) changed on \(change.thread)"
          + (change.writes > 1 ? " (\(change.writes) writes)" : "")
      }.joined(separator: "; ")
    let note =
      rerun.alsoReadBy.map {
        " (\($0) read it too: if it was read only through a nested …IfNeeded(), this is an "
          + "extra run)"
      } ?? ""
    let when = rerun.offScreen ? "when its view is on screen again" : "in pass \(rerun.pass)"
    return "\(rerun.owner).\(rerun.method) will re-run \(when): \(changes)\(note)"
  }
}
