import Foundation
import HeadlessKit

/// Runs staleness audits on one host, remembering across audits the hooks found not
/// auditable so that none of them runs a second extra time.
///
/// An audit is a throwaway pass over every visible window: it captures each view's visual
/// state (``HeadlessKit/View/visualProperties()``), runs again the `didLoad()` of each
/// controller whose read there has changed since (the read the untracked-read warning
/// names), then every hook that runs code HeadlessKit did not write, phase by phase as the
/// pass orders them, each outside every tracking scope, then draws again the views that
/// draw themselves. A value that differs from the captured one is stale, named with the
/// hook whose run produced it. Afterwards each changed property is set back through its
/// setter and every view's pending work is what it was, so the next flush runs nothing it
/// would not have run.
///
/// A hook whose run changed more than the screen is reported as not auditable and is
/// skipped by later audits: it wrote observable state a hook or a watched callback read
/// (the trackers' own change reports count them), changed the view tree, constraints,
/// gesture recognizers, child controllers or presentations, or changed a stored property
/// of an app's controller or view (compared through reflection). Those effects are not
/// undone: the audit cannot know how.
@MainActor
package final class StalenessAuditor {
  private let host: TestHost
  /// Hooks found not auditable, by owner and name: skipped from then on.
  private var distrusted: Set<String> = []

  package init(host: TestHost) {
    self.host = host
  }

  /// Runs one audit; see the type's discussion.
  package func audit() -> StalenessReport {
    var pass = AuditPass(host: host, distrusted: distrusted)
    let report = pass.run()
    distrusted.formUnion(pass.newlyDistrusted)
    return report
  }
}

/// One audit's state.
@MainActor
private struct AuditPass {
  let host: TestHost
  let distrusted: Set<String>
  private(set) var newlyDistrusted: Set<String> = []

  private var views: [View] = []
  private var before: [[VisualProperty]] = []
  /// The values as the latest hook left them, per view, by property name.
  private var current: [[String: String]] = []
  /// The hook that last changed each value: `producedBy[view][property]`.
  private var producedBy: [[String: String]] = []
  private var unauditable: [StalenessReport.UnauditableHook] = []
  /// Hooks whose effects reach beyond the screen: their values are not reported stale.
  private var untrusted: Set<String> = []
  private var hooksRun = 0

  init(host: TestHost, distrusted: Set<String>) {
    self.host = host
    self.distrusted = distrusted
  }

  mutating func run() -> StalenessReport {
    let windows = host.application.windows
    var stack: [View] = windows.reversed()
    while let view = stack.popLast() {
      views.append(view)
      stack += view.subviews.reversed()
    }
    let flags = views.map { $0.pendingFlags() }
    let tree = views.map { ($0, $0.subviews) }
    let structure = ScreenStructure(windows)
    before = views.map { $0.visualProperties() }
    current = before.map { Dictionary($0.map { ($0.name, $0.value) }) { first, _ in first } }
    producedBy = Array(repeating: [:], count: views.count)

    // Controllers whose didLoad() read a value that changed since: only running it again
    // shows what that read left on screen.
    let controllers = views.compactMap(\.owningController)
    for controller in controllers where controller.didLoadReadChanged {
      runAudited(controller.didLoadName, owner: controller) { controller.rerunDidLoad() }
    }
    for phase in AuditedPhase.allCases {
      for view in views {
        for hook in view.auditedHooks(phase) {
          runAudited(hook.name, owner: hook.owner) { hook.run() }
        }
      }
    }
    var stale: [StalenessReport.StaleValue] = []
    for (index, view) in views.enumerated() {
      stale += staleValues(of: index)
      if view.drawsUserCode, view.bounds.width > 0, view.bounds.height > 0 {
        hooksRun += 1
        let fresh = view.auditDrawing()
        let shown = view.lastDrawingDescription
        if fresh != shown {
          stale.append(
            .init(
              view: view.auditName, property: "drawing", shown: quotedLines(shown),
              fresh: quotedLines(fresh), hook: "\(view.auditName).draw(in:)"))
        }
      }
    }
    restore(flags: flags, tree: tree, structureChanged: ScreenStructure(windows) != structure)
    return StalenessReport(
      staleValues: stale, unauditableHooks: unauditable, hooksRun: hooksRun)
  }

  /// Runs one hook, then notes what it changed on screen and beyond.
  private mutating func runAudited(_ name: String, owner: AnyObject, _ body: () -> Void) {
    let key = "\(ObjectIdentifier(owner).hashValue) \(name)"
    guard !distrusted.contains(key) else { return }
    let owners = fieldOwners(besides: owner)
    let fieldsBefore = owners.map { ObjectFields(of: $0) }
    let structureBefore = ScreenStructure(host.application.windows)
    let posts = host.application.changePostCount
    body()
    hooksRun += 1
    var reasons: [String] = []
    if host.application.changePostCount != posts {
      reasons.append("it wrote observable state that a hook or a watched callback reads")
    }
    let structureChanges = structureBefore.changes(to: ScreenStructure(host.application.windows))
    if !structureChanges.isEmpty {
      reasons.append("it " + structureChanges.joined(separator: "; "))
    }
    for (object, fields) in zip(owners, fieldsBefore) {
      let changes = fields.changes(to: ObjectFields(of: object))
      if !changes.isEmpty {
        reasons.append(
          "it changed \(type(of: object))'s " + changes.joined(separator: ", ")
            + ", which the audit cannot put back")
      }
    }
    for index in views.indices {
      for property in views[index].visualProperties()
      where current[index][property.name] != property.value {
        current[index][property.name] = property.value
        producedBy[index][property.name] = name
      }
    }
    guard !reasons.isEmpty else { return }
    unauditable.append(.init(hook: name, reason: reasons.joined(separator: "; ")))
    untrusted.insert(name)
    newlyDistrusted.insert(key)
  }

  /// The objects whose app-declared fields a hook might change: the controllers on
  /// screen and the hook's owner.
  private func fieldOwners(besides owner: AnyObject) -> [AnyObject] {
    var owners: [AnyObject] = []
    var seen: Set<ObjectIdentifier> = []
    for object in [owner] + views.compactMap(\.owningController)
    where seen.insert(ObjectIdentifier(object)).inserted {
      owners.append(object)
    }
    return owners
  }

  /// The stale values of view `index`: its captured values that a trusted hook changed.
  /// The tree description's `details` count only when no named property changed.
  private func staleValues(of index: Int) -> [StalenessReport.StaleValue] {
    var found: [StalenessReport.StaleValue] = []
    var details: StalenessReport.StaleValue?
    for property in before[index] {
      guard let fresh = current[index][property.name], fresh != property.value,
        let hook = producedBy[index][property.name], !untrusted.contains(hook)
      else { continue }
      let value = StalenessReport.StaleValue(
        view: views[index].auditName, property: property.name, shown: property.value,
        fresh: fresh, hook: hook)
      if property.name == "details" { details = value } else { found.append(value) }
    }
    if found.isEmpty, let details { found.append(details) }
    return found
  }

  /// Puts the screen back as it was: each changed property through its setter, the
  /// subviews of each view when a hook changed them, then every view's pending work.
  private func restore(
    flags: [PendingFlags], tree: [(View, [View])], structureChanged: Bool
  ) {
    for (index, view) in views.enumerated() {
      let properties = before[index]
      guard properties.contains(where: { current[index][$0.name] != $0.value }) else { continue }
      let now = Dictionary(view.visualProperties().map { ($0.name, $0.value) }) { a, _ in a }
      for property in properties where now[property.name] != property.value {
        property.putBack()
      }
    }
    if structureChanged {
      for (view, subviews) in tree
      where view.subviews.map(ObjectIdentifier.init)
        != subviews.map(ObjectIdentifier.init)
      {
        for subview in view.subviews where !subviews.contains(where: { $0 === subview }) {
          subview.removeFromSuperview()
        }
        for (position, subview) in subviews.enumerated()
        where view.subviews.firstIndex(
          where: { $0 === subview }) != position
        {
          view.insertSubview(subview, at: position)
        }
      }
    }
    for (view, flags) in zip(views, flags) { view.restorePendingFlags(flags) }
  }
}

/// A drawing's command lines for a message: `[]` when it drew nothing.
private func quotedLines(_ text: String) -> String {
  "[" + text.split(separator: "\n").joined(separator: "; ") + "]"
}
