// The HeadlessKit view behind every view that has a body: its tracked `updateProperties()`
// evaluates the body, so each body is its own tracking scope on HeadlessKit's loop, with
// HeadlessKit's traces and diagnostics.

import HeadlessKit

/// Hosts one view with a body at one identity: keeps its state and its children's records,
/// and evaluates its body in `updateProperties()`.
@MainActor
final class BodyHostView: HeadlessKit.View {
  /// The view, as its parent's body last gave it (with its dynamic properties installed).
  private(set) var view: any View
  /// The environment its parent gave it.
  private(set) var environment: EnvironmentValues
  /// Its `@State` and other dynamic properties' storage, by property path.
  var storage: [String: AnyObject] = [:]
  /// The records of the views its body produced.
  private var records: [ElementID: SlotRecord] = [:]
  /// The view's type name, for diagnostics and pictures.
  let typeName: String

  init(view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    typeName = String(describing: type(of: view))
    super.init(frame: .zero)
    // Names the body in traces and reports ("BodyHostView(CounterView).updateProperties()")
    // and lets tests find it with `view(_:)`.
    identifier = typeName
  }

  /// Takes the view its parent's body produced at this identity. Its body runs again only
  /// when its inputs differ from the previous ones, as SwiftUI compares a view's fields.
  func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
    let sameInputs = Inputs.equal(view, newView)
    let sameEnvironment = environment.isSame(as: newEnvironment)
    if sameInputs && sameEnvironment { return }
    if !sameInputs { view = newView }
    environment = newEnvironment
    setNeedsUpdateProperties()
  }

  override func updateProperties() {
    super.updateProperties()
    evaluateBody()
  }

  /// Evaluates the body (inside the tracking scope of `updateProperties()`) and reconciles
  /// what it produced.
  private func evaluateBody() {
    var environment = self.environment
    environment.traitSource = self
    DynamicProperties.install(in: view, host: self, environment: environment)
    BodyRecorder.record(typeName, in: self)
    let content = view.evaluateBody()
    let elements = flattenedElements(of: content, environment: environment, owner: typeName)
    reconcile(elements, into: self, records: &records)
    HostingRootView.enclosing(self)?.setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    SwiftUILayout.placeVertically(subviews, in: bounds, spacing: SwiftUILayout.defaultSpacing)
  }

  override var treeDetails: [String] { [typeName] }
}

extension BodyHostView: LaidOutView {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    SwiftUILayout.verticalSize(
      of: subviews, proposal: proposal, spacing: SwiftUILayout.defaultSpacing)
  }

  func isFlexible(along axis: Axis) -> Bool {
    subviews.contains { SwiftUILayout.isFlexible($0, along: axis) }
  }
}
