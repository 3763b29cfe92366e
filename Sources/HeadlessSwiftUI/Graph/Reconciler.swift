// Turns a body's elements into HeadlessKit views: a view whose identity is unchanged keeps its
// HeadlessKit view (and, for a view with a body, its state); a new identity gets a new one; a
// vanished identity's view leaves the tree.

import HeadlessKit

/// A primitive view: drawn by a HeadlessKit view that HeadlessSwiftUI makes and updates.
@MainActor
protocol RenderedView: View {
  /// Makes the HeadlessKit view that draws this view.
  func makePlatformView() -> HeadlessKit.View
  /// Brings `platformView` (made by ``makePlatformView()``) up to date with this value.
  func update(_ platformView: HeadlessKit.View, element: Element)
}

/// What a container keeps about one of its views between evaluations.
@MainActor
final class SlotRecord {
  /// The HeadlessKit view.
  let view: HeadlessKit.View
  /// `onAppear` ran.
  var appeared = false
  /// Running tasks, by their position among the view's attachments.
  var tasks: [Int: (id: AnyHashable?, task: Task<Void, Never>)] = [:]
  /// The values `onChange(of:)` saw last, by position.
  var changeValues: [Int: Any] = [:]
  /// What to run when the view goes.
  var disappearActions: [@MainActor () -> Void] = []
  /// The view whose body declared it.
  var owner = ""
  /// The view left: a task queued for after the pass must not start.
  var departed = false

  init(view: HeadlessKit.View) { self.view = view }

  /// The view leaves: its tasks are cancelled, its `onDisappear` actions run.
  func disappear() {
    departed = true
    for (_, running) in tasks { running.task.cancel() }
    tasks = [:]
    let actions = disappearActions
    guard !actions.isEmpty else { return }
    let anchor = view
    runOutsideTracking("\(owner).onDisappear", from: anchor) { for action in actions { action() } }
  }
}

/// Reconciles `elements` with the records of `container`'s subviews (from `offset` on).
/// - Parameters:
///   - elements: The views, in order.
///   - container: The HeadlessKit view that holds their views.
///   - records: The records of the previous evaluation, replaced by this one's.
///   - offset: How many of `container`'s subviews come first and are not reconciled.
@MainActor
func reconcile(
  _ elements: [Element], into container: HeadlessKit.View, records: inout [ElementID: SlotRecord],
  offset: Int = 0
) {
  // The common case of a re-evaluated body: one view, the same identity as before. It
  // keeps its record and its place; no new table is built.
  if elements.count == 1, records.count == 1, let (id, record) = records.first,
    id == elements[0].id, offset < container.subviews.count,
    container.subviews[offset] === record.view
  {
    updatePlatformView(record.view, with: elements[0])
    apply(elements[0].attachments, to: record, owner: elements[0].owner)
    return
  }
  var next: [ElementID: SlotRecord] = [:]
  next.reserveCapacity(elements.count)
  for (position, element) in elements.enumerated() {
    var id = element.id
    if next[id] != nil { id.append(.index(position)) }
    let record =
      records.removeValue(forKey: id) ?? SlotRecord(view: makePlatformView(for: element))
    let index = offset + position
    if index >= container.subviews.count || container.subviews[index] !== record.view {
      container.insertSubview(record.view, at: index)
    }
    updatePlatformView(record.view, with: element)
    apply(element.attachments, to: record, owner: element.owner)
    next[id] = record
  }
  for (_, gone) in records {
    gone.view.removeFromSuperview()
    (gone.view as? RepresentableHostView)?.dismantle?()
    gone.disappear()
  }
  records = next
}

/// The commonest re-evaluation, without building the element list: the body produced one
/// leaf view (no modifier, no children: a text) of the same type as last time, at the same
/// identity, in the same place. Updates its view and returns `true`; returns `false` (and
/// does nothing) when the body's result is anything else.
@MainActor
func reconcileSameLeaf(
  _ view: any View, environment: EnvironmentValues, owner: String,
  into container: HeadlessKit.View, records: [ElementID: SlotRecord]
) -> Bool {
  guard records.count == 1, let (id, record) = records.first, id.count == 1,
    case .type(let type) = id[0], type == ObjectIdentifier(Swift.type(of: view)),
    FlattenedTypes.leaves.contains(type), container.subviews.count == 1,
    container.subviews[0] === record.view
  else { return false }
  updatePlatformView(
    record.view,
    with: Element(id: id, view: view, environment: environment, attachments: [], owner: owner))
  apply([], to: record, owner: owner)
  return true
}

@MainActor
private func makePlatformView(for element: Element) -> HeadlessKit.View {
  if let rendered = element.view as? any RenderedView { return rendered.makePlatformView() }
  if let representable = element.view as? any UIViewRepresentable {
    return Representables.make(representable, element: element)
  }
  if let representable = element.view as? any UIViewControllerRepresentable {
    return Representables.make(representable, element: element)
  }
  return BodyHostView(view: element.view, environment: element.environment)
}

@MainActor
private func updatePlatformView(_ platformView: HeadlessKit.View, with element: Element) {
  if let rendered = element.view as? any RenderedView {
    rendered.update(platformView, element: element)
  } else if let representable = element.view as? any UIViewRepresentable {
    Representables.update(representable, platformView, element: element)
  } else if let representable = element.view as? any UIViewControllerRepresentable {
    Representables.update(representable, platformView, element: element)
  } else if let host = platformView as? BodyHostView {
    host.receive(element.view, environment: element.environment)
  }
}

/// The view a modifier such as `accessibilityIdentifier(_:)` names: a control's own
/// HeadlessKit view when the view wraps one (a toggle's switch), else the view itself.
@MainActor
protocol AccessibilityTarget {
  /// The view identifiers and labels go to.
  var accessibilityTarget: HeadlessKit.View { get }
}

/// Applies `attachments` (a view's modifiers that do not wrap it) to `record`'s view.
@MainActor
func apply(
  _ attachments: [Attachment], to record: SlotRecord, owner: String
) {
  let view = record.view
  // A view with a body is no accessibility element of its own: as SwiftUI, its identifier
  // and label go to the content its body resolves to (the host passes them down).
  let host = view as? BodyHostView
  if attachments.isEmpty {
    // The common case of a re-evaluated view without modifiers: nothing to apply.
    if let host, host.accessibilityNames != AccessibilityNames() {
      host.accessibilityNames = AccessibilityNames()
    }
    record.disappearActions = []
    record.owner = owner
    if !record.appeared, view.window?.isVisible ?? false { record.appeared = true }
    return
  }
  let isVisible = view.window?.isVisible ?? false
  let target = (view as? any AccessibilityTarget)?.accessibilityTarget ?? view
  var names = AccessibilityNames()
  var disappearing: [@MainActor () -> Void] = []
  for (position, attachment) in attachments.enumerated() {
    switch attachment {
    case .identifier(let identifier):
      if host != nil {
        names.identifier = identifier
      } else if target.identifier != identifier {
        target.identifier = identifier
      }
    case .accessibilityLabel(let label):
      if host != nil { names.label = label } else { target.accessibilityLabel = label }
    case .navigationTitle(let title):
      NavigationStackView.nearest(above: view)?.setTitle(title)
    case .navigationDestination(let type, let make):
      NavigationStackView.nearest(above: view)?.destinations[type] = make
    case .onAppear(let action):
      if !record.appeared, isVisible {
        runOutsideTracking("\(owner).onAppear", from: view, action)
      }
    case .onDisappear(let action):
      disappearing.append(action)
    case .task(let id, let action):
      guard isVisible else { continue }
      if let running = record.tasks[position], running.id == id { continue }
      record.tasks[position]?.task.cancel()
      record.tasks[position] = nil
      // The record is captured strongly, not weakly: the work runs at the end of this pass
      // and is dropped, and a weak reference would give the record a side table that
      // LeakSanitizer cannot trace (its address hides in the reference-count word).
      runOutsideTracking("\(owner).task", from: view) {
        guard !record.departed else { return }
        record.tasks[position] = (id, Task.immediate { @MainActor in await action() })
      }
    case .onChange(let watch):
      let previous = record.changeValues[position]
      record.changeValues[position] = watch.value
      if let previous {
        if !watch.isEqual(previous) {
          runOutsideTracking("\(owner).onChange", from: view) { watch.action(previous) }
        }
      } else if watch.initial {
        runOutsideTracking("\(owner).onChange", from: view) { watch.action(watch.value) }
      }
    case .sheet(let request):
      SheetPresenter.update(request, from: view)
    case .presentationDetents(let request):
      DetentPresenter.update(request, from: view)
    case .tag, .tabItem:
      break
    case .alert(let request):
      AlertPresenter.update(request, from: view)
    }
  }
  if let host, host.accessibilityNames != names { host.accessibilityNames = names }
  record.disappearActions = disappearing
  record.owner = owner
  if isVisible { record.appeared = true }
}

/// The accessibility identifier and label a view with a body was given: they go to the
/// views its body resolves to, as SwiftUI applies them to the resolved content.
struct AccessibilityNames: Equatable {
  /// `accessibilityIdentifier(_:)`.
  var identifier: String?
  /// `accessibilityLabel(_:)`.
  var label: String?

  /// The names as attachments, for the views below.
  var attachments: [Attachment] {
    (identifier.map { [.identifier($0)] } ?? []) + (label.map { [.accessibilityLabel($0)] } ?? [])
  }
}

/// Runs `work` after the pass under way, outside every tracking scope, as SwiftUI runs
/// `onAppear`, `task`, `onChange` and actions: what it reads subscribes nothing. Its first run
/// is watched by HeadlessKit's untracked-read report under `name`.
@MainActor
func runOutsideTracking(
  _ name: String, from view: HeadlessKit.View, _ work: @escaping @MainActor () -> Void
) {
  view.afterPass {
    if let controller = enclosingController(of: view) {
      controller.runUntracked(name, work)
    } else {
      work()
    }
  }
}

/// The controller whose view holds `view`.
@MainActor
func enclosingController(of view: HeadlessKit.View) -> Controller? {
  var current: HeadlessKit.View? = view
  while let candidate = current {
    if let controller = candidate.owningController { return controller }
    current = candidate.superview
  }
  return nil
}
