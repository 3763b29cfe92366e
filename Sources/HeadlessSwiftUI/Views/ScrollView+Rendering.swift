// How a SwiftUI `ScrollView` renders: a HeadlessKit scroll view that lays its content
// out as a vertical stack.

import HeadlessKit

@MainActor
extension ScrollView: RenderedView {
  func makePlatformView() -> HeadlessKit.View { ScrollContainerView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    (platformView as? ScrollContainerView)?.reconcileContent(content, element: element)
  }
}

/// The HeadlessKit view of a `ScrollView`: a HeadlessKit scroll view that fills its space,
/// its content stacked from the top, as tall as it wants, shown from the content offset.
final class ScrollContainerView: HeadlessKit.ScrollView, LaidOutView {
  private var records: [ElementID: SlotRecord] = [:]

  /// Reconciles `content` into this view.
  func reconcileContent(_ content: some View, element: Element) {
    let elements = flattenedElements(
      of: content, environment: element.environment, owner: element.owner)
    reconcile(elements, into: self, records: &records)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 390, height: proposal.height ?? 844)
  }

  func isFlexible(along axis: Axis) -> Bool { true }

  override func layoutSubviews() {
    let proposal = ProposedViewSize(width: Double(bounds.width), height: nil)
    let size = SwiftUILayout.verticalSize(
      of: subviews, proposal: proposal, spacing: SwiftUILayout.defaultSpacing)
    let content = Size(width: bounds.width, height: size.height)
    if contentSize != content { contentSize = content }
    super.layoutSubviews()  // clamps the offset to the content
    SwiftUILayout.placeStack(
      subviews, axis: .vertical, spacing: SwiftUILayout.defaultSpacing, alignment: 0.5,
      in: Rect(x: 0, y: -contentOffset.y, width: bounds.width, height: size.height))
  }

  override var treeDetails: [String] { ["ScrollView"] + super.treeDetails }
}

/// A group of rows with a header, as SwiftUI's `Section`.
nonisolated public struct Section<Content: View>: View {
  let header: String?
  let content: Content

  /// A section with a title.
  /// - Parameters:
  ///   - title: The header's title.
  ///   - content: The rows.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    header = String(title)
    self.content = content()
  }

  /// A section without a header.
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}
