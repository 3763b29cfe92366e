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
  /// The accessibility identifier and label given to this view: SwiftUI applies them to
  /// the content its body resolves to, so they go to the views the body produces, and this
  /// view keeps its type name as identifier. A change evaluates the body again.
  var accessibilityNames = AccessibilityNames() {
    didSet { invalidateBody(self) }
  }

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
    invalidateBody(self)
  }

  override func updateProperties() {
    super.updateProperties()
    if runsPropertiesPhase(self) { evaluateBody(inPropertiesPhase: true) }
  }

  /// Evaluates the body (inside the tracking scope of `updateProperties()`) and reconciles
  /// what it produced.
  /// - Parameter properties: The application runs the properties phase (platform 26), as
  ///   the caller found it: asked once per evaluation.
  private func evaluateBody(inPropertiesPhase properties: Bool) {
    // Traits are read from the view the parent's environment names: the hosting root view,
    // whose traits every SwiftUI view below shares (no view between them overrides any).
    // Reading there walks a few levels instead of the whole SwiftUI tree, at every text's
    // font. A body outside a hosting root reads its own.
    var environment = self.environment
    if environment.traitSource == nil { environment.traitSource = self }
    DynamicProperties.install(in: view, host: self, environment: environment)
    BodyRecorder.record(typeName, in: self)
    let content = view.evaluateBody()
    let onlyChild = subviews.count == 1 ? subviews.first : nil
    // A plain HeadlessKit view's sizes follow from its intrinsic size alone (a text's label,
    // the common case, is checked by its class before the protocol's slower cast).
    let intrinsic = onlyChild.flatMap {
      type(of: $0) == HeadlessKit.Label.self || !($0 is any LaidOutView)
        ? $0.intrinsicContentSize : nil
    }
    let unnamed = accessibilityNames == AccessibilityNames()
    if !unnamed
      || !reconcileSameLeaf(
        content, environment: environment, owner: typeName, into: self, records: records)
    {
      let elements = flattenedElements(
        of: content, environment: environment, owner: typeName,
        attachments: unnamed ? [] : accessibilityNames.attachments)
      reconcile(elements, into: self, records: &records)
    }
    let kept = onlyChild != nil && subviews.count == 1 && subviews[0] === onlyChild
    // A text narrower than its words wraps: the same size may break into other lines.
    if kept, let intrinsic, subviews[0].intrinsicContentSize == intrinsic,
      Double(intrinsic.width) <= Double(bounds.width), properties
    {
      // Same view, same size for every proposal: neither this view nor its ancestors move.
      if subviews[0].frame != bounds { setNeedsLayout() }
      return
    }
    relayout(keptOnlyChild: kept, properties: properties)
  }

  /// The sizes this view answered in the tree's last layout, by proposal.
  private var measured: (generation: Int, sizes: [ProposedViewSize: Size], flexibility: [Bool]) = (
    -1, [:], []
  )

  /// Lays the tree out again after an evaluation: this view's subtree within its bounds,
  /// and every container up to the root when the view's size for a proposal its parent
  /// made in the last layout changed (or it was never measured). When neither this view's
  /// sizes nor its one subview changed, that subview already fills the bounds where
  /// placing it would put it: nothing is laid out.
  /// - Parameters:
  ///   - keptOnlyChild: The evaluation kept the one subview it had.
  ///   - properties: The application runs the properties phase.
  private func relayout(keptOnlyChild: Bool, properties: Bool) {
    // On platform 18 the evaluation runs in this view's own layout, which places the
    // subviews next: flagging it again would loop.
    let root = HostingRootView.enclosing(self)
    guard let root, measured.generation == root.layoutGeneration, !measured.sizes.isEmpty,
      measured.flexibility == flexibility,
      measured.sizes.allSatisfy({ contentSize($0.key) == $0.value })
    else {
      if properties { setNeedsLayout() }
      // Every container up to the root places its children again: sizes may change at
      // any level.
      var ancestor = superview
      while let view = ancestor {
        view.setNeedsLayout()
        if view is HostingRootView { break }
        ancestor = view.superview
      }
      return
    }
    if properties && !(keptOnlyChild && subviews[0].frame == bounds) { setNeedsLayout() }
  }

  private func contentSize(_ proposal: ProposedViewSize) -> Size {
    SwiftUILayout.verticalSize(
      of: subviews, proposal: proposal, spacing: SwiftUILayout.defaultSpacing)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Platform 18 has no properties phase: the body is evaluated here, tracked as layout
    // (with UIObservationTrackingEnabled), as UIKit's viewWillLayoutSubviews() is.
    if !runsPropertiesPhase(self) { evaluateBody(inPropertiesPhase: false) }
    SwiftUILayout.placeVertically(subviews, in: bounds, spacing: SwiftUILayout.defaultSpacing)
  }

  override var treeDetails: [String] { [typeName] }
}

extension BodyHostView: LaidOutView {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = contentSize(proposal)
    if let generation = HostingRootView.enclosing(self)?.layoutGeneration {
      if measured.generation != generation {
        measured = (generation, [:], flexibility)
      }
      measured.sizes[proposal] = size
    }
    return size
  }

  /// Whether the view is flexible along each axis, as its parent saw it.
  private var flexibility: [Bool] {
    [isFlexible(along: .horizontal), isFlexible(along: .vertical)]
  }

  func isFlexible(along axis: Axis) -> Bool {
    subviews.contains { SwiftUILayout.isFlexible($0, along: axis) }
  }
}

/// Whether `view`'s application runs the properties phase (platform 26); on platform 18
/// bodies are evaluated in the layout phase instead.
@MainActor
func runsPropertiesPhase(_ view: HeadlessKit.View) -> Bool {
  view.window?.application?.configuration.platform != .v18
}

/// Flags `view` so that its body (or root view) is evaluated in the next pass: for the
/// properties phase on platform 26, for layout on platform 18.
@MainActor
func invalidateBody(_ view: HeadlessKit.View) {
  if runsPropertiesPhase(view) { view.setNeedsUpdateProperties() } else { view.setNeedsLayout() }
}
