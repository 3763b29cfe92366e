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
  /// The selection binding, when the list was made with one.
  var selection: (any ListSelection)?

  /// A primitive view.
  public typealias Body = Never
}

/// A list's selection, whatever its value type: which rows are selected, and what a tap on
/// a row does.
protocol ListSelection {
  /// Whether the row tagged `tag` is selected.
  @MainActor func isSelected(_ tag: AnyHashable) -> Bool
  /// A tap on the row tagged `tag`.
  @MainActor func select(_ tag: AnyHashable)
}

/// A single selection: a tap selects the tapped row.
struct SingleListSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Value?>

  @MainActor func isSelected(_ tag: AnyHashable) -> Bool {
    binding.wrappedValue.map { AnyHashable($0) == tag } ?? false
  }

  @MainActor func select(_ tag: AnyHashable) {
    guard let value = tag.base as? Value else { return }
    binding.wrappedValue = value
  }
}

/// A multiple selection. Outside edit mode (HeadlessSwiftUI has no edit mode), iOS 16 and
/// later select one row at a time even with a set: a tap makes the set the tapped row.
struct MultipleListSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Set<Value>>

  @MainActor func isSelected(_ tag: AnyHashable) -> Bool {
    guard let value = tag.base as? Value else { return false }
    return binding.wrappedValue.contains(value)
  }

  @MainActor func select(_ tag: AnyHashable) {
    guard let value = tag.base as? Value else { return }
    binding.wrappedValue = [value]
  }
}

extension List {
  /// A list of the given rows that supports selecting a single row, as SwiftUI's
  /// `init(selection:content:)`: a tap on a row sets `selection` to the row's tag (a
  /// `ForEach` row's id, or its `tag(_:)`); the selected row is drawn selected.
  /// - Parameters:
  ///   - selection: A binding to the selected row; `nil` makes rows unselectable.
  ///   - content: The rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { SingleListSelection(binding: $0) as any ListSelection }
  }

  /// A list of the given rows that supports selecting multiple rows, as SwiftUI's
  /// `init(selection:content:)`. Outside edit mode (there is none here), a tap selects the
  /// tapped row alone, as on iOS 16 and later; the selected rows are drawn selected.
  /// - Parameters:
  ///   - selection: A binding to the set of selected rows' tags.
  ///   - content: The rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { MultipleListSelection(binding: $0) as any ListSelection }
  }

  /// A list of rows made from identifiable elements that supports selecting a single row.
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: A binding to the selected element's id.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list of rows made from identifiable elements that supports selecting multiple rows.
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: A binding to the set of selected elements' ids.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list of rows made from elements identified by a key path that supports selecting a
  /// single row.
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identifier.
  ///   - selection: A binding to the selected element's identifier.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list of rows made from elements identified by a key path that supports selecting
  /// multiple rows.
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identifier.
  ///   - selection: A binding to the set of selected elements' identifiers.
  ///   - rowContent: Makes a row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
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
    guard let list = platformView as? ListContainerView else { return }
    list.selection = selection
    list.reconcileContent(content, element: element)
  }
}

/// The HeadlessKit view of a `List`: rows at least 44 points tall, inset 20 points, a
/// separator between them.
final class ListContainerView: ContentContainerView, LaidOutView {
  static let rowHeight = 44.0
  static let inset = 20.0
  /// The background of a selected row.
  static let selectedBackground = HeadlessKit.Color(named: "systemGray4")

  /// The list's selection; `nil` when its rows are not selectable.
  var selection: (any ListSelection)? {
    didSet {
      if selection != nil, tapRecognizer == nil {
        let recognizer = TapGestureRecognizer { [unowned self] recognizer in
          self.tapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(recognizer)
        tapRecognizer = recognizer
      }
      tapRecognizer?.isEnabled = selection != nil
    }
  }
  private var tapRecognizer: TapGestureRecognizer?
  /// Each row's tag, in order: its `tag(_:)`, else its `ForEach` id.
  private var rowTags: [AnyHashable?] = []
  /// Each row's band, from the top of its cell to the next's, as the last layout placed them.
  private var rowBands: [Range<Double>] = []

  override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = HeadlessKit.Color(named: "systemGray6")
  }

  override func reconciled(_ elements: [Element]) {
    guard let selection else {
      rowTags = []
      if !highlighted.isEmpty {
        for row in contentViews { drawSelected(row, false) }
      }
      return
    }
    rowTags = elements.map { element in
      for attachment in element.attachments {
        if case .tag(let tag) = attachment { return tag }
      }
      for component in element.id.reversed() {
        if case .explicit(let id) = component { return id }
      }
      return nil
    }
    for (row, tag) in zip(contentViews, rowTags) {
      drawSelected(row, tag.map { selection.isSelected($0) } ?? false)
    }
  }

  /// The rows this list drew selected: only those get their background back.
  private var highlighted: Set<ObjectIdentifier> = []

  /// Draws `row` selected (a grey background, the `.selected` trait) or not.
  private func drawSelected(_ row: HeadlessKit.View, _ selected: Bool) {
    let key = ObjectIdentifier(row)
    if selected {
      highlighted.insert(key)
      if row.backgroundColor != Self.selectedBackground {
        row.backgroundColor = Self.selectedBackground
      }
    } else if highlighted.remove(key) != nil {
      row.backgroundColor = nil
    }
    var traits = row.accessibilityTraits
    if selected { traits.insert(.selected) } else { traits.remove(.selected) }
    if row.accessibilityTraits != traits { row.accessibilityTraits = traits }
  }

  /// A tap at `point`: the row under it is selected, as a tap on a selectable list's row.
  private func tapped(at point: Point) {
    guard let selection else { return }
    let y = Double(point.y)
    guard let index = rowBands.firstIndex(where: { $0.contains(y) }), index < rowTags.count,
      let tag = rowTags[index]
    else { return }
    selection.select(tag)
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
    rowBands.removeAll(keepingCapacity: true)
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
      rowBands.append(y..<(y + height))
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
