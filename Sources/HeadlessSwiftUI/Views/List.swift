import HeadlessKit

/// Rows in a column that fills its space, as SwiftUI's `List`.
///
/// ```swift
/// List(AppTheme.AccentColor.allCases, id: \.self) { color in
///   Text(color.rawValue.capitalized)
/// }
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A primitive view.
  public typealias Body = Never
}

extension List where SelectionValue == Never {
  /// A list of the given rows.
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list of rows made from identifiable elements.
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list of rows made from elements identified by a key path.
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identifier.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

@MainActor
extension List: RenderedView {
  func makePlatformView() -> HeadlessKit.View { ListContainerView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    (platformView as? ListContainerView)?.reconcileContent(content, element: element)
  }
}

/// The HeadlessKit view of a `List`: rows at least 44 points tall, inset 20 points, a
/// separator between them.
final class ListContainerView: ContentContainerView, LaidOutView {
  static let rowHeight = 44.0
  static let inset = 20.0

  override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = HeadlessKit.Color(named: "systemGray6")
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 390, height: proposal.height ?? rowsHeight(width: 390))
  }

  func isFlexible(along axis: Axis) -> Bool { true }

  private func rowHeight(of row: HeadlessKit.View, width: Double) -> Double {
    let size = SwiftUILayout.size(
      of: row, ProposedViewSize(width: width - 2 * Self.inset, height: nil))
    return max(Self.rowHeight, Double(size.height) + 12)
  }

  private func rowsHeight(width: Double) -> Double {
    subviews.reduce(0) { $0 + rowHeight(of: $1, width: width) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var y = 0.0
    let width = Double(bounds.width)
    for row in subviews {
      let height = rowHeight(of: row, width: width)
      let size = SwiftUILayout.size(
        of: row, ProposedViewSize(width: width - 2 * Self.inset, height: nil))
      let rowWidth =
        SwiftUILayout.isFlexible(row, along: .horizontal) || row is HeadlessKit.Button
        ? width - 2 * Self.inset : min(Double(size.width), width - 2 * Self.inset)
      let rowContentHeight =
        SwiftUILayout.isFlexible(row, along: .vertical) ? height : min(Double(size.height), height)
      row.frame = Rect(
        x: Self.inset, y: y + (height - rowContentHeight) / 2, width: rowWidth,
        height: rowContentHeight)
      y += height
    }
  }

  override var treeDetails: [String] { ["List"] }
}

/// A scrollable column, as SwiftUI's `ScrollView`: the content is laid out from the top at
/// its ideal height, and scrolling (a HeadlessKit scroll view's `scroll(to:)`, as a user's
/// drag) shows another part of it.
nonisolated public struct ScrollView<Content: View>: View {
  let content: Content

  /// Creates a scroll view.
  /// - Parameters:
  ///   - axes: The scrolling axes (kept; content is laid out vertically).
  ///   - showsIndicators: Ignored.
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

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

@MainActor
extension Section: FlattenedView {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    if let header {
      var headerContext = context.appending(.branch(-1))
      headerContext.environment.font = .footnote
      headerContext.environment.foregroundColor = .secondary
      flattenView(Text(header.uppercased()), headerContext, into: &elements)
    }
    flattenView(content, context.appending(.branch(0)), into: &elements)
  }
}
