// The root of a SwiftUI tree inside HeadlessKit: a hosting controller's view.

import HeadlessKit

/// Holds a root view's elements and lays the whole SwiftUI tree out from its bounds.
@MainActor
final class HostingRootView: HeadlessKit.View {
  /// The root view.
  var rootView: any View {
    didSet { invalidateBody(self) }
  }
  /// The environment the root view gets (values set on the hosting controller).
  var environment = EnvironmentValues() {
    didSet { invalidateBody(self) }
  }
  private var records: [ElementID: SlotRecord] = [:]
  /// Counts this tree's layouts: sizes measured in an earlier one are stale.
  private(set) var layoutGeneration = 0

  init(rootView: any View) {
    self.rootView = rootView
    super.init(frame: Window.defaultFrame)
    backgroundColor = HeadlessKit.Color(named: "systemBackground")
  }

  override func updateProperties() {
    super.updateProperties()
    if runsPropertiesPhase(self) { evaluateRoot() }
  }

  /// Reconciles the root view's elements.
  private func evaluateRoot() {
    var environment = self.environment
    environment.traitSource = self
    let elements = flattenedElements(
      of: rootView, environment: environment, owner: String(describing: type(of: rootView)))
    reconcile(elements, into: self, records: &records)
    if runsPropertiesPhase(self) { setNeedsLayout() }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if !runsPropertiesPhase(self) { evaluateRoot() }
    layoutGeneration += 1
    let content = subviews
    if content.count == 1, let only = content.first {
      SwiftUILayout.place(only, in: bounds)
    } else {
      SwiftUILayout.placeStack(
        content, axis: .vertical, spacing: SwiftUILayout.defaultSpacing, alignment: 0.5,
        in: bounds)
    }
  }

  /// The size the content wants in `proposal` (for `sizingOptions`).
  func contentSize(_ proposal: ProposedViewSize) -> Size {
    SwiftUILayout.verticalSize(
      of: subviews, proposal: proposal, spacing: SwiftUILayout.defaultSpacing)
  }

  /// The root view above `view`.
  static func enclosing(_ view: HeadlessKit.View) -> HostingRootView? {
    var current = view.superview
    while let candidate = current {
      if let root = candidate as? HostingRootView { return root }
      current = candidate.superview
    }
    return nil
  }
}
