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
    // Whether a type has a dynamic property is a fact of the type: remembered here, the
    // common case skips even the table's lookup.
    let viewType = ObjectIdentifier(Swift.type(of: view))
    if viewType != typeWithoutDynamicProperties,
      DynamicProperties.install(in: view, host: self, environment: environment)
    {
      typeWithoutDynamicProperties = viewType
    }
    BodyRecorder.record(typeName, in: self)
    let onlyChild = subviews.count == 1 ? subviews.first : nil
    // A plain HeadlessKit view's sizes follow from its intrinsic size alone (a text's label,
    // the common case, is checked by its class before the protocol's slower cast).
    var intrinsic: Size?
    if let onlyChild,
      type(of: onlyChild) == HeadlessKit.Label.self || !(onlyChild is any LaidOutView)
    {
      intrinsic = onlyChild.intrinsicContentSize
    }
    // The last evaluation's text, when its label stayed: a body that makes a text again
    // updates that label directly (no boxed result, no element).
    let unnamed = accessibilityNames == AccessibilityNames()
    var sameText: HeadlessKit.Label?
    if unnamed, let textRecord, onlyChild === textRecord.view {
      sameText = unsafeDowncast(textRecord.view, to: HeadlessKit.Label.self)
    }
    followsContentSize = false
    if let content = view.evaluateBody(updatingText: sameText, environment: environment, in: self) {
      if !unnamed
        || !reconcileSameLeaf(
          content, environment: environment, owner: typeName, into: self, records: records)
      {
        let elements = flattenedElements(
          of: content, environment: environment, owner: typeName,
          attachments: unnamed ? [] : accessibilityNames.attachments)
        reconcile(elements, into: self, records: &records)
      }
      textRecord = Self.onlyText(records, in: self, named: unnamed)
      // The text just resolved its style's font with a tracked read: remember it.
      if let textRecord {
        let font = unsafeDowncast(textRecord.view, to: HeadlessKit.Label.self).font
        if let style = font.textStyle { rememberStyleFont(style, font) }
      }
    } else if let textRecord {
      apply([], to: textRecord, owner: typeName)
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

  /// The record of the one text the last evaluation made, when that is all it made (no
  /// modifier, no accessibility names): its label is plain and this view's only subview.
  private var textRecord: SlotRecord?
  /// The last evaluation sized a text by its text style: a Dynamic Type size change
  /// evaluates the body again, as reading the trait in the body would.
  private var followsContentSize = false
  /// The font last resolved for a text style, at the Dynamic Type size then (dropped when
  /// that size changes).
  private var styleFont: (style: HeadlessKit.Font.TextStyle, font: HeadlessKit.Font)?
  /// The view's type, once found to have no dynamic property to install.
  private var typeWithoutDynamicProperties: ObjectIdentifier?
  /// A handler for Dynamic Type size changes is registered.
  private var watchesContentSize = false

  /// The record of `records`' one text, when the evaluation made one plain text alone.
  private static func onlyText(
    _ records: [ElementID: SlotRecord], in host: BodyHostView, named unnamed: Bool
  ) -> SlotRecord? {
    guard unnamed, records.count == 1, let (id, record) = records.first, id.count == 1,
      case .type(let type) = id[0], type == ObjectIdentifier(Text.self),
      Swift.type(of: record.view) == HeadlessKit.Label.self, host.subviews.count == 1,
      host.subviews[0] === record.view
    else { return nil }
    return record
  }

  /// The font of `font` for a text this body shows alone: a fixed size as it is; a text
  /// style at the Dynamic Type size, read once (a tracked read, as
  /// ``Font/resolved(in:)`` makes) and then remembered until that size changes, which
  /// evaluates the body again when its last evaluation used it.
  func resolvedTextFont(_ font: Font, environment: EnvironmentValues) -> HeadlessKit.Font {
    guard case .style(let style) = font.size else { return font.resolved(in: nil) }
    followsContentSize = true
    let headlessStyle = style.headlessStyle
    if let styleFont, styleFont.style == headlessStyle { return styleFont.font }
    let resolved = font.resolved(in: environment.traits)
    rememberStyleFont(headlessStyle, resolved)
    return resolved
  }

  /// Remembers `font`, resolved for `style` at the Dynamic Type size now, until that size
  /// changes.
  private func rememberStyleFont(_ style: HeadlessKit.Font.TextStyle, _ font: HeadlessKit.Font) {
    styleFont = (style, font)
    guard !watchesContentSize else { return }
    watchesContentSize = true
    registerForTraitChanges([.preferredContentSizeCategory]) { (host: BodyHostView, _) in
      host.styleFont = nil
      if host.followsContentSize { invalidateBody(host) }
    }
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

extension View {
  /// Evaluates `body` with the view's concrete type. When the body is a ``Text`` and
  /// `label` (the label of the text the last evaluation made) is given, updates `label`
  /// with it directly and returns `nil`: the commonest re-evaluation skips boxing the
  /// result and building an element.
  func evaluateBody(
    updatingText label: HeadlessKit.Label?, environment: EnvironmentValues, in host: BodyHostView
  ) -> (any View)? {
    let content = body
    guard let label, Body.self == Text.self else { return content }
    unsafeBitCast(content, to: Text.self).update(label, environment: environment, host: host)
    return nil
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
