/// Views made from a collection's elements, each identified by its element's id (SwiftUI's
/// `ForEach`): a row keeps its state when rows move, and loses it when its id goes.
///
/// ```swift
/// ForEach(model.items) { item in Text(item.name) }
/// ForEach(AppTheme.AccentColor.allCases, id: \.self) { color in Text(color.rawValue) }
/// ```
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes a view for an element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// A primitive view.
  public typealias Body = Never

  /// Views for elements identified by the key path `id`.
  /// - Parameters:
  ///   - data: The collection.
  ///   - id: The key path to each element's identifier.
  ///   - content: Makes a view for an element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements.
  /// - Parameters:
  ///   - data: The collection.
  ///   - content: Makes a view for an element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  /// - Parameters:
  ///   - data: The range.
  ///   - content: Makes a view for an integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
  }
}

@MainActor
extension ForEach: FlattenedView where Content: View {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    for element in data {
      flattenView(
        content(element), context.appending(.explicit(AnyHashable(id(element)))), into: &elements)
    }
  }
}
