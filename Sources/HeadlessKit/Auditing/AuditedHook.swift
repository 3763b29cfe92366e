import Foundation

/// A hook the staleness audit runs once more, outside every tracking scope: who owns it,
/// how messages name it, and how to run it.
@MainActor
package struct AuditedHook {
  /// The view or controller whose hook it is.
  package let owner: AnyObject
  /// The hook as messages name it: `ThemeController.updateProperties()`.
  package let name: String
  private let body: @MainActor () -> Void

  init(owner: AnyObject, name: String, _ body: @escaping @MainActor () -> Void) {
    self.owner = owner
    self.name = name
    self.body = body
  }

  /// Runs the hook now.
  package func run() { body() }
}

/// The phases whose hooks the audit re-runs, in the pass's order; drawing is compared
/// apart (``View/auditDrawing()``).
package enum AuditedPhase: CaseIterable, Sendable {
  case properties, constraints, layout
}

extension View {
  /// This view's hooks of `phase` that run code HeadlessKit did not write (its owning
  /// controller's, a subclass's overrides, configuration handlers), as the pass runs them
  /// on this view's platform; each runs plainly, in no tracking scope, so that running it
  /// changes nothing the tracker knows.
  package func auditedHooks(_ phase: AuditedPhase) -> [AuditedHook] {
    let policy = self.policy
    let declared = userCodePhases
    let controller = owningController
    var hooks: [AuditedHook] = []
    func controllerHook(_ hook: Hook, _ body: @escaping @MainActor (Controller) -> Void) {
      guard let controller else { return }
      let method = controller.ownName(of: hook).map { "\($0)" } ?? hook.description
      hooks.append(
        AuditedHook(owner: controller, name: "\(Swift.type(of: controller)).\(method)") {
          [weak controller] in
          guard let controller else { return }
          let previous = controller.hookInProgress
          controller.hookInProgress = hook
          defer { controller.hookInProgress = previous }
          body(controller)
        })
    }
    func viewHook(_ hook: Hook, _ body: @escaping @MainActor (View) -> Void) {
      hooks.append(
        AuditedHook(owner: self, name: "\(diagnosticName).\(hook)") { [weak self] in
          guard let self else { return }
          let previous = self.hookInProgress
          self.hookInProgress = hook
          defer { self.hookInProgress = previous }
          body(self)
        })
    }
    let configures = hasConfigurationHook && declared.contains(.configuration)
    switch phase {
    case .properties:
      guard policy.hasPropertiesPhase else { return [] }
      controllerHook(.updateProperties) { $0.updateProperties() }
      if declared.contains(.properties) { viewHook(.updateProperties) { $0.updateProperties() } }
      if configures && policy.configurationPhase == .properties {
        viewHook(.configuration) { $0.runConfiguration { _, body in body() } }
      }
    case .constraints:
      controllerHook(.updateConstraints) { $0.updateConstraints() }
      if declared.contains(.constraints) {
        viewHook(.updateConstraints) { $0.updateConstraints() }
      }
    case .layout:
      if configures && policy.configurationPhase == .layout {
        viewHook(.configuration) { $0.runConfiguration { _, body in body() } }
      }
      controllerHook(.willLayout) { $0.willLayout() }
      if declared.contains(.layout) { viewHook(.layoutSubviews) { $0.layoutSubviews() } }
      controllerHook(.didLayout) { $0.didLayout() }
    }
    return hooks
  }

  /// Whether `draw(in:)` or `draw(_:)` is a subclass's: the drawings HeadlessKit's own
  /// widgets make follow from the properties ``visualProperties()`` reads.
  package var drawsUserCode: Bool { userCodePhases.contains(.display) }

  /// The view's last drawing, one command a line (empty when it drew nothing).
  package var lastDrawingDescription: String {
    lastDrawing.map { $0.commands.map(\.auditDescription).joined(separator: "\n") } ?? ""
  }

  /// Draws the view again on a fresh canvas, as the display phase would now, and
  /// describes the drawing as ``lastDrawingDescription`` does; the view's last drawing
  /// stays as it was.
  package func auditDrawing() -> String {
    let canvas = Canvas(bounds: bounds)
    let previous = hookInProgress
    hookInProgress = .draw
    defer { hookInProgress = previous }
    draw(in: canvas)
    let outer = Canvas.current
    Canvas.current = canvas
    draw(bounds)
    Canvas.current = outer
    return canvas.commands.map(\.auditDescription).joined(separator: "\n")
  }

  /// The view's pending work, to put back after an audit: its phase flags as they are now.
  package func pendingFlags() -> PendingFlags {
    PendingFlags(
      properties: node.flagsProperties, constraints: node.flagsConstraints,
      layout: node.flagsLayout, display: node.flagsDisplay)
  }

  /// Sets the view's phase flags back to `flags`: work the audit's own writes flagged is
  /// dropped (a queued view whose flag is clear is skipped by the pass).
  package func restorePendingFlags(_ flags: PendingFlags) {
    node.flagsProperties = flags.properties
    node.flagsConstraints = flags.constraints
    node.flagsLayout = flags.layout
    node.flagsDisplay = flags.display
  }

  /// How messages name this view: `Label(title)`, `ThemeController.view`.
  package var auditName: String { diagnosticName }
}

/// A view's phase flags at one moment.
package struct PendingFlags: Equatable, Sendable {
  let properties: Bool
  let constraints: Bool
  let layout: Bool
  let display: Bool
}

extension Controller {
  /// Whether a value `didLoad()` read has changed since: the read the untracked-read
  /// warning names, which only running `didLoad()` again can show on screen.
  package var didLoadReadChanged: Bool {
    let name = callbackName(.didLoad)
    return untrackedWatches.contains { $0.callback == name && $0.sawChange }
  }

  /// `didLoad()` as messages name it for this class: `ThemeController.viewDidLoad()`.
  package var didLoadName: String { "\(Swift.type(of: self)).\(callbackName(.didLoad))" }

  /// Runs `didLoad()` again, untracked and unwatched, as loading ran it.
  package func rerunDidLoad() {
    runUntracked(callbackName(.didLoad)) { didLoad() }
  }
}

extension Application {
  /// Counts the changes trackers and watches have posted: compared around a hook run, it
  /// tells whether the run wrote observable state that a hook or a watched callback read.
  package var changePostCount: Int { inbox.totalPosts }
}

/// A point as `(x, y)`, compact.
private func point(_ point: Point) -> String {
  "(\(Double(point.x).compactDescription), \(Double(point.y).compactDescription))"
}

extension Canvas.Command {
  /// The command in a line, with compact numbers: `text("Draft", (0, 0, 100x20), label)`.
  var auditDescription: String {
    switch self {
    case .fill(let rect, let color): return "fill(\(rect.compactDescription), \(color))"
    case .text(let string, let rect, let color, let fontSize, let alignment):
      return
        "text(\"\(string)\", \(rect.compactDescription), \(color), "
        + "\(fontSize.compactDescription)pt, \(alignment))"
    case .roundedRect(let rect, let radius, let fill, let stroke):
      return
        "roundedRect(\(rect.compactDescription), radius \(radius.compactDescription), "
        + "fill \(fill.map { "\($0)" } ?? "none"), stroke \(stroke.map { "\($0)" } ?? "none"))"
    case .line(let start, let end, let color):
      return
        "line(\(point(start)) to \(point(end)), \(color))"
    case .ellipse(let rect, let fill, let stroke):
      return
        "ellipse(\(rect.compactDescription), fill \(fill.map { "\($0)" } ?? "none"), "
        + "stroke \(stroke.map { "\($0)" } ?? "none"))"
    case .path(let path, let style):
      return
        "path(\(path.elements.count) elements, fill \(style.fill.map { "\($0)" } ?? "none"), "
        + "stroke \(style.stroke.map { "\($0)" } ?? "none"))"
    case .gradient(let rect, let gradient, let radius):
      return
        "gradient(\(rect.compactDescription), \(gradient.colors.map { "\($0)" }), "
        + "radius \(radius.compactDescription))"
    case .styledText(let runs, let rect, let alignment):
      return
        "styledText(\"\(runs.map(\.string).joined())\", \(rect.compactDescription), "
        + "\(alignment))"
    }
  }
}
