import HeadlessKit

/// Views in a column, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///   Text("Title").font(.headline)
///   Text("Detail")
/// }
/// ```
nonisolated public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column.
  /// - Parameters:
  ///   - alignment: How children line up across the column.
  ///   - spacing: The space between children; 8 when `nil`.
  ///   - content: The children.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// Views in a row, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row.
  /// - Parameters:
  ///   - alignment: How children line up across the row.
  ///   - spacing: The space between children; 8 when `nil`.
  ///   - content: The children.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// Views on top of each other, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Creates a stack of layers.
  /// - Parameters:
  ///   - alignment: Where each layer sits.
  ///   - content: The layers, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// A column that SwiftUI builds lazily, as SwiftUI's `LazyVStack` (built at once here).
public typealias LazyVStack = VStack

/// A row that SwiftUI builds lazily, as SwiftUI's `LazyHStack` (built at once here).
public typealias LazyHStack = HStack

@MainActor
extension VStack: RenderedView {
  func makePlatformView() -> HeadlessKit.View { StackContainerView(axis: .vertical) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let stack = platformView as? StackContainerView else { return }
    stack.configure(spacing: spacing, alignment: alignment.fraction)
    stack.reconcileContent(content, element: element)
  }
}

@MainActor
extension HStack: RenderedView {
  func makePlatformView() -> HeadlessKit.View { StackContainerView(axis: .horizontal) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let stack = platformView as? StackContainerView else { return }
    stack.configure(spacing: spacing, alignment: alignment.fraction)
    stack.reconcileContent(content, element: element)
  }
}

@MainActor
extension ZStack: RenderedView {
  func makePlatformView() -> HeadlessKit.View { LayerContainerView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let layers = platformView as? LayerContainerView else { return }
    if layers.alignment != alignment {
      layers.alignment = alignment
      layers.setNeedsLayout()
    }
    layers.reconcileContent(content, element: element)
  }
}

/// A HeadlessKit view that holds the views of SwiftUI content.
@MainActor
class ContentContainerView: HeadlessKit.View {
  private var records: [ElementID: SlotRecord] = [:]
  /// Subviews before the content (a navigation bar).
  var contentOffset: Int { 0 }
  /// The content's views.
  var contentViews: ArraySlice<HeadlessKit.View> { subviews[contentOffset...] }

  /// Reconciles `content` into this view.
  func reconcileContent(_ content: some View, element: Element) {
    let elements = flattenedElements(
      of: content, environment: element.environment, owner: element.owner)
    reconcile(elements, into: self, records: &records, offset: contentOffset)
    reconciled(elements)
  }

  /// Called after each reconciliation with the elements reconciled, in the order of
  /// ``contentViews``; does nothing by default.
  func reconciled(_ elements: [Element]) {}
}

/// The HeadlessKit view of a `VStack` or `HStack`.
final class StackContainerView: ContentContainerView, LaidOutView {
  let axis: Axis
  private(set) var spacing = SwiftUILayout.defaultSpacing
  private(set) var alignment = 0.5

  init(axis: Axis) {
    self.axis = axis
    super.init(frame: .zero)
  }

  func configure(spacing: Double?, alignment: Double) {
    let spacing = spacing ?? SwiftUILayout.defaultSpacing
    guard spacing != self.spacing || alignment != self.alignment else { return }
    self.spacing = spacing
    self.alignment = alignment
    setNeedsLayout()
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    SwiftUILayout.stackSize(of: subviews, axis: axis, spacing: spacing, proposal: proposal)
  }

  func isFlexible(along axis: Axis) -> Bool {
    subviews.contains { SwiftUILayout.isFlexible($0, along: axis) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    SwiftUILayout.placeStack(
      subviews, axis: axis, spacing: spacing, alignment: alignment, in: bounds)
  }

  override var treeDetails: [String] { [axis == .vertical ? "VStack" : "HStack"] }
}

/// The HeadlessKit view of a `ZStack`.
final class LayerContainerView: ContentContainerView, LaidOutView {
  var alignment = Alignment.center

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    subviews.reduce(Size.zero) { size, child in
      let childSize = SwiftUILayout.size(of: child, proposal)
      return Size(
        width: max(size.width, childSize.width), height: max(size.height, childSize.height))
    }
  }

  func isFlexible(along axis: Axis) -> Bool {
    subviews.contains { SwiftUILayout.isFlexible($0, along: axis) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for child in subviews { SwiftUILayout.place(child, in: bounds, alignment: alignment) }
  }

  override var treeDetails: [String] { ["ZStack"] }
}
